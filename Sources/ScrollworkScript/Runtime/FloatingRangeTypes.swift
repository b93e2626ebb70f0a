import Foundation
import ScrollworkCore

/// `ClosedRange<Double>` and `Range<Double>` (`0...1`, `0.0..<2.5`): records of two bounds,
/// made by the range operators where a Double range is expected or an operand is a Double.
/// Integer ranges stay `.range`, which loops and subscripts walk without allocating.
enum FloatingRangeTypes {
    static let closed = make("ClosedRange<Double>")
    static let halfOpen = make("Range<Double>")

    private static func make(_ name: String) -> StructType {
        let type = StructType(name: name, isBuiltin: true)
        type.addField("lowerBound", type: .double, isLet: true)
        type.addField("upperBound", type: .double, isLet: true)
        type.customDescription = RangeBounds.description(closed: name.hasPrefix("Closed"))
        return type
    }

    static func value(_ lower: Double, _ upper: Double, closed: Bool) -> Value {
        (closed ? Self.closed : halfOpen).make([.double(lower), .double(upper)])
    }

    /// A Double range's lower or upper bound, as a value; nil for any other value (an integer
    /// range's, which the generic range's members read in `extension ClosedRange where Bound:
    /// BinaryFloatingPoint`, whose `self` may be either).
    static func bound(of value: Value, lower: Bool) -> Value? {
        bounds(value).map { .double(lower ? $0.lower : $0.upper) }
    }

    /// The bounds of a Double range and whether it is closed; nil for any other value.
    static func bounds(_ value: Value) -> (lower: Double, upper: Double, closed: Bool)? {
        guard case .record(let type, let fields) = value, type === closed || type === halfOpen,
              let lower = fields[0].asDouble, let upper = fields[1].asDouble else { return nil }
        return (lower, upper, type === closed)
    }

    /// Whether a static type is one of the Double ranges.
    static func isFloatingRange(_ type: StaticType) -> Bool {
        guard case .record(let ref) = type.unwrapped else { return false }
        return ref.type === closed || ref.type === halfOpen
    }

    /// `ClosedRange<Double>` for `ClosedRange<CGFloat>` and the like, as declared types name them.
    static func type(named name: String, argument: String?) -> StructType? {
        guard let argument, ["Double", "CGFloat", "Float", "TimeInterval"].contains(argument) else { return nil }
        switch name {
        case "ClosedRange": return closed
        case "Range": return halfOpen
        default: return nil
        }
    }
}
