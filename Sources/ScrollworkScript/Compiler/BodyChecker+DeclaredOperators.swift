import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `a + b * 0.5` where the app declares `static func + (lhs: Self, rhs: Self) -> Self` in
    /// its own type or in an extension of a framework's (`extension CGPoint`), or a global
    /// `func * (lhs: CGSize, rhs: CGFloat) -> CGSize`: that function, as Swift picks an operator
    /// implementation an operand's type declares. Nil when none takes them.
    func declaredOperator(_ name: String, _ left: Operand, _ right: Operand, _ a: Typed, _ b: Typed,
                          range: SourceRange) -> TypedExpression? {
        let candidates = operatorFunctions(name, of: a.type) + operatorFunctions(name, of: b.type) + globalOperatorFunctions(name, at: range)
        guard let function = candidates.first(where: { Self.takes($0, a.type, b.type) }) else { return nil }
        let types = function.parameterTypes
        // A literal is typed by the parameter it is passed for: `tangent * (1 / 3)` with a
        // CGFloat parameter divides Doubles.
        let x = (types[0] == .double && a.type == .int && left.isLiteral ? left.compile(.double) : a).eval
        let y = (types[1] == .double && b.type == .int && right.isLiteral ? right.compile(.double) : b).eval
        return .operatorCall(function, x, y, range: range)
    }

    /// `size *= 1.2` where the app declares `static func *= (lhs: inout Self, rhs: Double)` (or a
    /// global one): that function, the target passed inout. Nil when none is declared for the
    /// target's type, where the operator is the built-in one.
    func declaredCompoundAssignment(_ op: AssignmentOperator, _ place: LValue, _ type: StaticType, _ value: Expression,
                                    range: SourceRange) -> TypedStatement? {
        guard op.binaryOperator != nil, type != .unknown, !type.isNumeric else { return nil }
        let candidates = (operatorFunctions(op.rawValue, of: type) + globalOperatorFunctions(op.rawValue, at: range)).filter {
            $0.parameterTypes.count == 2 && $0.inoutFlags[0] && [type, .unknown].contains($0.parameterTypes[0])
        }
        guard !candidates.isEmpty else { return nil }
        // One overload types the value as its parameter; among several, the value's type picks one
        // (an Int passed for a Double parameter is that Double: `asDouble` below).
        let single = candidates.count == 1 ? candidates[0] : nil
        let compiled = expression(value, expected: single?.parameterTypes[1] ?? .unknown)
        // None fitting, the first: its parameter's type is the error reported.
        let function = single ?? candidates.first(where: { Self.takes($0, type, compiled.type) }) ?? candidates[0]
        checkConvertible(compiled, to: function.parameterTypes[1], at: value.range, role: .argument)
        let call = TypedCall(function: function, receiver: .none, arguments: [
            TypedArgument(slot: function.parameterSlots[0], kind: .inoutPlace(place)),
            TypedArgument(slot: function.parameterSlots[1], kind: .value(compiled.eval, asDouble: function.parameterTypes[1] == .double)),
        ], genericArguments: nil, range: range)
        return .evaluate(expressionLowering.lower(.scriptCall(call)).eval)
    }

    /// The operator functions of this name declared at a file's top level (visible from `range`).
    private func globalOperatorFunctions(_ name: String, at range: SourceRange) -> [ScriptFunction] {
        topLevelFunctions(name, at: range) ?? []
    }

    private func operatorFunctions(_ name: String, of type: StaticType) -> [ScriptFunction] {
        if let nominal = type.unwrapped.nominal { return nominal.staticFunctions[name] ?? [] }
        guard type != .unknown, let surfaceName = surfaceTypeName(of: type) else { return [] }
        return extensionHolders(forSurfaceType: surfaceName).flatMap { $0.staticFunctions[name] ?? [] }
    }

    /// Whether an operator function takes operands of these types (an unknown type fits any).
    private static func takes(_ function: ScriptFunction, _ a: StaticType, _ b: StaticType) -> Bool {
        guard function.parameterTypes.count == 2 else { return false }
        return zip(function.parameterTypes, [a, b]).allSatisfy { declared, given in
            declared == .unknown || given == .unknown || declared == given || (declared == .double && given == .int)
        }
    }
}
