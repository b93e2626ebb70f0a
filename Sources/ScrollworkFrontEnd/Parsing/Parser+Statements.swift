// Statements, blocks and conditions.
extension Parser.State {
    /// `{ statements }`; the current token must be `{`.
    mutating func parseBlock() -> Block {
        let open = current
        guard enter() else {
            skipGroup()
            return Block(statements: [], range: range(from: open.start))
        }
        defer { leave() }
        advance()
        let statements = parseStatementList { $0.at(.rightBrace) }
        if !consume(.rightBrace) {
            errorAtCurrent(ParserMessages.expected("'}' at end of block"))
            if let last = diagnostics.indices.last, diagnostics[last].message.hasPrefix("expected '}'") {
                diagnostics[last].notes.append(.note(ParserMessages.openedHere("{"), at: range(open)))
            }
        }
        return Block(statements: statements, range: range(from: open.start))
    }

    /// Statements up to (not including) a token where `isEnd` holds, or the end of input.
    mutating func parseStatementList(until isEnd: (Self) -> Bool) -> [Statement] {
        var statements: [Statement] = []
        var types: [Declaration] = []
        defer { if !types.isEmpty { localTypes.append(types) } }
        while !atEnd, !isEnd(self) {
            let before = index
            if consume(.semicolon) { continue }
            let parsed = parseStatementGroup()
            if !parsed.isEmpty {
                for statement in parsed {
                    if case .declaration(let declaration) = statement.kind, case .structDecl = declaration.kind {
                        types.append(declaration)
                    }
                }
                statements += parsed
                requireStatementSeparator(isEnd: isEnd)
            }
            if index == before {
                // Nothing could be read here: report (once) and step over the token.
                errorAtToken(ParserMessages.expectedStatement)
                skipTokenOrGroup()
            }
        }
        return statements
    }

    /// Swift requires a line break or `;` between statements on one line.
    private mutating func requireStatementSeparator(isEnd: (Self) -> Bool) {
        if atEnd || isEnd(self) || current.newlineBefore || at(.semicolon) || at(.rightBrace) { return }
        if index > 0, tokens[index - 1].kind == .semicolon { return }
        error(ParserMessages.consecutiveStatements, at: SourceRange(file: file, at: previousEnd))
    }

    mutating func parseStandaloneStatements() -> [Statement] {
        var statements: [Statement] = []
        while !atEnd {
            statements += parseStatementList { $0.at(.rightBrace) }
            if at(.rightBrace) {
                errorAtToken(ParserMessages.extraneousBrace)
                advance()
            }
        }
        return statements
    }

