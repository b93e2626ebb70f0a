// `for … in` and `switch` with their cases.
extension Parser.State {
    mutating func parseForIn() -> StatementKind {
        let forStart = current.start
        advance()
        let awaits = parseForAwait(from: forStart)
        let isCase = consume(.keyword(.case))
        let pattern = isCase ? parsePattern() : parsePattern(bindsNames: true)
        let elementType = !isCase && consume(.colon) ? parseType() : nil
        guard expect(.keyword(.in), ParserMessages.expected("'in' after for-each pattern")) else {
            if at(.leftBrace) { _ = parseBlock() } else { synchronizeStatement() }
            return .invalid
        }
        let sequence = withoutTrailingClosures { $0.parseExpression() }
        var whereClause: Expression?
        if consume(.keyword(.where)) {
            whereClause = withoutTrailingClosures { $0.parseExpression() }
        }
        let body = parseBody(of: "'for'")
        if isCase { return Self.forCase(pattern, sequence: sequence, whereClause: whereClause, body: body, awaits: awaits) }
        return .forIn(ForInStatement(pattern: pattern, elementType: elementType, sequence: sequence, whereClause: whereClause, body: body, awaits: awaits))
    }

    /// `for case let url as URL in items where url.hasDirectoryPath { … }` is, as Swift defines
    /// it, the loop over every element with the body run for those the pattern matches (and the
    /// `where` clause accepts): `for element in items { if case let url as URL = element,
    /// url.hasDirectoryPath { … } }`, the element under a name no source can write.
    private static func forCase(_ pattern: Pattern, sequence: Expression, whereClause: Expression?, body: Block,
                                awaits: ForInStatement.AsyncIteration?) -> StatementKind {
        let element = "for case element"
        let subject = Expression(kind: .identifier(element), range: pattern.range)
        var conditions = [Condition(kind: .casePattern(pattern, subject), range: pattern.range)]
        if let whereClause { conditions.append(Condition(kind: .expression(whereClause), range: whereClause.range)) }
        let matched = Statement(kind: .ifStatement(IfStatement(conditions: conditions, thenBody: body, elseBranch: nil)), range: body.range)
        return .forIn(ForInStatement(pattern: Pattern(kind: .binding(element), range: pattern.range), elementType: nil, sequence: sequence,
                                     whereClause: nil, body: Block(statements: [matched], range: body.range), awaits: awaits))
    }

    /// `await` or `try await` after `for`: the loop iterates an `AsyncSequence`. Its range runs
    /// from `for`, where swiftc reports errors the loop does not handle.
    private mutating func parseForAwait(from start: Int) -> ForInStatement.AsyncIteration? {
        let isThrowing = consume(.keyword(.try))
        guard atIdentifier("await") else {
            if isThrowing { errorAtCurrent(ParserMessages.expected("'await' after 'for try'")) }
            return nil
        }
        advance()
        return ForInStatement.AsyncIteration(isThrowing: isThrowing, range: range(from: start))
    }

    mutating func parseSwitch() -> StatementKind {
        advance()
        let subject = withoutTrailingClosures { $0.parseExpression() }
        guard at(.leftBrace) else {
            errorAtCurrent(ParserMessages.expected("'{' after 'switch' subject"))
            synchronizeStatement()
            return .invalid
        }
        let open = advance()
        var cases: [SwitchCase] = []
        while !at(.rightBrace), !atEnd {
            let start = current.start
            let before = index
            _ = parseAttributes()  // `@unknown default:`
            var items: [CaseItem] = []
            var isDefault = false
            if consume(.keyword(.default)) {
                isDefault = true
            } else if consume(.keyword(.case)) {
                repeat {
                    let itemStart = current.start
                    let pattern = parsePattern()
                    var guardExpression: Expression?
                    if consume(.keyword(.where)) { guardExpression = parseExpression() }
                    items.append(CaseItem(pattern: pattern, whereClause: guardExpression, range: range(from: itemStart)))
                } while consume(.comma)
            } else {
                errorAtToken(ParserMessages.expectedCase)
                synchronizeStatement()
                if index == before { advance() }
                continue
            }
            let labelRange = range(from: start)
            expect(.colon, ParserMessages.expected("':' after case label"))
            let body = parseStatementList { $0.at(.keyword(.case)) || $0.at(.keyword(.default)) || $0.at(.rightBrace) || ($0.at(.at) && $0.isIdentifier($0.peek(), "unknown")) }
            if body.isEmpty {
                error(ParserMessages.emptyCase(isDefault ? "default" : "case"), at: labelRange)
            }
            cases.append(SwitchCase(items: items, isDefault: isDefault, body: body, range: range(from: start)))
        }
        if !consume(.rightBrace) {
            errorAtCurrent(ParserMessages.expected("'}' at end of 'switch' statement"))
            if let last = diagnostics.indices.last {
                diagnostics[last].notes.append(.note(ParserMessages.openedHere("{"), at: range(open)))
            }
        }
        return .switchStatement(SwitchStatement(subject: subject, cases: cases))
    }
}
