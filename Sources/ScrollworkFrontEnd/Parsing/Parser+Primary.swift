// Primary expressions: literals, names, implicit members, parentheses, arrays,
// closures and key paths.
extension Parser.State {
    mutating func parsePrimary() -> Expression {
        let token = current
        let start = token.start
        func simple(_ kind: ExpressionKind) -> Expression {
            advance()
            return Expression(kind: kind, range: range(token))
        }
        switch token.kind {
        case .integer, .floating:
            return parseNumber(negative: false, start: start)
        case .string:
            return parseStringLiteral()
        case .regex:
            return parseRegexLiteral()
        case .keyword(.true): return simple(.boolean(true))
        case .keyword(.false): return simple(.boolean(false))
        case .keyword(.nil): return simple(.nilLiteral)
        case .keyword(.self): return simple(.selfValue)
        case .keyword(.Self): return simple(.selfType)
        case .keyword(.`init`): return simple(.identifier("init"))
        case .identifier:
            return simple(.identifier(text(token)))
        case .dollarIdentifier:
            advance()
            let name = String(decoding: bytes[(token.start + 1)..<token.end], as: UTF8.self)
            if let number = Int(name) {
                return Expression(kind: .anonymousClosureArgument(number), range: range(token))
            }
            return Expression(kind: .bindingProjection(name), range: range(token))
        case .dot:
            advance()
            // swiftc takes `. taxi` as `.taxi` (only a member access `a. b` is refused).
            guard isNameLike(current), !current.newlineBefore else {
                errorAtCurrent(ParserMessages.expectedMemberName)
                return Expression(kind: .invalid, range: range(token))
            }
            let nameToken = advance()
            return Expression(kind: .implicitMember(name: text(nameToken), nameRange: range(nameToken)), range: range(from: start))
        case .hash where isIdentifier(peek(), "if") || isIdentifier(peek(), "elseif"):
            // Conditional compilation inside an expression is resolved before parsing (see
            // Parser+ConditionalCompilation.swift); one left here was malformed.
            advance()
            error(ParserMessages.expected("expression"), at: range(from: start))
            return Expression(kind: .invalid, range: range(from: start))
        case .leftParen:
            return parseParenthesized()
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .backslash:
            return parseKeyPath()
        case .hash:
            advance()
            let name = isNameLike(current) && !current.spaceBefore ? text(advance()) : ""
            // `#available(iOS 17.4, *)`, `#unavailable(iOS 18)`: compared with the running iOS
            // version when the code runs (`AvailabilityCondition`).
            if name == "available" || name == "unavailable", at(.leftParen), !current.spaceBefore {
                let open = current.end
                skipGroup()
                let close = max(open, previousEnd - 1)
                let list = String(decoding: bytes[open..<close], as: UTF8.self)
                let condition = AvailabilityCondition(list: list, isUnavailable: name == "unavailable")
                return Expression(kind: .availability(condition), range: range(from: start))
            }
            if Self.foundationMacros.contains(name) { return parseFoundationMacro(name, start: start) }
            if let magic = MagicIdentifier(rawValue: "#" + name) { return Expression(kind: .magicIdentifier(magic), range: range(from: start)) }
            if "#" + name == ExpressionKind.selectorName, at(.leftParen), !current.spaceBefore {
                let open = current.end
                skipGroup()
                let text = String(decoding: bytes[open..<max(open, previousEnd - 1)], as: UTF8.self)
                let kind = Self.selectorMethod(in: text).map(ExpressionKind.selector) ?? .identifier(ExpressionKind.selectorName)
                return Expression(kind: kind, range: range(from: start))
            }
            if ExpressionKind.objectLiteralNames.contains("#" + name), at(.leftParen), !current.spaceBefore {
                return Expression(kind: .identifier("#" + name), range: range(from: start))
            }
            error(ParserMessages.unsupported("'#\(name)'"), at: range(from: start))
            if at(.leftParen), !current.spaceBefore { skipGroup() }
            return Expression(kind: .invalid, range: range(from: start))
        case .keyword(.super): return simple(.superValue)
        case .keyword(.if):
            // `let x = if c { a } else { b }` (Swift 5.9): each branch's last expression is the value.
            guard enter() else {
                skipExpressionLikeStatement()
                return Expression(kind: .invalid, range: range(from: start))
            }
            defer { leave() }
            return Expression(kind: .ifExpression(parseIf()), range: range(from: start))
        case .keyword(.switch):
            guard enter() else {
                skipExpressionLikeStatement()
                return Expression(kind: .invalid, range: range(from: start))
            }
            defer { leave() }
            guard case .switchStatement(let statement) = parseSwitch() else { return Expression(kind: .invalid, range: range(from: start)) }
            return Expression(kind: .switchExpression(statement), range: range(from: start))
        case .unknown:
            // The lexer has reported this token already.
            return simple(.invalid)
        default:
            errorAtCurrent(ParserMessages.expectedExpression)
            return Expression(kind: .invalid, range: SourceRange(file: file, at: atEnd || token.newlineBefore ? previousEnd : token.start))
        }
    }

