// Regex literals (`/^[a-z]+$/`, `#/…/#`), told from the division operator as Swift tells them.
extension Lexer {
    /// `/…/` where an operand may start (not after a name, a literal or a closing bracket), its
    /// first character no space and a closing `/` on the same line that no space precedes, or
    /// `#/…/#` anywhere: the literal's length in bytes, delimiters included. Nil for a `/` that
    /// is an operator.
    func regexLiteralLength() -> Int? {
        let extended = buffer[position] == .hash
        let opening = extended ? 2 : 1
        if !extended {
            if let last = tokens.last?.kind, Self.endsOperand(last) { return nil }
            switch peek(1) {
            case .space, .tab, .newline, .carriageReturn, .equal, .slash, .star: return nil
            default: break
            }
        }
        var offset = opening, inClass = false
        while position + offset < end {
            let byte = peek(offset)
            switch byte {
            case .newline, .carriageReturn:
                return nil
            case .backslash:
                // An escape takes the next character, never the line's end.
                if peek(offset + 1) == .newline || peek(offset + 1) == .carriageReturn { return nil }
                offset += 1
            case .leftBracket:
                inClass = true
            case .rightBracket:
                inClass = false
            case .slash where !inClass:
                if extended {
                    guard peek(offset + 1) == .hash else { break }
                    return offset + 2
                }
                let before = peek(offset - 1)
                return before == .space || before == .tab ? nil : offset + 1
            default:
                break
            }
            offset += 1
        }
        return nil
    }

    /// Whether a token ends an operand, so that a `/` after it divides.
    private static func endsOperand(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .dollarIdentifier, .integer, .floating, .string, .regex, .rightParen, .rightBracket, .rightBrace:
            return true
        case .keyword(let keyword):
            return [.true, .false, .nil, .self, .Self, .super].contains(keyword)
        default:
            return false
        }
    }
}
