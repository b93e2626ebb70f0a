import ScrollworkCore

/// `ClosedRange<Date>` and `Range<Date>` (`start...end` of Dates, as a `DatePicker`'s `in:`
/// takes): records of two dates, made by the range operators where an operand is a Date.
enum DateRangeTypes {
    static let pair = RecordRangeTypes(bound: "Date", type: .of(FoundationTypes.date))
    static var closed: StructType { pair.closed }
    static var halfOpen: StructType { pair.halfOpen }

    /// `lower...upper` (or `..<`) of two dates; Swift traps when the upper bound is earlier.
    static func value(_ lower: Value, _ upper: Value, closed: Bool) throws -> Value {
        guard let low = FoundationTypes.seconds(ofDate: lower), let high = FoundationTypes.seconds(ofDate: upper) else {
            throw RuntimeFailure("a range of dates needs two Dates, not \(lower.typeName) and \(upper.typeName)")
        }
        guard low <= high else { throw RuntimeFailure("Range requires lowerBound <= upperBound") }
        return pair.make(lower, upper, closed: closed)
    }

    /// The bounds of a range of dates and whether it is closed; nil for any other value.
    static func bounds(_ value: Value) -> (lower: Value, upper: Value, closed: Bool)? { pair.bounds(value) }

    /// Whether a static type is a Date.
    static func isDate(_ type: StaticType) -> Bool {
        guard case .record(let ref) = type.unwrapped else { return false }
        return ref.type === FoundationTypes.date
    }

    /// `ClosedRange<Date>` and `Range<Date>` as declared types name them.
    static func type(named name: String, argument: String?) -> StructType? { pair.type(named: name, argument: argument) }
}
