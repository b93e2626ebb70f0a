import ScrollworkCore
// Expressions: precedence climbing for binary operators, then prefix, postfix chains and
// primaries. Whether `-`, `!`, `?` and `...` are prefix, postfix or infix follows Swift's
// whitespace rule: an operator with space on both sides or neither is infix.
extension Parser.State {
    mutating func parseStandaloneExpression() -> Expression? {
        if atEnd { return nil }
        let expression = parseExpression()
        if !atEnd {
            errorAtCurrent(ParserMessages.extraTokensAfterExpression)
        }
        return expression
    }

    mutating func parseExpression() -> Expression {
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        let condition = parseBinary(minimumPrecedence: 0)
        guard at(.op(.question)), current.spaceBefore || current.spaceAfter else { return condition }
        advance()
        let thenBranch = parseExpression()
        guard expect(.colon, ParserMessages.expected("':' after '? …' in ternary expression")) else {
            return Expression(kind: .ternary(condition: condition, then: thenBranch, else: invalid()), range: range(from: condition.range.start))
        }
        let elseBranch = parseExpression()
        return Expression(kind: .ternary(condition: condition, then: thenBranch, else: elseBranch), range: range(from: condition.range.start))
    }

    /// Skips what cannot be nested any deeper and stands an `.invalid` in for it.
    private mutating func skipTooDeep() -> Expression {
        let start = current.start
        skipTokenOrGroup()
        return Expression(kind: .invalid, range: range(from: start))
    }

    func invalid() -> Expression { Expression(kind: .invalid, range: SourceRange(file: file, at: previousEnd)) }

    /// The binary operator at the current token, if it is in infix position.
    private func infixOperator() -> BinaryOperator? {
        guard case .op(let op) = current.kind else { return nil }
        // Infix needs whitespace on both sides or on neither.
        guard current.spaceBefore == current.spaceAfter else { return nil }
        switch op {
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        case .percent: return .remainder
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .identical: return .identical
        case .notIdentical: return .notIdentical
        case .less: return .less
        case .lessEqual: return .lessOrEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterOrEqual
        case .and: return .and
        case .or: return .or
        case .nilCoalescing: return .nilCoalescing
        case .halfOpenRange: return .halfOpenRange
        case .closedRange: return .closedRange
        default: return nil
        }
    }

    private mutating func parseBinary(minimumPrecedence: Int) -> Expression {
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        var left = parseUnary()
        var lastNonAssociative: BinaryOperator?
        while true {
            if at(.keyword(.is)) || at(.keyword(.as)) {
                guard ParserMessages.castPrecedence >= minimumPrecedence else { break }
                left = parseCast(left)
                continue
            }
            if case .op(let op) = current.kind, op.isOutsideSubset, current.spaceBefore == current.spaceAfter {
                error(ParserMessages.unsupported("the '\(op.rawValue)' operator"), at: currentRange)
                advance()
                _ = parseBinary(minimumPrecedence: 151)
                continue
            }
            guard let op = infixOperator(), op.precedence >= minimumPrecedence else { break }
            let operatorToken = advance()
            if let previous = lastNonAssociative, previous.precedence == op.precedence {
                error(ParserMessages.nonAssociative(op), at: range(operatorToken))
            }
            let nextMinimum = op.associativity == .right ? op.precedence : op.precedence + 1
            let right = parseBinary(minimumPrecedence: nextMinimum)
            left = Expression(kind: .binary(op, left, right), range: left.range.to(right.range))
            lastNonAssociative = op.associativity == .none ? op : nil
        }
        return left
    }

    private mutating func parseCast(_ operand: Expression) -> Expression {
        let keyword = advance()
        var kind: CastKind = keyword.kind == .keyword(.is) ? .is : .as
        if kind == .as, !current.spaceBefore {
            if consume(.op(.question)) {
                kind = .conditional
            } else if consume(.op(.not)) {
                kind = .forced
            }
        }
        let type = parseType()
        return Expression(kind: .cast(kind, operand, type), range: operand.range.to(type.range))
    }

