import SwiftUI

/// Work done off the main thread that hops back with `MainActor.run` to publish what it found,
/// as apps do after a background fetch: the closure runs on the main thread and its result is
/// returned to the caller.
final class Importer: ObservableObject {
    @Published var rows: [String] = []
    @Published var count = 0
    var hopThreads: [Bool] = []
    var status = ""
    var assumed = "not yet"

    /// A timer's block runs on the main thread: `MainActor.assumeIsolated` runs its closure there at once.
    func stampFromTimer() {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
            let onMain = MainActor.assumeIsolated { Thread.isMainThread }
            self.assumed = "on main \(onMain)"
        }
    }

    func importInBackground() {
        DispatchQueue.global(qos: .userInitiated).async {
            let names = ["Ada", "Grace", "Linus"]
            Task {
                let total = await MainActor.run(resultType: Int.self) {
                    self.hopThreads.append(Thread.isMainThread)
                    self.rows = names
                    return names.count
                }
                let label = await MainActor.run { "\(total) imported" }
                self.count = total
                self.status = label
            }
        }
    }
}

struct ImportList: View {
    @StateObject private var importer = Importer()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Import").frame(height: 44).onTapGesture { importer.importInBackground() }
                Text("Stamp").frame(height: 44).onTapGesture { importer.stampFromTimer() }
                ForEach(importer.rows, id: \.self) { row in
                    Text(row).frame(height: 30)
                }
            }
        }
    }
}

#Preview("Import") { ImportList() }
