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
        } else {
            skipDigits()
            if position < end, buffer[position] == .dot, peek(1).isDigit {
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
        if position < end, buffer[position].isIdentifierContinue {
            return malformedNumber(from: start, flags: &flags)
        }
        return kind
    }

    private mutating func skipDigits() {
        while position < end, buffer[position].isDigit || buffer[position] == .underscore { position += 1 }
    }

    private mutating func malformedNumber(from start: Int, flags: inout Token.Flags) -> TokenKind {
        while position < end, buffer[position].isIdentifierContinue { position += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
        report(LexerMessages.invalidNumber(text), start, position)
        flags.insert(.malformed)
        return .integer
    }

    mutating func lexString(flags: inout Token.Flags) -> TokenKind {
        let start = position
        let multiline = peek(1) == .quote && peek(2) == .quote
        if multiline { flags.insert(.multiline) }
        position += multiline ? 3 : 1
        let result = Lexer.scanLiteral(buffer, from: position, to: end, context: .string(multiline: multiline))
        position = result.end
        if !result.terminated {
            flags.insert(.malformed)
            report(LexerMessages.unterminatedString, start, start + (multiline ? 3 : 1))
        }
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

// Byte constants and classes, so the lexer never builds `Character`s.
extension UInt8 {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\")
    static let quote = UInt8(ascii: "\""), dollar = UInt8(ascii: "$"), backtick = UInt8(ascii: "`")
    static let leftParen = UInt8(ascii: "("), rightParen = UInt8(ascii: ")")
    static let leftBrace = UInt8(ascii: "{"), rightBrace = UInt8(ascii: "}")
    static let leftBracket = UInt8(ascii: "["), rightBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let at = UInt8(ascii: "@"), hash = UInt8(ascii: "#"), dot = UInt8(ascii: ".")
    static let equal = UInt8(ascii: "="), bang = UInt8(ascii: "!"), less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">"), ampersand = UInt8(ascii: "&"), pipe = UInt8(ascii: "|")
    static let question = UInt8(ascii: "?"), plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-")
    static let percent = UInt8(ascii: "%"), caret = UInt8(ascii: "^"), tilde = UInt8(ascii: "~")
    static let underscore = UInt8(ascii: "_"), zero = UInt8(ascii: "0")
    static let lowerX = UInt8(ascii: "x"), lowerB = UInt8(ascii: "b"), lowerO = UInt8(ascii: "o")
    static let lowerE = UInt8(ascii: "e"), upperE = UInt8(ascii: "E"), lowerU = UInt8(ascii: "u")

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
