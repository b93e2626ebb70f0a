/// Turns UTF-8 bytes into tokens in one linear pass. Never fails: malformed input yields
/// `.unknown` or `.malformed` tokens plus a located diagnostic, and lexing goes on.
struct Lexer {
    /// Tokens (always ending in `.endOfFile`), lexer diagnostics, and the `///` comments.
    struct Output {
        var tokens: [Token]
        var diagnostics: [Diagnostic]
        /// Doc comment lines keyed by the index of the token they precede.
        var docComments: [Int: [String]]
        /// The `///` lines before the first token of the input.
        var headerDocComment: [String]
    }

    /// Lexes a whole file.
    static func tokenize(_ file: SourceFile) -> Output {
        tokenize(bytes: file.utf8, file: file.id, from: 0, to: file.utf8.count)
    }

    /// Lexes `bytes[from..<to]`, keeping offsets absolute so that tokens of a string
    /// interpolation point into the file they came from.
    static func tokenize(bytes: [UInt8], file: Int, from: Int, to: Int) -> Output {
        var start = max(0, min(from, bytes.count))
        // A UTF-8 byte order mark (some editors write one) is not a token.
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            start = 3
        }
        let end = max(start, min(to, bytes.count))
        if bytes.count > Int(Int32.max) {
            let range = SourceRange(file: file, at: 0)
            return Output(
                tokens: [Token(kind: .endOfFile, start: 0, end: 0)],
                diagnostics: [.error(LexerMessages.fileTooLarge, at: range)],
                docComments: [:], headerDocComment: [])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer: buffer, file: file, position: start, end: end)
            lexer.run()
            return Output(
                tokens: lexer.tokens, diagnostics: lexer.diagnostics,
                docComments: lexer.docComments, headerDocComment: lexer.headerDoc)
        }
    }

    let buffer: UnsafeBufferPointer<UInt8>
    let file: Int
    var position: Int
    let end: Int
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var docComments: [Int: [String]] = [:]
    var headerDoc: [String] = []
    private var pendingDoc: [String] = []
    /// Offset where the token being lexed starts.
    var tokenStart = 0

    private init(buffer: UnsafeBufferPointer<UInt8>, file: Int, position: Int, end: Int) {
        self.buffer = buffer
        self.file = file
        self.position = position
        self.end = end
        tokens.reserveCapacity((end - position) / 4 + 1)
    }

    private mutating func run() {
        var sawNewline = true
        var sawSpace = true
        while true {
            skipTrivia(newline: &sawNewline, space: &sawSpace)
            if !tokens.isEmpty, sawSpace {
                tokens[tokens.count - 1].flags.add(.spaceAfter)
            }
            var flags = Token.Flags(rawValue: (sawNewline ? 1 : 0) | (sawSpace ? 2 : 0))
            if !pendingDoc.isEmpty {
                if tokens.isEmpty { headerDoc = pendingDoc }
                docComments[tokens.count] = pendingDoc
                pendingDoc = []
            }
            guard position < end else {
                tokens.append(Token(kind: .endOfFile, start: end, end: end, flags: flags.union(.spaceAfter)))
                return
            }
            let start = position
            tokenStart = start
            let kind = lexToken(flags: &flags)
            tokens.append(Token(kind: kind, start: start, end: position, flags: flags))
            sawNewline = false
            sawSpace = false
        }
    }

    // MARK: Trivia

    private mutating func skipTrivia(newline: inout Bool, space: inout Bool) {
        while position < end {
            let byte = buffer[position]
            switch byte {
            case .newline:
                newline = true
                space = true
                position += 1
            case .space, .tab, .carriageReturn, 0x0B, 0x0C:
                space = true
                position += 1
            case 0xC2 where peek(1) == 0xA0:
                // A non-breaking space pasted from a web page is a space, with Swift's warning.
                diagnostics.append(.warning(LexerMessages.nonBreakingSpace, at: SourceRange(file: file, start: position, end: position + 2)))
                space = true
                position += 2
            case .slash where peek(1) == .slash:
                space = true
                lineComment()
            case .slash where peek(1) == .star:
                space = true
                blockComment()
            default:
                return
            }
        }
    }

    /// Whether the byte at `position` continues a name: a letter, a digit, `_` or a non-ASCII
    /// character other than a non-breaking space (U+00A0), which is a space.
    var continuesIdentifier: Bool {
        position < end && buffer[position].isIdentifierContinue && !(buffer[position] == 0xC2 && peek(1) == 0xA0)
    }

    private mutating func lineComment() {
        let start = position
        let isDoc = peek(2) == .slash && peek(3) != .slash
        while position < end, buffer[position] != .newline { position += 1 }
        if isDoc {
            var textStart = start + 3
            if textStart < position, buffer[textStart] == .space { textStart += 1 }
            var textEnd = position
            if textEnd > textStart, buffer[textEnd - 1] == .carriageReturn { textEnd -= 1 }
            pendingDoc.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[textStart..<max(textStart, textEnd)]), as: UTF8.self))
        } else {
            pendingDoc = []
        }
    }

    /// `/* … */`, nesting like Swift's.
    private mutating func blockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < end {
            if buffer[position] == .slash, peek(1) == .star {
                depth += 1
                position += 2
            } else if buffer[position] == .star, peek(1) == .slash {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
        diagnostics.append(.error(LexerMessages.unterminatedComment, at: SourceRange(file: file, start: start, end: start + 2)))
    }

    // MARK: Tokens

    private mutating func lexToken(flags: inout Token.Flags) -> TokenKind {
        let byte = buffer[position]
        if byte.isIdentifierStart {
            let start = position
            position += 1
            while continuesIdentifier { position += 1 }
            let word = UnsafeBufferPointer(rebasing: buffer[start..<position])
            if let keyword = Keyword.match(word) { return .keyword(keyword) }
            return .identifier
        }
        if byte.isDigit { return lexNumber(flags: &flags) }
        switch byte {
        case .quote:
            return lexString(flags: &flags)
        case .dollar:
            position += 1
            while continuesIdentifier { position += 1 }
            if position == tokenStart + 1 {
                report(LexerMessages.loneDollar, tokenStart, position)
                return .unknown
            }
            return .dollarIdentifier
        case .backtick:
            return lexBacktickIdentifier(flags: &flags)
        case .leftParen: position += 1; return .leftParen
        case .rightParen: position += 1; return .rightParen
        case .leftBrace: position += 1; return .leftBrace
        case .rightBrace: position += 1; return .rightBrace
        case .leftBracket: position += 1; return .leftBracket
        case .rightBracket: position += 1; return .rightBracket
        case .comma: position += 1; return .comma
        case .colon: position += 1; return .colon
        case .semicolon: position += 1; return .semicolon
        case .at: position += 1; return .at
        case .hash:
            if startsRawString() { return lexRawString(flags: &flags) }
            if peek(1) == .slash, let length = regexLiteralLength() {
                position += length
                return .regex
            }
            position += 1
            return .hash
        case .backslash: position += 1; return .backslash
        default:
            if let kind = lexOperator() { return kind }
            return unknownCharacter()
        }
    }

    private mutating func lexBacktickIdentifier(flags: inout Token.Flags) -> TokenKind {
        let start = position
        position += 1
        while continuesIdentifier { position += 1 }
        if position < end, buffer[position] == .backtick, position > start + 1 {
            position += 1
            flags.add(.backticked)
            return .identifier
        }
        diagnostics.append(.error(LexerMessages.badBacktick, at: SourceRange(file: file, start: start, end: start + 1)))
        position = start + 1
        return .unknown
    }

    private mutating func lexOperator() -> TokenKind? {
        let a = buffer[position]
        let b = peek(1)
        let c = peek(2)
        func take(_ count: Int, _ kind: TokenKind) -> TokenKind {
            position += count
            return kind
        }
        switch a {
        case .dot:
            if b == .dot, c == .dot { return take(3, .op(.closedRange)) }
            if b == .dot, c == .less { return take(3, .op(.halfOpenRange)) }
            return take(1, .dot)
        case .equal:
            if b == .equal, c == .equal { return take(3, .op(.identical)) }
            if b == .equal { return take(2, .op(.equal)) }
            return take(1, .op(.assign))
        case .bang:
            if b == .equal, c == .equal { return take(3, .op(.notIdentical)) }
            if b == .equal { return take(2, .op(.notEqual)) }
            return take(1, .op(.not))
        case .less:
            if b == .equal { return take(2, .op(.lessEqual)) }
            if b == .less { return c == .equal ? take(3, .op(.shiftLeftAssign)) : take(2, .op(.shiftLeft)) }
            return take(1, .op(.less))
        // `>` is never glued to a following `>` so that `Array<Array<Int>>` closes twice.
        case .greater:
            if b == .equal { return take(2, .op(.greaterEqual)) }
            return take(1, .op(.greater))
        case .ampersand:
            if b == .ampersand { return take(2, .op(.and)) }
            if b == .plus { return c == .equal ? take(3, .op(.wrappingAddAssign)) : take(2, .op(.wrappingAdd)) }
            if b == .minus { return c == .equal ? take(3, .op(.wrappingSubtractAssign)) : take(2, .op(.wrappingSubtract)) }
            if b == .star { return c == .equal ? take(3, .op(.wrappingMultiplyAssign)) : take(2, .op(.wrappingMultiply)) }
            return b == .equal ? take(2, .op(.ampersandAssign)) : take(1, .op(.ampersand))
        case .pipe:
            if b == .pipe { return take(2, .op(.or)) }
            return b == .equal ? take(2, .op(.pipeAssign)) : take(1, .op(.pipe))
        case .question:
            return b == .question ? take(2, .op(.nilCoalescing)) : take(1, .op(.question))
        case .plus:
            return b == .equal ? take(2, .op(.plusAssign)) : take(1, .op(.plus))
        case .minus:
            if b == .greater { return take(2, .arrow) }
            return b == .equal ? take(2, .op(.minusAssign)) : take(1, .op(.minus))
        case .star:
            return b == .equal ? take(2, .op(.starAssign)) : take(1, .op(.star))
        case .slash:
            if let length = regexLiteralLength() {
                position += length
                return .regex
            }
            return b == .equal ? take(2, .op(.slashAssign)) : take(1, .op(.slash))
        case .percent:
            return b == .equal ? take(2, .op(.percentAssign)) : take(1, .op(.percent))
        case .caret: return b == .equal ? take(2, .op(.caretAssign)) : take(1, .op(.caret))
        case .tilde: return b == .equal ? take(2, .op(.patternMatch)) : take(1, .op(.tilde))
        default: return nil
        }
    }

    private mutating func unknownCharacter() -> TokenKind {
        let start = position
        // Step over a whole UTF-8 sequence so the error points at one character.
        position += 1
        while position < end, buffer[position] & 0xC0 == 0x80 { position += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
        let message = text == "'" ? LexerMessages.singleQuote : LexerMessages.unexpectedCharacter(text)
        diagnostics.append(.error(message, at: SourceRange(file: file, start: start, end: position)))
        return .unknown
    }

    func peek(_ offset: Int) -> UInt8 {
        let index = position + offset
        return index < end ? buffer[index] : 0
    }

    mutating func report(_ message: String, _ start: Int, _ stop: Int) {
        diagnostics.append(.error(message, at: SourceRange(file: file, start: start, end: stop)))
    }
}
