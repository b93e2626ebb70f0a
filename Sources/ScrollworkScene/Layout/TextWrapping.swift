/// How `Text` breaks into lines when offered less width than it needs, as UIKit's word
/// wrapping does: at spaces and after hyphens, the spaces at a break hanging past the line
/// end; a word longer than a whole line is broken between characters. Characters are counted
/// here; `TextMetrics` turns them into points.
enum TextWrapping {
    /// A word and the spaces before it, in characters (grapheme clusters). A line of text is
    /// a list of these; spaces after the last word are a token of length 0.
    struct Token: Equatable {
        var spaces: Int
        var length: Int
    }

    /// The tokens of one line (no newline in it).
    static func tokens<Line: StringProtocol>(of line: Line) -> [Token] {
        var result: [Token] = []
        var spaces = 0, length = 0
        for character in line {
            if character == " " {
                if length > 0 { result.append(Token(spaces: spaces, length: length)); spaces = 0; length = 0 }
                spaces += 1
            } else {
                length += 1
                if character == "-" { result.append(Token(spaces: spaces, length: length)); spaces = 0; length = 0 }
            }
        }
        if length > 0 || spaces > 0 || result.isEmpty { result.append(Token(spaces: spaces, length: length)) }
        return result
    }

    /// The number of lines and the widest line, in characters, with at most `perLine` (≥ 1)
    /// characters a line. Greedy, as text layout is: each word goes on the current line if it
    /// fits there, else starts the next. Leading spaces of the text are kept.
    static func wrap(_ tokens: [Token], perLine: Int) -> (lines: Int, widest: Int) {
        var lines = 1, current = 0, widest = 0
        // A word at the start of a line; one longer than the line fills whole lines first.
        func start(_ length: Int) {
            guard length > perLine else { current = length; return }
            let full = (length - 1) / perLine
            lines += full
            widest = max(widest, perLine)
            current = length - full * perLine
        }
        for (index, token) in tokens.enumerated() {
            if index == 0 {
                start(token.spaces + token.length)
            } else if token.length == 0 {
                continue   // trailing spaces hang past the end of the line
            } else if current + token.spaces + token.length <= perLine {
                current += token.spaces + token.length
            } else {
                widest = max(widest, current)
                lines += 1
                start(token.length)
            }
        }
        return (lines, max(widest, current))
    }
}
