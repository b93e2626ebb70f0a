// Statement and pattern nodes of the syntax tree (see AST.swift).

package struct Statement: Equatable, Sendable {
    package var kind: StatementKind
    package var range: SourceRange

    package init(kind: StatementKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

package indirect enum StatementKind: Equatable, Sendable {
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
    /// `fallthrough`: the next case's body runs, whatever its pattern.
    case fallthroughStatement
    case returnStatement(Expression?)
    /// `do { … } catch … { … }`; no catch clauses for a plain `do` block.
    case doStatement(Block, catches: [CatchClause])
    /// `throw error`.
    case throwStatement(Expression)
    /// `defer { … }`: the block runs when the scope it is in is left, however it is left.
    case deferStatement(Block)
    /// A statement that failed to parse; an error was reported for it.
    case invalid
}

package enum AssignmentOperator: String, Equatable, Sendable, CaseIterable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case multiply = "*="
    case divide = "/="
    case remainder = "%="
    case wrappingAdd = "&+=", wrappingSubtract = "&-=", wrappingMultiply = "&*="
    case shiftLeft = "<<=", shiftRight = ">>=", bitwiseAnd = "&=", bitwiseOr = "|=", bitwiseXor = "^="

    /// The binary operator a compound assignment applies, nil for plain `=`.
    package var binaryOperator: BinaryOperator? {
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
        case .shiftLeft: return .shiftLeft
        case .shiftRight: return .shiftRight
        case .bitwiseAnd: return .bitwiseAnd
        case .bitwiseOr: return .bitwiseOr
        case .bitwiseXor: return .bitwiseXor
        }
    }
}

/// `catch`, `catch let e as T`, `catch E.a, E.b(let x) where x > 0`: the patterns are matched
/// against the thrown error; none means the clause catches everything and binds `error`.
package struct CatchClause: Equatable, Sendable {
    package var items: [CaseItem]
    package var body: Block
    package var range: SourceRange

    package init(items: [CaseItem], body: Block, range: SourceRange) {
        self.items = items
        self.body = body
        self.range = range
    }

    /// Whether the clause catches every error (no pattern, or one that always matches), which
    /// makes its `do` statement handle everything its body throws.
    private static let allErrorTypes: Set<String> = ["Error", "NSError", "Swift.Error", "Foundation.NSError"]

    package var catchesAll: Bool {
        guard !items.isEmpty else { return true }
        return items.contains { item in
            guard item.whereClause == nil else { return false }
            var pattern = item.pattern
            while true {
                switch pattern.kind {
                case .valueBinding(_, let inner): pattern = inner
                // `catch let error as NSError`: every error bridges to NSError, so Swift counts it as catching all.
                case .cast(let inner, let type) where Self.allErrorTypes.contains(type.dottedName ?? ""): pattern = inner
                case .isType(let type) where Self.allErrorTypes.contains(type.dottedName ?? ""): return true
                case .wildcard, .binding: return true
                default: return false
                }
            }
        }
    }
}

package struct IfStatement: Equatable, Sendable {
    package var conditions: [Condition]
    package var thenBody: Block
    package var elseBranch: ElseBranch?

    package init(conditions: [Condition], thenBody: Block, elseBranch: ElseBranch?) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBranch = elseBranch
    }
}

package indirect enum ElseBranch: Equatable, Sendable {
    /// `else if …`; the statement is always an `.ifStatement`.
    case elseIf(Statement)
    case elseBlock(Block)
}

/// One comma-separated clause of an `if`, `guard` or `while` condition list.
package struct Condition: Equatable, Sendable {
    package var kind: ConditionKind
    package var range: SourceRange

    package init(kind: ConditionKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

package indirect enum ConditionKind: Equatable, Sendable {
    /// A Bool expression.
    case expression(Expression)
    /// `let x = e`, `var x: T = e`, or the shorthand `let x` (value nil: binds `x` to
    /// the unwrapped value of the variable `x`).
    case optionalBinding(isLet: Bool, name: String, nameRange: SourceRange, type: TypeSyntax?, value: Expression?)
    /// `case .some(let x) = e`, `case 0..<10 = e`.
    case casePattern(Pattern, Expression)
}

package struct ForInStatement: Equatable, Sendable {
    /// `x`, `_`, `(i, x)`; bindings in a for-in are implicitly `let`.
    package var pattern: Pattern
    /// `for order: Order in orders`: the type the pattern is annotated with.
    package var elementType: TypeSyntax?
    package var sequence: Expression
    package var whereClause: Expression?
    package var body: Block
    /// `for await x in s` / `for try await x in s`: iterates an `AsyncSequence`.
    package var awaits: AsyncIteration?

    /// How a `for await` loop was written: `try` when the sequence's elements can throw.
    package struct AsyncIteration: Equatable, Sendable {
        package var isThrowing: Bool
        package var range: SourceRange

        package init(isThrowing: Bool, range: SourceRange) {
            self.isThrowing = isThrowing
            self.range = range
        }
    }

    package init(pattern: Pattern, elementType: TypeSyntax? = nil, sequence: Expression, whereClause: Expression?, body: Block,
                 awaits: AsyncIteration? = nil) {
        self.pattern = pattern
        self.elementType = elementType
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
        self.awaits = awaits
    }
}

package struct SwitchStatement: Equatable, Sendable {
    package var subject: Expression
    package var cases: [SwitchCase]

    package init(subject: Expression, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

package struct SwitchCase: Equatable, Sendable {
    /// The comma-separated items of `case a, b where c:`; empty for `default:`.
    package var items: [CaseItem]
    package var isDefault: Bool
    package var body: [Statement]
    package var range: SourceRange

    package init(items: [CaseItem], isDefault: Bool, body: [Statement], range: SourceRange) {
        self.items = items
        self.isDefault = isDefault
        self.body = body
        self.range = range
    }
}

package struct CaseItem: Equatable, Sendable {
    package var pattern: Pattern
    package var whereClause: Expression?
    package var range: SourceRange

    package init(pattern: Pattern, whereClause: Expression?, range: SourceRange) {
        self.pattern = pattern
        self.whereClause = whereClause
        self.range = range
    }
}

package struct Pattern: Equatable, Sendable {
    package var kind: PatternKind
    package var range: SourceRange

    package init(kind: PatternKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

package indirect enum PatternKind: Equatable, Sendable {
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
    /// `let e as T`: matches a value of type `T` and matches it, as a `T`, against the pattern.
    case cast(Pattern, TypeSyntax)
    /// Any other expression, matched with `~=` semantics: `.top`, `0..<10`, `5`, `"a"`.
    case expression(Expression)
}

package struct PatternArgument: Equatable, Sendable {
    package var label: String?
    package var pattern: Pattern

    package init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}
