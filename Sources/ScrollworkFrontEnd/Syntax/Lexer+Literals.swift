/// Number and string literals. Strings are scanned with an explicit stack of contexts
/// (string / interpolation) rather than recursion, so arbitrarily nested `\("\(…)")`
/// cannot overflow the stack.
extension Lexer {
    mutating func lexNumber(flags: inout Token.Flags) -> TokenKind {
        let start = position
        var kind = TokenKind.integer
        if buffer[position] == .zero, peek(1) == .lowerX || peek(1) == .lowerB || peek(1) == .lowerO {
            let radix = peek(1)
            position += 2
            let digitsStart = position
            while position < end, buffer[position].isDigit(radix: radix) || buffer[position] == .underscore {
                position += 1
            }
            if position == digitsStart { return malformedNumber(from: start, flags: &flags) }
            if radix == .lowerX, lexHexFloatTail() { kind = .floating }
        } else {
            skipDigits()
            // `cubes.1.2.2` reads tuple elements: after a `.`, as in Swift's lexer, a number is
            // an element index and its own `.` another member, never a fraction.
            let isElementIndex = tokens.last?.kind == .dot
            if !isElementIndex, position < end, buffer[position] == .dot, peek(1).isDigit {
                position += 1
                skipDigits()
                kind = .floating
            }
            if position < end, buffer[position] == .lowerE || buffer[position] == .upperE {
                let save = position
                position += 1
                if position < end, buffer[position] == .plus || buffer[position] == .minus { position += 1 }
                if position < end, buffer[position].isDigit {
                    skipDigits()
                    kind = .floating
                } else {
                    position = save
                }
            }
        }
        if continuesIdentifier {
            return malformedNumber(from: start, flags: &flags)
        }
        return kind
    }

    /// After a hexadecimal literal's digits, the fraction and `p` exponent of a hexadecimal
    /// float (`0x1.8p-1`); as Swift's lexer reads it, `0xFF.description` stays an integer
    /// followed by a member, because no `p` follows the letters after the dot.
    private mutating func lexHexFloatTail() -> Bool {
        let dot = position
        if position < end, buffer[position] == .dot, peek(1).isDigit(radix: .lowerX) {
            position += 1
            while position < end, buffer[position].isDigit(radix: .lowerX) || buffer[position] == .underscore { position += 1 }
        }
        guard position < end, buffer[position] == .lowerP || buffer[position] == .upperP else {
            position = dot
            return false
        }
        let exponent = position
        position += 1
        if position < end, buffer[position] == .plus || buffer[position] == .minus { position += 1 }
        guard position < end, buffer[position].isDigit else {
            position = exponent
            return false
        }
        skipDigits()
        return true
    }

    private mutating func skipDigits() {
        while position < end, buffer[position].isDigit || buffer[position] == .underscore { position += 1 }
    }

