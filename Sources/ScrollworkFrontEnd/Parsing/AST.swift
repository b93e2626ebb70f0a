// The syntax tree of a script file. Every node carries the `SourceRange` it was parsed
// from, so later stages (resolver, interpreter) can point at the exact place. The tree is
// plain values: `struct` nodes with an `indirect enum` kind, in the manner of
// `struct Expression { let kind: ExpressionKind; let range: SourceRange }`.
//
// Invariant: when `Parser.parse` returns no error diagnostics, the tree contains no
// `.invalid` nodes. After errors the tree is a best effort and may contain them.

/// A parsed file: its top-level declarations in source order.
package struct SourceUnit: Equatable, Sendable {
    package var declarations: [Declaration]
    /// The `///` lines at the very top of the file (before the first declaration and not
    /// attached to it), without the `///` and one following space. Presets keep their
    /// summary, `- Version:` and `- Author:` here.
    package var headerDocComment: [String]
    package var range: SourceRange
    /// Types declared inside a function, closure or accessor body (`enum CancelID { … }` in a
    /// method), in source order, one group per block: Swift allows them, visible in their
    /// block, and to each other's members. Collecting makes their types with the file's own.
    package var localTypes: [[Declaration]]

    package init(declarations: [Declaration], headerDocComment: [String] = [], range: SourceRange,
                 localTypes: [[Declaration]] = []) {
        self.declarations = declarations
        self.headerDocComment = headerDocComment
        self.range = range
        self.localTypes = localTypes
    }
}

// MARK: - Declarations

/// A declaration with its attributes (`@State`), modifiers (`private static`) and the
/// `///` comment directly above it.
package struct Declaration: Equatable, Sendable {
    package var kind: DeclarationKind
    package var attributes: [Attribute]
    package var modifiers: [Modifier]
    /// Lines of the `///` comment attached to this declaration, without the slashes.
    package var docComment: [String]
    package var range: SourceRange

    package init(
        kind: DeclarationKind, attributes: [Attribute] = [], modifiers: [Modifier] = [],
        docComment: [String] = [], range: SourceRange
    ) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.docComment = docComment
        self.range = range
    }

    package var isStatic: Bool { modifiers.contains { $0.kind == .static } }
    package var isMutating: Bool { modifiers.contains { $0.kind == .mutating } }
    package var isImport: Bool {
        if case .importDecl = kind { return true }
        return false
    }
    package var isPreview: Bool {
        if case .preview = kind { return true }
        return false
    }
    package func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

package indirect enum DeclarationKind: Equatable, Sendable {
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
    /// A declaration that failed to parse (an error was reported for it), or one the
    /// language sets aside before compiling (an app's type wrapping a UIKit view).
    case invalid
}