    /// Skips an `if`/`switch` used as an expression: its header and braced bodies.
    private mutating func skipExpressionLikeStatement() {
        while !atEnd, !at(.leftBrace), !current.newlineBefore { skipTokenOrGroup() }
        while at(.leftBrace) {
            skipGroup()
            if consume(.keyword(.else)) {
                while !atEnd, !at(.leftBrace), !current.newlineBefore { skipTokenOrGroup() }
            }
        }
    }

    // MARK: Numbers

    /// An Int or Double literal; `negative` folds a preceding `-` into the value so that
    /// `-9223372036854775808` fits.
    mutating func parseNumber(negative: Bool, start: Int) -> Expression {
        let token = advance()
        let whole = range(from: start)
        if token.flags.has(.malformed) { return Expression(kind: .invalid, range: whole) }
        if token.kind == .integer, let value = plainDecimal(token, negative: negative) {
            return Expression(kind: .integer(value), range: whole)
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(token.end - token.start + 1)
        if negative { digits.append(.minus) }
        var offset = token.start
        var radix = 10
        if token.kind == .integer, token.end - token.start > 2, bytes[offset] == .zero {
            switch bytes[offset + 1] {
            case .lowerX: radix = 16
            case .lowerB: radix = 2
            case .lowerO: radix = 8
            default: break
            }
            if radix != 10 { offset += 2 }
        }
        while offset < token.end {
            if bytes[offset] != .underscore { digits.append(bytes[offset]) }
            offset += 1
        }
        let literal = String(decoding: digits, as: UTF8.self)
        if token.kind == .floating {
            guard let value = Double(literal), value.isFinite else {
                error(ParserMessages.invalidFloat(text(token)), at: whole)
                return Expression(kind: .invalid, range: whole)
            }
            return Expression(kind: .double(value), range: whole)
        }
        guard let value = Int(literal, radix: radix) else {
            if let unsigned = UInt64(literal, radix: radix) { return Expression(kind: .unsignedInteger(unsigned), range: whole) }
            error(ParserMessages.integerOverflow(String(decoding: bytes[start..<token.end], as: UTF8.self)), at: whole)
            return Expression(kind: .invalid, range: whole)
        }
        return Expression(kind: .integer(value), range: whole)
    }

    /// The common case (`12`, `-3`, `1_000`) read straight from the bytes; nil for other
    /// radixes and on overflow, which the general path reports.
    private func plainDecimal(_ token: Token, negative: Bool) -> Int? {
        if token.end - token.start > 2, bytes[token.start] == .zero, !bytes[token.start + 1].isDigit, bytes[token.start + 1] != .underscore {
            return nil
        }
        var value = 0
        for offset in token.start..<token.end {
            let byte = bytes[offset]
            if byte == .underscore { continue }
            guard byte.isDigit else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let digit = Int(byte &- 0x30)
            let (next, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
        }
        return value
    }

    // MARK: Parentheses and collections

    /// `(e)` is `e`; `()` and `(a, b)` / `(x: 1)` are tuples. `(@convention(c) (Any?) -> Void)`,
    /// whose attribute no expression starts with, is a type (`(…).self`).
    private mutating func parseParenthesized() -> Expression {
        let start = current.start
        if peek().kind == .at {
            advance()
            let type = parseType()
            _ = expect(.rightParen, ParserMessages.expected("')' after type"))
            return Expression(kind: .typeExpression(type), range: range(from: start))
        }
        if let assignment = parseParenthesizedAssignment(start: start) { return assignment }
        let elements = parseArgumentList(closer: .rightParen)
        if elements.count == 1, elements[0].label == nil {
            var inner = elements[0].value
            inner.range = range(from: start)
            return inner
        }
        return Expression(kind: .tuple(elements), range: range(from: start))
    }

    /// `(likes += 1)`: an assignment in parentheses is a value, of type `()` (`liked ? (likes
    /// += 1) : (likes -= 1)`). It is read as the call of a closure holding the assignment, which
    /// writes the same place and gives `()`.
    private mutating func parseParenthesizedAssignment(start: Int) -> Expression? {
        guard assignsBeforeClosingParenthesis() else { return nil }
        advance()
        let targetStart = current.start
        let target = parseExpression()
        let assignment = parseAssignment(to: target, start: targetStart)
        _ = expect(.rightParen, ParserMessages.expected("')' after the assignment"))
        // The operator was seen ahead, so the target's parse stopped there unless it failed (and said so).
        guard let assignment else { return target }
        let closure = Expression(kind: .closure(ClosureExpression(parameters: [], returnType: nil, body: [assignment])),
                                 range: assignment.range)
        return Expression(kind: .postfix(base: closure, operations: [PostfixOperation(kind: .call([]), range: assignment.range)]),
                          range: range(from: start))
    }

    /// Whether the parentheses opening at the current token start with a place followed by an
    /// assignment operator (`(likes += 1)`, `(self.items[i].count = 0)`). The look ahead stops at
    /// the first token no place is made of (an operator, a literal, a comma), so a grouped
    /// expression (`(a + b)`) is read past only as far as its first operator.
    private func assignsBeforeClosingParenthesis() -> Bool {
        var depth = 0, offset = 1
        while true {
            let kind = peek(offset).kind
            switch kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { return false }
                depth -= 1
            case .endOfFile: return false
            case _ where depth > 0: break
            case .identifier, .dollarIdentifier, .dot, .keyword(.self), .keyword(.Self), .keyword(.super), .op(.not), .op(.question): break
            default: return Self.assignmentOperator(kind) != nil
            }
            offset += 1
        }
    }

    /// `[a, b]`, `[]`, `[k: v]`, `[:]`.
    private mutating func parseCollectionLiteral() -> Expression {
        if let type = parseCollectionTypeSpelledOnlyAsType() { return type }
        let open = advance()
        guard enter() else {
            index -= 1
            skipGroup()
            return Expression(kind: .invalid, range: range(from: open.start))
        }
        defer { leave() }
        return withTrailingClosures { state in
            if state.at(.colon), state.peek().kind == .rightBracket {
                state.advance()
                state.advance()
                return Expression(kind: .dictionary([]), range: state.range(from: open.start))
            }
            var elements: [Expression] = []
            var pairs: [DictionaryElement] = []
            var isDictionary = false
            while !state.at(.rightBracket), !state.atEnd {
                let before = state.index
                let element = state.parseExpression()
                if elements.isEmpty, pairs.isEmpty, state.at(.colon) { isDictionary = true }
                if isDictionary {
                    if state.expect(.colon, ParserMessages.expected("':' in dictionary literal")) {
                        pairs.append(DictionaryElement(key: element, value: state.parseExpression()))
                    }
                } else {
                    elements.append(element)
                }
                if state.consume(.comma) { continue }
                if state.current.newlineBefore || state.at(.rightBrace) || state.at(.rightParen) { break }
                if !state.at(.rightBracket) {
                    state.errorAtCurrent(ParserMessages.expected("',' separator"))
                    while !state.at(.rightBracket), !state.at(.comma), !state.atEnd, !state.at(.rightBrace), !state.at(.rightParen) {
                        state.skipTokenOrGroup()
                    }
                    if !state.consume(.comma) { break }
                }
                if state.index == before { state.advance() }
            }
            if !state.consume(.rightBracket) {
                state.errorAtCurrent(ParserMessages.expected("']' in container literal"))
            }
            let kind: ExpressionKind = isDictionary ? .dictionary(pairs) : .array(elements)
            return Expression(kind: kind, range: state.range(from: open.start))
        }
    }

    /// `[any Cancellable]()`, `[UInt: (Int) -> Void]()`: collection type sugar whose parts
    /// are types no expression spells (an existential, a function type), before a call or a
    /// member. Other `[Int]()` forms parse as literals and are read back as types (see
    /// `collectionType`); this path runs only where a cheap scan finds such a part.
    private mutating func parseCollectionTypeSpelledOnlyAsType() -> Expression? {
        guard collectionTypeOnlyFollows() else { return nil }
        let start = current.start
        let savedIndex = index
        let savedDiagnostics = diagnostics.count
        let savedLastError = lastErrorOffset
        let type = parseType()
        switch type.kind {
        case .array, .dictionary:
            if diagnostics.count == savedDiagnostics { return Expression(kind: .typeExpression(type), range: range(from: start)) }
        default:
            break
        }
        index = savedIndex
        diagnostics.removeSubrange(savedDiagnostics...)
        lastErrorOffset = savedLastError
        return nil
    }

    /// Whether the brackets at `[` hold only type-like tokens, at least one of which (`any`,
    /// `some`, `->`, a generic argument list) no expression has, and close before `(` or `.`. Bounded, so literals
    /// pay a few token reads at most.
    private func collectionTypeOnlyFollows() -> Bool {
        var open = 0
        var typeOnly = false
        var i = index
        while i < min(tokens.count, index + 64) {
            let token = tokens[i]
            if i > index, token.newlineBefore { return false }
            switch token.kind {
            case .leftBracket, .leftParen: open += 1
            case .rightBracket, .rightParen:
                open -= 1
                if open == 0 {
                    let next = i + 1 < tokens.count ? tokens[i + 1] : token
                    return typeOnly && (next.kind == .leftParen || next.kind == .dot) && !next.spaceBefore
                }
            case .arrow: typeOnly = true
            case .identifier:
                if isIdentifier(token, "any") || isIdentifier(token, "some"), i + 1 < tokens.count,
                   tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .leftParen {
                    typeOnly = true
                }
            case .op(.less) where i > index && tokens[i - 1].kind == .identifier && !token.spaceBefore:
                // `[SortDescriptor<T>]()`: a generic argument list, which `a < b > c` in a literal never is.
                typeOnly = true
            case .keyword(.Self), .keyword(.throws), .dot, .comma, .colon, .op(.question), .op(.not), .op(.less),
                 .op(.greater), .op(.ampersand):
                break
            default:
                return false
            }
            i += 1
        }
        return false
    }

    // MARK: Key paths

    /// `\.id`, `\.self`, `\Item.id`, `\.frame.minY`, `\.$alert`, `\.destination?.title`,
    /// `\.rows[0]`.
    private mutating func parseKeyPath() -> Expression {
        let start = advance().start
        var root: TypeSyntax?
        // Swift allows space after the backslash (`\ .id`), not inside the path.
        if at(.identifier) {
            let rootToken = advance()
            root = TypeSyntax(kind: .named(text(rootToken), genericArguments: []), range: range(rootToken))
        }
        var components: [KeyPathComponent] = []
        loop: while !current.spaceBefore || (root == nil && components.isEmpty) {
            switch current.kind {
            case .dot:
                advance()
                // `\.$destination`: the projected value of a wrapped property, as `self.$destination` names it.
                guard isNameLike(current) || at(.integer) || at(.dollarIdentifier) else {
                    errorAtCurrent(ParserMessages.expectedMemberName)
                    break loop
                }
                components.append(.property(text(advance())))
            case .op(.question) where !components.isEmpty:
                advance()
                components.append(.optionalChain)
            case .op(.not) where !components.isEmpty:
                advance()
                components.append(.forceUnwrap)
            case .leftBracket where !components.isEmpty:
                components.append(.subscriptCall(parseArgumentList(closer: .rightBracket)))
            default:
                break loop
            }
        }
        if components.isEmpty {
            error(ParserMessages.expected("'.' and a property name in key path"), at: range(from: start))
            return Expression(kind: .invalid, range: range(from: start))
        }
        return Expression(kind: .keyPath(root: root, components: components), range: range(from: start))
    }

    /// The method a `#selector(…)` names, from the text between its parentheses: the last part
    /// of a path of names (`UIResponder.resignFirstResponder`, `Self.tap(_:)`), spaces removed;
    /// nil for anything else (`getter:` forms, expressions).
    static func selectorMethod(in text: String) -> String? {
        let parts = text.filter { !$0.isWhitespace }.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, !last.isEmpty else { return nil }
        let name = last.prefix { $0 != "(" }
        let labels = last.dropFirst(name.count)
        func isName(_ part: Substring) -> Bool {
            guard let first = part.first, first == "_" || first.isLetter else { return false }
            return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
        guard isName(name), parts.dropLast().allSatisfy(isName) else { return nil }
        if labels.isEmpty { return String(name) }
        // `(_:)`, `(notification:)`, `(_:with:)`: each label followed by a colon.
        guard labels.hasPrefix("("), labels.hasSuffix(")"), labels.count > 2 else { return nil }
        let inner = labels.dropFirst().dropLast()
        guard inner.hasSuffix(":"), inner.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy(isName) else {
            return nil
        }
        return String(last)
    }
}

extension Parser.State {
    /// `/^[a-z]+$/`, `#/a b/#`: the regex its pattern makes, as `try! Regex("^[a-z]+$")`
    /// would: the pattern, between its delimiters, is the text, backslashes and all. Swift
    /// checks a literal's pattern as it compiles it; here it is checked where it runs, with a
    /// located error.
    mutating func parseRegexLiteral() -> Expression {
        let token = advance()
        var pattern = text(token)
        let delimiter = pattern.hasPrefix("#") ? 2 : 1
        pattern = String(pattern.dropFirst(delimiter).dropLast(delimiter))
        let whole = range(token)
        let string = Expression(kind: .string([.text(pattern)]), range: whole)
        let call = Expression(kind: .postfix(base: Expression(kind: .identifier("Regex"), range: whole),
                                             operations: [PostfixOperation(kind: .call([Argument(label: nil, value: string, range: whole)]),
                                                                           range: whole)]), range: whole)
        return Expression(kind: .tryExpression(.forced, call), range: whole)
    }
}
