import ScrollworkCore
import ScrollworkFrontEnd

extension Compiler {
    /// A call of an entry with `inout` parameters (`Int.random(in: 1...6, using: &generator)`):
    /// each such argument is a place written `&place`, read before the body runs and given back
    /// what the body left in it afterwards, as Swift's copy-in copy-out does.
    func inoutCall(_ match: SurfaceMatch, receiver: Typed?, _ arguments: [Argument], evals: [Eval], result: StaticType,
                   range: SourceRange, place: (() -> (LValue, StaticType)?)?) -> Typed {
        var evals = evals, places = [(position: Int, place: LValue)]()
        for (position, parameter) in match.entry.signature.parameters.enumerated() where parameter.isInout {
            guard let index = match.bindings[position].first else { continue }
            let argument = arguments[index].value
            guard case .inoutArgument(let inner) = argument.kind else {
                let type = expression(argument).type
                return failed(Self.explicitAmpersand(type), at: argument.range)
            }
            guard let (lvalue, type) = lvalue(inner) else { return Typed({ _ in .none }, .unknown) }
            if case .named(let name, _) = parameter.type.kind, let constraint = match.entry.signature.genericConstraints[name] ?? nil,
               type != .unknown, !mayConform(type, to: constraint) {
                return failed(Self.unmetRequirement(match.entry, type, constraint), at: range)
            }
            evals[position] = lvalue.get
            places.append((position, lvalue))
        }
        let entry = match.entry, run: (Frame, SurfaceArguments) throws -> Value
        switch entry.body {
        case .function(let body):
            run = { _, call in try body(call) }
        case .method(let body):
            let base = receiver?.eval ?? { _ in .none }
            run = { f, call in try body(try base(f), call) }
        case .mutating(let body):
            guard let (lvalue, _) = place?() else {
                return failed("cannot use mutating member '\(entry.name)' on an immutable value", at: range)
            }
            run = { f, call in
                var result = Value.none
                try lvalue.modify(f) { value in result = try body(&value, call) }
                return result
            }
        default:
            return failed("'\(entry.qualifiedName)' cannot take inout arguments here", at: range)
        }
        let written = places
        return Typed({ f in
            let values = try evaluateAll(evals, f)
            let inouts = InoutArguments(values)
            let value = try located(range) {
                try run(f, SurfaceArguments(values: values, range: range, context: f.context, inouts: inouts))
            }
            for (position, place) in written { try place.set(f, inouts.values[position]) }
            return value
        }, result)
    }

    /// swiftc's words for a value passed to an `inout` parameter without `&`.
    static func explicitAmpersand(_ type: StaticType) -> String {
        "passing value of type '\(type.name)' to an inout parameter requires explicit '&'"
    }
}
