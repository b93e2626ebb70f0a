import ScrollworkCore
// The syntax tree of a script file. Every node carries the `SourceRange` it was parsed
// from, so later stages (resolver, interpreter) can point at the exact place. The tree is
// plain values: `struct` nodes with an `indirect enum` kind, in the manner of
// `struct Expression { let kind: ExpressionKind; let range: SourceRange }`.
//
// Invariant: when `Parser.parse` returns no error diagnostics, the tree contains no
// `.invalid` nodes. After errors the tree is a best effort and may contain them.

/// A parsed file: its top-level declarations in source order.
public struct SourceUnit: Equatable, Sendable {
    public var declarations: [Declaration]
    /// The `///` lines at the very top of the file (before the first declaration and not
    /// attached to it), without the `///` and one following space. Presets keep their
    /// summary, `- Version:` and `- Author:` here.
    public var headerDocComment: [String]
    public var range: SourceRange

    public init(declarations: [Declaration], headerDocComment: [String] = [], range: SourceRange) {
        self.declarations = declarations
        self.headerDocComment = headerDocComment
        self.range = range
    }
}

// MARK: - Declarations

/// A declaration with its attributes (`@State`), modifiers (`private static`) and the
/// `///` comment directly above it.
public struct Declaration: Equatable, Sendable {
    public var kind: DeclarationKind
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    /// Lines of the `///` comment attached to this declaration, without the slashes.
    public var docComment: [String]
    public var range: SourceRange

    public init(
        kind: DeclarationKind, attributes: [Attribute] = [], modifiers: [Modifier] = [],
        docComment: [String] = [], range: SourceRange
    ) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.docComment = docComment
        self.range = range
    }

    public var isStatic: Bool { modifiers.contains { $0.kind == .static } }
    public var isMutating: Bool { modifiers.contains { $0.kind == .mutating } }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

public indirect enum DeclarationKind: Equatable, Sendable {
    case importDecl(ImportDecl)
    /// A `struct`, `enum`, `class` or `protocol` (see `StructDecl.kind`).
    case structDecl(StructDecl)
    /// `case a, b(Int), c = "c"` inside an enum.
    case enumCase([EnumCaseElement])
    /// `associatedtype Element` inside a protocol.
    case associatedType(name: String, constraint: TypeSyntax?)
    /// `deinit { … }`: parsed; a script object's lifetime is not observable, so it never runs.
    case deinitializer
    case extensionDecl(ExtensionDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    /// `let`/`var`, stored (with type and/or initial value) or computed (with accessors).
    case variable(VariableDecl)
    case typeAlias(TypeAliasDecl)
    /// `#Preview("Title") { … }`.
    case preview(PreviewDecl)
    /// A declaration that failed to parse; an error was reported for it.
    case invalid
}

/// `@Name` or `@Name(arguments)`. Unknown attributes are kept; later stages decide.
public struct Attribute: Equatable, Sendable {
    public var name: String
    public var arguments: [Argument]
    public var range: SourceRange

    public init(name: String, arguments: [Argument] = [], range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

public struct Modifier: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case `private`, `fileprivate`, `internal`, `public`, `open`
        case `static`, `mutating`, `nonmutating`, `final`, `override`, `lazy`, `nonisolated`
        case `weak`, `unowned`, `convenience`, `required`, `indirect`, `dynamic`, `optional`
    }
    public var kind: Kind
    /// `private(set)` and similar; the setter-only restriction has no effect here.
    public var detail: String?
    public var range: SourceRange

    public init(kind: Kind, detail: String? = nil, range: SourceRange) {
        self.kind = kind
        self.detail = detail
        self.range = range
    }
}

public struct ImportDecl: Equatable, Sendable {
    /// Dotted module path, e.g. `["SwiftUI"]`.
    public var path: [String]
    public init(path: [String]) { self.path = path }
}

public struct StructDecl: Equatable, Sendable {
    /// Which declaration keyword introduced the type.
    public enum Kind: String, Equatable, Sendable {
        case `struct`, `enum`, `class`, `protocol`
    }
    public var kind: Kind
    public var name: String
    public var nameRange: SourceRange
    /// `<Content: View, Label>`.
    public var genericParameters: [GenericParameter]
    /// `: ScrollTargetBehavior, Equatable` in source order (for an enum, the raw type first if any).
    public var inheritance: [TypeSyntax]
    /// `where Content: View`.
    public var whereClause: [GenericRequirement]
    public var members: [Declaration]

    public init(kind: Kind = .struct, name: String, nameRange: SourceRange, genericParameters: [GenericParameter] = [],
                inheritance: [TypeSyntax], whereClause: [GenericRequirement] = [], members: [Declaration]) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
    }
}

/// `T`, `Content: View` in a generic parameter list.
public struct GenericParameter: Equatable, Sendable {
    public var name: String
    public var constraint: TypeSyntax?
    public var range: SourceRange

    public init(name: String, constraint: TypeSyntax?, range: SourceRange) {
        self.name = name
        self.constraint = constraint
        self.range = range
    }
}

/// One case of `case image(URL, caption: String = ""), text = "t"`.
public struct EnumCaseElement: Equatable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    /// The associated values; empty for a case without any.
    public var associatedValues: [Parameter]
    public var rawValue: Expression?

    public init(name: String, nameRange: SourceRange, associatedValues: [Parameter] = [], rawValue: Expression? = nil) {
        self.name = name
        self.nameRange = nameRange
        self.associatedValues = associatedValues
        self.rawValue = rawValue
    }
}

public struct ExtensionDecl: Equatable, Sendable {
    public var extendedType: TypeSyntax
    public var inheritance: [TypeSyntax]
    /// `where Self == SnapToTop`.
    public var whereClause: [GenericRequirement]
    public var members: [Declaration]

