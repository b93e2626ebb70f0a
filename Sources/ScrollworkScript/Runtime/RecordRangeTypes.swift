import ScrollworkCore

/// A pair of range types kept as records of their two bounds, `ClosedRange<Bound>` and
/// `Range<Bound>`, for bounds that are not Ints (Ints stay `.range`): of Dates, of UInt64s.
struct RecordRangeTypes {
    let closed: StructType
    let halfOpen: StructType
    /// The bound's type as declared types name it (`Date`, `UInt64`).
    let boundName: String

    init(bound boundName: String, type boundType: StaticType) {
        func make(_ name: String) -> StructType {
            let type = StructType(name: "\(name)<\(boundName)>", isBuiltin: true)
            type.addField("lowerBound", type: boundType, isLet: true)
            type.addField("upperBound", type: boundType, isLet: true)
            type.customDescription = RangeBounds.description(closed: name == "ClosedRange")
            return type
        }
        self.boundName = boundName
        closed = make("ClosedRange")
        halfOpen = make("Range")
    }

    func make(_ lower: Value, _ upper: Value, closed isClosed: Bool) -> Value {
        (isClosed ? closed : halfOpen).make([lower, upper])
    }

    /// The bounds of a range of this pair and whether it is closed; nil for any other value.
    func bounds(_ value: Value) -> (lower: Value, upper: Value, closed: Bool)? {
        guard case .record(let type, let fields) = value, holds(type.type) else { return nil }
        return (fields[0], fields[1], type.type === closed)
    }

    func holds(_ type: StructType) -> Bool { type === closed || type === halfOpen }

    /// The pair's type a declared `ClosedRange<Bound>` or `Range<Bound>` names.
    func type(named name: String, argument: String?) -> StructType? {
        guard argument == boundName else { return nil }
        switch name {
        case "ClosedRange": return closed
        case "Range": return halfOpen
        default: return nil
        }
    }
}

/// `ClosedRange<UInt64>` and `Range<UInt64>` (`UInt64.min...UInt64.max`, as apps seed a
/// generator), made by the range operators where an operand is a UInt64.
enum UnsignedRangeTypes {
    static let pair = RecordRangeTypes(bound: "UInt64", type: .uint64)
    /// What walking one (a loop, `map`, `ForEach`) says: only its bounds are kept.
    static let notWalked = "a range of UInt64 is not supported here; make its bounds Ints with Int(_:)"

    /// `lower...upper` (or `..<`); Swift traps when the upper bound is below the lower.
    static func value(_ lower: Value, _ upper: Value, closed: Bool) throws -> Value {
        let low = try bound(lower), high = try bound(upper)
        guard low <= high else { throw RuntimeFailure("Range requires lowerBound <= upperBound") }
        return pair.make(.uint(low), .uint(high), closed: closed)
    }

    /// A bound: a UInt64, or an Int literal's non-negative value.
    private static func bound(_ value: Value) throws -> UInt64 {
        switch value {
        case .uint(let number): return number
        case .int(let number) where number >= 0: return UInt64(number)
        default: throw RuntimeFailure("a range of UInt64 needs two UInt64 bounds, not \(value.typeName)")
        }
    }
}
