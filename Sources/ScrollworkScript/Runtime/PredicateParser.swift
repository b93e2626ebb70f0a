/// The words and symbols of a predicate format string (`PredicateFormat`).
struct PredicateToken {
    enum Kind { case word, string, number, symbol, argument, modifier }
    let kind: Kind
    let text: String
    /// Where it starts in the format, for messages.
    let offset: Int
}

enum PredicateLexer {
    static func tokens(_ format: String) throws -> [PredicateToken] {
        let characters = Array(format)
        var tokens = [PredicateToken](), index = 0
        func failure(_ message: String) -> RuntimeFailure {
            RuntimeFailure("NSPredicate: \(message) at offset \(index) of \"\(format)\"")
        }
        while index < characters.count {
            let character = characters[index], start = index
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = "", closed = false
                index += 1
                while index < characters.count {
                    if characters[index] == "\\", index + 1 < characters.count { text.append(characters[index + 1]); index += 2; continue }
                    if characters[index] == character { closed = true; index += 1; break }
                    text.append(characters[index]); index += 1
                }
                guard closed else { throw failure("unterminated string") }
                tokens.append(PredicateToken(kind: .string, text: text, offset: start))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                                              && (tokens.last.map { $0.kind == .symbol && $0.text != ")" } ?? true)) {
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
                tokens.append(PredicateToken(kind: .number, text: String(characters[start..<index]), offset: start))
            } else if character == "%" {
                index += 1
                while index < characters.count, "lhq".contains(characters[index]) { index += 1 }
                guard index < characters.count, "@Kdiufgx".contains(characters[index]) else { throw failure("unknown format specifier") }
                index += 1
                tokens.append(PredicateToken(kind: .argument, text: String(characters[index - 1]), offset: start))
            } else if character == "[" {
                guard let end = characters[index...].firstIndex(of: "]") else { throw failure("unterminated '['") }
                tokens.append(PredicateToken(kind: .modifier, text: String(characters[(index + 1)..<end]).lowercased(), offset: start))
                index = end + 1
            } else if character.isLetter || "_@$#".contains(character) {
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_@$#.".contains(characters[index]) {
                    index += 1
                }
                tokens.append(PredicateToken(kind: .word, text: String(characters[start..<index]), offset: start))
            } else {
                let pair = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(pair) {
                    index += 2
                    tokens.append(PredicateToken(kind: .symbol, text: pair, offset: start))
                } else if "=<>!(){},".contains(character) {
                    index += 1
                    tokens.append(PredicateToken(kind: .symbol, text: String(character), offset: start))
                } else {
                    throw failure("unexpected '\(character)'")
                }
            }
        }
        return tokens
    }
}

/// Reads the tokens into a `PredicateFormat`, by precedence: `OR`, then `AND`, then `NOT`.
struct PredicateParser {
    let tokens: [PredicateToken]
    var arguments: [Value]
    let format: String
    private var position = 0

    init(tokens: [PredicateToken], arguments: [Value], format: String) {
        (self.tokens, self.arguments, self.format) = (tokens, arguments, format)
    }

    var isAtEnd: Bool { position >= tokens.count }
    var peek: PredicateToken? { isAtEnd ? nil : tokens[position] }

    func failure(_ message: String) -> RuntimeFailure {
        RuntimeFailure("NSPredicate: \(message) at offset \(peek?.offset ?? format.count) of \"\(format)\"")
    }

    private func isWord(_ words: Set<String>) -> Bool {
        guard let token = peek else { return false }
        return (token.kind == .word && words.contains(token.text.uppercased())) || (token.kind == .symbol && words.contains(token.text))
    }

    mutating func orExpression() throws -> PredicateFormat {
        var result = try andExpression()
        while isWord(["OR", "||"]) { position += 1; result = .or(result, try andExpression()) }
        return result
    }

    private mutating func andExpression() throws -> PredicateFormat {
        var result = try notExpression()
        while isWord(["AND", "&&"]) { position += 1; result = .and(result, try notExpression()) }
        return result
    }

    private mutating func notExpression() throws -> PredicateFormat {
        if isWord(["NOT", "!"]) { position += 1; return .not(try notExpression()) }
        if isWord(["("]) {
            position += 1
            let inner = try orExpression()
            guard isWord([")"]) else { throw failure("expected ')'") }
            position += 1
            return inner
        }
        if isWord(["TRUEPREDICATE"]) { position += 1; return .constant(true) }
        if isWord(["FALSEPREDICATE"]) { position += 1; return .constant(false) }
        return .comparison(try comparison())
    }

    private static let operators = ["==": "==", "=": "==", "!=": "!=", "<>": "!=", "<": "<", "<=": "<=", "=<": "<=",
                                     ">": ">", ">=": ">=", "=>": ">="]
    private static let wordOperators: Set<String> = ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"]

    private mutating func comparison() throws -> PredicateFormat.Comparison {
        var quantifier: PredicateFormat.Quantifier?
        if isWord(["ANY", "SOME"]) { quantifier = .any } else if isWord(["ALL"]) { quantifier = .all } else if isWord(["NONE"]) { quantifier = .none }
        if quantifier != nil { position += 1 }
        let left = try side()
        guard let token = peek else { throw failure("expected an operator") }
        let op: String
        if token.kind == .symbol, let symbol = Self.operators[token.text] {
            op = symbol
        } else if token.kind == .word, Self.wordOperators.contains(token.text.uppercased()) {
            op = token.text.uppercased()
        } else {
            throw failure("expected an operator, found '\(token.text)'")
        }
        position += 1
        var options = ""
        if let modifier = peek, modifier.kind == .modifier { options = modifier.text; position += 1 }
        let right = try side()
        return PredicateFormat.Comparison(quantifier: quantifier, left: left, op: op, caseInsensitive: options.contains("c"),
                                          diacriticInsensitive: options.contains("d"), right: right)
    }

    private mutating func side() throws -> PredicateFormat.Side {
        guard let token = peek else { throw failure("expected a value") }
        position += 1
        switch token.kind {
        case .string: return .value(.string(token.text))
        case .number: return .value(Int(token.text).map(Value.int) ?? Double(token.text).map(Value.double) ?? .none)
        case .argument:
            guard !arguments.isEmpty else { throw failure("too few arguments for the format") }
            let argument = StateBox.unwrap(arguments.removeFirst())
            if token.text == "K" {
                guard case .string(let key) = argument else { throw failure("%K takes a key path's name, not \(argument.typeName)") }
                return .keyPath(key.split(separator: ".").map(String.init))
            }
            return .value(argument)
        case .word:
            switch token.text.uppercased() {
            case "TRUE", "YES": return .value(.bool(true))
            case "FALSE", "NO": return .value(.bool(false))
            case "NIL", "NULL": return .value(.none)
            default: return .keyPath(token.text.split(separator: ".").map(String.init))
            }
        case .symbol where token.text == "{":
            var items = [PredicateFormat.Side]()
            while !isWord(["}"]) {
                items.append(try side())
                if isWord([","]) { position += 1 } else if !isWord(["}"]) { throw failure("expected ',' or '}'") }
            }
            position += 1
            return .aggregate(items)
        default:
            position -= 1
            throw failure("expected a value, found '\(token.text)'")
        }
    }
}
