import ScrollworkFrontEnd
import Testing
@testable import ScrollworkScript

/// With no dictionary, every word is spelled correctly: the checker finds no misspelled range
/// and no guesses, and each use is a located warning that says so.
@Test func everyWordIsSpelledCorrectlyWithAWarning() throws {
    let source = """
    import UIKit
    func check(_ word: String) -> String {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        let guesses = checker.guesses(forWordRange: range, in: word, language: "en") ?? ["?"]
        return "\\(misspelled.location == NSNotFound) \\(misspelled.length) \\(guesses.count)"
    }
    """
    let program = ScriptProgram(stepBudget: 1_000_000, recursionLimit: 200)
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: source))
    let errors = diagnostics.filter(\.isError)
    #expect(errors.isEmpty)
    let warnings = diagnostics.filter { $0.message.hasPrefix("spell checking is not simulated") }
    #expect(warnings.count == 2)
    #expect(try program.evaluate("check(\"qzxv\")", bindings: FakeSession()) == .string("true 0 0"))
}
