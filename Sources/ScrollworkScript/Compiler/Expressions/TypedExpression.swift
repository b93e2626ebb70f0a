import ScrollworkCore
import ScrollworkFrontEnd

/// An expression once type-checked: its type chosen from what the context expects, its
/// diagnostics reported. `ExpressionLowering` turns it into the code the machine runs; the
/// checker (`Compiler+Expressions` and the files beside it) makes it. Literals are checked into
/// this tree; the other families are still checked and lowered in one walk, and come here as
/// the `Typed` that walk made.
indirect enum TypedExpression {
    /// A value known once checked: a number, a Boolean, `nil`, a string without interpolations,
    /// `#line` and the other magic identifiers, an array whose elements are all such values.
    case literal(Value, StaticType)
    /// `#available(iOS 17, *)` (or `#unavailable` when `negated`): compared with the simulated
    /// iOS version when it runs, so `os VERSION` changes the answer without a reload.
    case availability(version: [Int], negated: Bool)
    /// A string literal with interpolations, each value already described as Swift writes it.
    case interpolatedString([TypedStringSegment], range: SourceRange)
    /// An expression of a family not yet checked into this tree.
    case compiled(Typed)
}

/// A piece of an interpolated string literal: text, or the code of a value described when it runs.
enum TypedStringSegment {
    case text(String)
    case value(Eval)
}
