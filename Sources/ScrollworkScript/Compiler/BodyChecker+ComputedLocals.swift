import ScrollworkFrontEnd

extension BodyChecker {
    /// `var total: Int { a + b }` inside a function or a view's body: a local whose getter runs
    /// at each read, as in Swift; its slot holds the getter. A local with a setter is refused.
    func computedLocal(_ variable: VariableDecl, range: SourceRange) -> TypedStatement {
        guard let getter = variable.getter, !variable.accessors.contains(where: { $0.kind != .get }) else {
            error("local computed variables with a setter or observers are not supported; use a function", at: range)
            return .nothing
        }
        guard let typeSyntax = variable.type else {
            error("computed property must have an explicit type", at: variable.nameRange)
            return .nothing
        }
        let local = scope.declare(variable.name, type: staticType(typeSyntax), isLet: true, isComputed: true, range: variable.nameRange)
        let compiled = closureFunction(name: variable.name, parameters: [], returnType: typeSyntax, body: getter.body.statements,
                                       range: range, throwing: getter.throwing, functionName: variable.name)
        return .initialize(slot: local.slot, value: expressionLowering.lower(.closure(compiled, range: range)).eval, asDouble: false)
    }
}
