import Foundation

extension Compiler {
    /// The static type a type annotation names; unknown names are errors with a hint.
    func staticType(_ syntax: TypeSyntax) -> StaticType {
        switch syntax.kind {
        case .optional(let inner), .implicitlyUnwrapped(let inner):
            return .optional(staticType(inner))
        case .array(let element):
            return .array(staticType(element))
        case .opaque(let inner), .existential(let inner):
            // `some View`, `any Shape`: values of some type conforming to the protocol.
            return staticType(inner)
        case .tuple(let elements, let labels):
            if elements.isEmpty { return .void }
            return .tuple(elements.indices.map {
                TupleElementType(label: $0 < labels.count ? labels[$0] : nil, type: staticType(elements[$0]))
            })
        case .function(let parameters, let result):
            return .functionType(parameters.map(staticType), staticType(result))
        case .dictionary(let key, let value):
            return .dictionary(staticType(key), staticType(value))
        case .named(let name, let arguments) where !arguments.isEmpty:
            if let generic = genericStandardType(name, arguments) { return generic }
            return staticType(TypeSyntax(kind: .named(name, genericArguments: []), range: syntax.range))
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

    /// `Array<T>`, `Set<T>`, `Dictionary<K, V>`, `Optional<T>`, `KeyPath<Root, Value>`.
    private func genericStandardType(_ name: String, _ arguments: [TypeSyntax]) -> StaticType? {
        switch (name, arguments.count) {
        case ("Array", 1): return .array(staticType(arguments[0]))
        case ("Set", 1): return .set(staticType(arguments[0]))
        case ("Optional", 1): return .optional(staticType(arguments[0]))
        case ("Dictionary", 2): return .dictionary(staticType(arguments[0]), staticType(arguments[1]))
        case ("KeyPath", 2), ("WritableKeyPath", 2), ("ReferenceWritableKeyPath", 2):
            return .keyPath(staticType(arguments[0]), staticType(arguments[1]))
        default: return nil
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
