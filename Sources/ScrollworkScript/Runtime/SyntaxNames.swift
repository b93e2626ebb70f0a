import ScrollworkFrontEnd

/// Foundation declares an `Expression` of its own (predicates); in this module the name is
/// always the syntax tree's, so files that import both need not spell the module.
typealias Expression = ScrollworkFrontEnd.Expression

/// Names of the syntax that mean the same to every layer.
enum SyntaxNames {
    /// The result builders that build views: `@ViewBuilder`, and `@ToolbarContentBuilder`,
    /// whose toolbar items are views that show nothing here (toolbars are not simulated).
    static let viewBuilderAttributes: Set<String> = ["ViewBuilder", "ToolbarContentBuilder"]

    /// Whether a member returns views (`some View`, `@ViewBuilder`), for the scene layer to build.
    static func buildsViews(_ type: TypeSyntax?, _ member: Declaration) -> Bool {
        if member.attributes.contains(where: { viewBuilderAttributes.contains($0.name) }) { return true }
        guard let type else { return false }
        // A toolbar's content is built as views are (the items show nothing: toolbars are not simulated).
        if case .opaque(let inner) = type.kind, ["View", "ToolbarContent"].contains(inner.dottedName ?? "") { return true }
        return ["View", "AnyView"].contains(type.dottedName ?? "")
    }

    /// Whether a name is an operator's (`|>`), spelled with operator characters.
    static func isOperator(_ name: String) -> Bool {
        name.first.map { "/=-+!*%<>&|^~?".contains($0) } ?? false
    }

    /// A name as messages quote it: `'x'`, and an operator as swiftc does, `operator '|>'`.
    static func quoted(_ name: String) -> String {
        isOperator(name) ? "operator '\(name)'" : "'\(name)'"
    }

    /// swiftc's error for a name nothing declares.
    static func notFound(_ name: String) -> String {
        "cannot find \(quoted(name)) in scope"
    }
}
