enum FrontEnd {
    static func parse(_ file: SourceFile) -> (SourceUnit, [Diagnostic]) { (SourceUnit(declarations: [], range: file.fullRange), []) }
    static func parseExpression(_ file: SourceFile) -> (Expression, [Diagnostic]) { (Expression(kind: .invalid, range: file.fullRange), []) }
}
