import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Which names a top-level declaration declares and which it uses, so a declaration with
/// errors can be left out together with exactly the declarations that depend on it.
///
/// Only walked when a file has errors: it reflects over the syntax tree (iteratively, so a
/// long chain does not recurse), which is slow beside compiling but keeps up with every
/// node kind by itself.
enum DeclarationDependencies {
    /// The names other declarations would use to reach this one: a type's name, a function's
    /// or variable's name, the members an extension adds. A type's nested types are named
    /// unqualified only inside it, in its extensions and its subclasses, which name the type.
    static func declared(by declaration: Declaration) -> (names: Set<String>, members: Set<String>) {
        switch declaration.kind {
        case .structDecl(let decl): return ([decl.name], [])
        case .function(let decl): return ([decl.name], [])
        case .variable(let decl): return (decl.name == "_" ? [] : [decl.name], [])
        case .typeAlias(let decl): return ([decl.name], [])
        case .extensionDecl(let decl):
            var names = Set<String>(), members = Set<String>()
            for member in decl.members {
                switch member.kind {
                case .function(let function): members.insert(function.name)
                case .variable(let variable): members.insert(variable.name)
                case .structDecl(let nested):
                    // A type nested in an extension (`extension ContentView { class ViewModel }`) is
                    // named unqualified inside the extended type, as a nested type of its own is.
                    names.insert(nested.name)
                    members.insert(nested.name)
                default: break
                }
            }
            return (names, members)
        default:
            return ([], [])
        }
    }

    /// The members a type or extension declares, at any depth (`firstName` of `class Form {
    /// @Published var firstName }`, its cases): inside it, a bare use of one of these names is
    /// the member, whatever another module hides; elsewhere `x.firstName` may be one of them.
    static func memberNames(of declaration: Declaration) -> Set<String> {
        var names = Set<String>()
        for member in members(of: declaration) {
            switch member.kind {
            case .function(let function): names.insert(function.name)
            case .variable(let variable): names.insert(variable.name)
            case .enumCase(let elements): names.formUnion(elements.map(\.name))
            case .structDecl: names.formUnion(memberNames(of: member))
            default: break
            }
        }
        return names
    }

    /// The members a type or an extension declares; none for another declaration.
    private static func members(of declaration: Declaration) -> [Declaration] {
        switch declaration.kind {
        case .structDecl(let decl): return decl.members
        case .extensionDecl(let decl): return decl.members
        default: return []
        }
    }

    /// The type an extension extends (`Feed` of `extension Feed`); nil for another declaration.
    static func extendedTypeName(of declaration: Declaration) -> String? {
        guard case .extensionDecl(let decl) = declaration.kind else { return nil }
        return decl.extendedType.dottedName
    }

    /// The type a type declares or an extension extends, inside which its members are named unqualified.
    static func typeName(of declaration: Declaration) -> String? {
        if case .structDecl(let decl) = declaration.kind { return decl.name }
        return extendedTypeName(of: declaration)
    }

    /// The types nested in a type or an extension, at any depth: inside its own type a nested
    /// type is named unqualified (`case delegate(Delegate)` in `Feature.Action`), so a name one
    /// of them has is, in the declaration that nests it, that type's, whoever else declares it.
    static func nestedTypeNames(in declaration: Declaration) -> Set<String> {
        var pending = members(of: declaration)
        var names = Set<String>()
        while let member = pending.popLast() {
            guard case .structDecl(let nested) = member.kind else { continue }
            names.insert(nested.name)
            pending += nested.members
        }
        return names
    }

    /// The generic parameters of a type or function and of what it declares, at any depth
    /// (`Destination` of `struct Card<Content: View, Destination: View>`): inside it, that
    /// name is the parameter, whoever else declares one.
    static func genericParameterNames(in declaration: Declaration) -> Set<String> {
        var names = Set<String>(), pending = [declaration]
        while let next = pending.popLast() {
            switch next.kind {
            case .structDecl(let decl):
                names.formUnion(decl.genericParameters.map(\.name))
                pending += decl.members
            case .extensionDecl(let decl): pending += decl.members
            case .function(let decl): names.formUnion(decl.genericParameters.map(\.name))
            case .initializer(let decl): names.formUnion(decl.genericParameters.map(\.name))
            default: break
            }
        }
        return names
    }

