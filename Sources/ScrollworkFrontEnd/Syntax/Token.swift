/// One lexical token. Offsets are UTF-8 byte offsets into the file's bytes; the text of
/// a token is read back from those bytes only when the parser needs it.
struct Token: Equatable {
    // 32-bit offsets keep tokens small (12 bytes with this field order) for very large
    // generated files; the lexer refuses files that do not fit.
    private var _start: Int32
    private var _end: Int32
    var kind: TokenKind
    var flags: Flags

    struct Flags: OptionSet, Equatable {
        let rawValue: UInt8
        /// A line break lies between the previous token and this one (or this is the
        /// first token of the file). Swift uses this to decide that `(`, `[` and `{`
        /// start something new rather than continue the previous expression.
        static let newlineBefore = Flags(rawValue: 1)
        /// Whitespace, a comment or the start of input precedes the token.
        static let spaceBefore = Flags(rawValue: 2)
        /// Whitespace, a comment or the end of input follows the token.
        static let spaceAfter = Flags(rawValue: 4)
        /// An identifier written in backticks.
        static let backticked = Flags(rawValue: 8)
        /// A string literal written with `"""`.
        static let multiline = Flags(rawValue: 16)
        /// A literal that the lexer reported as malformed (unterminated string …).
        static let malformed = Flags(rawValue: 32)
        /// A raw string literal, opened with one or more `#` (`#"…"#`).
        static let raw = Flags(rawValue: 64)

        // Non-generic set/test, so the lexer's hot loop avoids OptionSet's generic
        // algorithms in unoptimised builds.
        mutating func add(_ other: Flags) { self = Flags(rawValue: rawValue | other.rawValue) }
        func has(_ other: Flags) -> Bool { rawValue & other.rawValue != 0 }
    }

    init(kind: TokenKind, start: Int, end: Int, flags: Flags = []) {
        self.kind = kind
        self._start = Int32(truncatingIfNeeded: start)
        self._end = Int32(truncatingIfNeeded: end)
        self.flags = flags
    }

    var start: Int { Int(_start) }
    var end: Int { Int(_end) }
    var newlineBefore: Bool { flags.has(.newlineBefore) }
    var spaceBefore: Bool { flags.has(.spaceBefore) }
    var spaceAfter: Bool { flags.has(.spaceAfter) }

    func range(in file: Int) -> SourceRange { SourceRange(file: file, start: start, end: end) }
}

enum TokenKind: Equatable {
    case identifier
    /// `$0`, `$1`, `$isOn`.
    case dollarIdentifier
    case keyword(Keyword)
    case integer
    case floating
    /// A whole string literal, quotes included; decoded by the parser.
    case string
    /// A whole regex literal, delimiters included (`/^a+$/`, `#/a b/#`).
    case regex
    case op(Operator)
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, dot, at, hash, backslash, arrow
    /// A byte that starts no token; the lexer has reported it.
    case unknown
    case endOfFile
}

/// Operators, lexed by longest match from a fixed table. Whether one is prefix, postfix
/// or infix is decided by the parser from the surrounding whitespace, as Swift does.
enum Operator: String, CaseIterable {
    case assign = "="
    case plus = "+", minus = "-", star = "*", slash = "/", percent = "%"
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case and = "&&", or = "||", not = "!", ampersand = "&"
    case question = "?", nilCoalescing = "??"
    case halfOpenRange = "..<", closedRange = "..."
    case plusAssign = "+=", minusAssign = "-=", starAssign = "*=", slashAssign = "/="
    case percentAssign = "%="
    /// The wrapping (overflow) operators of `FixedWidthInteger`.
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"
    case wrappingAddAssign = "&+=", wrappingSubtractAssign = "&-=", wrappingMultiplyAssign = "&*="
    /// The bitwise operators of `BinaryInteger` (`&` is also the inout prefix).
    case pipe = "|", caret = "^", tilde = "~", shiftLeft = "<<"
    /// The pattern-match operator a `switch` case applies (`1...5 ~= x`).
    case patternMatch = "~="
    case ampersandAssign = "&=", pipeAssign = "|=", caretAssign = "^=", shiftLeftAssign = "<<="
}

/// Reserved words. Contextual keywords (`get`, `set`, `mutating`, `some`, `where` after
/// a type …) are identifiers the parser recognises by text where they matter.
enum Keyword: String, CaseIterable {
    case `import`, `struct`, `class`, `enum`, `protocol`, `extension`, `func`, `init`, `deinit`
    case `let`, `var`, `if`, `else`, `guard`, `for`, `in`, `while`, `repeat`, `switch`
    case `case`, `default`, `break`, `continue`, `return`, `fallthrough`, `where`
    case `is`, `as`, `true`, `false`, `nil`, `self`, `Self`, `super`
    case `inout`, `static`, `typealias`, `subscript`, `associatedtype`, `operator`
    case `private`, `fileprivate`, `internal`, `public`
    case `throws`, `rethrows`, `throw`, `try`, `defer`, `do`, `catch`
    case `precedencegroup`

    /// Keywords are looked up by their UTF-8 bytes without building a `String`.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword? {
        let count = bytes.count
        guard count >= 2, count <= 15 else { return nil }
        let bucket = table.buckets[Int(bytes[0]) & 0x7F]
        for entry in bucket where entry.spelling.count == count {
            var equal = true
            for offset in 1..<count where entry.spelling[offset] != bytes[offset] {
                equal = false
                break
            }
            if equal { return entry.keyword }
        }
        return nil
    }

    private struct Entry {
        let spelling: [UInt8]
        let keyword: Keyword
    }

    private struct Table {
        let buckets: [[Entry]]
    }

    /// Keywords bucketed by first byte.
    private static let table: Table = {
        var buckets = Array(repeating: [Entry](), count: 128)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            buckets[Int(bytes[0])].append(Entry(spelling: bytes, keyword: keyword))
        }
        return Table(buckets: buckets)
    }()
}