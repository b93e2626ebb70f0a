import ScrollworkCore
// Statement and pattern nodes of the syntax tree (see AST.swift).

public struct Statement: Equatable, Sendable {
    public var kind: StatementKind
    public var range: SourceRange

    public init(kind: StatementKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum StatementKind: Equatable, Sendable {
    case expression(Expression)
    /// A local `let`/`var`/`func`/`struct`.
    case declaration(Declaration)
    /// `target.rect.origin.y = 0`, `count += 1`, `a[i] = x`. The target is an lvalue
    /// expression: identifier, member, subscript, force unwrap or optional chain of those.
    case assignment(target: Expression, op: AssignmentOperator, value: Expression)
    case ifStatement(IfStatement)
    case guardStatement(conditions: [Condition], elseBody: Block)
    case forIn(ForInStatement)
    case whileLoop(conditions: [Condition], body: Block)
    case repeatWhile(body: Block, condition: Expression)
    case switchStatement(SwitchStatement)
    case breakStatement
    case continueStatement
    case returnStatement(Expression?)
    /// `do { … }` (its `catch` clauses, which nothing in a script can reach, are not kept).
    case doStatement(Block)
    /// A statement that failed to parse; an error was reported for it.
    case invalid
}

public enum AssignmentOperator: String, Equatable, Sendable, CaseIterable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case multiply = "*="
    case divide = "/="
    case remainder = "%="

    /// The binary operator a compound assignment applies, nil for plain `=`.
    public var binaryOperator: BinaryOperator? {
        switch self {
        case .assign: return nil
        case .add: return .add
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        case .remainder: return .remainder
        }
    }
}

public struct IfStatement: Equatable, Sendable {
    public var conditions: [Condition]
    public var thenBody: Block
    public var elseBranch: ElseBranch?

    public init(conditions: [Condition], thenBody: Block, elseBranch: ElseBranch?) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBranch = elseBranch
    }
}

public indirect enum ElseBranch: Equatable, Sendable {
    /// `else if …`; the statement is always an `.ifStatement`.
    case elseIf(Statement)
    case elseBlock(Block)
}

/// One comma-separated clause of an `if`, `guard` or `while` condition list.
public struct Condition: Equatable, Sendable {
    public var kind: ConditionKind
    public var range: SourceRange

    public init(kind: ConditionKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum ConditionKind: Equatable, Sendable {
    /// A Bool expression.
    case expression(Expression)
    /// `let x = e`, `var x: T = e`, or the shorthand `let x` (value nil: binds `x` to
    /// the unwrapped value of the variable `x`).
    case optionalBinding(isLet: Bool, name: String, nameRange: SourceRange, type: TypeSyntax?, value: Expression?)
    /// `case .some(let x) = e`, `case 0..<10 = e`.
    case casePattern(Pattern, Expression)
}

public struct ForInStatement: Equatable, Sendable {
    /// `x`, `_`, `(i, x)`; bindings in a for-in are implicitly `let`.
    public var pattern: Pattern
    public var sequence: Expression
    public var whereClause: Expression?
    public var body: Block

    public init(pattern: Pattern, sequence: Expression, whereClause: Expression?, body: Block) {
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

public struct SwitchStatement: Equatable, Sendable {
    public var subject: Expression
    public var cases: [SwitchCase]

    public init(subject: Expression, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

public struct SwitchCase: Equatable, Sendable {
    /// The comma-separated items of `case a, b where c:`; empty for `default:`.
    public var items: [CaseItem]
    public var isDefault: Bool
    public var body: [Statement]
    public var range: SourceRange

    public init(items: [CaseItem], isDefault: Bool, body: [Statement], range: SourceRange) {
        self.items = items
        self.isDefault = isDefault
        self.body = body
        self.range = range
    }
}

public struct CaseItem: Equatable, Sendable {
    public var pattern: Pattern
    public var whereClause: Expression?
    public var range: SourceRange

    public init(pattern: Pattern, whereClause: Expression?, range: SourceRange) {
        self.pattern = pattern
        self.whereClause = whereClause
        self.range = range
    }
}

public struct Pattern: Equatable, Sendable {
    public var kind: PatternKind
    public var range: SourceRange

    public init(kind: PatternKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum PatternKind: Equatable, Sendable {
    /// `_`
    case wildcard
    /// A name that binds the matched value: `x` in `for x in`, or inside `let`.
    case binding(String)
    /// `let p` / `var p`: names inside `p` bind instead of being looked up.
    case valueBinding(isLet: Bool, Pattern)
    /// `(a, b)`
    case tuple([Pattern])
    /// `.some(let x)`, `.foo(label: let y)`, `Phase.top(_)`: an enum case with
    /// sub-patterns. A case without parentheses is an `.expression` pattern.
    case enumCase(type: TypeSyntax?, name: String, arguments: [PatternArgument])
    /// `x?` — matches a non-nil optional.
    case optional(Pattern)
    /// `is T`
    case isType(TypeSyntax)
    /// Any other expression, matched with `~=` semantics: `.top`, `0..<10`, `5`, `"a"`.
    case expression(Expression)
}

public struct PatternArgument: Equatable, Sendable {
    public var label: String?
    public var pattern: Pattern

    public init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}
