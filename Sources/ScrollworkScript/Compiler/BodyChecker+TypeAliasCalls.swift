import ScrollworkFrontEnd

extension BodyChecker {
    /// `Numbers()`, `Subject<Int>(4)`, `Numbers.self`: a top-level alias where a chain starts is
    /// the type it names, its generic parameters replaced by the arguments written, as Swift
    /// reads it. Nil where the name is not such an alias or something closer hides it.
    func aliasedType(_ base: Expression) -> Expression? {
        if let member = memberAliasedFrameworkType(base) { return member }
        guard !declarations.globalTypeAliasDeclarations.isEmpty else { return nil }
        let name: String, arguments: [TypeSyntax]
        switch base.kind {
        case .identifier(let written): (name, arguments) = (written, [])
        case .typeExpression(let type):
            guard case .named(let written, let given) = type.kind else { return nil }
            (name, arguments) = (written, given)
        default: return nil
        }
        guard let alias = declarations.globalTypeAliasDeclaration(name, file: base.range.file), scope.lookup(name) == nil,
              resolveTypeName(name) == nil, surface.type(named: name) == nil else { return nil }
        var replacements = [String: TypeSyntax]()
        for (parameter, argument) in zip(alias.genericParameters, arguments) { replacements[parameter.name] = argument }
        return Expression(kind: .typeExpression(alias.type.replacing(replacements, at: base.range)), range: base.range)
    }
}

extension BodyChecker {
    /// `CacheType()` of `typealias CacheType = NSCache<NSString, NSData>` declared in the type
    /// around it (or one around that), or `AnimatableData(a, b)` of a shape's inferred
    /// `AnimatablePair<Double, Double>`: the framework or builtin type the alias names.
    private func memberAliasedFrameworkType(_ base: Expression) -> Expression? {
        guard case .identifier(let name) = base.kind, scope.lookup(name) == nil,
              resolveTypeName(name).map(\.isBuiltin) ?? true else { return nil }
        var context = currentNominal
        while let type = context {
            switch type.typeAliases[name] {
            case .named(let aliased)? where surface.type(named: aliased) != nil:
                return Expression(kind: .identifier(aliased), range: base.range)
            case let aliased? where aliased.isBuiltinRecord || [.double, .int, .string, .bool].contains(aliased):
                return Expression(kind: .identifier(aliased.name), range: base.range)
            default:
                context = type.outer ?? type.superclass
            }
        }
        return nil
    }
}

extension TypeSyntax {
    /// The type with the named types in `replacements` put in their place, located at `range`
    /// (where the alias is used). Nested as deep as the alias's own type was when parsed.
    func replacing(_ replacements: [String: TypeSyntax], at range: SourceRange) -> TypeSyntax {
        func each(_ types: [TypeSyntax]) -> [TypeSyntax] { types.map { $0.replacing(replacements, at: range) } }
        let replaced: TypeKind
        switch kind {
        case .named(let name, let arguments):
            if arguments.isEmpty, let replacement = replacements[name] { return replacement }
            replaced = .named(name, genericArguments: each(arguments))
        case .member(let base, let name, let arguments):
            replaced = .member(base.replacing(replacements, at: range), name, genericArguments: each(arguments))
        case .optional(let inner): replaced = .optional(inner.replacing(replacements, at: range))
        case .implicitlyUnwrapped(let inner): replaced = .implicitlyUnwrapped(inner.replacing(replacements, at: range))
        case .array(let element): replaced = .array(element.replacing(replacements, at: range))
        case .dictionary(let key, let value):
            replaced = .dictionary(key: key.replacing(replacements, at: range), value: value.replacing(replacements, at: range))
        case .opaque(let inner): replaced = .opaque(inner.replacing(replacements, at: range))
        case .existential(let inner): replaced = .existential(inner.replacing(replacements, at: range))
        case .tuple(let elements, let labels): replaced = .tuple(each(elements), labels: labels)
        case .function(let parameters, let result):
            replaced = .function(parameters: each(parameters), returnType: result.replacing(replacements, at: range))
        case .invalid: replaced = .invalid
        }
        return TypeSyntax(kind: replaced, range: range)
    }
}

private extension StaticType {
    var isBuiltinRecord: Bool {
        if case .record(let ref) = self { return ref.type.isBuiltin }
        return false
    }
}
