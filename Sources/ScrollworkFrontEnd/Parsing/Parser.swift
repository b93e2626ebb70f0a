/// Recursive-descent parser for the Swift subset. It never throws and never traps: every
/// problem becomes a located diagnostic, the parser skips to the next statement or
/// declaration boundary, and goes on, so one pass reports several errors.
package enum Parser {
    /// Deepest nesting of expressions, statements and types accepted. Deeper input is a
    /// located error instead of a stack overflow. A SwiftUI view level (a call with a
    /// trailing closure) uses about four, so bodies stay far below it; unoptimised builds
    /// on test threads survived more than twice this depth when measured.
    static let maximumDepth = 256
    /// Deepest nesting of string interpolations (`"\("\(…)")"`).
    static let maximumInterpolationDepth = 12

    /// Parses a whole script file.
    package static func parse(_ file: SourceFile) -> (SourceUnit, [Diagnostic]) {
        var state = State(file: file)
        // Swift lets a module's `main.swift` hold top-level code: its entry point.
        state.isMainFile = file.path.split(separator: "/").last == "main.swift"
        let unit = state.parseSourceUnit()
        return (unit, state.finish())
    }

    /// Parses a single expression, e.g. one typed in the REPL (`SnapToTop(threshold: 80)`).
    /// Returns nil only if no expression could be read at all.
    package static func parseExpression(_ file: SourceFile) -> (Expression?, [Diagnostic]) {
        var state = State(file: file)
        let expression = state.parseStandaloneExpression()
        return (expression, state.finish())
    }

    /// Parses statements and local declarations, e.g. REPL input such as `let x = 3; x * 2`.
    package static func parseStatements(_ file: SourceFile) -> ([Statement], [Diagnostic]) {
        var state = State(file: file)
        let statements = state.parseStandaloneStatements()
        return (statements, state.finish())
    }
}

extension Parser {
    /// The mutable parsing state: tokens, position, diagnostics and nesting depth.
    struct State {
        let bytes: [UInt8]
        let file: Int
        var tokens: [Token]
        var index = 0
        var diagnostics: [Diagnostic]
        let docComments: [Int: [String]]
        let headerDocComment: [String]
        var depth = 0
        /// Set after the depth error was reported, so a too-deep input yields one error.
        var depthExceeded = false
        /// How many string interpolations enclose this parser's tokens.
        var interpolationDepth = 0
        /// False while parsing an `if`/`guard`/`while` condition, a `for` sequence or a
        /// `switch` subject, where `{` opens the body, not a trailing closure.
        var allowsTrailingClosure = true
        /// Inside a protocol's members: functions and accessors may come without bodies.
        var inProtocol = false
        /// A module's `main.swift`, where statements may stand at the top level.
        var isMainFile = false
        /// Set once the top-level code of a `main.swift` was reported.
        var reportedEntryPoint = false
        /// Offset of the last error, to avoid piling several errors on one spot.
        var lastErrorOffset = -1
        /// The type declarations met among bodies' statements, one group per statement list,
        /// for `SourceUnit.localTypes`.
        var localTypes: [[Declaration]] = []

        init(file: SourceFile) {
            let lexed = ConditionalCompilation.resolve(Lexer.tokenize(file), bytes: file.utf8, file: file.id)
            self.init(bytes: file.utf8, file: file.id, lexed: lexed, depth: 0)
        }

        init(bytes: [UInt8], file: Int, lexed: Lexer.Output, depth: Int) {
            self.bytes = bytes
            self.file = file
            self.tokens = lexed.tokens
            self.diagnostics = lexed.diagnostics
            self.docComments = lexed.docComments
            self.headerDocComment = lexed.headerDocComment
            self.depth = depth
        }

        /// Diagnostics in source order (stable for equal offsets).
        func finish() -> [Diagnostic] {
            diagnostics.enumerated()
                .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
                .map(\.element)
        }

        // MARK: Token access

        var current: Token { tokens[index] }
        func peek(_ offset: Int = 1) -> Token {
            let target = index + offset
            return target < tokens.count ? tokens[target] : tokens[tokens.count - 1]
        }
        var atEnd: Bool { current.kind == .endOfFile }
        /// End offset of the last consumed token (or the start of the first).
        var previousEnd: Int { index > 0 ? tokens[index - 1].end : current.start }

        @discardableResult
        mutating func advance() -> Token {
            let token = tokens[index]
            if index < tokens.count - 1 { index += 1 }
            return token
        }

        func at(_ kind: TokenKind) -> Bool { current.kind == kind }
        func at(_ keyword: Keyword) -> Bool { current.kind == .keyword(keyword) }
        func at(_ op: Operator) -> Bool { current.kind == .op(op) }

        mutating func consume(_ kind: TokenKind) -> Bool {
            guard current.kind == kind else { return false }
            advance()
            return true
        }

