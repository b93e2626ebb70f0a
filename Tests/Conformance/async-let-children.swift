import SwiftUI

/// A dashboard that loads its two counters side by side with `async let`, then a third that
/// fails: the log says in which order the parent saw each step, and where the error reached it.
struct CounterError: Error {}

func loadCount(_ id: Int) async throws -> Int {
    try await Task.sleep(for: .seconds(1))
    if id < 0 { throw CounterError() }
    return id * 10
}

struct Dashboard: View {
    @State private var log: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(log, id: \.self) { line in
                    Text(line)
                        .frame(height: 44)
                }
            }
        }
        .task {
            async let followers = loadCount(1)
            async let following: Int = loadCount(2)
            log.append("started")
            do {
                let (a, b) = try await (followers, following)
                log.append("followers \(a), following \(b)")
                async let broken = loadCount(-1)
                log.append("asked again")
                log.append("broken \(try await broken)")
            } catch {
                log.append("failed")
            }
        }
    }
}

#Preview("Dashboard") {
    Dashboard()
}
