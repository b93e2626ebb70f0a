import SwiftUI

/// A scoreboard kept by a type's `static subscript`s, as an image cache keyed by URL is: read
/// and written with `Scores["ada"]`, changed in place with `+=`, and a second, labelled one.
enum Scores {
    private static var table: [String: Int] = [:]

    static subscript(_ name: String) -> Int {
        get { table[name, default: 0] }
        set { table[name] = newValue }
    }

    static subscript(rank rank: Int) -> String {
        ["gold", "silver", "bronze"][rank]
    }
}

struct ScoreBoard: View {
    @State private var total = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Ada \(total)")
                .id("ada")
                .onTapGesture {
                    Scores["ada"] += 5
                    total = Scores["ada"]
                }
            Text(Scores[rank: 1]).id("rank")
        }
        .onAppear {
            Scores["ada"] = 10
            total = Scores["ada"]
        }
    }
}

#Preview("Scores") { ScoreBoard() }
