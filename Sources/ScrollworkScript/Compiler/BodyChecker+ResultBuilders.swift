import ScrollworkFrontEnd

/// An app's own `@resultBuilder` (`struct ActionBuilder { static func buildBlock(_ components:
/// Action...) -> [Action] }`): a closure it builds is rewritten as Swift rewrites it (SE-0289)
/// before it is compiled. Each expression statement becomes a component, in order,
/// `buildExpression` applied when the builder declares it; `if` becomes `buildOptional` or
/// `buildEither(first:)`/`buildEither(second:)`, `for … in` `buildArray`; declarations stay as
/// they are; the block's value is `buildBlock` of the components (then `buildFinalResult`).
extension BodyChecker {
    /// The closure `closure` written for `builder`, as the plain closure Swift makes of it.
    func resultBuilderClosure(_ closure: ClosureExpression, _ builder: StructType, range: SourceRange) -> Expression {
        var rewritten = closure
        var counter = 0
        if let body = builtBlock(closure.body, builder, range: range, counter: &counter) { rewritten.body = body }
        return Expression(kind: .closure(rewritten), range: range)
    }

    /// `statements` as statements that compute each component into a local and return the
    /// block's value; nil after reporting a statement the builder cannot take.
    private func builtBlock(_ statements: [Statement], _ builder: StructType, range: SourceRange,
                            counter: inout Int) -> [Statement]? {
        var rewritten: [Statement] = [], components: [Expression] = []
        for statement in statements {
            let component: Expression
            switch statement.kind {
            case .declaration:
                rewritten.append(statement)
                continue
            case .expression(let e):
                component = builds(builder, "buildExpression") ? builderCall(builder, "buildExpression", [(nil, e)], at: e.range) : e
            case .ifStatement(let branch):
                guard let made = builtIf(branch, builder, range: statement.range, counter: &counter) else { return nil }
                component = made
            case .forIn(let loop):
                guard builds(builder, "buildArray"), case .binding(let name) = loop.pattern.kind, loop.whereClause == nil else {
                    return unsupportedControlFlow(builder, at: statement.range)
                }
                guard let body = builtBlock(loop.body.statements, builder, range: loop.body.range, counter: &counter) else { return nil }
                let each = ClosureExpression(parameters: [ClosureParameter(name: name, type: nil, range: loop.pattern.range)],
                                             returnType: nil, body: body)
                let mapped = Expression(kind: .postfix(base: loop.sequence, operations: [
                    PostfixOperation(kind: .member(name: "map", nameRange: loop.sequence.range), range: loop.sequence.range),
                    PostfixOperation(kind: .call([Argument(label: nil, value: Expression(kind: .closure(each), range: statement.range),
                                                           isTrailingClosure: true, range: statement.range)]), range: statement.range),
                ]), range: statement.range)
                component = builderCall(builder, "buildArray", [(nil, mapped)], at: statement.range)
            case .returnStatement:
                error("cannot use explicit 'return' statement in the body of result builder '\(builder.name)'", at: statement.range)
                return nil
            default:
                return unsupportedControlFlow(builder, at: statement.range)
            }
            let name = "result builder component \(counter)"
            counter += 1
            let local = VariableDecl(isLet: true, name: name, nameRange: component.range, type: nil, initializer: component)
            rewritten.append(Statement(kind: .declaration(Declaration(kind: .variable(local), range: component.range)), range: component.range))
            components.append(Expression(kind: .identifier(name), range: component.range))
        }
        var value = builderCall(builder, "buildBlock", components.map { (nil, $0) }, at: range)
        if builds(builder, "buildFinalResult") { value = builderCall(builder, "buildFinalResult", [(nil, value)], at: range) }
        rewritten.append(Statement(kind: .returnStatement(value), range: range))
        return rewritten
    }

