import ScrollworkFrontEnd

/// `defer { … }`: a block that runs when the scope it is in is left, by its end, a `return`,
/// `break`, `continue` or a thrown error; several run last first. It runs only once reached.
extension BodyChecker {
    static func isDefer(_ statement: Statement) -> Bool {
        if case .deferStatement = statement.kind { return true }
        return false
    }

    /// The statements checked in source order (each `defer` body where it is written, so it
    /// sees the names declared before it); `StatementLowering` puts them together.
    func deferringBlock(_ statements: [Statement]) -> TypedStatement {
        var segments: [TypedStatement] = []
        var deferred: [TypedStatement] = []
        var start = 0
        for (index, statement) in statements.enumerated() {
            guard case .deferStatement(let body) = statement.kind else { continue }
            if index == statements.count - 1 {
                warning("'defer' statement at end of scope always executes immediately; replace with a 'do' statement to silence this warning",
                        at: SourceRange(file: statement.range.file, start: statement.range.start, end: statement.range.start + 5))
            }
            segments.append(plainBlock(Array(statements[start..<index])))
            deferred.append(inBlock { typedBlock(body.statements) })
            start = index + 1
        }
        return .deferring(segments: segments, deferred: deferred, rest: plainBlock(Array(statements[start...])))
    }
}
