import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// The last `.environmentObject(x)` (or `.environment(x)` of an `@Observable` object) of a
    /// chain, if any: its step's index.
    func environmentObjectSplit(_ operations: [PostfixOperation]) -> Int? {
        guard operations.count >= 2 else { return nil }
        for index in stride(from: operations.count - 2, through: 0, by: -1) {
            guard case .member(let name, _) = operations[index].kind, name == "environmentObject" || name == "environment",
                  let arguments = operations[index + 1].callArguments, arguments.count == 1, arguments[0].label == nil else { continue }
            return index
        }
        return nil
    }

    /// `X.environmentObject(model)…`: the object reaches the views built inside `X`, which a
    /// chain evaluated from its start would build before the modifier runs; so the object is
    /// evaluated first and `X` (with every view its builders make, rows included) inside it.
    func environmentObjectChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int,
                                expected: StaticType) -> TypedExpression {
        let call = operations[split + 1]
        guard let arguments = call.callArguments, case .member(let modifier, _) = operations[split].kind else { return .noValue }
        if let entry = surface.members(of: "View", named: modifier).first(where: { $0.signature.parameters.count == 1 }) {
            SurfaceUsage.shared.record(entry)
        }
        let object = expression(arguments[0].value)
        let requirement = modifier == "environment" ? "Observable" : "ObservableObject"
        if let nominal = object.type.unwrapped.nominal,
           modifier == "environment" ? nominal.observation != .observable : !conforms(nominal, to: requirement) {
            return failure("instance method '\(modifier)' requires that '\(nominal.name)' conform to '\(requirement)'",
                           at: arguments[0].value.range)
        }
        return environmentScopedChain(base, operations, at: split, expected: expected) {
            .object(object.eval, modifier: modifier, requirement: requirement)
        }
    }
}
