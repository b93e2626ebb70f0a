import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Previews and app windows written as types, turned into the `#Preview` declarations the
/// rest of the program knows, as files are collected (before anything is compiled):
///
/// - `struct X_Previews: PreviewProvider { static var previews: some View { … } }`, the form
///   of most code written before Xcode 15: one preview named after the type, or, when the
///   body is one `Group { … }`, one per view in it, as Xcode's canvas shows them. A view's
///   `.previewDisplayName("…")` names it; others are `X_Previews 1`, `X_Previews 2`, …
///   (`.previewLayout`, `.previewInterfaceOrientation` are drawn only; `.previewDevice` picks
///   the scene's device, `PreviewDevices`).
/// - `@main struct X: App { var body: some Scene { WindowGroup { Root() } } }`: its window's
///   root view as a scene named after the App, shown by a view that has the App's members
///   (`@StateObject var model = Model()`, `init()`, methods) and the window's content as body.
///   Other scenes (`Settings`, `DocumentGroup`, `MenuBarExtra`) are drawn only.
/// - `extension PreviewProvider { static var dev: DeveloperPreview { … } }`: sample data every
///   provider reads unqualified (`Row(coin: dev.coin)`); its members are the module's globals.
///
/// The types themselves are not declared: `PreviewProvider` and `App` are protocols of
/// Xcode's tools and of the app's process, which scenes do not simulate.
enum PreviewProviders {
    /// The names these declarations are written with, which the loader handles (for
    /// `scrollwork surface`): the protocols, and the scene types an App's body is written in.
    static let handledTypes = ["App", "PreviewProvider", "Scene", "WindowGroup"]

    /// The static property of a provider with members of its own that holds one preview's body
    /// (its name has a `·`, which no Swift name has).
    static func isPreviewProperty(_ name: String) -> Bool { name.hasPrefix(previewPropertyPrefix) }
    private static let previewPropertyPrefix = "preview·"

    static func rewrite(_ unit: SourceUnit) -> SourceUnit {
        let declarations = unit.declarations.flatMap(hoistingProviders)
        guard declarations.contains(where: { kind(of: $0) != nil || previewable(in: $0) != nil || sharedMembers(of: $0) != nil })
        else { return unit }
        var rewritten = unit
        rewritten.declarations = declarations.enumerated().flatMap { index, declaration -> [Declaration] in
            if let states = previewable(in: declaration) { return wrapped(declaration, states: states, index: index) }
            if let members = sharedMembers(of: declaration) { return members }
            guard case .structDecl(let decl) = declaration.kind, let kind = kind(of: declaration) else { return [declaration] }
            switch kind {
            case .provider: return previews(of: decl, declaration)
            case .app: return window(of: decl, declaration)
            }
        }
        return rewritten
    }

    private enum Kind { case provider, app }

    /// A type with a `PreviewProvider` among its members (a brace closed late, a namespace
    /// `enum Previews { struct Row_Previews: PreviewProvider { … } }`), which Xcode's canvas
    /// shows as it shows one declared at the top: the provider after the type, the type without it.
    private static func hoistingProviders(_ declaration: Declaration) -> [Declaration] {
        func takeProviders(_ members: inout [Declaration]) -> [Declaration] {
            let providers = members.filter { kind(of: $0) == .provider }
            members.removeAll { kind(of: $0) == .provider }
            return providers
        }
        var outer = declaration, providers = [Declaration]()
        switch declaration.kind {
        case .structDecl(var decl): providers = takeProviders(&decl.members); outer.kind = .structDecl(decl)
        case .extensionDecl(var decl): providers = takeProviders(&decl.members); outer.kind = .extensionDecl(decl)
        default: break
        }
        return providers.isEmpty ? [declaration] : [outer] + providers
    }

    /// The members of `extension PreviewProvider`, as globals: previews are not types here,
    /// so what every provider inherits is what every preview's body can name.
    private static func sharedMembers(of declaration: Declaration) -> [Declaration]? {
        guard case .extensionDecl(let decl) = declaration.kind, decl.extendedType.dottedName == "PreviewProvider" else { return nil }
        return decl.members.map { member in
            var global = member
            global.modifiers.removeAll { $0.kind == .static }
            return global
        }
    }

    /// The `@Previewable` declarations (`@Previewable @State var count = 3`) of a `#Preview`'s body.
    private static func previewable(in declaration: Declaration) -> [Declaration]? {
        guard case .preview(let preview) = declaration.kind else { return nil }
        let states = preview.body.statements.compactMap { statement -> Declaration? in
            guard case .declaration(let local) = statement.kind, local.hasAttribute("Previewable") else { return nil }
            return local
        }
        return states.isEmpty ? nil : states
    }

