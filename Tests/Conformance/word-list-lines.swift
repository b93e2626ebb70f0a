import SwiftUI

/// A word game in the shape of a "100 Days of SwiftUI" WordScramble: its word list split into
/// lines with CharacterSet.newlines (a file saved with Windows line endings and a blank line),
/// the empty pieces dropped, and a guess split into words with .whitespaces.
enum WordList {
    static let text = "silkworm\r\nanchor\n\nquiet\u{2028}zebra"

    static var lines: [String] { text.components(separatedBy: .newlines) }
    static var words: [String] { lines.filter { !$0.isEmpty } }
}

struct WordGame: View {
    @State private var guess = "quiet  zebra\tsilk"

    var body: some View {
        VStack(spacing: 0) {
            ForEach(WordList.words, id: \.self) { word in
                Text(word).id(word)
            }
            Text("\(guess.components(separatedBy: .whitespaces).count)").id("pieces")
        }
    }
}

#Preview("Words") {
    WordGame()
}
