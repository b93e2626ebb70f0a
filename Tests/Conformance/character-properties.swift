import SwiftUI

/// A code field that keeps only digits, and a summary of what was typed, using the
/// properties Swift gives a Character.
struct CodeField: View {
    @State private var typed = "a1 B2!f"

    var body: some View {
        VStack {
            Text(typed.filter { $0.isNumber })
                .id("digits")
            Text(typed.filter { $0.isUppercase || $0.isPunctuation })
                .id("marks")
            Text("\(typed.filter(\.isWhitespace).count) \(typed.first?.asciiValue ?? 0) \(typed.last?.hexDigitValue ?? -1)")
                .id("summary")
        }
    }
}

#Preview("Code field") {
    CodeField()
}
