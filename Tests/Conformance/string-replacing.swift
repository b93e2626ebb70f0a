import SwiftUI

/// A calculator's expression field in the shape apps write it: spaces removed with Swift 5.7's
/// `replace(_:with:)` before it is evaluated, and the standard library's other replacements.
struct ExpressionField: View {
    @State private var expression = "1 + 2  * 3"

    var body: some View {
        VStack(spacing: 0) {
            Text(expression)
                .frame(height: 44)
                .id("expression")
            Button("Compact") {
                expression.replace(" ", with: "")
            }
            .frame(height: 44)
            .id("compact")
        }
    }

    /// Replacement from the left without overlaps, a limit, an empty pattern (which matches
    /// before every character and at the end), whole characters, and a localized key.
    static func checks() -> [String] {
        var accented = "héllo"
        accented.replace("é", with: "e")
        let key = String.LocalizationValue("Compact")
        return ["aaaa".replacing("aa", with: "b"), "abcabc".replacing("b", with: "XY", maxReplacements: 1),
                "abc".replacing("", with: "-"), "abc".replacing("", with: "-", maxReplacements: 2),
                accented, "abc".replacing("x", with: "y"), String(localized: key)]
    }
}

#Preview("Expression") { ExpressionField() }
