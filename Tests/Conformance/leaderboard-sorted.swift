import SwiftUI

struct Player: Identifiable {
    let id: String
    let score: Int
    let games: Int
}

/// A leaderboard: players ranked by score, the podium, the best average, and a few facts
/// about the field computed with the collection API.
struct Leaderboard: View {
    let players = [
        Player(id: "Ada", score: 980, games: 12),
        Player(id: "Grace", score: 1210, games: 20),
        Player(id: "Linus", score: 640, games: 4),
        Player(id: "Ken", score: 1210, games: 15),
        Player(id: "Barbara", score: 455, games: 9),
    ]

    var ranked: [Player] { players.sorted { $0.score > $1.score } }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 6) {
                ForEach(Array(ranked.enumerated()), id: \.element.id) { entry in
                    Text(String(format: "%d. %@ %5d pts", entry.offset + 1, entry.element.id, entry.element.score))
                        .frame(height: 50)
                }
                Text("Podium: " + ranked.prefix(3).map { $0.id }.joined(separator: ", "))
                    .id("podium")
                Text("Rest: " + ranked.dropFirst(3).map { $0.id }.joined(separator: " & "))
                    .id("rest")
                Text("Best average: " + (players.max { Double($0.score) / Double($0.games) < Double($1.score) / Double($1.games) }?.id ?? "-"))
                    .id("average")
                Text("Lowest: " + (players.min(by: { $0.score < $1.score })?.id ?? "-"))
                    .id("lowest")
                Text("Over 1000: \(players.count(where: { $0.score > 1000 })), all played: \(players.allSatisfy { $0.games > 0 })")
                    .id("facts")
                Text("First newcomer at \(players.firstIndex(where: { $0.games < 5 }) ?? -1), last over 900 at \(players.lastIndex(where: { $0.score > 900 }) ?? -1)")
                    .id("indices")
                Text("Totals " + players.map { $0.score }.filter { $0 > 500 }.sorted().map { String($0) }.joined(separator: "+"))
                    .id("totals")
            }
        }
    }
}