    /// Every name the declaration uses: identifiers, type names, member names. `outsideUnits`
    /// skips the code a build may leave out alone (`BodyChecker.leavingOutUnsimulated`): the
    /// bodies of methods, initialisers and computed properties that do not build views, and
    /// closures.
    static func referenced(in declaration: Declaration, outsideUnits: Bool = false) -> (names: Set<String>, members: Set<String>) {
        var names = Set<String>(), members = Set<String>()
        walk(outsideUnits ? declaration : declaration.kind) { node in
            switch node {
            case let member as Declaration where outsideUnits:
                guard let signature = signature(of: member) else { return .children }
                return .instead([member.attributes] + signature)
            case is ClosureExpression where outsideUnits:
                return .instead([])
            case let kind as ExpressionKind:
                switch kind {
                case .identifier(let name): names.insert(name)
                case .implicitMember(let name, _): members.insert(name)
                default: break
                }
            case let kind as TypeKind:
                switch kind {
                case .named(let name, _): names.insert(name)
                case .member(_, let name, _): names.insert(name)
                default: break
                }
            case let kind as PostfixOperation.Kind:
                if case .member(let name, _) = kind { members.insert(name) }
            case let kind as PatternKind:
                if case .enumCase(_, let name, _) = kind { members.insert(name) }
            default:
                break
            }
            return .children
        }
        return (names, members)
    }

    /// Where the declaration uses one of `names`: each expression that is the name, or a chain
    /// starting at it (`Row(item: x).padding()`), by the name it starts with, with its range.
    static func uses(of names: Set<String>, in declaration: Declaration) -> [(name: String, range: SourceRange)] {
        var found = [(name: String, range: SourceRange)]()
        walk(declaration.kind) { node in
            guard let expression = node as? Expression else { return .children }
            switch expression.kind {
            case .identifier(let name) where names.contains(name):
                found.append((name, expression.range))
            case .postfix(let base, _):
                if case .identifier(let name) = base.kind, names.contains(name) { found.append((name, expression.range)) }
            default:
                break
            }
            return .children
        }
        return found
    }

    /// What `walk` does after visiting a node: go on into its children, or into these instead.
    private enum Descent {
        case children
        case instead([Any])
    }