    /// A `#Preview` with `@Previewable` state, as Xcode's macro expands it: a view that holds
    /// the state as its properties and whose body is the rest of the preview's body; the
    /// preview shows that view. Its name (with a `·`, which no Swift name has) is not listed.
    private static func wrapped(_ declaration: Declaration, states: [Declaration], index: Int) -> [Declaration] {
        guard case .preview(var preview) = declaration.kind else { return [declaration] }
        let range = declaration.range
        let name = "Preview·\(range.file)·\(index)"
        let members = states.map { state -> Declaration in
            var member = state
            member.attributes.removeAll { $0.name == "Previewable" }
            return member
        }
        let rest = preview.body.statements.filter { statement in
            if case .declaration(let local) = statement.kind { return !local.hasAttribute("Previewable") }
            return true
        }
        let (type, shows) = view(named: name, members: members, body: rest, bodyRange: preview.body.range, range: range)
        preview.body = shows
        var shown = declaration
        shown.kind = .preview(preview)
        return [type, shown]
    }

    /// A view `name` (not listed: it has a `·`) holding `members`, whose body is `statements`,
    /// and a preview body that shows it (`name()`).
    private static func view(named name: String, members: [Declaration], body statements: [Statement], bodyRange: SourceRange,
                             range: SourceRange) -> (type: Declaration, shows: Block) {
        let view = TypeSyntax(kind: .named("View", genericArguments: []), range: range)
        let getter = Accessor(kind: .get, body: Block(statements: statements, range: bodyRange), range: bodyRange)
        let body = Declaration(kind: .variable(VariableDecl(isLet: false, name: "body", nameRange: range,
                                                            type: TypeSyntax(kind: .opaque(view), range: range),
                                                            initializer: nil, accessors: [getter])), range: bodyRange)
        let type = Declaration(kind: .structDecl(StructDecl(name: name, nameRange: range, inheritance: [view],
                                                            members: members + [body])), range: range)
        let call = Expression(kind: .postfix(base: Expression(kind: .identifier(name), range: range),
                                             operations: [PostfixOperation(kind: .call([]), range: range)]), range: range)
        return (type, Block(statements: [Statement(kind: .expression(call), range: bodyRange)], range: bodyRange))
    }

    private static func kind(of declaration: Declaration) -> Kind? {
        guard case .structDecl(let decl) = declaration.kind, decl.kind == .struct else { return nil }
        let protocols = decl.inheritance.compactMap(\.dottedName)
        if protocols.contains("PreviewProvider") { return .provider }
        if protocols.contains("App") || protocols.contains("SwiftUI.App") { return .app }
        return nil
    }

    /// The statements of a member's getter (`static var previews`, `var body`).
    private static func getter(_ name: String, in decl: StructDecl) -> [Statement]? {
        for member in decl.members {
            if case .variable(let variable) = member.kind, variable.name == name, let getter = variable.getter {
                return getter.body.statements
            }
        }
        return nil
    }

    private static func previews(of decl: StructDecl, _ declaration: Declaration) -> [Declaration] {
        guard let statements = getter("previews", in: decl) else { return [] }
        // One `Group { … }`: a preview per view in it, each with the modifiers after the group
        // (`Group { List(); List().preferredColorScheme(.dark) }.environmentObject(store)`).
        var views = [statements], titles = [statements.count == 1 ? displayName(in: statements[0]) : nil]
        if statements.count == 1, case .expression(let expression) = statements[0].kind,
           let children = trailingClosure(of: expression, calling: "Group"), children.count > 1 {
            views = children.map { [groupModifiers(of: expression, appliedTo: $0)] }
            titles = children.map(displayName)
        }
        // A provider with members of its own (`struct Preview: View` holding `@State`, a
        // static sample) stays a type, so the previews' names resolve inside it: each view is
        // one of its static properties, which the preview shows.
        let others = decl.members.filter { member in
            if case .variable(let variable) = member.kind, variable.name == "previews" { return false }
            return true
        }
        var owner = decl
        owner.inheritance = []
        owner.members = others
        let previews = views.enumerated().map { index, body in
            let title = titles[index]
            let fallback = views.count == 1 ? decl.name : "\(decl.name) \(index + 1)"
            let range = body.count == 1 && views.count > 1 ? body[0].range : declaration.range
            var shown = body
            if !others.isEmpty {
                let name = previewPropertyPrefix + String(index)
                let view = TypeSyntax(kind: .opaque(TypeSyntax(kind: .named("View", genericArguments: []), range: range)), range: range)
                let getter = Accessor(kind: .get, body: Block(statements: body, range: range), range: range)
                owner.members.append(Declaration(kind: .variable(VariableDecl(isLet: false, name: name, nameRange: range, type: view,
                                                                              initializer: nil, accessors: [getter])),
                                                 modifiers: [Modifier(kind: .static, range: range)], range: range))
                let read = Expression(kind: .postfix(base: Expression(kind: .identifier(decl.name), range: range),
                                                     operations: [PostfixOperation(kind: .member(name: name, nameRange: range), range: range)]),
                                      range: range)
                shown = [Statement(kind: .expression(read), range: range)]
            }
            return Declaration(kind: .preview(PreviewDecl(title: title ?? fallback, arguments: [],
                                                          body: Block(statements: shown, range: range))),
                               range: range)
        }
        guard !others.isEmpty else { return previews }
        return [Declaration(kind: .structDecl(owner), range: declaration.range)] + previews
    }

