/// The characters Markdown's inline syntax leaves shown, as `Text("**Bold** text")` and
/// `AttributedString(markdown:)` read it (CommonMark's inline rules, with GitHub's `~~`):
/// backslash escapes, code spans (their text as written), links (`[text](url)` shows its text,
/// `<https://…>` its address), and emphasis, strong emphasis and strikethrough, whose
/// delimiters are dropped where CommonMark pairs them (`*a*`, `__b__`, `~~c~~`) and kept
/// where it does not (`2 * 3`, `snake_case`). What emphasis changes, the weight and slant of a
/// run, is drawn only: the text keeps its font's width per character.
enum MarkdownInline {
    static func plainText(_ source: String) -> String {
        // Most text has none of the syntax's characters: it is shown as it is, unread.
        guard source.utf8.contains(where: Self.mayStartSyntax) else { return source }
        let characters = Array(source)
        var pieces: [Piece] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                pieces.append(.text(String(characters[index + 1])))
                index += 2
            } else if character == "`", let (code, next) = codeSpan(characters, at: index) {
                pieces.append(.text(code))
                index = next
            } else if character == "[", let (label, next) = link(characters, at: index) {
                pieces.append(.text(plainText(label)))
                index = next
            } else if character == "<", let (address, next) = autolink(characters, at: index) {
                pieces.append(.text(address))
                index = next
            } else if "*_~".contains(character) {
                var end = index
                while end < characters.count, characters[end] == character { end += 1 }
                pieces.append(.delimiters(Delimiters(character: character, count: end - index,
                                                     before: index > 0 ? characters[index - 1] : nil,
                                                     after: end < characters.count ? characters[end] : nil)))
                index = end
            } else {
                pieces.append(.text(String(character)))
                index += 1
            }
        }
        pairEmphasis(&pieces)
        return pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .delimiters(let run): return String(repeating: run.character, count: run.count)
            }
        }.joined()
    }

    /// `*`, `_`, `~`, `` ` ``, `[`, `\`, `<`: the bytes that may start inline syntax.
    private static func mayStartSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "<"): true
        default: false
        }
    }

    private enum Piece {
        case text(String)
        case delimiters(Delimiters)
    }

    /// A run of `*`, `_` or `~`, with whether CommonMark lets it open or close emphasis.
    private struct Delimiters {
        let character: Character
        var count: Int
        let canOpen: Bool
        let canClose: Bool

        init(character: Character, count: Int, before: Character?, after: Character?) {
            self.character = character
            self.count = count
            let spaceAfter = after.map { $0.isWhitespace } ?? true, spaceBefore = before.map { $0.isWhitespace } ?? true
            let punctuationAfter = after.map { $0.isPunctuation || $0.isSymbol } ?? false
            let punctuationBefore = before.map { $0.isPunctuation || $0.isSymbol } ?? false
            let leftFlanking = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
            let rightFlanking = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
            if character == "_" {
                canOpen = leftFlanking && (!rightFlanking || punctuationBefore)
                canClose = rightFlanking && (!leftFlanking || punctuationAfter)
            } else {
                canOpen = leftFlanking
                canClose = rightFlanking
            }
        }
    }

    /// CommonMark's pairing: each closing run, left to right, takes the nearest opening run of its
    /// character before it; two delimiters each (strong) where both have two, else one; `~~`
    /// pairs only with a run as long. What pairs is dropped; the rest stays text.
    private static func pairEmphasis(_ pieces: inout [Piece]) {
        var closer = 0
        while closer < pieces.count {
            guard case .delimiters(var close) = pieces[closer], close.canClose, close.count > 0 else { closer += 1; continue }
            var opener = closer - 1, matched = false
            while opener >= 0 {
                if case .delimiters(var open) = pieces[opener], open.character == close.character, open.canOpen, open.count > 0,
                   close.character != "~" || open.count == close.count,
                   !((open.canClose || close.canOpen) && (open.count + close.count) % 3 == 0
                     && !(open.count % 3 == 0 && close.count % 3 == 0)) {
                    let used = close.character == "~" ? close.count : (open.count >= 2 && close.count >= 2 ? 2 : 1)
                    open.count -= used
                    close.count -= used
                    pieces[opener] = .delimiters(open)
                    pieces[closer] = .delimiters(close)
                    // Runs between the pair can no longer pair across it.
                    for inner in (opener + 1)..<closer {
                        if case .delimiters(let run) = pieces[inner] { pieces[inner] = .text(String(repeating: run.character, count: run.count)) }
                    }
                    matched = true
                    break
                }
                opener -= 1
            }
            if !matched || close.count == 0 { closer += 1 }
        }
    }

    /// `` `code` ``: the text between a run of backticks and the next run as long, a single
    /// space trimmed from each end where both have one.
    private static func codeSpan(_ characters: [Character], at start: Int) -> (String, Int)? {
        var open = start
        while open < characters.count, characters[open] == "`" { open += 1 }
        let length = open - start
        var index = open
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end] == "`" { end += 1 }
            if end - index == length {
                var code = String(characters[open..<index]).replacingOccurrences(of: "\n", with: " ")
                if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                    code = String(code.dropFirst().dropLast())
                }
                return (code, end)
            }
            index = end
        }
        return nil
    }

    /// `[text](destination)`: the text, when brackets balance and a parenthesised destination
    /// follows at once.
    private static func link(_ characters: [Character], at start: Int) -> (String, Int)? {
        var depth = 0, index = start
        while index < characters.count {
            if characters[index] == "\\" { index += 2; continue }
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < characters.count, index + 1 < characters.count, characters[index + 1] == "(",
              let close = characters[(index + 2)...].firstIndex(of: ")") else { return nil }
        return (String(characters[(start + 1)..<index]), close + 1)
    }

    /// `<https://example.com>`: the address, for a scheme followed by no space or `<`.
    private static func autolink(_ characters: [Character], at start: Int) -> (String, Int)? {
        guard let close = characters[(start + 1)...].firstIndex(of: ">") else { return nil }
        let address = String(characters[(start + 1)..<close])
        guard let colon = address.firstIndex(of: ":"), address.distance(from: address.startIndex, to: colon) >= 2,
              address[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
              !address.contains(where: { $0.isWhitespace || $0 == "<" }) else { return nil }
        return (address, close + 1)
    }
}