    // MARK: Prefix

    private mutating func parseUnary() -> Expression {
        let start = current.start
        if at(.keyword(.try)) || atIdentifier("await") {
            let word = text(current)
            error(ParserMessages.unsupported("'\(word)'"), at: currentRange)
            advance()
            if at(.op(.not)) || at(.op(.question)), !current.spaceBefore { advance() }
            return parseUnary()
        }
        guard case .op(let op) = current.kind else { return parsePostfix() }
        // An operator passed as a function: `sorted(by: <)`, `reduce(0, +)`.
        if peek().kind == .rightParen || peek().kind == .comma {
            let token = advance()
            return Expression(kind: .identifier(text(token)), range: range(token))
        }
        let unary: UnaryOperator
        switch op {
        case .minus: unary = .negate
        case .plus: unary = .plus
        case .not: unary = .not
        case .halfOpenRange: unary = .upToExclusive
        case .closedRange: unary = .upThrough
        case .ampersand:
            advance()
            let operand = parsePostfix()
            return Expression(kind: .inoutArgument(operand), range: range(from: start))
        default:
            return parsePostfix()
        }
        let operatorToken = advance()
        // `-5` is one literal in Swift, so `-5.magnitude` is `(-5).magnitude`.
        if unary == .negate, !current.spaceBefore, at(.integer) || at(.floating) {
            let literal = parseNumber(negative: true, start: operatorToken.start)
            return parsePostfixChain(literal)
        }
        guard enter() else { return skipTooDeep() }
        defer { leave() }
        let operand = parseUnary()
        return Expression(kind: .unary(unary, operand), range: range(from: start))
    }

    // MARK: Postfix

    private mutating func parsePostfix() -> Expression {
        parsePostfixChain(parsePrimary())
    }

    /// Member access, calls, subscripts, trailing closures, `!`, `?` and `x...` after a
    /// primary. A chain containing `?` is wrapped in `.optionalEvaluation`.
    mutating func parsePostfixChain(_ primary: Expression) -> Expression {
        var expression = primary
        // `[Int]()`, `[String: Int]()`, `[CGFloat].self`: a literal that names a type.
        if (at(.leftParen) && !current.newlineBefore) || at(.dot), let type = collectionType(primary) {
            expression = Expression(kind: .typeExpression(type), range: primary.range)
        }
        var hasOptionalChain = false
        let start = primary.range.start
        loop: while true {
            switch current.kind {
            case .dot:
                let dot = advance()
                guard isNameLike(current) || at(.integer), !current.newlineBefore || dot.newlineBefore else {
                    errorAtCurrent(ParserMessages.expectedMemberName)
                    break loop
                }
                let nameToken = advance()
                expression = Expression(kind: .member(base: expression, name: text(nameToken), nameRange: range(nameToken)), range: range(from: start))
            case .leftParen where !current.newlineBefore:
                let arguments = parseArgumentList(closer: .rightParen)
                expression = Expression(kind: .call(callee: expression, arguments: arguments), range: range(from: start))
            case .leftBracket where !current.newlineBefore:
                let arguments = parseArgumentList(closer: .rightBracket)
                expression = Expression(kind: .subscriptCall(base: expression, arguments: arguments), range: range(from: start))
            case .leftBrace where !current.newlineBefore && allowsTrailingClosure && acceptsTrailingClosure(expression):
                let closures = parseTrailingClosures()
                if case .call(let callee, let arguments) = expression.kind {
                    expression = Expression(kind: .call(callee: callee, arguments: arguments + closures), range: range(from: start))
                } else {
                    expression = Expression(kind: .call(callee: expression, arguments: closures), range: range(from: start))
                }
            case .op(.not) where !current.spaceBefore:
                advance()
                expression = Expression(kind: .forceUnwrap(expression), range: range(from: start))
            case .op(.question) where !current.spaceBefore:
                advance()
                hasOptionalChain = true
                expression = Expression(kind: .optionalChain(expression), range: range(from: start))
            case .op(.closedRange) where !current.spaceBefore && (current.spaceAfter || peek().kind == .rightParen || peek().kind == .rightBracket || peek().kind == .comma):
                advance()
                expression = Expression(kind: .postfixRange(expression), range: range(from: start))
            case .op(.less) where !current.spaceBefore && isTypeName(expression) && genericArgumentsFollow():
                guard let specialized = parseGenericSpecialization(expression) else { break loop }
                expression = specialized
            default:
                break loop
            }
        }
        if hasOptionalChain {
            expression = Expression(kind: .optionalEvaluation(expression), range: expression.range)
        }
        return expression
    }

