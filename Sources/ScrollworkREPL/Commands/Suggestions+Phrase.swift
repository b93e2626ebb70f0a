import ScrollworkFrontEnd

/// "Did you mean …?" for misspelled commands, scenes, items and names: the compiler's rule
/// (`Suggestions.closest`), so a name gets the same hint wherever it is mistyped.
extension Suggestions {
    /// " — did you mean 'x'?" or nothing.
    static func phrase(_ suggestion: String?) -> String {
        suggestion.map { " — did you mean '\($0)'?" } ?? ""
    }
}
