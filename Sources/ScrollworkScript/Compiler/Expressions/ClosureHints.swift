import ScrollworkCore

/// What a callee tells the closure passed to it, or the function named without a call in its
/// place (`Facility.init`, `viewModel.authenticate`): the types of the parameters it passes,
/// which of them it passes `inout`, and the type the closure's result is to have when the
/// closure does not say (`result.flatMap { .success($0) }` makes a `Result`). It belongs to the
/// call passing the closure and is handed to that argument's check alone, so no other closure
/// checked on the way (in the argument's receiver, in a later argument) takes it.
struct ClosureHints {
    var parameters: [StaticType]?
    var inoutParameters: [Bool] = []
    var result: StaticType?

    static let none = ClosureHints()

    /// How many arguments the callee passes, when it is known: it picks among overloads of a
    /// function named without a call.
    var parameterCount: Int? { parameters?.count }

    /// The hints with the result the context's function type gives when the callee gave none:
    /// `config: { .init() }` for a `() -> Config` property makes a `Config`, as in Swift. A
    /// `Void` result says nothing of the body's last expression, and a generic one is bound
    /// by the call, not here.
    func completed(by expected: StaticType) -> ClosureHints {
        guard result == nil, case .functionType(_, let declared) = expected.unwrapped,
              declared != .void, declared != .unknown, !BodyChecker.mentionsGeneric(declared) else { return self }
        var completed = self
        completed.result = declared
        return completed
    }
}
