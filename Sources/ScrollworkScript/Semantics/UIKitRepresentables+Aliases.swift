import ScrollworkFrontEnd

extension UIKitRepresentables {
    /// `units` with each top-level alias of a representable protocol (`typealias
    /// PlatformViewRepresentable = UIViewRepresentable`, as cross-platform libraries write it)
    /// set aside, and each type or extension that names the alias in its inheritance list
    /// naming the protocol instead, so the type is set aside as a representable is. The
    /// declarations keep their positions.
    static func resolvingAliases(_ units: [SourceUnit]) -> [SourceUnit] {
        var aliases = [String: String]()
        for declaration in units.flatMap(\.declarations) {
            guard case .typeAlias(let decl) = declaration.kind, decl.genericParameters.isEmpty,
                  let target = decl.type.dottedName, protocols.contains(target) else { continue }
            aliases[decl.name] = target
        }
        guard !aliases.isEmpty else { return units }
        return units.map { unit in
            var kept = unit
            kept.declarations = unit.declarations.map { resolving(aliases, in: $0) }
            return kept
        }
    }

    private static func resolving(_ aliases: [String: String], in declaration: Declaration) -> Declaration {
        var kept = declaration
        switch declaration.kind {
        case .typeAlias(let decl) where aliases[decl.name] != nil:
            return Declaration(kind: .invalid, range: declaration.range)
        case .structDecl(var decl):
            decl.inheritance = decl.inheritance.map { resolving(aliases, in: $0) }
            decl.members = decl.members.map { resolving(aliases, in: $0) }
            kept.kind = .structDecl(decl)
        case .extensionDecl(var decl):
            decl.inheritance = decl.inheritance.map { resolving(aliases, in: $0) }
            decl.members = decl.members.map { resolving(aliases, in: $0) }
            kept.kind = .extensionDecl(decl)
        default:
            break
        }
        return kept
    }

    private static func resolving(_ aliases: [String: String], in type: TypeSyntax) -> TypeSyntax {
        guard case .named(let name, let arguments) = type.kind, arguments.isEmpty, let target = aliases[name] else { return type }
        var resolved = type
        resolved.kind = .named(target, genericArguments: [])
        return resolved
    }
}
