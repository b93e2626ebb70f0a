import SwiftUI

/// A quiz card with Markdown in its text, as apps write it: a key's Markdown in `Text`, a
/// question from `AttributedString(markdown:)`, and a string shown as it is.
struct QuizCard: View {
    let question = (try? AttributedString(markdown: "Which **planet** is *largest*?")) ?? AttributedString("?")
    let hint = "Use **bold** here"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("**Round** 1").id("round")
                Text(question).id("question")
                Text(hint).id("hint")
                Text("2 * 3 * 4 and snake_case").id("maths")
            }
        }
    }

    static func plain(_ markdown: String) -> String {
        guard let text = try? AttributedString(markdown: markdown) else { return "-" }
        return String(text.characters)
    }
}

#Preview { QuizCard() }