    /// Trailing closures attach to names, members and calls, not to literals.
    private func acceptsTrailingClosure(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier, .member, .implicitMember, .call, .subscriptCall, .typeExpression, .selfType, .optionalChain:
            return true
        default:
            return false
        }
    }

    /// `{ … }` then any `label: { … }` closures (`Button { } label: { }`).
    private mutating func parseTrailingClosures() -> [Argument] {
        let first = parseClosure()
        var arguments = [Argument(label: nil, value: first, isTrailingClosure: true, range: first.range)]
        while isNameLike(current), peek().kind == .colon, peek(2).kind == .leftBrace {
            let labelToken = advance()
            advance()
            let closure = parseClosure()
            arguments.append(Argument(label: text(labelToken), labelRange: range(labelToken), value: closure, isTrailingClosure: true, range: range(from: labelToken.start)))
        }
        return arguments
    }

    /// Whether an expression names a type, so `<` after it can open generic arguments.
    private func isTypeName(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier(let name): return name.first?.isUppercase == true
        case .member(_, let name, _): return name.first?.isUppercase == true
        default: return false
        }
    }

    /// A cheap bounded scan for a closing `>` over tokens that can appear in a type, so
    /// that speculative parsing (below) is tried only where it can succeed; without the
    /// bound, `A<A<A<…` would make parsing quadratic.
    private func genericArgumentsFollow() -> Bool {
        var open = 0
        var i = index
        while i < min(tokens.count, index + 64) {
            let token = tokens[i]
            if i > index, token.newlineBefore { return false }
            switch token.kind {
            case .op(.less): open += 1
            case .op(.greater):
                open -= 1
                if open == 0 { return true }
            case .identifier, .keyword(.Self), .dot, .comma, .colon, .leftBracket, .rightBracket,
                 .leftParen, .rightParen, .arrow, .op(.question), .op(.not), .op(.nilCoalescing):
                break
            default:
                return false
            }
            i += 1
        }
        return false
    }

    /// `Binding<Bool>` in expression position: tried speculatively, kept only if it is
    /// a well-formed argument list followed by `(`, `.` or the end of the expression.
    private mutating func parseGenericSpecialization(_ base: Expression) -> Expression? {
        let savedIndex = index
        let savedDiagnostics = diagnostics.count
        let savedLastError = lastErrorOffset
        let savedDepthExceeded = depthExceeded
        var arguments: [TypeSyntax] = []
        advance()
        repeat {
            arguments.append(parseType())
        } while consume(.comma)
        let closes = consume(.op(.greater))
        let follows = at(.leftParen) || at(.dot) || at(.rightParen) || at(.comma) || atEnd || current.newlineBefore
        guard closes, follows, diagnostics.count == savedDiagnostics, let type = typeSyntax(from: base, arguments: arguments) else {
            index = savedIndex
            diagnostics.removeSubrange(savedDiagnostics...)
            lastErrorOffset = savedLastError
            depthExceeded = savedDepthExceeded
            return nil
        }
        return Expression(kind: .typeExpression(type), range: range(from: base.range.start))
    }

    private func typeSyntax(from expression: Expression, arguments: [TypeSyntax]) -> TypeSyntax? {
        let whole = SourceRange(file: file, start: expression.range.start, end: previousEnd)
        switch expression.kind {
        case .identifier(let name):
            return TypeSyntax(kind: .named(name, genericArguments: arguments), range: whole)
        case .member(let base, let name, _):
            guard let baseType = typeSyntax(from: base, arguments: []) else { return nil }
            return TypeSyntax(kind: .member(baseType, name, genericArguments: arguments), range: whole)
        default:
            return nil
        }
    }

    /// The type a one-element array or dictionary literal spells, if its parts are type
    /// names (capitalised, as Swift types are by convention).
    private func collectionType(_ expression: Expression) -> TypeSyntax? {
        switch expression.kind {
        case .array(let elements) where elements.count == 1:
            guard let element = typeName(elements[0]) else { return nil }
            return TypeSyntax(kind: .array(element), range: expression.range)
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = typeName(pairs[0].key), let value = typeName(pairs[0].value) else { return nil }
            return TypeSyntax(kind: .dictionary(key: key, value: value), range: expression.range)
        default:
            return nil
        }
    }

    private func typeName(_ expression: Expression) -> TypeSyntax? {
        switch expression.kind {
        case .identifier(let name) where name.first?.isUppercase == true:
            return TypeSyntax(kind: .named(name, genericArguments: []), range: expression.range)
        case .member(let base, let name, _) where name.first?.isUppercase == true:
            guard let baseType = typeName(base) else { return nil }
            return TypeSyntax(kind: .member(baseType, name, genericArguments: []), range: expression.range)
        case .typeExpression(let type):
            return type
        case .optionalEvaluation(let inner):
            return typeName(inner)
        case .optionalChain(let inner):
            return typeName(inner).map { TypeSyntax(kind: .optional($0), range: expression.range) }
        case .array, .dictionary:
            return collectionType(expression)
        default:
            return nil
        }
    }

    // MARK: Arguments

    /// One argument, `value` or `label: value`.
    mutating func parseArgument() -> Argument {
        let start = current.start
        var label: String?
        var labelRange: SourceRange?
        if isNameLike(current), peek().kind == .colon {
            let labelToken = advance()
            advance()
            label = text(labelToken)
            labelRange = range(labelToken)
        }
        let value = parseExpression()
        return Argument(label: label, labelRange: labelRange, value: value, range: range(from: start))
    }

    /// `(a, label: b)` or `[i]`; the current token is the opener.
    mutating func parseArgumentList(closer: TokenKind) -> [Argument] {
        let open = advance()
        guard enter() else {
            index -= 1
            skipGroup()
            return []
        }
        defer { leave() }
        return withTrailingClosures { state in
            var arguments: [Argument] = []
            while !state.at(closer), !state.atEnd {
                let before = state.index
                arguments.append(state.parseArgument())
                if state.consume(.comma) { continue }
                // A line break or another kind of closer means the list was never closed;
                // the check after the loop reports the missing closer.
                if state.current.newlineBefore || state.at(.rightBrace) || state.at(.rightParen) || state.at(.rightBracket) {
                    break
                }
                if !state.at(closer) {
                    state.errorAtCurrent(ParserMessages.expected("',' separator"))
                    // Skip to the next argument or the closer, staying inside this list.
                    while !state.at(closer), !state.at(.comma), !state.atEnd, !state.at(.rightBrace) || closer == .rightBrace {
                        if state.at(.rightParen) || state.at(.rightBracket) { break }
                        state.skipTokenOrGroup()
                    }
                    _ = state.consume(.comma)
                    if !state.at(closer) && (state.at(.rightParen) || state.at(.rightBracket) || state.at(.rightBrace)) { break }
                }
                if state.index == before { state.advance() }
            }
            if !state.consume(closer) {
                let name = closer == .rightParen ? "')'" : "']'"
                state.errorAtCurrent(ParserMessages.expected("\(name) in expression list"))
                if let last = state.diagnostics.indices.last, state.diagnostics[last].message.hasPrefix("expected \(name)") {
                    state.diagnostics[last].notes.append(.note(ParserMessages.openedHere(closer == .rightParen ? "(" : "["), at: state.range(open)))
                }
            }
            return arguments
        }
    }
}
