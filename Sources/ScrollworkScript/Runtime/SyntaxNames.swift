import ScrollworkFrontEnd

/// Foundation declares an `Expression` of its own (predicates); in this module the name is
/// always the syntax tree's, so files that import both need not spell the module.
typealias Expression = ScrollworkFrontEnd.Expression

/// Names of the syntax that mean the same to every layer.
enum SyntaxNames {
    /// The result builders that build views: `@ViewBuilder`, and `@ToolbarContentBuilder`,
    /// whose toolbar items are views that show nothing here (toolbars are not simulated).
    static let viewBuilderAttributes: Set<String> = ["ViewBuilder", "ToolbarContentBuilder"]
}
