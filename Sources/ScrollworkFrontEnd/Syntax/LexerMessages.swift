/// Messages the lexer emits, kept beside it.
enum LexerMessages {
    static let unterminatedString = "unterminated string literal"
    static let unterminatedComment = "unterminated '/*' comment"
    static let badBacktick = "expected an identifier and a closing '`'"
    static let loneDollar = "expected a number or a name after '$'"
    static let singleQuote = "single-quoted string literals are not supported; use double quotes"
    static let nonBreakingSpace = "non-breaking space (U+00A0) used instead of regular space"
    static let fileTooLarge = "file is too large to parse (more than 2 GB)"
    static func unexpectedCharacter(_ text: String) -> String { "unexpected character '\(text)' in source" }
    static func invalidNumber(_ text: String) -> String { "'\(text)' is not a valid number literal" }
}
