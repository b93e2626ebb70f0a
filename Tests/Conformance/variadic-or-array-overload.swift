import SwiftUI

/// A line of texts made either from texts listed one by one or from an array of them: Swift
/// takes the array's initialiser for an array, the variadic one for the listed texts.
struct TextLine: View {
    let texts: [String]
    let madeFromArray: Bool

    init(_ texts: String...) {
        self.texts = texts
        madeFromArray = false
    }

    init(_ texts: [String]) {
        self.texts = texts
        madeFromArray = true
    }

    var body: some View {
        Text(texts.joined(separator: " · ") + (madeFromArray ? " (array)" : " (listed)"))
    }
}

struct EvolutionNotes: View {
    private let conditions = ["Night", "Friendship"]

    var body: some View {
        VStack(spacing: 0) {
            TextLine(conditions).id("array")
            TextLine("Level 16", "Trade").id("listed")
            TextLine("Alone").id("single")
        }
    }
}

#Preview("Notes") { EvolutionNotes() }
