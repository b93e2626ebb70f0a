import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// A call of an entry with `inout` parameters (`Int.random(in: 1...6, using: &generator)`):
    /// each such argument is a place written `&place`, read before the body runs and given back
    /// what the body left in it afterwards, as Swift's copy-in copy-out does.
    func inoutCall(_ match: SurfaceMatch, receiver: Typed?, _ arguments: [Argument], evals: [Eval], result: StaticType,
                   range: SourceRange, place: (() -> (LValue, StaticType)?)?) -> TypedExpression {
        var evals = evals, places = [TypedSurfaceInoutCall.Place]()
        for (position, parameter) in match.entry.signature.parameters.enumerated() where parameter.isInout {
            guard let index = match.bindings[position].first else { continue }
            let argument = arguments[index].value
            // An optional `inout` is an optional pointer in Swift (Objective-C's `NSErrorPointer`,
            // `getRed(_:green:blue:alpha:)`'s `UnsafeMutablePointer<CGFloat>?`): `nil`, or `.none`, asks for no value back.
            if Self.isNil(argument), case .optional = parameter.type.kind {
                evals[position] = { _ in .none }
                continue
            }
            guard case .inoutArgument(let inner) = argument.kind else {
                let type = expression(argument).type
                return failure(Self.explicitAmpersand(type), at: argument.range)
            }
            guard let (lvalue, type) = lvalue(inner) else { return .noValue }
            if case .named(let name, _) = parameter.type.kind, let constraint = match.entry.signature.genericConstraints[name] ?? nil,
               type != .unknown, !mayConform(type, to: constraint) {
                return failure(Self.unmetRequirement(match.entry, type, constraint), at: range)
            }
            evals[position] = lvalue.get
            places.append(TypedSurfaceInoutCall.Place(position: position, place: lvalue))
        }
        let entry = match.entry, body: TypedSurfaceInoutCall.Body
        switch entry.body {
        case .function(let run):
            body = .function(run)
        case .method(let run):
            body = .method(run, receiver: receiver?.eval ?? { _ in .none })
        case .mutating(let run):
            guard let (lvalue, _) = place?() else {
                return failure("cannot use mutating member '\(entry.name)' on an immutable value", at: range)
            }
            body = .mutating(run, place: lvalue)
        default:
            return failure("'\(entry.qualifiedName)' cannot take inout arguments here", at: range)
        }
        return .surfaceInoutCall(TypedSurfaceInoutCall(body: body, arguments: evals, places: places, result: result, range: range))
    }

    /// `nil` or `.none`, as an optional pointer is given no place.
    private static func isNil(_ argument: Expression) -> Bool {
        switch argument.kind {
        case .nilLiteral, .implicitMember("none", _): return true
        default: return false
        }
    }

    /// swiftc's words for a value passed to an `inout` parameter without `&`.
    static func explicitAmpersand(_ type: StaticType) -> String {
        "passing value of type '\(type.name)' to an inout parameter requires explicit '&'"
    }
}
