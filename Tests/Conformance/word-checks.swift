import SwiftUI

/// A word game's checks: a guess must differ from the root word (`elementsEqual` compares the
/// characters in order; with a closure, by its test), and the saved guesses' size is shown as
/// Foundation describes `Data` ("3 bytes").
struct WordChecks: View {
    let rootWord = "silkworm"
    @State var usedWords: [String] = []
    @State var message = ""

    func isNew(_ word: String) -> Bool {
        !word.elementsEqual(rootWord) && !usedWords.contains { $0.elementsEqual(word) }
    }

    func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
        a.elementsEqual(b) { $0.lowercased() == $1.lowercased() }
    }

    func add(_ word: String) {
        guard isNew(word) else {
            message = "\(word) is not new"
            return
        }
        usedWords.append(word)
        message = Data(usedWords.joined().utf8).description
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("silk").frame(height: 44).onTapGesture { add("silk") }
            Text("root").frame(height: 44).onTapGesture { add(rootWord) }
            Text(message).frame(height: 44).id("message")
            Text(sameIgnoringCase("Worm", "wORM") ? "same" : "different").frame(height: 44).id("case")
        }
    }
}

#Preview { WordChecks() }
