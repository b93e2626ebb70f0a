import ScrollworkCore
// Statement and pattern nodes of the syntax tree (see AST.swift).

struct Statement: Equatable, Sendable {
    var kind: StatementKind
    var range: SourceRange

    init(kind: StatementKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

indirect enum StatementKind: Equatable, Sendable {
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

enum AssignmentOperator: String, Equatable, Sendable, CaseIterable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case multiply = "*="
    case divide = "/="
    case remainder = "%="
    case wrappingAdd = "&+=", wrappingSubtract = "&-=", wrappingMultiply = "&*="

    /// The binary operator a compound assignment applies, nil for plain `=`.
    var binaryOperator: BinaryOperator? {
        switch self {
        case .assign: return nil
        case .add: return .add
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        case .remainder: return .remainder
        case .wrappingAdd: return .wrappingAdd
        case .wrappingSubtract: return .wrappingSubtract
        case .wrappingMultiply: return .wrappingMultiply
        }
    }
}

struct IfStatement: Equatable, Sendable {
    var conditions: [Condition]
    var thenBody: Block
    var elseBranch: ElseBranch?

    init(conditions: [Condition], thenBody: Block, elseBranch: ElseBranch?) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBranch = elseBranch
    }
}

indirect enum ElseBranch: Equatable, Sendable {
    /// `else if …`; the statement is always an `.ifStatement`.
    case elseIf(Statement)
    case elseBlock(Block)
}

/// One comma-separated clause of an `if`, `guard` or `while` condition list.
struct Condition: Equatable, Sendable {
    var kind: ConditionKind
    var range: SourceRange

    init(kind: ConditionKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

indirect enum ConditionKind: Equatable, Sendable {
    /// A Bool expression.
    case expression(Expression)
    /// `let x = e`, `var x: T = e`, or the shorthand `let x` (value nil: binds `x` to
    /// the unwrapped value of the variable `x`).
    case optionalBinding(isLet: Bool, name: String, nameRange: SourceRange, type: TypeSyntax?, value: Expression?)
    /// `case .some(let x) = e`, `case 0..<10 = e`.
    case casePattern(Pattern, Expression)
}

struct ForInStatement: Equatable, Sendable {
    /// `x`, `_`, `(i, x)`; bindings in a for-in are implicitly `let`.
    var pattern: Pattern
    var sequence: Expression
    var whereClause: Expression?
    var body: Block

    init(pattern: Pattern, sequence: Expression, whereClause: Expression?, body: Block) {
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

struct SwitchStatement: Equatable, Sendable {
    var subject: Expression
    var cases: [SwitchCase]

    init(subject: Expression, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

struct SwitchCase: Equatable, Sendable {
    /// The comma-separated items of `case a, b where c:`; empty for `default:`.
    var items: [CaseItem]
    var isDefault: Bool
    var body: [Statement]
    var range: SourceRange

    init(items: [CaseItem], isDefault: Bool, body: [Statement], range: SourceRange) {
        self.items = items
        self.isDefault = isDefault
        self.body = body
        self.range = range
    }
}

struct CaseItem: Equatable, Sendable {
    var pattern: Pattern
    var whereClause: Expression?
    var range: SourceRange

    init(pattern: Pattern, whereClause: Expression?, range: SourceRange) {
        self.pattern = pattern
        self.whereClause = whereClause
        self.range = range
    }
}

struct Pattern: Equatable, Sendable {
    var kind: PatternKind
    var range: SourceRange

    init(kind: PatternKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

indirect enum PatternKind: Equatable, Sendable {
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

struct PatternArgument: Equatable, Sendable {
    var label: String?
    var pattern: Pattern

    init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}
