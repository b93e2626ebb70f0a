import Foundation

extension Compiler {
    /// Whether a closure literal compiled here names nothing of the frames it is made in: no
    /// local of an enclosing function, no `self`, written or implied, and no `$binding`. Such a
    /// closure behaves the same whichever frame it captured, so the rows of a `ForEach` can
    /// share one value of it. Names the closure declares itself that also exist outside count
    /// as outside: the check errs towards "reads".
    func readsNothingAround(_ closure: ClosureExpression) -> Bool {
        let parameters = Set((closure.parameters ?? []).map(\.name))
        let selfType = scope.selfScope()?.type
        func readsAround(_ node: Any) -> Bool {
            if let kind = node as? ExpressionKind {
                switch kind {
                case .selfValue, .bindingProjection:
                    return true
                case .identifier(let name):
                    if parameters.contains(name) { return false }
                    if scope.lookup(name) != nil { return true }
                    guard let selfType else { return false }
                    return selfType.fieldIndex[name] != nil || selfType.computed[name] != nil || selfType.methods[name] != nil
                default:
                    break
                }
            }
            return Mirror(reflecting: node).children.contains { readsAround($0.value) }
        }
        return !closure.body.contains { readsAround($0) }
    }
}
