import SwiftUI

// A banner that waits before it shows, then counts three half-second ticks: a task that
// sleeps with the Task.sleep forms, inside a loop; then one more tick after iOS 15's
// `Task.sleep(_:)` of nanoseconds, which does not throw.
struct DelayedBanner: View {
    @State private var status = "waiting"
    @State private var ticks = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(status)
                    .frame(height: 60)
                    .id("status")
                Button("Start") { start() }
                    .frame(height: 44)
                    .id("start")
                ForEach(0..<20) { i in
                    Text("Row \(i)")
                        .frame(height: 80)
                        .id(i)
                }
            }
        }
    }

    private func start() {
        Task {
            try await Task.sleep(for: .seconds(1.5))
            status = "ready"
            for _ in 0..<3 {
                try await Task.sleep(nanoseconds: 500_000_000)
                ticks += 1
            }
            await Task.sleep(2 * 1_000_000_000)
            ticks += 1
        }
    }
}

#Preview { DelayedBanner() }
