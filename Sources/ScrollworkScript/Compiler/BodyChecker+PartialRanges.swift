import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

// `2...`, `...3`, `..<count` as values, as Swift's postfix `...` and prefix `...`/`..<` make
// them: `PartialRangeFrom`, `PartialRangeThrough`, `PartialRangeUpTo` of the bound's type,
// for `lineLimit(2...)`, `contains(_:)`, `~=`, a stored range's subscript. In brackets and in a
// `switch` case they are read where written (BodyChecker+RangeSubscripts, BodyChecker+Switch).
extension BodyChecker {
    /// What a one-sided range's bound is expected to be: a Double where a range of Doubles is
    /// wanted, else what the whole is expected to be (an Int inside a subscript's brackets).
    func partialRangeBoundExpectation(_ expected: StaticType) -> StaticType {
        if case .record(let ref) = expected.unwrapped, PartialRangeTypes.kind(of: ref.type) != nil {
            return ref.type.fieldTypes.first ?? .unknown
        }
        return expected.unwrapped == .double ? .double : .unknown
    }

    /// The range of this kind around a compiled bound: typed by the bound when its type is
    /// known, else by the bound's value when it runs.
    func partialRange(_ kind: PartialRangeTypes.Kind, bound: Typed, range: SourceRange) -> TypedExpression {
        let type: StaticType
        switch bound.type.unwrapped {
        case .unknown: type = .unknown
        case let known:
            guard let ranged = PartialRangeTypes.type(kind, bound: known) else {
                return failure(PartialRangeMessages.notComparable(kind, known.name), at: range)
            }
            type = .of(ranged)
        }
        return .partialRange(kind, bound: bound.eval, type: type, range: range)
    }
}
