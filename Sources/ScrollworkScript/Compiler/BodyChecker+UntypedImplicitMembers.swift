import ScrollworkFrontEnd

extension BodyChecker {
    /// `species.info == .hummingbird` where neither side's type is known when compiled (an
    /// element of a fetch's result, an untyped closure parameter): Swift finds the implicit
    /// member on the type it infers for the other side, so it is looked up on the type of the
    /// value the other side has when the comparison runs (its static property, or its
    /// superclass's). A name that type has no static property for stays the case name, read
    /// as before. Nil when the comparison is not of that shape.
    func untypedImplicitMemberComparison(_ op: ComparisonOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> TypedExpression? {
        guard op == .equal || op == .notEqual, a.type == .unknown, b.type == .unknown else { return nil }
        let other: Typed, name: String
        if case .symbol(let member)? = b.constant, a.constant == nil {
            (other, name) = (a, member)
        } else if case .symbol(let member)? = a.constant, b.constant == nil {
            (other, name) = (b, member)
        } else {
            return nil
        }
        return .implicitMemberComparison(member: name, other.eval, isEqual: op == .equal, range: range)
    }
}
