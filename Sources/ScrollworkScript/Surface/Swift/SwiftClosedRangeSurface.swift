import ScrollworkCore

/// `ClosedRange<Int>` as a type apps annotate (`let levels: ClosedRange<Int> = 1...5`,
/// `func clamp(_ x: Int, to range: ClosedRange<Int>)`). Its values are the integer ranges
/// scripts make with `a...b`, kept as `a..<b+1`; its members answer for the closed form.
enum SwiftClosedRangeSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func bounds(_ value: Value) throws -> (Int, Int) {
            guard case .range(let low, let high) = value else { throw RuntimeFailure("expected a range, not \(value.typeName)") }
            return (low, high)
        }
        surface.type("ClosedRange", conformsTo: ["Sequence", "Equatable"], doc: "A closed range of integers, a...b.") { t in
            t.initializer("init(uncheckedBounds bounds: (lower: Bound, upper: Bound))",
                          doc: "The range lower...upper, its bounds taken as given (lower <= upper, unchecked).") { a in
                let (lower, upper) = try uncheckedBounds(a[0])
                return .range(lower, upper + 1)
            }
            t.property("var lowerBound: Bound { get }", doc: "The first value.") { value in
                try FloatingRangeTypes.bound(of: value, lower: true) ?? .int(bounds(value).0)
            }
            t.property("var upperBound: Bound { get }", doc: "The last value.") { value in
                try FloatingRangeTypes.bound(of: value, lower: false) ?? .int(bounds(value).1 - 1)
            }
            t.property("var count: Int { get }", doc: "The number of values.") { let (a, b) = try bounds($0); return .int(Swift.max(0, b - a)) }
            // A closed range always holds its lower bound.
            t.property("var isEmpty: Bool { get }", doc: "Whether the range has no values: never for a closed range.") { _ in .bool(false) }
            t.method("func contains(_ element: Bound) -> Bool", doc: "Whether the value lies in the range, either bound included.") { r, a in
                let (low, high) = try bounds(r)
                guard case .int(let value) = a[0] else { return .bool(false) }
                return .bool(value >= low && value < high)
            }
            t.method("func clamped(to limits: ClosedRange<Bound>) -> ClosedRange<Bound>",
                     doc: "The part of the range inside the limits (a bound when they do not overlap).") { r, a in
                let (low, high) = try bounds(r), (lowLimit, highLimit) = try bounds(a[0])
                let lower = Swift.min(Swift.max(low, lowLimit), highLimit - 1)
                let upper = Swift.max(Swift.min(high - 1, highLimit - 1), lower)
                return .range(lower, upper + 1)
            }
        }
        // `ClosedRange<Double>` and `Range<Double>` (`0.0...1.0`): their bounds are stored
        // properties of the record (FloatingRangeTypes); what they answer is here.
        for (type, bound, doc) in [(FloatingRangeTypes.closed, "Double", "A closed range of Doubles, a...b."),
                                   (FloatingRangeTypes.halfOpen, "Double", "A half-open range of Doubles, a..<b."),
                                   (DateRangeTypes.closed, "Date", "A closed range of dates, start...end."),
                                   (DateRangeTypes.halfOpen, "Date", "A half-open range of dates, start..<end."),
                                   (UnsignedRangeTypes.pair.closed, "UInt64", "A closed range of UInt64s, a...b."),
                                   (UnsignedRangeTypes.pair.halfOpen, "UInt64", "A half-open range of UInt64s, a..<b.")] {
            surface.type(type.name, doc: doc) { t in
                t.method("func contains(_ element: \(bound)) -> Bool", doc: "Whether the value lies in the range.") { r, a in
                    guard let bounds = RangeBounds(r) else { throw RuntimeFailure("expected a range, not \(r.typeName)") }
                    return .bool(try bounds.contains(a[0]))
                }
            }
        }
    }

    /// The `(lower:upper:)` pair of `init(uncheckedBounds:)`.
    static func uncheckedBounds(_ value: Value) throws -> (Int, Int) {
        guard case .tuple(let pair) = value, pair.elements.count == 2 else { throw RuntimeFailure(RuntimeMessages.typeMismatch("(lower: Int, upper: Int)", value)) }
        return (try ValueReaders.int(pair.elements[0], "lower"), try ValueReaders.int(pair.elements[1], "upper"))
    }
}
