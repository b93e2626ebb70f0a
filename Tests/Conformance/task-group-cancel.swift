import SwiftUI

/// A search that asks two sources at once and keeps the first answer: the slower source is
/// cancelled, a source added after that is not started, and the group reports what it holds.
struct SearchLog: View {
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
            let kept = await withTaskGroup(of: String.self, returning: [String].self) { group in
                group.addTask {
                    do {
                        try await Task.sleep(for: .seconds(2))
                        return "slow"
                    } catch {
                        return "slow cancelled"
                    }
                }
                group.addTask { "quick" }
                var lines = [await group.next() ?? "none"]
                group.cancelAll()
                let added = group.addTaskUnlessCancelled { "late" }
                lines.append("cancelled \(group.isCancelled), added \(added)")
                while let line = await group.next() {
                    lines.append(line)
                }
                lines.append("empty \(group.isEmpty)")
                await group.waitForAll()
                return lines
            }
            log.append(contentsOf: kept)
            let answer = try? await withThrowingTaskGroup(of: Int.self, returning: Int.self) { group in
                group.addTask {
                    try await Task.sleep(for: .seconds(1))
                    return 1
                }
                group.cancelAll()
                let started = group.addTaskUnlessCancelled { 2 }
                log.append("started \(started), cancelled \(group.isCancelled), empty \(group.isEmpty)")
                return try await group.next() ?? 0
            }
            log.append("answer \(answer ?? -1)")
        }
    }
}

#Preview("Search") {
    SearchLog()
}
