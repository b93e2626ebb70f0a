import Foundation
import ScrollworkFrontEnd

/// "Did you mean" hints for names the resolver cannot find, worded as the compiler words them.
enum NameSuggestions {
    static func hint(for name: String, in candidates: [String]) -> String? {
        Suggestions.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
    }
}
