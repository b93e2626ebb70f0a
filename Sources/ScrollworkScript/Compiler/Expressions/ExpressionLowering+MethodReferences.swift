import ScrollworkCore
import ScrollworkFrontEnd

/// Methods named without a call, bound to their receiver as Swift's partially applied methods are.
extension ExpressionLowering {
    func boundMethod(_ reference: BoundMethodReference) -> Typed {
        let receiverEval = reference.receiver, name = reference.name, range = reference.range, site = reference.site
        let shapes = reference.labels.map { ArgumentShape(label: $0) }, arity = reference.labels.count
        let inherited = reference.inherited, table = Members(machine: machine, inherited: inherited)
        return Typed({ f in
            var receiver = try receiverEval(f)
            guard let (owner, candidates) = BodyChecker.runtimeMethods(of: receiver, name, inherited: inherited),
                  let bound = table.method(owner, candidates, shapes: shapes, range: range, site: site) else {
                throw Diagnostic.error("value of type '\(receiver.typeName)' has no member '\(name)'", at: range)
            }
            return .function(Callable(name: name, arity: arity) { values, context in
                var arguments = values
                return try bound.call(&receiver, &arguments, context)
            })
        }, .function)
    }

    func boundSurfaceMethod(of receiverEval: @escaping Eval, name: String, arity: Int,
                            body: @escaping (Value, SurfaceArguments) throws -> Value, range: SourceRange) -> Typed {
        Typed({ f in
            let receiver = try receiverEval(f)
            if case .none = receiver { throw Diagnostic.error(RuntimeMessages.nilReceiver(name), at: range) }
            return .function(Callable(name: name, arity: arity) { values, context in
                try located(range) { try body(receiver, SurfaceArguments(values: values, range: range, context: context)) }
            })
        }, .function)
    }
}

/// `viewModel.authenticate` named without a call: the method `name` of the receiver's own type
/// (a subclass's override), found when the reference is made, bound to the receiver's value then.
struct BoundMethodReference {
    let receiver: Eval
    let name: String
    /// The labels of the method the reference was checked against, which pick among overloads.
    let labels: [String?]
    let inherited: InheritedMembers?
    let site: CallerSite
    let range: SourceRange
}
