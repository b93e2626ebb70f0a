import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `a + b * 0.5` where the app declares `static func + (lhs: Self, rhs: Self) -> Self` in
    /// its own type or in an extension of a framework's (`extension CGPoint`): that function,
    /// as Swift picks an operator implementation an operand's type declares. Nil when neither
    /// operand's type declares one that takes them.
    func declaredOperator(_ name: String, _ left: Operand, _ right: Operand, _ a: Typed, _ b: Typed,
                          range: SourceRange) -> TypedExpression? {
        let candidates = operatorFunctions(name, of: a.type) + operatorFunctions(name, of: b.type)
        guard let function = candidates.first(where: { Self.takes($0, a.type, b.type) }) else { return nil }
        let types = function.parameterTypes
        // A literal is typed by the parameter it is passed for: `tangent * (1 / 3)` with a
        // CGFloat parameter divides Doubles.
        let x = (types[0] == .double && a.type == .int && left.isLiteral ? left.compile(.double) : a).eval
        let y = (types[1] == .double && b.type == .int && right.isLiteral ? right.compile(.double) : b).eval
        return .operatorCall(function, x, y, range: range)
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
