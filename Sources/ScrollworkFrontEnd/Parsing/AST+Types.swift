// Type nodes of the syntax tree (see AST.swift).

package struct TypeSyntax: Equatable, Sendable {
    package var kind: TypeKind
    package var range: SourceRange

    package init(kind: TypeKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

package indirect enum TypeKind: Equatable, Sendable {
    /// `Int`, `Binding<Bool>`, `Self`.
    case named(String, genericArguments: [TypeSyntax])
    /// `Edge.Set`, `ScrollTargetBehavior.Context`.
    case member(TypeSyntax, String, genericArguments: [TypeSyntax])
    /// `T?`
    case optional(TypeSyntax)
    /// `T!`
    case implicitlyUnwrapped(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]` (parsed so it can be named in an error).
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `some View`
    case opaque(TypeSyntax)
    /// `any P`
    case existential(TypeSyntax)
    /// `(A, B)`, `(x: A, y: B)`; `()` is Void. `labels` is empty when no element is labeled.
    case tuple([TypeSyntax], labels: [String?])
    /// `(A, B) -> R`, with any `@escaping`/`@MainActor` attributes dropped.
    case function(parameters: [TypeSyntax], returnType: TypeSyntax)
    /// A type that failed to parse; an error was reported for it.
    case invalid
}

extension TypeSyntax {
    /// The dotted name of a simple or member type without generic arguments
    /// (`"Edge.Set"`), nil for other kinds.
    package var dottedName: String? {
        switch kind {
        case .named(let name, _): return name
        case .member(let base, let name, _):
            guard let baseName = base.dottedName else { return nil }
            return baseName + "." + name
        default: return nil
        }
    }
}
