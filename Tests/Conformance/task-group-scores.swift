import SwiftUI

/// A scoreboard that loads its players' scores side by side in a task group: the results come
/// in as each load ends, a sum is made with `next()`, loads that return nothing are counted, and a failing load reaches the parent
/// through `waitForAll()` once the other child has finished too.
struct ScoreError: Error {}

func loadScore(_ id: Int, seconds: Double) async throws -> Int {
    try await Task.sleep(for: .seconds(seconds))
    if id < 0 { throw ScoreError() }
    return id * 10
}

struct Scoreboard: View {
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
            let scores = try? await withThrowingTaskGroup(of: Int.self) { group -> [Int] in
                for (id, seconds) in [(1, 3.0), (2, 1.0), (3, 2.0)] {
                    group.addTask {
                        try await loadScore(id, seconds: seconds)
                    }
                }
                var arrived: [Int] = []
                for try await score in group {
                    arrived.append(score)
                }
                return arrived
            }
            log.append("scores \(scores ?? [])")
            let total = await withTaskGroup(of: Int.self) { group in
                group.addTask { 4 }
                group.addTask { 5 }
                var sum = 0
                while let value = await group.next() {
                    sum += value
                }
                return sum
            }
            log.append("total \(total)")
            var finishedLoads = 0
            await withTaskGroup(of: Void.self) { group in
                group.addTask {}
                group.addTask {}
                while let _ = await group.next() {
                    finishedLoads += 1
                }
            }
            log.append("finished \(finishedLoads)")
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        _ = try await loadScore(-1, seconds: 1)
                    }
                    group.addTask {
                        _ = try await loadScore(6, seconds: 2)
                        log.append("slow load done")
                    }
                    try await group.waitForAll()
                    log.append("all loaded")
                }
            } catch {
                log.append("failed")
            }
        }
    }
}

#Preview("Scoreboard") {
    Scoreboard()
}
