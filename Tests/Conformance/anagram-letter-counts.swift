import SwiftUI

/// A word game in the shape of a "100 Days of SwiftUI" WordScramble: a guess is made of the root
/// word's letters when no letter is used more often than the root word has it, counted with
/// NSCountedSet.
func isAnagram(_ guess: String, of root: String) -> Bool {
    let guessLetters = NSCountedSet(array: Array(guess))
    let rootLetters = NSCountedSet(array: Array(root))
    return guessLetters.allSatisfy { letter in
        guessLetters.count(for: letter) <= rootLetters.count(for: letter)
    }
}

func letterCounts() -> [Int] {
    // Strings throughout: a Character and a String are different objects to Foundation.
    let letters = NSCountedSet(array: "banana".map { String($0) })
    letters.add("n")
    letters.remove("a")
    letters.remove("z")
    return [letters.count, letters.count(for: "a"), letters.count(for: "n"), letters.count(for: "z"), NSCountedSet().count]
}

struct AnagramCheck: View {
    @State private var guess = "silk"

    var body: some View {
        VStack(spacing: 0) {
            Text(isAnagram(guess, of: "silkworm") ? "valid" : "invalid").id("verdict")
            Button("Double letter") { guess = "silks" }.id("double")
        }
    }
}

#Preview("Anagram") {
    AnagramCheck()
}