    public init(
        extendedType: TypeSyntax, inheritance: [TypeSyntax], whereClause: [GenericRequirement],
        members: [Declaration]
    ) {
        self.extendedType = extendedType
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
    }
}

/// One requirement of a `where` clause.
public struct GenericRequirement: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `Self == X`
        case sameType
        /// `T: P`
        case conformance
    }
    public var kind: Kind
    public var left: TypeSyntax
    public var right: TypeSyntax
    public var range: SourceRange

    public init(kind: Kind, left: TypeSyntax, right: TypeSyntax, range: SourceRange) {
        self.kind = kind
        self.left = left
        self.right = right
        self.range = range
    }
}

public struct FunctionDecl: Equatable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    /// `<T: Comparable>`.
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    /// nil when the function declares no `-> T`.
    public var returnType: TypeSyntax?
    public var whereClause: [GenericRequirement]
    /// False for a protocol requirement, which has no body (`body` is then empty).
    public var hasBody: Bool
    public var body: Block

    public init(name: String, nameRange: SourceRange, genericParameters: [GenericParameter] = [], parameters: [Parameter],
                returnType: TypeSyntax?, whereClause: [GenericRequirement] = [], hasBody: Bool = true, body: Block) {
        self.name = name
        self.nameRange = nameRange
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.whereClause = whereClause
        self.hasBody = hasBody
        self.body = body
    }
}

/// `init(…) { … }` inside a struct or extension.
public struct InitializerDecl: Equatable, Sendable {
    public var parameters: [Parameter]
    /// `init?`
    public var isFailable: Bool
    /// False for a protocol requirement.
    public var hasBody: Bool
    public var body: Block

    public init(parameters: [Parameter], isFailable: Bool, hasBody: Bool = true, body: Block) {
        self.parameters = parameters
        self.isFailable = isFailable
        self.hasBody = hasBody
        self.body = body
    }
}

/// A function or initializer parameter: `_ target: inout ScrollTarget`,
/// `context: TargetContext`, `by amount: Double = 1`.
public struct Parameter: Equatable, Sendable {
    /// The argument label callers write; nil for `_` (no label).
    public var label: String?
    /// The name used inside the body.
    public var name: String
    public var type: TypeSyntax
    public var isInout: Bool
    /// `_ values: Int...`: the argument list gathers into an array.
    public var isVariadic: Bool
    /// `@escaping`, `@ViewBuilder` on the parameter.
    public var attributes: [Attribute]
    public var defaultValue: Expression?
    public var range: SourceRange

    public init(
        label: String?, name: String, type: TypeSyntax, isInout: Bool = false, isVariadic: Bool = false,
        attributes: [Attribute] = [], defaultValue: Expression? = nil, range: SourceRange
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.attributes = attributes
        self.defaultValue = defaultValue
        self.range = range
    }
}

public struct VariableDecl: Equatable, Sendable {
    public var isLet: Bool
    public var name: String
    public var nameRange: SourceRange
    public var type: TypeSyntax?
    public var initializer: Expression?
    /// Empty for a stored property or local; `var body: some View { … }` has one `.get`.
    public var accessors: [Accessor]
    /// `let (a, b) = pair`: the tuple pattern the value is destructured by (`name` is then "_").
    public var pattern: Pattern?

    public init(
        isLet: Bool, name: String, nameRange: SourceRange, type: TypeSyntax?,
        initializer: Expression?, accessors: [Accessor] = [], pattern: Pattern? = nil
    ) {
        self.isLet = isLet
        self.name = name
        self.nameRange = nameRange
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
        self.pattern = pattern
    }

    /// A protocol requirement `var x: Int { get set }`: accessors without bodies.
    public var isRequirement: Bool { !accessors.isEmpty && accessors.allSatisfy { $0.isRequirement } }

    public var isComputed: Bool { accessors.contains { $0.kind == .get || $0.kind == .set } }
    public var getter: Accessor? { accessors.first { $0.kind == .get } }
}

/// `get { }`, `set(newValue) { }`, `didSet { }`, `willSet { }`. The shorthand
/// `var x: T { … }` is one `.get` accessor whose range is the braces.
public struct Accessor: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case get, set, didSet, willSet
    }
    public var kind: Kind
    /// The name in `set(value)`; nil when not written (then `newValue`/`oldValue`).
    public var parameterName: String?
    public var body: Block
    public var range: SourceRange
    /// `{ get set }` in a protocol: an accessor without a body.
    public var isRequirement: Bool

    public init(kind: Kind, parameterName: String? = nil, body: Block, range: SourceRange, isRequirement: Bool = false) {
        self.kind = kind
        self.parameterName = parameterName
        self.body = body
        self.range = range
        self.isRequirement = isRequirement
    }
}

public struct TypeAliasDecl: Equatable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    public var type: TypeSyntax

    public init(name: String, nameRange: SourceRange, type: TypeSyntax) {
        self.name = name
        self.nameRange = nameRange
        self.type = type
    }
}

/// `#Preview("Title", traits: …) { body }`. The body is a view builder.
public struct PreviewDecl: Equatable, Sendable {
    /// The first unlabeled string argument, if it is a plain string literal.
    public var title: String?
    /// All arguments as written, including the title.
    public var arguments: [Argument]
    public var body: Block

    public init(title: String?, arguments: [Argument], body: Block) {
        self.title = title
        self.arguments = arguments
        self.body = body
    }
}

/// A `{ … }` list of statements; its range includes the braces.
public struct Block: Equatable, Sendable {
    public var statements: [Statement]
    public var range: SourceRange

    public init(statements: [Statement], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}
