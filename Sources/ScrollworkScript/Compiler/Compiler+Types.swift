import Foundation

extension Compiler {
    /// The static type a type annotation names; unknown names are errors with a hint.
    func staticType(_ syntax: TypeSyntax) -> StaticType {
        switch syntax.kind {
        case .optional(let inner), .implicitlyUnwrapped(let inner):
            return .optional(staticType(inner))
        case .array(let element):
            return .array(staticType(element))
        case .opaque, .existential, .tuple, .function, .dictionary:
            if case .function = syntax.kind { return .function }
            return .unknown
        case .named, .member:
            guard let name = syntax.dottedName else { return .unknown }
            if name == "Self", let (_, type, _) = scope.selfScope() { return .of(type) }
            if let type = types[name] { return .of(type) }
            if let known = BuiltinTypes.scalarTypes[name] { return known }
            if surface.type(named: name) != nil { return staticType(surfaceName: surface.canonical(name)) }
            let candidates = Array(types.keys) + Array(BuiltinTypes.scalarTypes.keys) + surface.typeNames
            error("cannot find type '\(name)' in scope", at: syntax.range, hint: NameSuggestions.hint(for: name, in: candidates))
            return .unknown
        case .invalid:
            return .unknown
        }
    }

    /// The static type of a builtin type's name (`CGFloat` → Double).
    func staticType(named name: String) -> StaticType {
        if let type = types[name] { return .of(type) }
        return BuiltinTypes.scalarTypes[name] ?? .unknown
    }
}

/// Code filled in after the call sites that use it were compiled (defaults, initial values).
final class LateEval {
    var eval: Eval = { _ in .none }
    var call: Eval { { f in try self.eval(f) } }
}
