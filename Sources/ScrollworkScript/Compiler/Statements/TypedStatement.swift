import ScrollworkCore
import ScrollworkFrontEnd

/// A statement once type-checked: its names resolved to slots, its diagnostics reported, its
/// conditions and patterns checked (`TypedCondition`, `TypedPattern`), its expressions already
/// compiled (`Typed` lowers an expression as it checks it). `StatementLowering` turns it into the code the machine runs; the checker
/// (`BodyChecker+Statements` and the files beside it) makes it.
indirect enum TypedStatement {
    /// Nothing to run: an `import`, a local `typealias`, or a statement that failed to check.
    case nothing
    /// An expression statement, or `_ = value`: evaluated for its effects.
    case evaluate(Eval)
    /// A list of statements run in order until one breaks, continues or returns.
    case sequence([TypedStatement])
    /// Statements with `defer`s among them: each `segments[k]` is followed by the rest of the
    /// scope, after which `deferred[k]` runs; `rest` follows the last `defer`.
    case deferring(segments: [TypedStatement], deferred: [TypedStatement], rest: TypedStatement)

    /// A local `let`/`var`: its slot given the initial value (coerced when declared `Double`),
    /// or emptied when it has none.
    case initialize(slot: Int, value: Eval?, asDouble: Bool)
    /// `let (a, b) = pair`: the value bound to the pattern's names.
    case destructure(Eval, binding: TypedBinding, range: SourceRange)
    /// `place = value`, `place += value`; `chained` when the place is behind a `?`.
    case assign(TypedAssignment)
    /// `(a, b) = (b, a)`, `(r, g, _) = rgb`: the tuple evaluated once, then each element stored in
    /// its place, in order (nil for `_`), converted to the place's type.
    case assignTuple(places: [(place: LValue, type: StaticType)?], value: Eval)
    /// `_name = State(initialValue: …)` in an initialiser: field `index` of `self` set.
    case storeWrapperStorage(owner: LValue, index: Int, value: Eval)

    case ifElse([TypedCondition], then: TypedStatement, otherwise: TypedStatement)
    case guardElse([TypedCondition], otherwise: TypedStatement)
    case whileLoop([TypedCondition], body: TypedStatement, range: SourceRange)
    case repeatWhile(body: TypedStatement, condition: Eval, range: SourceRange)
    /// A for-in whose body runs in the function's frame.
    case forIn(TypedForIn)
    /// A for-in whose iterations each get a frame of their own (its body makes closures).
    case forInFreshFrames(sequence: Eval, iteration: TypedIteration, sequenceRange: SourceRange)
    /// `for await x in sequence`: one frame per iteration.
    case forAwait(sequence: Eval, iteration: TypedIteration, sequenceRange: SourceRange)
    /// The subject stored in `slot`, then the first arm one of whose items matches it.
    case switchOver(subject: Eval, slot: Int, arms: [TypedArm])

    case breakLoop
    case continueLoop
    /// `fallthrough`: leaves loops and ends at its switch, which runs the next case's body.
    case fallThrough
    case returnVoid
    /// `return nil` in a failable initialiser: the slot that says it failed set.
    case failInitializer(slot: Int)
    /// `return value`, the value coerced to the function's return type.
    case returnValue(Eval, type: StaticType)
    case throwError(Eval, range: SourceRange)
    /// `do { } catch { }`: the error stored in `errorSlot`, then the first clause that matches it.
    case doCatch(body: TypedStatement, errorSlot: Int, clauses: [TypedArm])

    /// The body of a view builder that is one view: its value is the result.
    case singleView(Eval, range: SourceRange)
    /// The body of a view builder of several statements: the views its expression statements
    /// produce are collected in `slot` (room reserved for `capacity`, the builder's statement
    /// count) and become the result.
    case viewList(slot: Int, capacity: Int, body: TypedStatement)
    /// An expression statement of a view builder: its view joins the list in `slot`.
    case addView(Eval, slot: Int, range: SourceRange)
}

/// An assignment once checked: the place, the value's code and type, and the operator of a
/// compound assignment.
struct TypedAssignment {
    let place: LValue
    let value: Eval
    let type: StaticType
    /// Behind an optional chain (`a?.b = c`): nothing happens when the chain is nil.
    let chained: Bool
    /// `+` of `+=`; nil for `=`.
    let operation: BinaryOperator?
    let range: SourceRange
}

/// A for-in run in the function's frame.
struct TypedForIn {
    let sequence: Eval
    let bind: TypedBinding
    let filter: Eval?
    let body: TypedStatement
    let range: SourceRange
    let sequenceRange: SourceRange
}

/// One iteration of a loop in a frame of its own (`frameSize` slots, child of the function's):
/// binds the element, tests `where`, runs the body.
struct TypedIteration {
    let bind: TypedBinding
    let filter: Eval?
    let body: TypedStatement
    let frameSize: Int
    let range: SourceRange
}

/// An arm of a `switch` or a `catch` clause: its items (one of which must match) and its body.
struct TypedArm {
    let items: [TypedCaseItem]
    let body: TypedStatement
}
