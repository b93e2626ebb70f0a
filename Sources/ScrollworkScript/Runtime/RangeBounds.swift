import Foundation
import ScrollworkCore

/// Any range value read as its bounds: `a..<b` and `a...b` of Int (`.range`) or Double, and the
/// one-sided ones. What `contains`, `~=`, a `switch` case and a collection's range subscript ask.
struct RangeBounds {
    /// nil: no lower bound (`...b`, `..<b`).
    var lower: Value?
    /// nil: no upper bound (`a...`).
    var upper: Value?
    /// Whether `upper` itself is in the range.
    var includesUpper: Bool

    /// nil for a value that is not a range.
    init?(_ value: Value) {
        switch value {
        case .range(let low, let high):
            // `a...b` is kept as `a..<b+1`.
            (lower, upper, includesUpper) = (.int(low), .int(high), false)
        case .record(let type, let fields):
            if let (low, high, closed) = FloatingRangeTypes.bounds(value) {
                (lower, upper, includesUpper) = (.double(low), .double(high), closed)
                return
            }
            if let (low, high, closed) = DateRangeTypes.bounds(value) ?? UnsignedRangeTypes.pair.bounds(value) {
                (lower, upper, includesUpper) = (low, high, closed)
                return
            }
            guard let kind = PartialRangeTypes.kind(of: type.type), let bound = fields.first else { return nil }
            switch kind {
            case .from: (lower, upper, includesUpper) = (bound, nil, false)
            case .through: (lower, upper, includesUpper) = (nil, bound, true)
            case .upTo: (lower, upper, includesUpper) = (nil, bound, false)
            }
        default:
            return nil
        }
    }

    /// How Swift prints a range kept as a record of its two bounds: `1.0..<2.0`, `0.0...1.0`.
    static func description(closed: Bool) -> ([Value]) -> String {
        { fields in Value.describe(fields[0]) + (closed ? "..." : "..<") + Value.describe(fields[1]) }
    }

    /// The ranges kept as records of their two bounds: of Doubles, of Dates and of UInt64s.
    static func isBoundedRecord(_ type: StructType) -> Bool {
        type === FloatingRangeTypes.closed || type === FloatingRangeTypes.halfOpen
            || DateRangeTypes.pair.holds(type) || UnsignedRangeTypes.pair.holds(type)
    }

    /// Whether the value lies in the range, as `contains(_:)` and `~=` answer.
    func contains(_ value: Value) throws -> Bool {
        if let lower, try Operators.less(value, Self.bound(lower, like: value)) { return false }
        guard let upper = upper.map({ Self.bound($0, like: value) }) else { return true }
        return includesUpper ? try !Operators.less(upper, value) : try Operators.less(value, upper)
    }

    /// `(1...3).contains(2.5)`: integer literals bound a range of Doubles when the value is one.
    private static func bound(_ bound: Value, like value: Value) -> Value {
        if case .int(let x) = bound, case .double = value { return .double(Double(x)) }
        return bound
    }

    /// The positions of a collection of `count` elements that the range names, or the trap
    /// Swift's subscript gives (`items[2...]` is `2..<count`).
    func positions(count: Int) throws -> Range<Int> {
        let low = try lower.map { try Self.position($0) } ?? 0
        var high = try upper.map { try Self.position($0) } ?? count
        if includesUpper {
            guard high < .max else { throw RuntimeFailure("range upper bound overflows") }
            high += 1
        }
        guard low <= high else { throw RuntimeFailure("range requires lowerBound <= upperBound") }
        guard low >= 0, high <= count else { throw RuntimeFailure("range \(low)..<\(high) out of bounds 0..<\(count)") }
        return low..<high
    }

    private static func position(_ bound: Value) throws -> Int {
        guard case .int(let position) = bound else { throw RuntimeFailure("range bounds must be Int, not \(bound.typeName)") }
        return position
    }
}

extension StaticType {
    /// `ClosedRange<Int>` or `Range<Int>`: what `a...b` and `a..<b` of integers make (both kept
    /// as `.range`, a closed one as `a..<b+1`).
    static func integerRange(closed: Bool) -> StaticType { .named(closed ? "ClosedRange" : "Range") }

    /// Whether this is one of the integer ranges.
    var isIntegerRange: Bool { unwrapped == .integerRange(closed: true) || unwrapped == .integerRange(closed: false) }
}