    /// One statement, or nil when nothing could be parsed (an error has been reported,
    /// unless no tokens were consumed, which the caller reports).
    mutating func parseStatement() -> Statement? {
        guard enter() else {
            synchronizeStatement()
            return nil
        }
        defer { leave() }
        if at(.identifier), peek().kind == .colon, isLoopKeyword(peek(2)) {
            error(ParserMessages.unsupported("labeled statements"), at: SourceRange(file: file, start: current.start, end: peek().end))
            advance()
            advance()
        }
        let start = current.start
        func make(_ kind: StatementKind) -> Statement { Statement(kind: kind, range: range(from: start)) }
        switch current.kind {
        case .keyword(.if):
            return make(.ifStatement(parseIf()))
        case .keyword(.guard):
            advance()
            let conditions = parseConditions()
            guard expect(.keyword(.else), ParserMessages.expected("'else' after 'guard' condition")), at(.leftBrace) else {
                if at(.leftBrace) { _ = parseBlock() } else { synchronizeStatement() }
                return make(.invalid)
            }
            return make(.guardStatement(conditions: conditions, elseBody: parseBlock()))
        case .keyword(.for):
            return make(parseForIn())
        case .keyword(.while):
            advance()
            let conditions = parseConditions()
            return make(.whileLoop(conditions: conditions, body: parseBody(of: "'while'")))
        case .keyword(.repeat):
            advance()
            let body = parseBody(of: "'repeat'")
            guard expect(.keyword(.while), ParserMessages.expected("'while' after 'repeat' body")) else {
                return make(.invalid)
            }
            return make(.repeatWhile(body: body, condition: withoutTrailingClosures { $0.parseExpression() }))
        case .keyword(.switch):
            return make(parseSwitch())
        case .keyword(.do):
            return make(parseDo())
        case .keyword(.defer):
            advance()
            guard at(.leftBrace) else {
                errorAtCurrent(ParserMessages.expected("'{' after 'defer'"))
                synchronizeStatement()
                return make(.invalid)
            }
            return make(.deferStatement(parseBlock()))
        case .keyword(.throw):
            advance()
            return make(.throwStatement(parseExpression()))
        case .keyword(.break):
            advance()
            skipStatementLabel()
            return make(.breakStatement)
        case .keyword(.continue):
            advance()
            skipStatementLabel()
            return make(.continueStatement)
        case .keyword(.fallthrough):
            advance()
            return make(.fallthroughStatement)
        case .keyword(.return):
            advance()
            // As in Swift, a value on the next line is still returned, unless that line
            // starts a statement or declaration of its own.
            if atEnd || at(.rightBrace) || at(.semicolon) || at(.keyword(.case)) || at(.keyword(.default))
                || (current.newlineBefore && (startsStatementKeyword() || startsLocalDeclaration())) {
                return make(.returnStatement(nil))
            }
            let valueStart = current.start
            let value = parseExpression()
            // `return orders[i] = newValue`: an assignment is an expression of type `()` in
            // Swift, so it is made first and `()` returned, checked against the return type.
            let operatorRange = currentRange
            guard let assignment = parseAssignment(to: value, start: valueStart) else {
                return make(.returnStatement(value))
            }
            let unit = Statement(kind: .returnStatement(Expression(kind: .tuple([]), range: operatorRange)), range: operatorRange)
            return make(.doStatement(Block(statements: [assignment, unit], range: range(from: start)), catches: []))
        case .keyword(let keyword) where ParserMessages.unsupportedStatementKeywords.contains(keyword):
            error(ParserMessages.unsupported("'\(keyword.rawValue)'"), at: currentRange)
            advance()
            if at(.leftBrace) {
                skipGroup()
                // `do { } catch { }`
                while at(.keyword(.catch)) { skipToBodyAndOver() }
            } else {
                synchronizeStatement()
            }
            return make(.invalid)
        default:
            break
        }
        return parseExpressionOrAssignment()
    }

    /// A statement, or the declarations of a local `let a = 1, b = 2` (one statement per
    /// name, in order). Empty when nothing could be parsed.
    mutating func parseStatementGroup() -> [Statement] {
        let isAsync = atIdentifier("async") && peek().kind == .keyword(.let)
        let start = current.start
        if isAsync { advance() }
        guard startsLocalDeclaration() else {
            return parseStatement().map { [$0] } ?? []
        }
        guard enter() else {
            synchronizeStatement()
            return []
        }
        defer { leave() }
        let declarations = parseDeclaration() ?? []
        return declarations.map { declaration in
            var declaration = declaration
            if isAsync, case .variable(var variable) = declaration.kind {
                variable.isAsync = true
                declaration.kind = .variable(variable)
                declaration.range = SourceRange(file: file, start: start, end: declaration.range.end)
            }
            return Statement(kind: .declaration(declaration), range: declaration.range)
        }
    }

    private func isLoopKeyword(_ token: Token) -> Bool {
        switch token.kind {
        case .keyword(.for), .keyword(.while), .keyword(.repeat), .keyword(.switch), .keyword(.if), .keyword(.do):
            return true
        default:
            return false
        }
    }

    /// `break outer`: labels are not in the subset.
    private mutating func skipStatementLabel() {
        guard at(.identifier), !current.newlineBefore else { return }
        error(ParserMessages.unsupported("labeled statements"), at: currentRange)
        advance()
    }