    /// `if … { } else if … { } else { }` as one expression: each branch's value wrapped in
    /// `buildEither(first:)`/`buildEither(second:)` along its path in the balanced tree Swift
    /// makes of the branches (the first subtree has the largest power of two fewer than them
    /// all), and a chain with no final `else` wrapped in `buildOptional`, nil when none runs.
    private func builtIf(_ branch: IfStatement, _ builder: StructType, range: SourceRange, counter: inout Int) -> Expression? {
        var cases: [(conditions: [Condition], body: Block)] = [(branch.conditions, branch.thenBody)]
        var last: Block?, next = branch.elseBranch
        while let step = next {
            switch step {
            case .elseBlock(let block):
                last = block
                next = nil
            case .elseIf(let statement):
                guard case .ifStatement(let inner) = statement.kind else { return unsupportedControlFlow(builder, at: statement.range) }
                cases.append((inner.conditions, inner.thenBody))
                next = inner.elseBranch
            }
        }
        let blocks = cases.map(\.body) + (last.map { [$0] } ?? [])
        if blocks.count > 1, !builds(builder, "buildEither") { return unsupportedControlFlow(builder, at: range) }
        if last == nil, !builds(builder, "buildOptional") { return unsupportedControlFlow(builder, at: range) }
        var values: [Expression] = []
        for (index, block) in blocks.enumerated() {
            guard var value = builtValue(block, builder, counter: &counter) else { return nil }
            for isFirst in Self.eitherPath(index, of: blocks.count).reversed() {
                value = builderCall(builder, "buildEither", [(isFirst ? "first" : "second", value)], at: block.range)
            }
            values.append(value)
        }
        var chain = last == nil ? Expression(kind: .nilLiteral, range: range) : values.removeLast()
        for (conditions, value) in zip(cases.map(\.conditions), values).reversed() {
            chain = ifExpression(conditions, value, chain, range: range)
        }
        return last == nil ? builderCall(builder, "buildOptional", [(nil, chain)], at: range) : chain
    }

    /// The `first` (true) and `second` (false) steps from the root to branch `index` of `count`.
    static func eitherPath(_ index: Int, of count: Int) -> [Bool] {
        guard count > 1 else { return [] }
        var left = 1
        while left * 2 < count { left *= 2 }
        return index < left ? [true] + eitherPath(index, of: left) : [false] + eitherPath(index - left, of: count - left)
    }

    /// A block's built value: the block as a closure called at once, so its declarations stay its own.
    private func builtValue(_ block: Block, _ builder: StructType, counter: inout Int) -> Expression? {
        guard let body = builtBlock(block.statements, builder, range: block.range, counter: &counter) else { return nil }
        let closure = Expression(kind: .closure(ClosureExpression(parameters: [], returnType: nil, body: body)), range: block.range)
        return Expression(kind: .postfix(base: closure, operations: [PostfixOperation(kind: .call([]), range: block.range)]), range: block.range)
    }

    private func ifExpression(_ conditions: [Condition], _ then: Expression, _ otherwise: Expression, range: SourceRange) -> Expression {
        let branch = IfStatement(conditions: conditions,
                                 thenBody: Block(statements: [Statement(kind: .expression(then), range: then.range)], range: then.range),
                                 elseBranch: .elseBlock(Block(statements: [Statement(kind: .expression(otherwise), range: otherwise.range)],
                                                              range: otherwise.range)))
        return Expression(kind: .ifExpression(branch), range: range)
    }

    /// `Builder.method(arguments)`, written at `range`.
    private func builderCall(_ builder: StructType, _ method: String, _ arguments: [(String?, Expression)], at range: SourceRange) -> Expression {
        let path = builder.name.split(separator: ".").map(String.init)
        let members = (path.dropFirst() + [method]).map { PostfixOperation(kind: .member(name: $0, nameRange: range), range: range) }
        let call = PostfixOperation(kind: .call(arguments.map { Argument(label: $0.0, value: $0.1, range: $0.1.range) }), range: range)
        return Expression(kind: .postfix(base: Expression(kind: .identifier(path[0]), range: range), operations: members + [call]), range: range)
    }

    private func builds(_ builder: StructType, _ method: String) -> Bool { builder.staticFunctions[method] != nil }

    private func unsupportedControlFlow<T>(_ builder: StructType, at range: SourceRange) -> T? {
        error("closure containing control flow statement cannot be used with result builder '\(builder.name)'", at: range)
        return nil
    }
}
