import SwiftUI

/// A scoreboard written with the Swift corners apps use: sugared extensions, a variadic
/// helper, a trailing closure on its own line, `@escaping()` with no space, wrapping
/// arithmetic and `debugPrint`.
struct Player: Identifiable {
    let id: Int
    var name: String
    var points: Int
}

extension [Player] {
    var leader: Player? { self.max { $0.points < $1.points } }
}

extension [String: Int] {
    var total: Int { values.reduce(0, +) }
}

extension String? {
    var orPlaceholder: String { self ?? "—" }
}

func sum(_ values: Int..., scale: Int = 1) -> Int {
    values.reduce(0, +) * scale
}

struct ScoreButton: View {
    let title: String
    let action: () -> Void

    init(_ title: String, action: @escaping() -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        Button(title, action: action)
    }
}

struct Scoreboard: View {
    @State private var players = [Player(id: 1, name: "Ada", points: 3), Player(id: 2, name: "Bo", points: 7)]
    @State private var bonus = [String: Int]()
    @State private var nickname: String? = nil
    @State private var checksum = 0
    @State private var variadicTotal = sum(1, 2, 3, scale: 10)
    @State private var noArguments = sum()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text(players.leader?.name ?? "nobody")
                    .id("leader")
                Text(nickname.orPlaceholder)
                    .id("nickname")
                ScoreButton("Bonus")
                {
                    bonus["Ada", default: 0] += 5
                    bonus["Bo", default: 0] += 1
                    players[0].points += bonus.total
                    debugPrint("bonus", bonus.total)
                }
                .id("bonus")
                Button("Hash") {
                    var hash = Int.max
                    hash &+= 1
                    hash = hash &* 31 &- 7
                    checksum = hash
                }
                .id("hash")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