    /// Visits every node of a syntax tree by reflection, depth first from the last child.
    private static func walk(_ root: Any, _ visit: (Any) -> Descent) {
        var pending: [Any] = [root]
        while let next = pending.popLast() {
            // Leaves, and the most common ones: a range in every node. Reflecting them found
            // nothing and was most of the walk.
            if next is SourceRange || next is String || next is Int || next is Double || next is Bool { continue }
            switch visit(next) {
            case .children: pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value))
            case .instead(let nodes): pending.append(contentsOf: nodes)
            }
        }
    }

    /// What a member that is a unit of code holds besides its code (a method's parameters and
    /// result, a computed property's type); nil for any other member.
    private static func signature(of member: Declaration) -> [Any]? {
        func without(_ code: String, of decl: Any) -> [Any] {
            Mirror(reflecting: decl).children.filter { $0.label != code }.map(\.value)
        }
        switch member.kind {
        case .function(let decl) where !SyntaxNames.buildsViews(decl.returnType, member): return without("body", of: decl)
        case .initializer(let decl): return without("body", of: decl)
        case .variable(let decl) where decl.isComputed && !SyntaxNames.buildsViews(decl.type, member):
            return without("accessors", of: decl)
        default: return nil
        }
    }

    /// The declaration as a note names it: `'Feed'`, `'#Preview "Feed"'`, or a phrase that
    /// quotes only the type (`the extension of 'Text'`, `the window of 'App'`).
    static func phrase(of declaration: Declaration) -> String {
        let name = title(of: declaration).name
        switch declaration.kind {
        case .extensionDecl: return "the " + name
        case .preview(let decl) where decl.isAppWindow: return name
        default: return "'\(name)'"
        }
    }

    /// The name a note about the declaration points at, and where.
    static func title(of declaration: Declaration) -> (name: String, range: SourceRange) {
        switch declaration.kind {
        case .structDecl(let decl): return (decl.name, decl.nameRange)
        case .function(let decl): return (decl.name, decl.nameRange)
        case .variable(let decl): return (decl.name, decl.nameRange)
        case .typeAlias(let decl): return (decl.name, decl.nameRange)
        case .extensionDecl(let decl):
            // A part of a split extension (`ExtensionMembers`) is named by its member.
            if let member = ExtensionMembers.member(of: declaration), member.range != title(of: member).range {
                let (name, range) = title(of: member)
                return ("member '\(name)' of the extension of '\(decl.extendedType.spelled)'", range)
            }
            return ("extension of '\(decl.extendedType.spelled)'", decl.extendedType.range)
        case .preview(let decl) where decl.isAppWindow: return ("the window of '\(decl.title ?? "App")'", declaration.range)
        case .preview(let decl): return ("#Preview" + (decl.title.map { " \"\($0)\"" } ?? ""), declaration.range)
        default: return ("declaration", declaration.range)
        }
    }
}

extension DeclarationDependencies {
    /// What identifies a declaration from one version of a file to the next: its kind and
    /// name (`struct Feed`, `#Preview "Feed"`), extensions by what they extend and their order.
    static func identities(in unit: SourceUnit) -> [String] {
        var seen = [String: Int]()
        return unit.declarations.map { declaration in
            let base: String
            switch declaration.kind {
            case .structDecl(let decl): base = decl.kind.rawValue + " " + decl.name
            case .function(let decl): base = "func " + ScriptFunction.compoundName(decl.name, labels: decl.parameters.map(\.label))
            case .variable(let decl): base = "var " + decl.name
            case .typeAlias(let decl): base = "typealias " + decl.name
            case .extensionDecl(let decl): base = "extension " + (decl.extendedType.dottedName ?? "?")
            case .preview(let decl): base = "#Preview " + (decl.title ?? "")
            case .importDecl(let decl): base = "import " + decl.path.joined(separator: ".")
            default: base = "?"
            }
            let count = seen[base, default: 0]
            seen[base] = count + 1
            return count == 0 ? base : base + "#\(count)"
        }
    }
}

/// What `DeclarationDependencies.referenced(in:)` found, by the declaration's text, for one
/// program: a file loaded again (at every save under live reload, or a session loading it
/// over and over) walks only the declarations that changed. Emptied past `textLimit` bytes.
final class ReferenceCache {
    static let textLimit = 10_000_000

    private var byText: [Key: (names: Set<String>, members: Set<String>)] = [:]
    private var textBytes = 0

    private struct Key: Hashable {
        let text: String
        let outsideUnits: Bool
        /// A split extension's header, which its text (its member's) leaves out.
        let header: String?
    }

    func referenced(in declaration: Declaration, text: String, outsideUnits: Bool = false) -> (names: Set<String>, members: Set<String>) {
        guard !text.isEmpty else { return DeclarationDependencies.referenced(in: declaration, outsideUnits: outsideUnits) }
        let key = Key(text: text, outsideUnits: outsideUnits, header: ExtensionMembers.header(of: declaration))
        if let known = byText[key] { return known }
        let found = DeclarationDependencies.referenced(in: declaration, outsideUnits: outsideUnits)
        if textBytes + text.utf8.count > Self.textLimit {
            byText = [:]
            textBytes = 0
        }
        byText[key] = found
        textBytes += text.utf8.count
        return found
    }
}