    private mutating func malformedNumber(from start: Int, flags: inout Token.Flags) -> TokenKind {
        while continuesIdentifier { position += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
        report(LexerMessages.invalidNumber(text), start, position)
        flags.add(.malformed)
        return .integer
    }

    mutating func lexString(flags: inout Token.Flags) -> TokenKind {
        let start = position
        let multiline = peek(1) == .quote && peek(2) == .quote
        if multiline { flags.add(.multiline) }
        position += multiline ? 3 : 1
        let result = Lexer.scanLiteral(buffer, from: position, to: end, context: .string(multiline: multiline))
        position = result.end
        if !result.terminated {
            flags.add(.malformed)
            report(LexerMessages.unterminatedString, start, start + (multiline ? 3 : 1))
        }
        return .string
    }

    /// Whether the `#`s here open a raw string (`#"`, `##"""`).
    func startsRawString() -> Bool {
        var offset = 0
        while peek(offset) == .hash { offset += 1 }
        return peek(offset) == .quote
    }

    /// `#"…"#`, `##"…"##`, `#"""…"""#`: a raw string, whose backslashes and quotes are text
    /// unless as many `#` as opened it follow them (`\#(x)` interpolates, `"#` closes it).
    mutating func lexRawString(flags: inout Token.Flags) -> TokenKind {
        let start = position
        var hashes = 0
        while peek(0) == .hash {
            position += 1
            hashes += 1
        }
        let multiline = peek(1) == .quote && peek(2) == .quote
        let quotes = multiline ? 3 : 1
        flags.add(.raw)
        if multiline { flags.add(.multiline) }
        position += quotes
        func hashesFollow(_ offset: Int) -> Bool { (0..<hashes).allSatisfy { peek(offset + $0) == .hash } }
        while position < end {
            let byte = buffer[position]
            if byte == .newline, !multiline { break }
            if byte == .backslash, hashesFollow(1), peek(1 + hashes) == .leftParen {
                let scanned = Lexer.scanLiteral(buffer, from: position + 2 + hashes, to: end, context: .interpolation(depth: 0))
                position = scanned.end
                if !scanned.terminated { break }
                continue
            }
            if byte == .quote, !multiline || (peek(1) == .quote && peek(2) == .quote), hashesFollow(quotes) {
                position += quotes + hashes
                return .string
            }
            position += 1
        }
        flags.add(.malformed)
        report(LexerMessages.unterminatedString, start, start + hashes + quotes)
        return .string
    }

    enum LiteralContext {
        case string(multiline: Bool)
        case interpolation(depth: Int)
    }

    /// Scans from just inside a string literal (or just after `\(`) to just past its end
    /// (the closing quotes or the closing `)`). An unterminated literal stops at the end
    /// of its line for single-line strings, at `to` otherwise.
    static func scanLiteral(
        _ buffer: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, context: LiteralContext
    ) -> (end: Int, terminated: Bool) {
        var stack: [LiteralContext] = [context]
        // Count of single-line strings on the stack: a newline inside any of them ends
        // the literal as unterminated, the way Swift reports it.
        var singleLineDepth = 0
        if case .string(false) = context { singleLineDepth = 1 }
        var position = from
        func byte(_ offset: Int) -> UInt8 {
            position + offset < end ? buffer[position + offset] : 0
        }
        while position < end, let top = stack.last {
            let current = buffer[position]
            if current == .newline, singleLineDepth > 0 { return (position, false) }
            switch top {
            case .string(let multiline):
                if current == .backslash {
                    if byte(1) == .leftParen {
                        stack.append(.interpolation(depth: 0))
                        position += 2
                    } else if byte(1) == .newline, !multiline {
                        position += 1
                    } else {
                        position += 2
                    }
                    continue
                }
                if current == .quote, !multiline || (byte(1) == .quote && byte(2) == .quote) {
                    stack.removeLast()
                    if !multiline { singleLineDepth -= 1 }
                    position += multiline ? 3 : 1
                    continue
                }
                position += 1
            case .interpolation(let depth):
                switch current {
                case .leftParen:
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                case .rightParen:
                    if depth == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                case .quote:
                    let multiline = byte(1) == .quote && byte(2) == .quote
                    stack.append(.string(multiline: multiline))
                    if !multiline { singleLineDepth += 1 }
                    position += multiline ? 3 : 1
                    continue
                default:
                    break
                }
                position += 1
            }
        }
        return (min(position, end), stack.isEmpty)
    }
}

// Byte constants and classes, so the lexer never builds `Character`s. Integer literals
// (not `UInt8(ascii:)`) make these compile-time constants, which matters in the
// lexer's per-byte switches.
extension UInt8 {
    static let newline: UInt8 = 0x0A  // line feed
    static let carriageReturn: UInt8 = 0x0D  // carriage return
    static let space: UInt8 = 0x20  // space
    static let tab: UInt8 = 0x09  // tab
    static let slash: UInt8 = 0x2F  // /
    static let star: UInt8 = 0x2A  // *
    static let backslash: UInt8 = 0x5C  // \
    static let quote: UInt8 = 0x22  // "
    static let dollar: UInt8 = 0x24  // $
    static let backtick: UInt8 = 0x60  // `
    static let leftParen: UInt8 = 0x28  // (
    static let rightParen: UInt8 = 0x29  // )
    static let leftBrace: UInt8 = 0x7B  // {
    static let rightBrace: UInt8 = 0x7D  // }
    static let leftBracket: UInt8 = 0x5B  // [
    static let rightBracket: UInt8 = 0x5D  // ]
    static let comma: UInt8 = 0x2C  // ,
    static let colon: UInt8 = 0x3A  // :
    static let semicolon: UInt8 = 0x3B  // ;
    static let at: UInt8 = 0x40  // @
    static let hash: UInt8 = 0x23  // #
    static let dot: UInt8 = 0x2E  // .
    static let equal: UInt8 = 0x3D  // =
    static let bang: UInt8 = 0x21  // !
    static let less: UInt8 = 0x3C  // <
    static let greater: UInt8 = 0x3E  // >
    static let ampersand: UInt8 = 0x26  // &
    static let pipe: UInt8 = 0x7C  // |
    static let question: UInt8 = 0x3F  // ?
    static let plus: UInt8 = 0x2B  // +
    static let minus: UInt8 = 0x2D  // -
    static let percent: UInt8 = 0x25  // %
    static let caret: UInt8 = 0x5E  // ^
    static let tilde: UInt8 = 0x7E  // ~
    static let underscore: UInt8 = 0x5F  // _
    static let zero: UInt8 = 0x30  // 0
    static let lowerX: UInt8 = 0x78  // x
    static let lowerB: UInt8 = 0x62  // b
    static let lowerO: UInt8 = 0x6F  // o
    static let lowerE: UInt8 = 0x65  // e
    static let upperE: UInt8 = 0x45  // E
    static let lowerP: UInt8 = 0x70  // p
    static let upperP: UInt8 = 0x50  // P
    static let lowerU: UInt8 = 0x75  // u

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    /// Letters, `_` and any non-ASCII byte (Swift allows most Unicode letters in names).
    var isIdentifierStart: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == .underscore || self >= 0x80
    }
    var isIdentifierContinue: Bool { isIdentifierStart || isDigit }

    func isDigit(radix: UInt8) -> Bool {
        switch radix {
        case .lowerB: return self == 0x30 || self == 0x31
        case .lowerO: return self >= 0x30 && self <= 0x37
        default: return isDigit || (self >= 0x61 && self <= 0x66) || (self >= 0x41 && self <= 0x46)
        }
    }
}
