import ScrollworkFrontEnd

/// Foundation declares an `Expression` of its own (predicates); in this module the name is
/// always the syntax tree's, so files that import both need not spell the module.
typealias Expression = ScrollworkFrontEnd.Expression
