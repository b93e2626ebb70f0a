import ScrollworkCore

/// `ClosedRange<Date>` and `Range<Date>` (`start...end` of Dates, as a `DatePicker`'s `in:`
/// takes): records of two dates, made by the range operators where an operand is a Date.
enum DateRangeTypes {
    static let closed = make("ClosedRange<Date>")
    static let halfOpen = make("Range<Date>")

    private static func make(_ name: String) -> StructType {
        let type = StructType(name: name, isBuiltin: true)
        type.addField("lowerBound", type: .of(FoundationTypes.date), isLet: true)
        type.addField("upperBound", type: .of(FoundationTypes.date), isLet: true)
        type.customDescription = RangeBounds.description(closed: name.hasPrefix("Closed"))
        return type
    }

    /// `lower...upper` (or `..<`) of two dates; Swift traps when the upper bound is earlier.
    static func value(_ lower: Value, _ upper: Value, closed: Bool) throws -> Value {
        guard let low = FoundationTypes.seconds(ofDate: lower), let high = FoundationTypes.seconds(ofDate: upper) else {
            throw RuntimeFailure("a range of dates needs two Dates, not \(lower.typeName) and \(upper.typeName)")
        }
        guard low <= high else { throw RuntimeFailure("Range requires lowerBound <= upperBound") }
        return (closed ? Self.closed : halfOpen).make([lower, upper])
    }

    /// The bounds of a range of dates and whether it is closed; nil for any other value.
    static func bounds(_ value: Value) -> (lower: Value, upper: Value, closed: Bool)? {
        guard case .record(let type, let fields) = value, type === closed || type === halfOpen else { return nil }
        return (fields[0], fields[1], type === closed)
    }

    /// Whether a static type is a Date.
    static func isDate(_ type: StaticType) -> Bool {
        guard case .record(let ref) = type.unwrapped else { return false }
        return ref.type === FoundationTypes.date
    }

    /// `ClosedRange<Date>` and `Range<Date>` as declared types name them.
    static func type(named name: String, argument: String?) -> StructType? {
        guard argument == "Date" else { return nil }
        switch name {
        case "ClosedRange": return closed
        case "Range": return halfOpen
        default: return nil
        }
    }
}
