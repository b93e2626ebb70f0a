// String literals: escapes, multi-line indentation, and `\(…)` interpolations, which
// a nested parser reads over the same bytes so their ranges point into the file.
extension Parser.State {
    mutating func parseStringLiteral() -> Expression {
        let token = advance()
        let whole = range(token)
        // The lexer has reported an unterminated literal.
        if token.flags.has(.malformed) { return Expression(kind: .invalid, range: whole) }
        let multiline = token.flags.has(.multiline)
        // A raw string's `#`s: its escapes and interpolations are written `\#n`, `\#(x)`.
        var hashes = 0
        if token.flags.has(.raw) { while bytes[token.start + hashes] == .hash { hashes += 1 } }
        let delimiter = (multiline ? 3 : 1) + hashes
        var position = token.start + delimiter
        var end = token.end - delimiter
        var indentation = 0
        if multiline {
            guard let layout = multilineLayout(start: position, end: end, token: token) else {
                return Expression(kind: .invalid, range: whole)
            }
            (position, end, indentation) = layout
        }
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        var atLineStart = multiline
        while position < end {
            if atLineStart {
                var skipped = 0
                while skipped < indentation, position < end, bytes[position] == .space || bytes[position] == .tab {
                    position += 1
                    skipped += 1
                }
                atLineStart = false
                continue
            }
            let byte = bytes[position]
            if byte == .newline {
                text.append(byte)
                position += 1
                atLineStart = true
                continue
            }
            guard byte == .backslash, (0..<hashes).allSatisfy({ position + 1 + $0 < end && bytes[position + 1 + $0] == .hash }) else {
                text.append(byte)
                position += 1
                continue
            }
            // Where the escaped character is: after the backslash and a raw string's `#`s.
            let at = position + 1 + hashes
            let escape = at < end ? bytes[at] : 0
            switch escape {
            case UInt8(ascii: "n"): text.append(.newline)
            case UInt8(ascii: "t"): text.append(.tab)
            case UInt8(ascii: "r"): text.append(.carriageReturn)
            case UInt8(ascii: "0"): text.append(0)
            case .backslash, .quote, UInt8(ascii: "'"): text.append(escape)
            case .newline where multiline:
                position = at + 1
                atLineStart = true
                continue
            case .lowerU:
                position = decodeUnicodeEscape(at: at - 1, end: end, into: &text)
                continue
            case .leftParen:
                if !text.isEmpty {
                    segments.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll(keepingCapacity: true)
                }
                let interpolationEnd = bytes.withUnsafeBufferPointer {
                    Lexer.scanLiteral($0, from: at + 1, to: end, context: .interpolation(depth: 0)).end
                }
                segments.append(.interpolation(parseInterpolation(from: at + 1, to: max(at + 1, interpolationEnd - 1))))
                position = max(interpolationEnd, at + 1)
                continue
            default:
                error(ParserMessages.invalidEscape, at: SourceRange(file: file, start: position, end: min(at + 1, end)))
            }
            position = at + 1
        }
        if !text.isEmpty || segments.isEmpty {
            segments.append(.text(String(decoding: text, as: UTF8.self)))
        }
        return Expression(kind: .string(segments), range: whole)
    }

