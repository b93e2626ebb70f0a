import SwiftUI

/// A word game that accepts a word only when it is a real one, as word games check with
/// UIKit's spell checker. Scrollwork has no dictionary, so every word is spelled correctly
/// here (a warning at the check says so), and the game's other rules still decide.
struct WordSpelling: View {
    @State private var rootWord = "silkworm"
    @State private var usedWords: [String] = []
    @State private var verdict = ""
    @State private var suggestions = ""

    var body: some View {
        List {
            Text(verdict).id("verdict")
            ForEach(usedWords, id: \.self) { word in
                Text(word)
            }
        }
        .onAppear {
            for word in ["silk", "mrow", "qzx", "silk"] { add(word) }
            suggest("si")
        }
    }

    func add(_ word: String) {
        guard isOriginal(word) else { verdict += "\(word): used; "; return }
        guard isPossible(word) else { verdict += "\(word): impossible; "; return }
        guard isReal(word) else { verdict += "\(word): not a word; "; return }
        usedWords.insert(word, at: 0)
    }

    func isOriginal(_ word: String) -> Bool { !usedWords.contains(word) }

    func isPossible(_ word: String) -> Bool {
        var letters = rootWord
        for letter in word {
            guard let position = letters.firstIndex(of: letter) else { return false }
            letters.remove(at: position)
        }
        return true
    }

    /// Completions of a partial word, in the checker's first language.
    func suggest(_ partial: String) {
        let checker = UITextChecker()
        let language = UITextChecker.availableLanguages.first ?? "en"
        let range = NSRange(location: 0, length: partial.utf16.count)
        let words = checker.completions(forPartialWordRange: range, in: partial, language: language) ?? []
        suggestions = "\(language): \(words.count)"
    }

    func isReal(_ word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelled.location == NSNotFound
    }
}

#Preview("Word spelling") { WordSpelling() }