    private func startsStatementKeyword() -> Bool {
        if atIdentifier("async"), peek().kind == .keyword(.let) { return true }
        switch current.kind {
        case .keyword(let keyword):
            switch keyword {
            case .if, .guard, .for, .while, .repeat, .switch, .break, .continue, .fallthrough, .return, .defer, .do, .throw:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    private func startsLocalDeclaration() -> Bool {
        switch current.kind {
        case .keyword(.let), .keyword(.var), .keyword(.func), .keyword(.struct), .keyword(.typealias),
             .keyword(.class), .keyword(.enum), .keyword(.protocol), .keyword(.extension), .keyword(.static),
             .keyword(.private), .keyword(.fileprivate), .keyword(.import), .at:
            return true
        case .hash:
            // `#function`, `#Predicate { … }` as an implicit return are expressions.
            return !startsPoundExpression
        case .identifier:
            return (modifierKind(current) != nil && startsDeclaration(peek())) || (isIdentifier(current, "actor") && peek().kind == .identifier)
        default:
            return false
        }
    }

    private mutating func parseExpressionOrAssignment() -> Statement? {
        let start = current.start
        let before = index
        let target = parseExpression()
        if index == before { return nil }
        return parseAssignment(to: target, start: start) ?? Statement(kind: .expression(target), range: range(from: start))
    }

    private var assignmentOperator: AssignmentOperator? {
        if let shift = shiftRightTokens() { return shift.assigns ? .shiftRight : nil }
        return Self.assignmentOperator(current.kind)
    }

    /// The assignment a token is (`+=` adds), or nil.
    static func assignmentOperator(_ kind: TokenKind) -> AssignmentOperator? {
        switch kind {
        case .op(.assign): return .assign
        case .op(.plusAssign): return .add
        case .op(.minusAssign): return .subtract
        case .op(.starAssign): return .multiply
        case .op(.slashAssign): return .divide
        case .op(.percentAssign): return .remainder
        case .op(.wrappingAddAssign): return .wrappingAdd
        case .op(.wrappingSubtractAssign): return .wrappingSubtract
        case .op(.wrappingMultiplyAssign): return .wrappingMultiply
        case .op(.shiftLeftAssign): return .shiftLeft
        case .op(.ampersandAssign): return .bitwiseAnd
        case .op(.pipeAssign): return .bitwiseOr
        case .op(.caretAssign): return .bitwiseXor
        default: return nil
        }
    }

    /// `target = value`, `target += value`, … when an assignment operator follows the
    /// already parsed `target`; nil (nothing consumed) otherwise.
    mutating func parseAssignment(to target: Expression, start: Int) -> Statement? {
        guard let assignment = assignmentOperator else { return nil }
        advance()
        // `>>=` is read from two tokens, `>` and `>=`.
        if assignment == .shiftRight { advance() }
        if !isAssignable(target) {
            error(ParserMessages.notAssignable, at: target.range)
        }
        let value = parseExpression()
        return Statement(kind: .assignment(target: target, op: assignment, value: value), range: range(from: start))
    }

    /// Lvalues: names, `self`, `$0`, members and subscripts (of `Self` too), `x!`, optional
    /// chains of those, and the discard `_`. Whether one can be set is the compiler's to say.
    private func isAssignable(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier, .selfValue, .anonymousClosureArgument, .invalid: return true
        case .postfix(let base, let operations):
            func isPlaceStep(_ operation: PostfixOperation) -> Bool {
                switch operation.kind {
                case .member, .subscriptCall, .forceUnwrap, .optionalChain: return true
                default: return false
                }
            }
            // `UINavigationBar.appearance().tintColor = …`, `store.all()[0].name = …`: a member or
            // element of what a call gives back is a place, as swiftc parses it (whether it can be
            // set is the compiler's to say).
            if let lastCall = operations.lastIndex(where: { $0.callArguments != nil }) {
                let after = operations[(lastCall + 1)...]
                return !after.isEmpty && after.allSatisfy(isPlaceStep)
            }
            // `Self.cache[key] = value`: a static property of the enclosing type; `$height.wrappedValue
            // = h`: what a binding binds (its setter is `nonmutating`).
            switch base.kind {
            case .selfType, .bindingProjection: return operations.first?.memberName != nil && operations.allSatisfy(isPlaceStep)
            default: break
            }
            return operations.allSatisfy(isPlaceStep) && isAssignable(base)
        case .optionalEvaluation(let inner): return isAssignable(inner)
        case .tuple(let elements): return elements.allSatisfy { $0.label == nil && isAssignable($0.value) }
        default: return false
        }
    }

    /// A `{ … }` body required after a loop header.
    mutating func parseBody(of construct: String) -> Block {
        if at(.leftBrace) { return parseBlock() }
        errorAtCurrent(ParserMessages.expected("'{' after \(construct) condition"))
        synchronizeStatement()
        return Block(statements: [], range: SourceRange(file: file, at: previousEnd))
    }

    // MARK: if / for / switch

    mutating func parseIf() -> IfStatement {
        advance()
        let conditions = parseConditions()
        let thenBody = parseBody(of: "'if'")
        var elseBranch: ElseBranch?
        if consume(.keyword(.else)) {
            if at(.keyword(.if)) {
                let start = current.start
                if enter() {
                    let nested = parseIf()
                    leave()
                    elseBranch = .elseIf(Statement(kind: .ifStatement(nested), range: range(from: start)))
                } else {
                    synchronizeStatement()
                }
            } else if at(.leftBrace) {
                elseBranch = .elseBlock(parseBlock())
            } else {
                errorAtCurrent(ParserMessages.expected("'{' or 'if' after 'else'"))
            }
        }
        return IfStatement(conditions: conditions, thenBody: thenBody, elseBranch: elseBranch)
    }

    /// Runs `body` with trailing closures disabled, as Swift does in statement headers.
    mutating func withoutTrailingClosures<T>(_ body: (inout Self) -> T) -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return body(&self)
    }

    /// Runs `body` with trailing closures allowed again (inside brackets and closures).
    mutating func withTrailingClosures<T>(_ body: (inout Self) -> T) -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        return body(&self)
    }

