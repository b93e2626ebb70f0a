import Foundation

/// `UITextChecker`: iOS checks spelling against the device's dictionaries, which scrollwork
/// does not have. So that word games and forms still run their own logic the same way every
/// time, every word is spelled correctly here (no misspelled range, no guesses), and each use
/// says so with a located warning.
enum UIKitTextCheckerSurface: SurfaceProvider {
    static let noDictionary = "spell checking is not simulated: scrollwork has no dictionary, so every word is spelled correctly here"

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UITextChecker", .class, doc: "Checks spelling; here every word is spelled correctly.") { t in
            t.initializer("init()", doc: "A spell checker.") { _ in .host(TextCheckerObject()) }
            t.method("func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String) -> NSRange",
                     doc: "The first misspelled word's range: here none, {NSNotFound, 0}.", caveat: noDictionary) { _, _ in
                .host(NSRangeValue(location: NSNotFound, length: 0))
            }
            t.method("func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]?",
                     doc: "Corrections for a misspelled word: here none.", caveat: noDictionary) { _, _ in .array([]) }
            t.method("func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]?",
                     doc: "Words that complete a partial one: here none.", caveat: noDictionary) { _, _ in .array([]) }
            t.staticProperty("class var availableLanguages: [String] { get }", doc: "The languages it checks: en_US, the device's.") {
                .array([.string("en_US")])
            }
        }
    }
}

/// `UITextChecker()`: it holds nothing, as no dictionary is read.
final class TextCheckerObject: HostObject {
    var typeName: String { "UITextChecker" }
}
