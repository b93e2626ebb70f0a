// Type nodes of the syntax tree (see AST.swift).

package struct TypeSyntax: Equatable, Sendable {
    package var kind: TypeKind
    package var range: SourceRange
    /// A function type's parameter written `inout` (`(inout State) -> Void`).
    package var isInout = false

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

extension TypeSyntax {
    /// The type as swiftc spells it in messages: `[Card]`, `[String : Int]`, `Int?`,
    /// `(Int, Int)`, `(Int) -> Bool`, `some View`.
    package var spelled: String {
        func generic(_ arguments: [TypeSyntax]) -> String {
            arguments.isEmpty ? "" : "<" + arguments.map(\.spelled).joined(separator: ", ") + ">"
        }
        switch kind {
        case .named(let name, let arguments): return name + generic(arguments)
        case .member(let base, let name, let arguments): return base.spelled + "." + name + generic(arguments)
        case .optional(let inner): return (inner.kind.isFunction ? "(\(inner.spelled))" : inner.spelled) + "?"
        case .implicitlyUnwrapped(let inner): return (inner.kind.isFunction ? "(\(inner.spelled))" : inner.spelled) + "!"
        case .array(let element): return "[\(element.spelled)]"
        case .dictionary(let key, let value): return "[\(key.spelled) : \(value.spelled)]"
        case .opaque(let inner): return "some " + inner.spelled
        case .existential(let inner): return "any " + inner.spelled
        case .tuple(let elements, let labels):
            let parts = elements.indices.map { index in
                (index < labels.count ? labels[index].map { $0 + ": " } ?? "" : "") + elements[index].spelled
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.spelled).joined(separator: ", ") + ") -> " + result.spelled
        case .invalid: return "<<error type>>"
        }
    }
}

extension TypeKind {
    var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
}
