import ScrollworkFrontEnd

/// `defer { … }`: a block that runs when the scope it is in is left, by its end, a `return`,
/// `break`, `continue` or a thrown error; several run last first. It runs only once reached.
extension Compiler {
    static func isDefer(_ statement: Statement) -> Bool {
        if case .deferStatement = statement.kind { return true }
        return false
    }

    /// The statements compiled in source order (each `defer` body where it is written, so it
    /// sees the names declared before it), then put together from the last `defer` out.
    func deferringBlock(_ statements: [Statement]) -> Exec {
        var segments: [Exec] = []
        var deferred: [Exec] = []
        var start = 0
        for (index, statement) in statements.enumerated() {
            guard case .deferStatement(let body) = statement.kind else { continue }
            if index == statements.count - 1 {
                warning("'defer' statement at end of scope always executes immediately; replace with a 'do' statement to silence this warning",
                        at: SourceRange(file: statement.range.file, start: statement.range.start, end: statement.range.start + 5))
            }
            segments.append(plainBlock(Array(statements[start..<index])))
            deferred.append(inBlock { block(body.statements) })
            start = index + 1
        }
        var run = plainBlock(Array(statements[start...]))
        for (before, body) in zip(segments, deferred).reversed() {
            let rest = run
            run = { f in
                let flow = try before(f)
                guard case .normal = flow else { return flow }
                let restFlow: Flow
                do {
                    restFlow = try rest(f)
                } catch let diagnostic as Diagnostic where diagnostic.thrown != nil {
                    // A thrown error leaves the scope too; a runtime failure stops the run at once.
                    _ = try body(f)
                    throw diagnostic
                }
                _ = try body(f)
                return restFlow
            }
        }
        return run
    }
}
