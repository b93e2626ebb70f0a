import SwiftUI

/// A score keeper the view's task shares with a second reference to it: an actor, a
/// reference type whose state is reached with `await` from outside it. Its `let` of a
/// Sendable type and its `nonisolated` members need no `await`.
actor ScoreKeeper {
    private var scores: [Int] = []
    let title: String
    nonisolated let unit = "pts"

    init(title: String) {
        self.title = title
    }

    var total: Int { scores.reduce(0, +) }

    func record(_ score: Int) -> Int {
        scores.append(score)
        return total
    }

    nonisolated func label(for value: Int) -> String {
        "\(value) \(unit)"
    }
}

struct ScoreBoard: View {
    @State private var lines: [String] = []
    private let keeper = ScoreKeeper(title: "Round")

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(lines, id: \.self) { line in
                    Text(line)
                        .frame(height: 44)
                }
            }
        }
        .task {
            let shared = keeper
            for score in [3, 5] {
                let total = await keeper.record(score)
                lines.append(keeper.label(for: total))
            }
            _ = await shared.record(8)
            lines.append("\(keeper.title) \(await keeper.total)")
        }
    }
}

#Preview("Scores") {
    ScoreBoard()
}
