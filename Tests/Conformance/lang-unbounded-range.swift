import SwiftUI

/// A leaderboard's leading run of ranks that follow one another: up to the first gap, or all
/// of them (`ranks[...]`, the unbounded range) when there is none.
struct Ranked {
    var ranks: [Int]

    var contiguous: ArraySlice<Int> {
        var end = 1
        while end < ranks.count, ranks[end] - ranks[end - 1] <= 1 { end += 1 }
        return end < ranks.count ? ranks[..<end] : ranks[...]
    }
}

/// A C callback's type, named the way a bridge to a C API casts to it.
let comparatorType = (@convention(c) (Int32, Int32) -> Int32).self

struct Leaders: View {
    let ranked = Ranked(ranks: [1, 2, 3, 5, 6])

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Array(ranked.contiguous), id: \.self) { rank in
                    Text("#\(rank)")
                        .frame(height: 44)
                }
                Text("More").frame(height: 44).id("more")
            }
        }
    }
}

#Preview("Leaders") { Leaders() }