    mutating func parseConditions() -> [Condition] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            let start = current.start
            if at(.keyword(.let)) || at(.keyword(.var)) {
                let isLet = advance().kind == .keyword(.let)
                // `guard let self else { return }` after `[weak self]`: `self` is the object itself.
                if at(.keyword(.self)) {
                    let selfToken = advance()
                    if consume(.op(.assign)) { _ = parseExpression() }
                    conditions.append(Condition(kind: .expression(Expression(kind: .boolean(true), range: range(selfToken))),
                                                range: range(from: start)))
                    continue
                }
                if at(.leftParen) {
                    // `if let (name, count) = pair`: the tuple an optional holds, bound as `case let (name, count)? = pair`.
                    let tuple = parsePattern(bindsNames: true)
                    expect(.op(.assign), ParserMessages.expected("'=' after the names in optional binding"))
                    let value = parseExpression()
                    let pattern = Pattern(kind: .valueBinding(isLet: isLet, Pattern(kind: .optional(tuple), range: tuple.range)),
                                          range: range(from: start))
                    conditions.append(Condition(kind: .casePattern(pattern, value), range: range(from: start)))
                    continue
                }
                guard at(.identifier) else {
                    errorAtCurrent(ParserMessages.expected("a name in optional binding"))
                    break
                }
                let nameToken = advance()
                var type: TypeSyntax?
                if consume(.colon) { type = parseType() }
                var value: Expression?
                if consume(.op(.assign)) { value = parseExpression() }
                conditions.append(Condition(kind: .optionalBinding(isLet: isLet, name: text(nameToken), nameRange: range(nameToken), type: type, value: value), range: range(from: start)))
            } else if at(.keyword(.case)) {
                advance()
                let pattern = parsePattern()
                expect(.op(.assign), ParserMessages.expected("'=' after pattern in 'case' condition"))
                let value = parseExpression()
                conditions.append(Condition(kind: .casePattern(pattern, value), range: range(from: start)))
            } else {
                let expression = parseExpression()
                conditions.append(Condition(kind: .expression(expression), range: range(from: start)))
            }
        } while consume(.comma)
        return conditions
    }
}
