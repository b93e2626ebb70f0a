import SwiftUI

/// A view model that stands for slow work with the C library's and Foundation's blocking
/// sleeps, called from a task, as tutorials on async functions do.
struct SlowTitle: View {
    @State private var title = "Loading"
    @State private var steps: [String] = []

    var body: some View {
        VStack {
            Text(title)
            ForEach(steps, id: \.self) { Text($0) }
        }
        .task {
            title = await load()
        }
    }

    func load() async -> String {
        let slept = sleep(1)
        steps.append("sleep \(slept)")
        Thread.sleep(forTimeInterval: 0.5)
        steps.append("thread")
        let status = usleep(250_000)
        steps.append("usleep \(status)")
        Thread.sleep(until: Date().addingTimeInterval(0.25))
        return "Loaded"
    }
}

#Preview("Slow title") { SlowTitle() }