        mutating func consume(_ keyword: Keyword) -> Bool { consume(.keyword(keyword)) }

        /// Consumes the expected token or reports `message` where it should have been.
        @discardableResult
        mutating func expect(_ kind: TokenKind, _ message: @autoclosure () -> String) -> Bool {
            if consume(kind) { return true }
            errorAtCurrent(message())
            return false
        }

        /// Whether the token is the identifier `text` (for contextual keywords).
        func isIdentifier(_ token: Token, _ text: String) -> Bool {
            guard token.kind == .identifier, !token.flags.has(.backticked) else { return false }
            return bytesEqual(token.start, token.end, text)
        }

        func bytesEqual(_ start: Int, _ end: Int, _ text: String) -> Bool {
            var offset = start
            for byte in text.utf8 {
                guard offset < end, bytes[offset] == byte else { return false }
                offset += 1
            }
            return offset == end
        }

        func atIdentifier(_ text: String) -> Bool { isIdentifier(current, text) }

        /// The source text of a token, without backticks.
        func text(_ token: Token) -> String {
            var start = token.start
            var end = token.end
            if token.flags.has(.backticked), end - start >= 2 {
                start += 1
                end -= 1
            }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// A name-like token usable after `.` or as an argument label: identifiers and
        /// keywords alike (`.default`, `.init`, `for:`).
        func isNameLike(_ token: Token) -> Bool {
            switch token.kind {
            case .identifier, .keyword: return true
            default: return false
            }
        }

        // MARK: Ranges

        func range(_ token: Token) -> SourceRange { token.range(in: file) }
        func range(from start: Int) -> SourceRange { SourceRange(file: file, start: start, end: max(start, previousEnd)) }
        var currentRange: SourceRange { range(current) }

        // MARK: Diagnostics

        mutating func error(_ message: String, at range: SourceRange, hint: String? = nil) {
            guard range.start != lastErrorOffset else { return }
            lastErrorOffset = range.start
            diagnostics.append(.error(message, at: range, hint: hint))
        }

        mutating func warning(_ message: String, at range: SourceRange) {
            diagnostics.append(.warning(message, at: range))
        }

        /// Reports at the current token; at the end of the input or after a line break the
        /// error points just after the previous token, where the missing thing belongs.
        mutating func errorAtCurrent(_ message: String) {
            if (atEnd || current.newlineBefore), index > 0 {
                error(message, at: SourceRange(file: file, at: previousEnd))
            } else {
                error(message, at: currentRange)
            }
        }

        /// Reports at the current token itself, for tokens that do not belong where they
        /// are (as opposed to something missing before them).
        mutating func errorAtToken(_ message: String) {
            error(message, at: atEnd && index > 0 ? SourceRange(file: file, at: previousEnd) : currentRange)
        }

        // MARK: Nesting

        /// Enters one level of nesting; false (with one error) when too deep, in which case
        /// the caller must not recurse and should skip what it was about to parse.
        mutating func enter() -> Bool {
            if depth >= Parser.maximumDepth {
                if !depthExceeded {
                    depthExceeded = true
                    diagnostics.append(.error(ParserMessages.tooDeep, at: currentRange))
                }
                return false
            }
            depth += 1
            return true
        }

        mutating func leave() { depth -= 1 }

        // MARK: Recovery

        /// Skips one token, or a whole bracketed group when at an opening bracket.
        mutating func skipTokenOrGroup() {
            switch current.kind {
            case .leftParen, .leftBrace, .leftBracket: skipGroup()
            case .endOfFile: return
            default: advance()
            }
        }

        /// Skips from an opening bracket to just past its matching closer (or the end).
        /// Iterative, so deeply nested garbage cannot overflow the stack.
        mutating func skipGroup() {
            var open = 0
            repeat {
                switch current.kind {
                case .leftParen, .leftBrace, .leftBracket: open += 1
                case .rightParen, .rightBrace, .rightBracket: open -= 1
                case .endOfFile: return
                default: break
                }
                advance()
            } while open > 0
        }

        /// Skips to the start of the next statement: a token on a new line, after a `;`,
        /// or a closing brace that ends the enclosing block (not consumed).
        mutating func synchronizeStatement() {
            var first = true
            while !atEnd {
                if !first, current.newlineBefore { return }
                switch current.kind {
                case .semicolon: advance(); return
                case .rightBrace: return
                case .rightParen, .rightBracket: if first { advance() } else { return }
                default: skipTokenOrGroup()
                }
                first = false
            }
        }

        /// Skips to the next token that can start a declaration on a new line, or a `}`.
        mutating func synchronizeDeclaration() {
            var first = true
            while !atEnd {
                if !first, current.newlineBefore, startsDeclaration(current) { return }
                if at(.rightBrace) { return }
                if first, at(.rightParen) || at(.rightBracket) { advance() } else { skipTokenOrGroup() }
                first = false
            }
        }
    }
}
