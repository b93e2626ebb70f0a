import SwiftUI

/// A code field that keeps only digits, and a summary of what was typed, using the
/// properties Swift gives a Character.
struct CodeField: View {
    @State private var typed = "a1 B2!f"
    private let sample = "Ab7½\n+$é"

    private func count(_ test: (Character) -> Bool) -> Int { sample.filter(test).count }

    private var classes: String {
        let counts: [Int] = [count(\.isASCII), count(\.isLetter), count(\.isWholeNumber), count(\.isHexDigit), count(\.isLowercase),
                             count(\.isCased), count(\.isNewline), count(\.isSymbol), count(\.isMathSymbol), count(\.isCurrencySymbol)]
        return counts.map(String.init).joined(separator: " ")
    }

    var body: some View {
        VStack {
            Text(typed.filter { $0.isNumber })
                .id("digits")
            Text(typed.filter { $0.isUppercase || $0.isPunctuation })
                .id("marks")
            Text("\(typed.filter(\.isWhitespace).count) \(typed.first?.asciiValue ?? 0) \(typed.last?.hexDigitValue ?? -1)")
                .id("summary")
            Text(classes)
                .id("classes")
        }
    }
}

#Preview("Code field") {
    CodeField()
}
