// Swift's error handling: `do`/`catch`, and `try` before an expression.
extension Parser.State {
    /// `do { … } catch pattern where … { … } catch { … }`; the current token is `do`.
    mutating func parseDo() -> StatementKind {
        advance()
        let body = parseBody(of: "'do'")
        var catches: [CatchClause] = []
        while at(.keyword(.catch)) {
            let start = advance().start
            var items: [CaseItem] = []
            while !atEnd, !at(.leftBrace) {
                let before = index
                let itemStart = current.start
                let pattern = parsePattern()
                var whereClause: Expression?
                if consume(.keyword(.where)) { whereClause = withoutTrailingClosures { $0.parseExpression() } }
                items.append(CaseItem(pattern: pattern, whereClause: whereClause, range: range(from: itemStart)))
                if !consume(.comma) { break }
                if index == before { break }
            }
            guard at(.leftBrace) else {
                errorAtCurrent(ParserMessages.expected("'{' after 'catch' pattern"))
                synchronizeStatement()
                return .doStatement(body, catches: catches)
            }
            let block = parseBlock()
            catches.append(CatchClause(items: items, body: block, range: range(from: start)))
        }
        return .doStatement(body, catches: catches)
    }

    /// `try`, `try?` or `try!` at the current token, consumed; nil when there is none.
    mutating func consumeTry() -> TryKind? {
        guard at(.keyword(.try)) else { return nil }
        advance()
        if !current.spaceBefore {
            if consume(.op(.question)) { return .optional }
            if consume(.op(.not)) { return .forced }
        }
        return .propagating
    }
}
