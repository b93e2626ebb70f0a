import Testing
import ScrollworkFrontEnd

/// What the parser promises for any input, checked by the front end's fuzz tests and by the
/// language's, which damage whole programs: no crash, every diagnostic inside the file, and
/// no invalid node without an error.
public enum ParseInvariants {
    /// Parses `bytes` and checks the invariants; returns whether the input was rejected.
    @discardableResult
    public static func check(_ bytes: [UInt8], label: String) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        let file = SourceFile(id: 7, path: "fuzz.swift", text: text)
        let (unit, diagnostics) = Parser.parse(file)
        let count = file.utf8.count
        func valid(_ diagnostic: Diagnostic) -> Bool {
            let range = diagnostic.range
            return range.file == 7 && range.start >= 0 && range.start <= range.end && range.end <= count
                && diagnostic.notes.allSatisfy(valid)
        }
        for diagnostic in diagnostics where !valid(diagnostic) {
            Issue.record("\(label): diagnostic out of range \(diagnostic) in \(count) bytes")
        }
        let hasInvalidNodes = unit.dump.contains("<invalid>")
        if hasInvalidNodes, !diagnostics.containsErrors {
            Issue.record("\(label): invalid nodes without an error:\n\(text)")
        }
        // Rendering must cope with every range, too.
        _ = DiagnosticRenderer(files: [file], color: false).render(diagnostics)
        return diagnostics.containsErrors
    }

    /// The REPL entry points on the same input: located errors, no crash.
    public static func checkREPLEntryPoints(_ bytes: [UInt8], label: String) {
        let file = SourceFile(id: 8, path: "<repl>", text: String(decoding: bytes, as: UTF8.self))
        let (statements, statementErrors) = Parser.parseStatements(file)
        let (expression, expressionErrors) = Parser.parseExpression(file)
        for diagnostic in statementErrors + expressionErrors
        where diagnostic.range.file != 8 || diagnostic.range.end > file.utf8.count {
            Issue.record("\(label): REPL diagnostic out of range \(diagnostic)")
        }
        if statements.map(\.dump).joined().contains("<invalid>"), !statementErrors.containsErrors {
            Issue.record("\(label): invalid statements without an error")
        }
        if let expression, expression.dump.contains("<invalid>"), !expressionErrors.containsErrors {
            Issue.record("\(label): invalid expression without an error")
        }
    }
}
