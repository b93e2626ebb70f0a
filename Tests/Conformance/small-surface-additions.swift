import SwiftUI

/// A tip summary from a course app: a protocol refining View whose extension gives the body,
/// a currency style made with its initialiser, an attributed title from a literal, swapped
/// scores, `$0.self`, a hierarchical style and a heading level.
protocol Badge: View {
    var label: String { get }
}

extension Badge {
    var body: some View {
        Text(label)
    }
}

struct TipBadge: Badge {
    let label: String
}

struct Player {
    let name: String
}

struct TipSummary: View {
    private let style = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: Locale(identifier: "en_US"))
    private let players = ["b": Player(name: "Bea"), "a": Player(name: "Al")]

    private var scores: [Int] {
        var scores = [3, 9, 5]
        scores.swapAt(0, 1)
        return scores
    }

    var body: some View {
        VStack {
            TipBadge(label: "Tip")
                .frame(width: 80, height: 30)
                .id("badge")
            Text(12.5.formatted(style))
                .id("amount")
                .foregroundStyle(HierarchicalShapeStyle.secondary)
            Text(AttributedString(stringLiteral: "Total"))
                .id("title")
                .accessibilityHeading(.h1)
            Text(scores.map(String.init).joined(separator: " "))
                .id("scores")
            Text(players.values.map { $0.self }.map(\.name).sorted().joined(separator: ","))
                .id("players")
        }
    }
}

#Preview("Tip summary") {
    TipSummary()
}