    /// Content bounds and indentation of a `"""` literal: the content starts after the
    /// line break that follows the opening quotes and ends before the line holding the
    /// closing quotes, whose indentation is removed from every line.
    private mutating func multilineLayout(start: Int, end: Int, token: Token) -> (Int, Int, Int)? {
        var position = start
        while position < end, bytes[position] == .space || bytes[position] == .tab { position += 1 }
        if position < end, bytes[position] == .carriageReturn { position += 1 }
        guard position < end, bytes[position] == .newline else {
            error(ParserMessages.multilineMustStartOnNewLine, at: SourceRange(file: file, start: token.start, end: token.start + 3))
            return nil
        }
        position += 1
        var closingLineStart = end
        while closingLineStart > position, bytes[closingLineStart - 1] == .space || bytes[closingLineStart - 1] == .tab {
            closingLineStart -= 1
        }
        let indentation = end - closingLineStart
        guard closingLineStart > start, bytes[closingLineStart - 1] == .newline else {
            if closingLineStart == position { return (position, position, indentation) }
            error(ParserMessages.multilineClosingOnOwnLine, at: SourceRange(file: file, start: end, end: end + 3))
            return nil
        }
        // The line break before the closing line is not part of the string.
        var contentEnd = closingLineStart - 1
        if contentEnd > position, bytes[contentEnd - 1] == .carriageReturn { contentEnd -= 1 }
        return (position, max(position, contentEnd), indentation)
    }

    /// `\u{1F600}`: appends the scalar's UTF-8 and returns the offset after the escape.
    private mutating func decodeUnicodeEscape(at start: Int, end: Int, into text: inout [UInt8]) -> Int {
        var position = start + 2
        var value: UInt32 = 0
        var digits = 0
        if position < end, bytes[position] == .leftBrace {
            position += 1
            while position < end, bytes[position].isDigit(radix: .lowerX), digits < 8 {
                let byte = bytes[position]
                let digit = byte.isDigit ? byte - 0x30 : (byte | 0x20) - 0x61 + 10
                value = value * 16 + UInt32(digit)
                digits += 1
                position += 1
            }
            if position < end, bytes[position] == .rightBrace, digits > 0, let scalar = Unicode.Scalar(value) {
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
                return position + 1
            }
        }
        error(ParserMessages.invalidUnicodeEscape, at: SourceRange(file: file, start: start, end: max(start + 2, min(position + 1, end))))
        return max(start + 2, min(position + 1, end))
    }

    /// Parses `bytes[from..<to]` (the inside of `\(…)`) as one expression.
    private mutating func parseInterpolation(from start: Int, to end: Int) -> Expression {
        let lexed = Lexer.tokenize(bytes: bytes, file: file, from: start, to: end)
        var nested = Parser.State(bytes: bytes, file: file, lexed: lexed, depth: depth + 1)
        nested.depthExceeded = depthExceeded
        nested.interpolationDepth = interpolationDepth + 1
        var expression: Expression
        if nested.atEnd {
            nested.error(ParserMessages.expectedExpression, at: SourceRange(file: file, at: start))
            expression = Expression(kind: .invalid, range: SourceRange(file: file, at: start))
        } else if depth + 1 >= Parser.maximumDepth || interpolationDepth >= Parser.maximumInterpolationDepth {
            // Each level re-lexes its contents, so nesting is capped well below the
            // general limit to keep parsing linear; real code nests two or three levels.
            if !depthExceeded {
                nested.error(ParserMessages.tooDeep, at: SourceRange(file: file, start: start, end: end))
                nested.depthExceeded = true
            }
            expression = Expression(kind: .invalid, range: SourceRange(file: file, start: start, end: end))
        } else {
            let first = nested.parseArgument()
            expression = first.value
            if first.label != nil || nested.at(.comma) {
                // `\(value, specifier: "%.1f")`: the value plus formatting arguments, kept as a
                // tuple whose first element is the value; `\(bind: id)`, an interpolation a type
                // of its own declares, as a tuple whose first element is labelled.
                var arguments = [first]
                while nested.consume(.comma), !nested.atEnd {
                    arguments.append(nested.parseArgument())
                }
                expression = Expression(kind: .tuple(arguments), range: SourceRange(file: file, start: start, end: end))
            }
            if !nested.atEnd {
                nested.errorAtCurrent(ParserMessages.expected("')' to end string interpolation"))
            }
        }
        diagnostics += nested.diagnostics
        localTypes += nested.localTypes
        if nested.depthExceeded { depthExceeded = true }
        return expression
    }
}
