import ScrollworkFrontEnd

/// The device a preview asks for: `.previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))`
/// or `.previewDevice("iPhone 15 Pro")` (`PreviewDevice` is a string literal) on the view it
/// shows, as Xcode's canvas reads it. Whether scrollwork knows that device is the REPL's
/// business (its device table).
enum PreviewDevices {
    static func device(of preview: PreviewDecl) -> String? {
        for statement in preview.body.statements.reversed() {
            let shown: Expression
            switch statement.kind {
            case .expression(let expression): shown = expression
            case .returnStatement(let expression?): shown = expression
            default: continue
            }
            return device(in: shown)
        }
        return nil
    }

    /// The last `.previewDevice(…)` of the chain that makes the view.
    private static func device(in expression: Expression) -> String? {
        guard case .postfix(_, let operations) = expression.kind else { return nil }
        var found: String?
        for (index, operation) in operations.enumerated() {
            guard case .member(name: "previewDevice", _) = operation.kind, index + 1 < operations.count,
                  case .call(let arguments) = operations[index + 1].kind, arguments.count == 1 else { continue }
            found = literal(arguments[0].value) ?? found
        }
        return found
    }

    /// `"iPhone 15"`, `PreviewDevice(rawValue: "iPhone 15")` or `PreviewDevice(stringLiteral: "iPhone 15")`.
    private static func literal(_ expression: Expression) -> String? {
        switch expression.kind {
        case .string(let segments):
            guard segments.count == 1, case .text(let text) = segments[0] else { return nil }
            return text
        case .postfix(let base, let operations):
            guard case .identifier("PreviewDevice") = base.kind, operations.count == 1, case .call(let arguments) = operations[0].kind,
                  arguments.count == 1, arguments[0].label == "rawValue" || arguments[0].label == "stringLiteral" else { return nil }
            return literal(arguments[0].value)
        default:
            return nil
        }
    }
}
