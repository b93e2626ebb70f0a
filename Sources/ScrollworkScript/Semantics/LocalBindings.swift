import ScrollworkFrontEnd

/// Where the names a declaration binds inside itself are in scope: parameters of functions and
/// closures, locals of a block from their statement to the block's end, `if let`, `guard let`,
/// `for`, `case` and `catch` bindings. Inside such a region a name is the local one, whatever a
/// top-level declaration of that name elsewhere is (`let request = conn.data` beside another
/// module's `private func request`), as Swift looks names up from the innermost scope out.
struct LocalBindings {
    private var regions: [String: [SourceRange]] = [:]

    /// Reads what `node`, one node of a syntax-tree walk, binds; the walk visits its children.
    mutating func collect(_ node: Any) {
        switch node {
        case let declaration as Declaration: collect(declaration)
        case let block as Block: collect(block.statements, until: block.range)
        case let expression as Expression:
            guard case .closure(let closure) = expression.kind else { return }
            bind((closure.parameters ?? []).map(\.name) + closure.captures.map(\.name), over: expression.range)
            collect(closure.body, until: expression.range)
        case let statement as Statement:
            guard case .whileLoop(let conditions, let body) = statement.kind else { return }
            bind(conditions, through: body.range)
        case let ifStatement as IfStatement: bind(ifStatement.conditions, through: ifStatement.thenBody.range)
        case let loop as ForInStatement:
            let start = loop.whereClause?.range.start ?? loop.body.range.start
            bind(Self.names(in: loop.pattern), over: SourceRange(file: loop.body.range.file, start: start, end: loop.body.range.end))
        case let switchCase as SwitchCase:
            bind(switchCase.items.flatMap { Self.names(in: $0.pattern) }, over: switchCase.range)
            collect(switchCase.body, until: switchCase.range)
        case let clause as CatchClause:
            bind(clause.items.isEmpty ? ["error"] : clause.items.flatMap { Self.names(in: $0.pattern) }, over: clause.range)
        default: break
        }
    }

    /// Whether `name`, used at `range`, is a name bound around it rather than a top-level one.
    func binds(_ name: String, at range: SourceRange) -> Bool {
        regions[name]?.contains { $0.file == range.file && $0.contains(range.start) } ?? false
    }

    private mutating func collect(_ declaration: Declaration) {
        switch declaration.kind {
        case .function(let function):
            bind(function.parameters.map(\.name) + function.genericParameters.map(\.name), over: declaration.range)
        case .initializer(let initializer):
            bind(initializer.parameters.map(\.name) + initializer.genericParameters.map(\.name), over: declaration.range)
        case .variable(let variable):
            for accessor in variable.accessors where accessor.kind != .get {
                let implicit = accessor.kind == .didSet ? "oldValue" : "newValue"
                bind([accessor.parameterName ?? implicit], over: accessor.range)
            }
        default: break
        }
    }

    /// A block's statements: a local declaration, or what a `guard` binds, is in scope from its
    /// statement to the end of the block.
    private mutating func collect(_ statements: [Statement], until enclosing: SourceRange) {
        for statement in statements {
            let rest = SourceRange(file: enclosing.file, start: statement.range.start, end: enclosing.end)
            switch statement.kind {
            case .declaration(let declaration): bind(DeclarationDependencies.declared(by: declaration).names, over: rest)
            case .guardStatement(let conditions, _): bind(conditions.flatMap(Self.names(in:)), over: rest)
            default: break
            }
        }
    }

    /// An `if` or `while` condition's bindings, from the condition to the end of its body.
    private mutating func bind(_ conditions: [Condition], through body: SourceRange) {
        for condition in conditions {
            bind(Self.names(in: condition), over: SourceRange(file: body.file, start: condition.range.start, end: body.end))
        }
    }

    private mutating func bind<Names: Sequence<String>>(_ names: Names, over range: SourceRange) {
        for name in names where name != "_" { regions[name, default: []].append(range) }
    }

    private static func names(in condition: Condition) -> [String] {
        switch condition.kind {
        case .expression: return []
        case .optionalBinding(_, let name, _, _, _): return [name]
        case .casePattern(let pattern, _): return names(in: pattern)
        }
    }

    private static func names(in pattern: Pattern) -> [String] {
        switch pattern.kind {
        case .binding(let name): return [name]
        case .valueBinding(_, let inner), .optional(let inner), .cast(let inner, _): return names(in: inner)
        case .tuple(let patterns): return patterns.flatMap(names(in:))
        case .enumCase(_, _, let arguments): return arguments.flatMap { names(in: $0.pattern) }
        case .wildcard, .isType, .expression: return []
        }
    }
}