/// `@Name` or `@Name(arguments)`. Unknown attributes are kept; later stages decide.
package struct Attribute: Equatable, Sendable {
    package var name: String
    package var arguments: [Argument]
    package var range: SourceRange

    package init(name: String, arguments: [Argument] = [], range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

package struct Modifier: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable, CaseIterable {
        case `private`, `fileprivate`, `internal`, `public`, `open`
        case `static`, `mutating`, `nonmutating`, `final`, `override`, `lazy`, `nonisolated`
        case `weak`, `unowned`, `convenience`, `required`, `indirect`, `dynamic`, `optional`
    }
    package var kind: Kind
    /// `private(set)` and similar; the setter-only restriction has no effect here.
    package var detail: String?
    package var range: SourceRange

    package init(kind: Kind, detail: String? = nil, range: SourceRange) {
        self.kind = kind
        self.detail = detail
        self.range = range
    }
}

package struct ImportDecl: Equatable, Sendable {
    /// Dotted module path, e.g. `["SwiftUI"]`.
    package var path: [String]
    package init(path: [String]) { self.path = path }
}

package struct StructDecl: Equatable, Sendable {
    /// Which declaration keyword introduced the type.
    package enum Kind: String, Equatable, Sendable {
        case `struct`, `enum`, `class`, `protocol`
    }
    package var kind: Kind
    package var name: String
    package var nameRange: SourceRange
    /// `<Content: View, Label>`.
    package var genericParameters: [GenericParameter]
    /// `: ScrollTargetBehavior, Equatable` in source order (for an enum, the raw type first if any).
    package var inheritance: [TypeSyntax]
    /// `where Content: View`.
    package var whereClause: [GenericRequirement]
    package var members: [Declaration]
    /// `actor Name`: a class whose state is isolated to it (`kind` is `.class`).
    package var isActor = false

    package init(kind: Kind = .struct, name: String, nameRange: SourceRange, genericParameters: [GenericParameter] = [],
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
package struct GenericParameter: Equatable, Sendable {
    package var name: String
    package var constraint: TypeSyntax?
    package var range: SourceRange

    package init(name: String, constraint: TypeSyntax?, range: SourceRange) {
        self.name = name
        self.constraint = constraint
        self.range = range
    }
}

/// One case of `case image(URL, caption: String = ""), text = "t"`.
package struct EnumCaseElement: Equatable, Sendable {
    package var name: String
    package var nameRange: SourceRange
    /// The associated values; empty for a case without any.
    package var associatedValues: [Parameter]
    package var rawValue: Expression?

    package init(name: String, nameRange: SourceRange, associatedValues: [Parameter] = [], rawValue: Expression? = nil) {
        self.name = name
        self.nameRange = nameRange
        self.associatedValues = associatedValues
        self.rawValue = rawValue
    }
}

package struct ExtensionDecl: Equatable, Sendable {
    package var extendedType: TypeSyntax
    package var inheritance: [TypeSyntax]
    /// `where Self == SnapToTop`.
    package var whereClause: [GenericRequirement]
    package var members: [Declaration]
    /// `extension SwiftUI.ControlSize` where the program declares its own `ControlSize`: the
    /// framework's type is extended, though `extendedType` names it without its module.
    package var extendsFrameworkType = false

    package init(
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
package struct GenericRequirement: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `Self == X`
        case sameType
        /// `T: P`
        case conformance
    }
    package var kind: Kind
    package var left: TypeSyntax
    package var right: TypeSyntax
    package var range: SourceRange

    package init(kind: Kind, left: TypeSyntax, right: TypeSyntax, range: SourceRange) {
        self.kind = kind
        self.left = left
        self.right = right
        self.range = range
    }
}

package struct FunctionDecl: Equatable, Sendable {
    package var name: String
    package var nameRange: SourceRange
    /// `<T: Comparable>`.
    package var genericParameters: [GenericParameter]
    package var parameters: [Parameter]
    /// nil when the function declares no `-> T`.
    package var returnType: TypeSyntax?
    package var whereClause: [GenericRequirement]
    /// False for a protocol requirement, which has no body (`body` is then empty).
    package var hasBody: Bool
    package var body: Block
    /// `throws` or `rethrows` after the parameters.
    package var throwing: Throwing

    package init(name: String, nameRange: SourceRange, genericParameters: [GenericParameter] = [], parameters: [Parameter],
                returnType: TypeSyntax?, whereClause: [GenericRequirement] = [], hasBody: Bool = true, body: Block,
                throwing: Throwing = .none) {
        self.throwing = throwing
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

extension FunctionDecl {
    /// A `subscript` is parsed as a getter function of this name and, when it has a `set`, a
    /// setter of the next name, whose last parameter is the new value; `value[…]` calls them.
    /// No identifier spells either name, so they cannot meet a function of the script.
    package static let subscriptGetterName = "subscript"
    package static let subscriptSetterName = "subscript(set)"
}

/// What a function's signature says it may throw.
package enum Throwing: Equatable, Sendable {
    case none
    /// `throws` (typed throws, `throws(E)`, included).
    case `throws`
    /// `rethrows`: only what a closure passed to it throws.
    case `rethrows`
}

/// `init(…) { … }` inside a struct or extension.
package struct InitializerDecl: Equatable, Sendable {
    package var parameters: [Parameter]
    /// `init?`
    package var isFailable: Bool
    /// False for a protocol requirement.
    package var hasBody: Bool
    package var body: Block
    /// `throws` or `rethrows` after the parameters.
    package var throwing: Throwing
    /// `<I: View, P: View>` of `init<I: View, P: View>(content: …)`, and its `where` clause.
    package var genericParameters: [GenericParameter]
    package var whereClause: [GenericRequirement]

    package init(parameters: [Parameter], isFailable: Bool, hasBody: Bool = true, body: Block, throwing: Throwing = .none,
                 genericParameters: [GenericParameter] = [], whereClause: [GenericRequirement] = []) {
        self.throwing = throwing
        self.genericParameters = genericParameters
        self.whereClause = whereClause
        self.parameters = parameters
        self.isFailable = isFailable
        self.hasBody = hasBody
        self.body = body
    }
}

/// A function or initializer parameter: `_ target: inout ScrollTarget`,
/// `context: TargetContext`, `by amount: Double = 1`.
package struct Parameter: Equatable, Sendable {
    /// The argument label callers write; nil for `_` (no label).
    package var label: String?
    /// The name used inside the body.
    package var name: String
    package var type: TypeSyntax
    package var isInout: Bool
    /// `_ values: Int...`: the argument list gathers into an array.
    package var isVariadic: Bool
    /// `@escaping`, `@ViewBuilder` on the parameter.
    package var attributes: [Attribute]
    package var defaultValue: Expression?
    package var range: SourceRange

    package init(
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

package struct VariableDecl: Equatable, Sendable {
    package var isLet: Bool
    package var name: String
    package var nameRange: SourceRange
    package var type: TypeSyntax?
    package var initializer: Expression?
    /// Empty for a stored property or local; `var body: some View { … }` has one `.get`.
    package var accessors: [Accessor]
    /// `let (a, b) = pair`: the tuple pattern the value is destructured by (`name` is then "_").
    package var pattern: Pattern?
    /// `async let x = f()`: the value of a child task, read with `await`.
    package var isAsync = false

    package init(
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
    package var isRequirement: Bool { !accessors.isEmpty && accessors.allSatisfy { $0.isRequirement } }

    package var isComputed: Bool { accessors.contains { $0.kind == .get || $0.kind == .set } }
    package var getter: Accessor? { accessors.first { $0.kind == .get } }
}

/// `get { }`, `set(newValue) { }`, `didSet { }`, `willSet { }`. The shorthand
/// `var x: T { … }` is one `.get` accessor whose range is the braces.
package struct Accessor: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable {
        case get, set, didSet, willSet
    }
    package var kind: Kind
    /// The name in `set(value)`; nil when not written (then `newValue`/`oldValue`).
    package var parameterName: String?
    package var body: Block
    package var range: SourceRange
    /// `{ get set }` in a protocol: an accessor without a body.
    package var isRequirement: Bool
    /// `get throws` (an effectful read-only property, SE-0310).
    package var throwing: Throwing

    package init(kind: Kind, parameterName: String? = nil, body: Block, range: SourceRange, isRequirement: Bool = false,
                 throwing: Throwing = .none) {
        self.kind = kind
        self.parameterName = parameterName
        self.body = body
        self.range = range
        self.isRequirement = isRequirement
        self.throwing = throwing
    }
}

package struct TypeAliasDecl: Equatable, Sendable {
    package var name: String
    package var nameRange: SourceRange
    package var type: TypeSyntax
    /// `<T>` of `typealias Subject<T> = Binding<Loaded<T>>`.
    package var genericParameters: [GenericParameter]
    /// The protocols after `type` of a composition (`typealias Model = Identifiable & Codable`),
    /// which a type declared to conform to the alias conforms to as well.
    package var composedWith: [TypeSyntax]

    package init(name: String, nameRange: SourceRange, type: TypeSyntax, genericParameters: [GenericParameter] = [],
                 composedWith: [TypeSyntax] = []) {
        self.name = name
        self.nameRange = nameRange
        self.type = type
        self.genericParameters = genericParameters
        self.composedWith = composedWith
    }
}

/// `#Preview("Title", traits: …) { body }`. The body is a view builder.
package struct PreviewDecl: Equatable, Sendable {
    /// The first unlabeled string argument, if it is a plain string literal.
    package var title: String?
    /// All arguments as written, including the title.
    package var arguments: [Argument]
    package var body: Block
    /// Made from an `@main` App's `WindowGroup`: a scene that opens as the app's window, not a
    /// preview of Xcode's canvas.
    package var isAppWindow: Bool

    package init(title: String?, arguments: [Argument], body: Block, isAppWindow: Bool = false) {
        self.title = title
        self.arguments = arguments
        self.body = body
        self.isAppWindow = isAppWindow
    }
}

/// A `{ … }` list of statements; its range includes the braces.
package struct Block: Equatable, Sendable {
    package var statements: [Statement]
    package var range: SourceRange

    package init(statements: [Statement], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}
