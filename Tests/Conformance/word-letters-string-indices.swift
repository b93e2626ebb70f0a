import SwiftUI

// A word game's checks, written the way apps take words apart with String's indices.
func canBeSpelled(_ word: String, from root: String) -> Bool {
    var letters = root
    for letter in word {
        if let position = letters.firstIndex(of: letter) {
            letters.remove(at: position)
        } else {
            return false
        }
    }
    return true
}

func initials(_ word: String) -> String {
    guard !word.isEmpty else { return "" }
    let second = word.index(after: word.startIndex)
    let last = word.index(before: word.endIndex)
    return "\(word[word.startIndex])\(word[second])\(word[last])"
}

func middle(_ word: String) -> String {
    let center = word.index(word.startIndex, offsetBy: word.count / 2)
    return String(word[center])
}

func lastVowelPosition(_ word: String) -> Int {
    guard let position = word.lastIndex(of: "o") else { return -1 }
    return word.distance(from: word.startIndex, to: position)
}

func clamped(_ word: String, by steps: Int) -> String {
    guard let end = word.index(word.startIndex, offsetBy: steps, limitedBy: word.endIndex) else { return "past the end" }
    return "\(word.distance(from: word.startIndex, to: end))"
}

func edited(_ word: String) -> String {
    var text = word
    text.insert("!", at: text.endIndex)
    text.insert("¡", at: text.startIndex)
    let first = text.removeFirst()
    let last = text.removeLast()
    return "\(first)\(text)\(last)"
}

func pluralized(_ word: String, count: Int) -> String {
    var text = "\(count) "
    text.append(word)
    if count != 1 { text.append(contentsOf: "s") }
    return text
}

func emptied(_ word: String) -> Int {
    var text = word
    text.removeAll()
    return text.count
}

struct WordGame: View {
    let root = "silkworm"
    let guesses = ["silk", "worm", "milk", "sill"]

    var body: some View {
        List(guesses, id: \.self) { guess in
            Text(canBeSpelled(guess, from: root) ? "\(guess) ✓" : "\(guess) ✗")
        }
    }
}

#Preview {
    WordGame()
}

func withoutApostrophes(_ year: String) -> String {
    var text = year
    let removed: Set<Character> = ["'", "’"]
    text.removeAll(where: { removed.contains($0) })
    return text
}
