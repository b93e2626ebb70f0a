
/// The source line a diagnostic echoes and the caret line under it.
///
/// A long line is cut to a window of about `width` characters around the caret, with an
/// ellipsis at each cut end, so an error in a 1 MB line prints a short line, not the
/// megabyte. Control characters are shown as escapes (`\u{1B}`), and the caret line is
/// padded to match, so it still points at the right place.
struct SourceExcerpt {
    static let width = 120
    static let ellipsis = "…"

    let text: String
    let caret: String

    init(file: SourceFile, line: Int, range: SourceRange) {
        let bytes = file.utf8
        let lineStart = file.lineStart(ofLineIndex: line - 1)
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let start = min(max(range.start, lineStart), lineEnd)
        // Bytes bound the window: cheap to find, and never more than `width` characters.
        var windowStart = lineStart, windowEnd = lineEnd
        if lineEnd - lineStart > Self.width {
            windowStart = max(lineStart, start - Self.width / 2)
            windowEnd = min(lineEnd, windowStart + Self.width)
            windowStart = Self.characterStart(max(lineStart, windowEnd - Self.width), in: bytes)
            windowEnd = Self.characterStart(windowEnd, in: bytes)
        }
        let stop = min(max(range.end, start), windowEnd)
        let before = Self.shown(bytes[windowStart..<start])
        let inside = Self.shown(bytes[start..<stop])
        let after = Self.shown(bytes[stop..<windowEnd])
        let cutBefore = windowStart > lineStart, cutAfter = windowEnd < lineEnd
        text = (cutBefore ? Self.ellipsis : "") + before.text + inside.text + after.text + (cutAfter ? Self.ellipsis : "")
        caret = (cutBefore ? " " : "") + before.padding + "^" + String(repeating: "~", count: max(0, inside.width - 1))
    }

    /// The bytes as text with controls escaped, a padding of a space per column shown (a
    /// tab stays a tab, so the caret lines up under it), and the number of characters shown.
    private static func shown(_ bytes: ArraySlice<UInt8>) -> (text: String, padding: String, width: Int) {
        var text = "", padding = "", width = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            if character == "\t" {
                text += "\t"; padding += "\t"; width += 1
            } else if character.unicodeScalars.contains(where: TerminalText.needsEscape) {
                let escaped = TerminalText.escaped(String(character))
                text += escaped
                padding += String(repeating: " ", count: escaped.count)
                width += escaped.count
            } else {
                text.append(character); padding += " "; width += 1
            }
        }
        return (text, padding, width)
    }

    /// Moves an offset back to the first byte of the UTF-8 character it falls in.
    private static func characterStart(_ offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }
}
