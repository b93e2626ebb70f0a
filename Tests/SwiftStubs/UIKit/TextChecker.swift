// UIKit's spell checker, with the signatures Apple's documentation gives.
import Foundation

open class UITextChecker: NSObject {
    public override init() {}
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                                    language: String) -> NSRange { fatalError() }
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { fatalError() }
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { fatalError() }
    open class var availableLanguages: [String] { fatalError() }
}