    /// The App as a view whose body is its window's content: the App's stored properties
    /// (`@StateObject var model = Model()`, `let container: ModelContainer` set in `init()`),
    /// its `init()` and its methods are that view's, so the content reads them as in the App.
    /// The preview shows that view, and the App's name is an alias of it.
    private static func window(of decl: StructDecl, _ declaration: Declaration) -> [Declaration] {
        guard let statements = getter("body", in: decl) else { return [] }
        for statement in statements {
            guard case .expression(let expression) = statement.kind,
                  let content = trailingClosure(of: expression, calling: "WindowGroup") else { continue }
            let range = declaration.range
            let shown = withModelContainer(expression).map { [Statement(kind: .expression($0), range: statement.range)] } ?? content
            let members = decl.members.filter { member in
                if case .variable(let variable) = member.kind, variable.name == "body", !member.isStatic { return false }
                return true
            }
            // An App with nothing but its body: the window's content is the scene's root (its state is `state`).
            guard !members.isEmpty else {
                return [Declaration(kind: .preview(PreviewDecl(title: decl.name, arguments: [], body: Block(statements: shown, range: statement.range),
                                                               isAppWindow: true)), range: range)]
            }
            let name = "\(decl.name)·window"
            let (type, shows) = view(named: name, members: members, body: shown, bodyRange: statement.range, range: range)
            let preview = Declaration(kind: .preview(PreviewDecl(title: decl.name, arguments: [], body: shows, isAppWindow: true)), range: range)
            // The App's own name (`ListApp.shared`, a static of its own) names that view.
            let alias = Declaration(kind: .typeAlias(TypeAliasDecl(name: decl.name, nameRange: decl.nameRange,
                                                                   type: TypeSyntax(kind: .named(name, genericArguments: []), range: range))),
                                    range: range)
            return [type, alias, preview]
        }
        return []
    }

    /// `WindowGroup { Root() }.modelContainer(for: Book.self)`: the window's content in a
    /// `Group` with the scene's SwiftData modifiers, which give its views their context; nil
    /// when the scene has none.
    private static func withModelContainer(_ expression: Expression) -> Expression? {
        guard case .postfix(_, let operations) = expression.kind, case .call(let arguments)? = operations.first?.kind,
              let closure = arguments.last(where: \.isTrailingClosure) else { return nil }
        var kept = [PostfixOperation(kind: .call([closure]), range: operations[0].range)]
        var index = 1
        while index + 1 < operations.count {
            if case .member(let name, _) = operations[index].kind, ModelModifiers.names.contains(name),
               case .call = operations[index + 1].kind {
                kept += [operations[index], operations[index + 1]]
            }
            index += 1
        }
        guard kept.count > 1 else { return nil }
        return Expression(kind: .postfix(base: Expression(kind: .identifier("Group"), range: expression.range), operations: kept),
                          range: expression.range)
    }

    /// `child` inside a `Group` with the modifiers written after `group` (`Group { … }.environmentObject(store)`),
    /// so it is shown as the group shows it; `child` itself when there are none.
    private static func groupModifiers(of group: Expression, appliedTo child: Statement) -> Statement {
        guard case .postfix(let base, let operations) = group.kind, operations.count > 1, case .call(let arguments) = operations[0].kind,
              let index = arguments.lastIndex(where: \.isTrailingClosure), case .closure(var closure) = arguments[index].value.kind
        else { return child }
        closure.body = [child]
        var wrapping = arguments
        wrapping[index].value.kind = .closure(closure)
        var applied = operations
        applied[0].kind = .call(wrapping)
        return Statement(kind: .expression(Expression(kind: .postfix(base: base, operations: applied), range: child.range)), range: child.range)
    }

    /// The statements of `Name { … }` (or `Name(…) { … }`), with any modifiers after it.
    private static func trailingClosure(of expression: Expression, calling name: String) -> [Statement]? {
        guard case .postfix(let base, let operations) = expression.kind, case .identifier(name) = base.kind,
              case .call(let arguments) = operations.first?.kind,
              let closure = arguments.last(where: \.isTrailingClosure), case .closure(let body) = closure.value.kind
        else { return nil }
        return body.body
    }

    /// The string of a `.previewDisplayName("…")` in the view's modifiers.
    private static func displayName(in statement: Statement) -> String? {
        guard case .expression(let expression) = statement.kind, case .postfix(_, let operations) = expression.kind else { return nil }
        for (index, operation) in operations.enumerated() {
            guard case .member("previewDisplayName", _) = operation.kind, index + 1 < operations.count,
                  case .call(let arguments) = operations[index + 1].kind, arguments.count == 1,
                  case .string(let segments) = arguments[0].value.kind, segments.count == 1,
                  case .text(let text) = segments[0] else { continue }
            return text
        }
        return nil
    }
}
