// Chains in the syntax tree. Runs of binary operators, prefix operators and postfix
// operations are flat lists, so the depth of a tree grows only with true nesting
// (parentheses, closures, brackets, blocks), which the parser limits: a chain thousands
// of operations long is parsed, compiled, run and freed without deep recursion.

/// One prefix operator of a `.prefix` expression.
package struct PrefixOperation: Equatable, Sendable {
    package var op: UnaryOperator
    /// The operator's token; the expression it applies to runs from there to the end of
    /// the operand.
    package var operatorRange: SourceRange

    package init(op: UnaryOperator, operatorRange: SourceRange) {
        self.op = op
        self.operatorRange = operatorRange
    }
}

/// One `op operand` of a `.binary` run, after its first operand.
package struct BinaryOperation: Equatable, Sendable {
    package var op: BinaryOperator
    package var operatorRange: SourceRange
    package var operand: Expression

    package init(op: BinaryOperator, operatorRange: SourceRange, operand: Expression) {
        self.op = op
        self.operatorRange = operatorRange
        self.operand = operand
    }
}

/// One step of a `.postfix` chain, applied to the value of the chain before it.
package struct PostfixOperation: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `.name`; `name` may be `init`, `self` (`Type.self`) or a tuple index ("0").
        case member(name: String, nameRange: SourceRange)
        /// `(arguments)`, with trailing closures appended as arguments whose
        /// `isTrailingClosure` is true (the first unlabeled, later ones labeled). After a
        /// `.member` it calls that member: `a.b(c)` is a method call.
        case call([Argument])
        /// `[arguments]`
        case subscriptCall([Argument])
        /// `(label:_:)` after a name: `AppIcon.init(rawValue:)`, `handle(url:)` name a function
        /// with these argument labels (nil for `_`) without calling it.
        case argumentLabels([String?])
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

    package var kind: Kind
    /// The chain from its base through this step: where a diagnostic about the value this
    /// step produces points.
    package var range: SourceRange

    package init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The member name, for a `.member` step.
    package var memberName: String? {
        if case .member(let name, _) = kind { return name }
        return nil
    }

    /// Whether the step is a subscript, `[…]`.
    package var isSubscript: Bool {
        if case .subscriptCall = kind { return true }
        return false
    }

    package var isArgumentLabels: Bool {
        if case .argumentLabels = kind { return true }
        return false
    }

    /// The arguments, for a `.call` step.
    package var callArguments: [Argument]? {
        if case .call(let arguments) = kind { return arguments }
        return nil
    }
}

/// One step of a key path after its root: `\.a?.b!`, `\.rows[0]`.
package enum KeyPathComponent: Equatable, Sendable {
    /// `.name`; `$name` for a wrapped property's projected value, `self`, or a tuple index.
    case property(String)
    /// `?`: a nil before it makes the key path's value nil.
    case optionalChain
    /// `!`
    case forceUnwrap
    /// `[arguments]`
    case subscriptCall([Argument])

    /// The property names of a path made only of properties (`\.font.size`), else nil.
    package static func propertyNames(_ components: [KeyPathComponent]) -> [String]? {
        var names: [String] = []
        for component in components {
            guard case .property(let name) = component else { return nil }
            names.append(name)
        }
        return names
    }
}

extension Expression {
    /// `base` followed by `operations`, or `base` itself when there are none.
    package static func chain(_ base: Expression, _ operations: [PostfixOperation]) -> Expression {
        guard let last = operations.last else { return base }
        return Expression(kind: .postfix(base: base, operations: operations), range: last.range)
    }

    /// The chain without its last postfix step (its base when it had one step), and that
    /// step; nil when this is not a postfix chain. Copies the steps: meant for consumers
    /// that look at the end of short chains, not for walking long ones (loop over
    /// `operations` for that).
    package var splitLastOperation: (rest: Expression, last: PostfixOperation)? {
        guard case .postfix(let base, let operations) = kind, let last = operations.last else { return nil }
        return (.chain(base, Array(operations.dropLast())), last)
    }

    /// The callee and arguments when the chain ends in a call: `f(x)` gives `f` and `[x]`,
    /// `a.b.c(x)` gives `a.b.c` and `[x]`.
    package var lastCall: (callee: Expression, arguments: [Argument])? {
        guard let (rest, last) = splitLastOperation, let arguments = last.callArguments else { return nil }
        return (rest, arguments)
    }

    /// The name of a leading-dot member: `fill` of `.fill`; nil for any other expression.
    package var implicitMemberName: String? {
        if case .implicitMember(let name, _) = kind { return name }
        return nil
    }

    /// The base and member name when the chain ends in a member: `a.b.c` gives `a.b` and `c`.
    package var lastMember: (base: Expression, name: String, nameRange: SourceRange)? {
        guard let (rest, last) = splitLastOperation, case .member(let name, let nameRange) = last.kind else { return nil }
        return (rest, name, nameRange)
    }
}

extension BinaryOperation {
    /// The range of the expression that applies `rest[index]`: from the first operand
    /// through that operation's operand for a run that folds left, from the operand before
    /// it to the end of the run for one that folds right (`??`).
    package static func range(of index: Int, first: Expression, rest: [BinaryOperation]) -> SourceRange {
        if rest[index].op.associativity == .right {
            let left = index == 0 ? first.range : rest[index - 1].operand.range
            return left.to(rest[rest.count - 1].operand.range)
        }
        return first.range.to(rest[index].operand.range)
    }
}
