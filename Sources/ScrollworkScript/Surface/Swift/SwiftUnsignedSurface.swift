/// `UInt64`, and `UInt` (the same 64 bits on iOS): unsigned, with Swift's traps on the way in
/// and out. The narrower unsigned types stay Ints (README, "The language").
enum SwiftUnsignedSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.alias("UInt", for: "UInt64")
        surface.type("UInt64", conformsTo: ["Comparable", "Hashable", "Numeric", "ExpressibleByIntegerLiteral", "BinaryInteger", "FixedWidthInteger", "UnsignedInteger"], doc: "An unsigned whole number, 64 bits.") { t in
            let parse: (SurfaceArguments) throws -> Value = { a in
                UInt64(try ValueReaders.string(a[0], "UInt64")).map { .uint($0) } ?? .none
            }
            let convert: (SurfaceArguments) throws -> Value = { a in
                switch a[0] {
                case .uint: return a[0]
                case .int(let signed):
                    guard signed >= 0 else { throw RuntimeFailure("Negative value is not representable") }
                    return .uint(UInt64(signed))
                case .string: return try parse(a)
                default: return .uint(try fromDouble(try ValueReaders.double(a[0], "UInt64")))
                }
            }
            t.initializer("init<T: BinaryFloatingPoint>(_ source: T)",
                          doc: "The number with its fraction dropped; a run-time error if it does not fit.", convert)
            t.initializer("init<T: BinaryInteger>(_ source: T)", doc: "The same whole number; a run-time error if negative.", convert)
            t.initializer("init?(_ description: String)", doc: "The number the text spells, or nil.", parse)
            t.initializer("init?(_ text: String, radix: Int)", doc: "The number the text spells in base radix (2 to 36), or nil.") { a in
                UInt64(try ValueReaders.string(a[0], "UInt64"), radix: try SwiftNumbersSurface.radix(a[1], "Radix not in range 2...36"))
                    .map { .uint($0) } ?? .none
            }
            t.initializer("init()", doc: "Zero.") { _ in .uint(0) }
            t.initializer("init(bitPattern: Int)", doc: "The UInt64 with the same 64 bits.") { a in
                .uint(UInt64(bitPattern: Int64(try ValueReaders.int(a[0], "bitPattern"))))
            }
            t.initializer("init<T: BinaryInteger>(truncatingIfNeeded source: T)", doc: "The same 64 bits as a UInt64.") { a in
                if case .int(let signed) = a[0] { return .uint(UInt64(truncatingIfNeeded: signed)) }
                return .uint(try unsigned(a[0], "truncatingIfNeeded"))
            }
            t.constant("static var max: UInt64 { get }", doc: "The largest UInt64, 2⁶⁴ − 1.", .uint(.max))
            t.constant("static var min: UInt64 { get }", doc: "Zero, the smallest UInt64.", .uint(.min))
            t.constant("static var zero: UInt64 { get }", doc: "Zero.", .uint(0))
            t.constant("static var bitWidth: Int { get }", doc: "64.", .int(UInt64.bitWidth))
            t.property("var magnitude: UInt64 { get }", doc: "The number itself.") { .uint(try unsigned($0, "magnitude")) }
            t.property("var leadingZeroBitCount: Int { get }", doc: "How many of the high bits are 0.") {
                .int(try unsigned($0, "leadingZeroBitCount").leadingZeroBitCount)
            }
            t.property("var trailingZeroBitCount: Int { get }", doc: "How many of the low bits are 0.") {
                .int(try unsigned($0, "trailingZeroBitCount").trailingZeroBitCount)
            }
            t.property("var nonzeroBitCount: Int { get }", doc: "How many bits are 1.") {
                .int(try unsigned($0, "nonzeroBitCount").nonzeroBitCount)
            }
            t.method("func isMultiple(of other: UInt64) -> Bool", doc: "Whether the number divides by other.") { receiver, a in
                .bool(try unsigned(receiver, "isMultiple").isMultiple(of: try unsigned(a[0], "of")))
            }
            t.property("var description: String { get }", doc: "The number as text.") { .string(Value.describe($0)) }
        }
    }

    static func unsigned(_ value: Value, _ what: String) throws -> UInt64 {
        guard case .uint(let number) = value else { throw RuntimeFailure("\(what) must be a UInt64, not \(value.typeName)") }
        return number
    }

    /// `UInt64(x)`: the fraction dropped, trapping where Swift's conversion does.
    private static func fromDouble(_ value: Double) throws -> UInt64 {
        guard value.isFinite else {
            throw RuntimeFailure("Double value cannot be converted to UInt64 because it is either infinite or NaN")
        }
        guard value > -1 else {
            throw RuntimeFailure("Double value cannot be converted to UInt64 because the result would be less than UInt64.min")
        }
        guard value < 0x1p64 else {
            throw RuntimeFailure("Double value cannot be converted to UInt64 because the result would be greater than UInt64.max")
        }
        return UInt64(value)
    }
}
