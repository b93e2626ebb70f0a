// Expressions: precedence climbing for binary operators, one flat run per precedence
// level, then prefix operators, postfix chains (Parser+Postfix.swift) and primaries. Whether `-`, `!`, `?` and `...` are prefix, postfix or infix follows Swift's
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
        // A `try` at the start covers the whole expression to its right, operators included.
        skipAwait()
        let tryStart = current.start
        if let kind = consumeTry() {
            let covered = parseExpression()
            return Expression(kind: .tryExpression(kind, covered), range: range(from: tryStart))
        }
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
        if let shift = shiftRightTokens() { return shift.assigns ? nil : .shiftRight }
        if gluedOperator() != nil { return nil }
        // Infix needs whitespace on both sides or on neither.
        guard current.spaceBefore == current.spaceAfter else { return nil }
        switch op {
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        case .percent: return .remainder
        case .wrappingAdd: return .wrappingAdd
        case .wrappingSubtract: return .wrappingSubtract
        case .wrappingMultiply: return .wrappingMultiply
        case .shiftLeft: return .shiftLeft
        case .ampersand: return .bitwiseAnd
        case .pipe: return .bitwiseOr
        case .caret: return .bitwiseXor
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .identical: return .identical
        case .notIdentical: return .notIdentical
        case .less: return .less
        case .lessEqual: return .lessOrEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterOrEqual
        case .patternMatch: return .patternMatch
        case .and: return .and
        case .or: return .or
        case .nilCoalescing: return .nilCoalescing
        case .halfOpenRange: return .halfOpenRange
        case .closedRange: return .closedRange
        default: return nil
        }
    }

    /// `>>` and `>>=` in infix position: the lexer leaves a `>` apart from what follows it (two
    /// close nested generic argument lists), so they are read here from two adjacent tokens.
    func shiftRightTokens() -> (second: Token, assigns: Bool)? {
        let second = peek()
        guard at(.op(.greater)), second.start == current.end,
              second.kind == .op(.greater) || second.kind == .op(.greaterEqual),
              current.spaceBefore == second.spaceAfter else { return nil }
        return (second, second.kind == .op(.greaterEqual))
    }

    /// Consumes the operator `infixOperator()` found, two tokens for `>>`.
    private mutating func consumeInfixOperator(_ op: BinaryOperator) -> SourceRange {
        let first = advance()
        guard op == .shiftRight else { return range(first) }
        return range(first).to(range(advance()))
    }

    mutating func parseBinary(minimumPrecedence: Int) -> Expression {
        guard enter() else { return skipTooDeep() }
        // Levels taken by operands wrapped again after a cast (`x as T + 1 as T + …`): the
        // one way an expression nests deeper with its length at a single level.
        var rewraps = 0
        defer { depth -= 1 + rewraps }
        var left = parseUnary()
        // Precedence of the node `left` was last wrapped in; without casts it only falls.
        var lastPrecedence = Int.max
        while true {
            if at(.keyword(.is)) || at(.keyword(.as)) {
                guard ParserMessages.castPrecedence >= minimumPrecedence else { break }
                left = parseCasts(left)
                lastPrecedence = ParserMessages.castPrecedence
                continue
            }
            if let custom = gluedOperator(), custom.isInfix {
                guard Self.defaultPrecedence >= minimumPrecedence else { break }
                let keeps = enter()
                if keeps { rewraps += 1 }
                let call = parseCustomOperation(after: left, custom)
                left = keeps ? call : Expression(kind: .invalid, range: call.range)
                lastPrecedence = Self.defaultPrecedence
                continue
            }
            guard let op = infixOperator(), op.precedence >= minimumPrecedence else { break }
            var keeps = true
            if op.precedence >= lastPrecedence {
                if enter() { rewraps += 1 } else { keeps = false }
            }
            let run = parseRun(after: left, precedence: op.precedence)
            left = keeps ? run : Expression(kind: .invalid, range: run.range)
            lastPrecedence = op.precedence
        }
        return left
    }

    /// The operators of one precedence group after `first`, with their operands, as one
    /// flat `.binary` node: `a + b - c` and `a ?? b ?? c` are one run each.
    private mutating func parseRun(after first: Expression, precedence: Int) -> Expression {
        var rest: [BinaryOperation] = []
        while let op = infixOperator(), op.precedence == precedence {
            let operatorRange = consumeInfixOperator(op)
            if op.associativity == .none, !rest.isEmpty {
                error(ParserMessages.nonAssociative(op), at: operatorRange)
            }
            // The operands of a right-associative run (`??`) are collected here as well,
            // not by recursion; consumers fold such a run from the right.
            let operand = parseBinary(minimumPrecedence: precedence + 1)
            rest.append(BinaryOperation(op: op, operatorRange: operatorRange, operand: operand))
        }
        guard let last = rest.last else { return first }
        return Expression(kind: .binary(first: first, rest: rest), range: first.range.to(last.operand.range))
    }

    /// `operand as T`, `is T`, … as cast steps at the end of the operand's postfix chain.
    private mutating func parseCasts(_ operand: Expression) -> Expression {
        var base = operand
        var operations: [PostfixOperation] = []
        if case .postfix(let inner, let steps) = operand.kind {
            base = inner
            operations = steps
        }
        while at(.keyword(.is)) || at(.keyword(.as)) {
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
            operations.append(PostfixOperation(kind: .cast(kind, type), range: operand.range.to(type.range)))
        }
        return .chain(base, operations)
    }

    // MARK: Prefix

    /// Prefix operators, collected in a loop, then their operand.
    private mutating func parseUnary() -> Expression {
        var operators: [PrefixOperation] = []
        var operand: Expression?
        while operand == nil {
            // `await` marks a call that may suspend; scripts run synchronously, so the value
            // is the call's own. A `try` here covers its operand only (`x + try f()`).
            if skipAwait() { continue }
            let tryStart = current.start
            if let kind = consumeTry() {
                let covered = parseUnary()
                operand = Expression(kind: .tryExpression(kind, covered), range: range(from: tryStart))
                break
            }
            guard case .op(let op) = current.kind else {
                operand = parsePostfix()
                break
            }
            // An operator passed as a function: `sorted(by: <)`, `reduce(0, +)`; `items[...]`,
            // the unbounded range (`UnboundedRange`, the `...` operator itself).
            if peek().kind == .rightParen || peek().kind == .comma || peek().kind == .rightBracket {
                let token = advance()
                operand = Expression(kind: .identifier(text(token)), range: range(token))
                break
            }
            // Looked for before the first prefix operator only, so a long run (`!!!!x`) is read once.
            if operators.isEmpty, let custom = gluedOperator(), [.rightParen, .comma, .rightBracket].contains(peek(custom.tokenCount).kind) {
                operand = customOperatorReference(custom)
                break
            }
            let unary: UnaryOperator
            switch op {
            case .minus: unary = .negate
            case .plus: unary = .plus
            case .not: unary = .not
            case .halfOpenRange: unary = .upToExclusive
            case .closedRange: unary = .upThrough
            case .tilde: unary = .bitwiseNot
            case .ampersand:
                let start = advance().start
                let inner = parsePostfix()
                operand = Expression(kind: .inoutArgument(inner), range: range(from: start))
                continue
            default:
                operand = parsePostfix()
                continue
            }
            let operatorToken = advance()
            // Space on both sides makes an operator infix, so with no left operand it is swiftc's error.
            if operatorToken.spaceAfter { error(ParserMessages.separatedUnaryOperator, at: range(operatorToken)) }
            // `-5` is one literal in Swift; but a member of it is taken first, as swiftc parses it:
            // `-2.5.rounded(.down)` is `-(2.5.rounded(.down))`, -2.0.
            if unary == .negate, !current.spaceBefore, at(.integer) || at(.floating), peek().kind != .dot {
                operand = parsePostfixChain(parseNumber(negative: true, start: operatorToken.start))
                continue
            }
            operators.append(PrefixOperation(op: unary, operatorRange: range(operatorToken)))
        }
        let inner = operand ?? invalid()
        guard let first = operators.first else { return inner }
        return Expression(kind: .prefix(operators: operators, operand: inner), range: range(from: first.operatorRange.start))
    }

    /// Steps over `await` before an operand, on its line or the next (`try? await⏎ load()`, as
    /// swiftc reads it); whether there was one.
    @discardableResult
    private mutating func skipAwait() -> Bool {
        guard atIdentifier("await"), startsOperand(peek()) else { return false }
        advance()
        return true
    }

    /// Whether a token can begin the operand of a prefix keyword such as `await`.
    private func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .dollarIdentifier, .integer, .floating, .string, .leftParen, .leftBracket, .dot, .backslash, .op:
            return true
        case .keyword(let keyword):
            return [.self, .Self, .true, .false, .nil, .try, .`init`, .super, .if, .switch].contains(keyword)
        default:
            return false
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
