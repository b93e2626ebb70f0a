import SwiftUI

/// Three loads started together, a fourth on a global queue, and a summary once all have
/// finished, as apps join work with a dispatch group.
struct GroupedLoads: View {
    @State private var parts: [String] = []
    @State private var summary = "waiting"
    @State private var emptyGroup = "not run"

    var body: some View {
        VStack(spacing: 0) {
            Text(summary).id("summary")
            ForEach(parts, id: \.self) { Text($0) }
        }
        .onAppear(perform: load)
    }

    func load() {
        let group = DispatchGroup()
        for (index, name) in ["a", "b", "c"].enumerated() {
            group.enter()
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(index + 1) * 0.1) {
                parts.append(name)
                group.leave()
            }
        }
        DispatchQueue.global().async(group: group) {
            DispatchQueue.main.async { parts.append("global") }
        }
        group.notify(queue: .main) {
            summary = "\(parts.count) done"
        }
        // A group with no work runs its blocks at once.
        let idle = DispatchGroup()
        idle.notify(queue: .main) { emptyGroup = "ran" }
    }
}

#Preview("Grouped loads") {
    GroupedLoads()
}
