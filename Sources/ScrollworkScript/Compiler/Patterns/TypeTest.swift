import ScrollworkFrontEnd

/// What `is T` (an expression or a `case` pattern) tests a value for: being a `T`, or, for
/// `is T.Type`, being the type `T` itself (`Bool.self`, `[String].self`) or a type below it.
enum TypeTest {
    case instance(StaticType)
    /// The type as `T.self` gives it.
    case metatype(TypeName)

    func matches(_ value: Value) -> Bool {
        switch self {
        case .instance(let type):
            return BodyChecker.matches(value, type)
        case .metatype(let expected):
            guard case .type(let actual) = value else { return false }
            switch (expected, actual) {
            case (.user(let tested), .user(let declared)):
                switch tested.kind {
                case .classType: return declared.isSubtype(of: tested)
                case .protocolType: return declared.allConformances.contains(tested.name)
                case .structure, .enumeration: return declared === tested
                }
            case (.builtin(let tested), .builtin(let declared)):
                return tested == declared
            case (.user, .builtin), (.builtin, .user):
                return false
            }
        }
    }
}

extension BodyChecker {
    /// The test `is` makes for the type written after it. A metatype's type is spelled as
    /// `T.self` spells it: `Float.self` is a Float's type, not a Double's.
    func typeTest(_ syntax: TypeSyntax) -> TypeTest {
        guard case .member(let base, "Type", _) = syntax.kind else { return .instance(staticType(syntax)) }
        let type = staticType(base)
        if let name = base.dottedName, !Self.hasGenericArguments(base), let value = typeValue(name) { return .metatype(value) }
        return .metatype(.builtin(type.name))
    }

    private static func hasGenericArguments(_ syntax: TypeSyntax) -> Bool {
        switch syntax.kind {
        case .named(_, let arguments): return !arguments.isEmpty
        case .member(let base, _, let arguments): return !arguments.isEmpty || hasGenericArguments(base)
        default: return true
        }
    }
}
