import ScrollworkCore
// Chains in the syntax tree. Runs of binary operators, prefix operators and postfix
// operations are flat lists, so the depth of a tree grows only with true nesting
// (parentheses, closures, brackets, blocks), which the parser limits: a chain thousands
// of operations long is parsed, compiled, run and freed without deep recursion.

/// One prefix operator of a `.prefix` expression.
struct PrefixOperation: Equatable, Sendable {
    var op: UnaryOperator
    /// The operator's token; the expression it applies to runs from there to the end of
    /// the operand.
    var operatorRange: SourceRange

    init(op: UnaryOperator, operatorRange: SourceRange) {
        self.op = op
        self.operatorRange = operatorRange
    }
}

/// One `op operand` of a `.binary` run, after its first operand.
struct BinaryOperation: Equatable, Sendable {
    var op: BinaryOperator
    var operatorRange: SourceRange
    var operand: Expression

    init(op: BinaryOperator, operatorRange: SourceRange, operand: Expression) {
        self.op = op
        self.operatorRange = operatorRange
        self.operand = operand
    }
}

/// One step of a `.postfix` chain, applied to the value of the chain before it.
struct PostfixOperation: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// `.name`; `name` may be `init`, `self` (`Type.self`) or a tuple index ("0").
        case member(name: String, nameRange: SourceRange)
        /// `(arguments)`, with trailing closures appended as arguments whose
        /// `isTrailingClosure` is true (the first unlabeled, later ones labeled). After a
        /// `.member` it calls that member: `a.b(c)` is a method call.
        case call([Argument])
        /// `[arguments]`
        case subscriptCall([Argument])
        /// `!`
        case forceUnwrap
        /// `?`: when the value so far is nil, evaluation jumps to the innermost enclosing
        /// `.optionalEvaluation`, which yields nil.
        case optionalChain
        /// `x...`, a one-sided range.
        case postfixRange
        /// `is T`, `as T`, `as? T`, `as! T`. A cast binds looser than the other steps, so
        /// in a parsed tree it follows a complete operand and only casts follow it.
        case cast(CastKind, TypeSyntax)
    }

    var kind: Kind
    /// The chain from its base through this step: where a diagnostic about the value this
    /// step produces points.
    var range: SourceRange

    init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The member name, for a `.member` step.
    var memberName: String? {
        if case .member(let name, _) = kind { return name }
        return nil
    }

    /// The arguments, for a `.call` step.
    var callArguments: [Argument]? {
        if case .call(let arguments) = kind { return arguments }
        return nil
    }
}

extension Expression {
    /// `base` followed by `operations`, or `base` itself when there are none.
    static func chain(_ base: Expression, _ operations: [PostfixOperation]) -> Expression {
        guard let last = operations.last else { return base }
        return Expression(kind: .postfix(base: base, operations: operations), range: last.range)
    }

    /// The chain without its last postfix step (its base when it had one step), and that
    /// step; nil when this is not a postfix chain. Copies the steps: meant for consumers
    /// that look at the end of short chains, not for walking long ones (loop over
    /// `operations` for that).
    var splitLastOperation: (rest: Expression, last: PostfixOperation)? {
        guard case .postfix(let base, let operations) = kind, let last = operations.last else { return nil }
        return (.chain(base, Array(operations.dropLast())), last)
    }

    /// The callee and arguments when the chain ends in a call: `f(x)` gives `f` and `[x]`,
    /// `a.b.c(x)` gives `a.b.c` and `[x]`.
    var lastCall: (callee: Expression, arguments: [Argument])? {
        guard let (rest, last) = splitLastOperation, let arguments = last.callArguments else { return nil }
        return (rest, arguments)
    }

    /// The base and member name when the chain ends in a member: `a.b.c` gives `a.b` and `c`.
    var lastMember: (base: Expression, name: String, nameRange: SourceRange)? {
        guard let (rest, last) = splitLastOperation, case .member(let name, let nameRange) = last.kind else { return nil }
        return (rest, name, nameRange)
    }
}

extension BinaryOperation {
    /// The range of the expression that applies `rest[index]`: from the first operand
    /// through that operation's operand for a run that folds left, from the operand before
    /// it to the end of the run for one that folds right (`??`).
    static func range(of index: Int, first: Expression, rest: [BinaryOperation]) -> SourceRange {
        if rest[index].op.associativity == .right {
            let left = index == 0 ? first.range : rest[index - 1].operand.range
            return left.to(rest[rest.count - 1].operand.range)
        }
        return first.range.to(rest[index].operand.range)
    }
}
