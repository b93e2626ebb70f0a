import ScrollworkCore
import ScrollworkFrontEnd

/// A pattern once checked: the names it binds given their slots, the case it names found in
/// its enum, its diagnostics reported, its expressions compiled (`Typed`). It is matched
/// against a subject in a slot; `PatternLowering` turns it into the test the machine runs.
indirect enum TypedPattern {
    /// `_`, a `default`: matches everything.
    case wildcard
    /// `let x`: matches everything, the subject copied into `slot`.
    case bind(slot: Int)
    /// A pattern that can never match (its case was not found; the error was reported).
    case never
    /// `x?`, `.some(x)`: the subject is not nil and matches the inner pattern.
    case notNil(TypedPattern)
    /// `.none`.
    case isNil
    /// An expression pattern: the subject equals its value.
    case equals(Eval)
    /// `.rect` of an enum whose `rect` case has associated values: every value of the case
    /// named so matches (an enum's, whatever its values, or a framework value's), and any other
    /// subject when it equals the value.
    case caseName(String, orEquals: Eval)
    /// `..<b` (`closed: false`), `...b` (`closed: true`).
    case below(Eval, closed: Bool, range: SourceRange)
    /// `a...`.
    case atLeast(Eval, range: SourceRange)
    /// `a..<b`, `a...b`.
    case within(Eval, Eval, closed: Bool, range: SourceRange)
    /// `is T`, `is T.Type`.
    case isType(TypeTest)
    /// `let e as T`: the subject is a `T` and matches the inner pattern.
    case cast(StaticType, TypedPattern)
    /// `let e as NSError`: any error, bridged, matches the inner pattern.
    case bridgedError(ErrorDescriptions, TypedPattern, range: SourceRange)
    /// `(0, let y)`: each element copied into its slot and matched against its pattern.
    case tuple(slots: [Int], parts: [TypedPattern])
    /// `.image(let url)`: the case by name (by index when the enum is known), then each
    /// associated value copied into its slot and matched against its pattern.
    case enumCase(TypedEnumCase)
}

/// A pattern that always matches, of a declaration or a for-in, once checked: the names it
/// binds given their slots (`let (a, b) = pair`, `for (index, item) in list.enumerated()`).
indirect enum TypedBinding {
    /// `_` (in a for-in, any pattern that binds nothing): the value is not kept.
    case discard
    /// A name: the value put in its slot.
    case slot(Int)
    /// `(a, b)`: each element bound by its own part.
    case tuple([TypedBinding])
}

/// An enum case pattern with associated values, once checked.
struct TypedEnumCase {
    let name: String
    /// The case's index in the subject's enum, when the subject's type is known.
    let caseIndex: Int?
    let slots: [Int]
    let parts: [TypedPattern]
}

/// One pattern of a `case` or `catch` item and its `where` clause.
struct TypedCaseItem {
    let pattern: TypedPattern
    /// The `where` clause, a Bool, and where it is written.
    let filter: (value: Typed, range: SourceRange)?

    /// The item of a `default:`.
    static let always = TypedCaseItem(pattern: .wildcard, filter: nil)
}

/// One condition of an `if`, `guard` or `while` list, once checked.
enum TypedCondition {
    /// A Bool expression.
    case test(Typed, range: SourceRange)
    /// `let x = value`: true when the value is not nil, which is then put in `slot` as `type`.
    case binding(Eval, slot: Int, type: StaticType)
    /// `case pattern = subject`: the subject put in `slot` and matched.
    case match(subject: Eval, slot: Int, pattern: TypedPattern)
}
