import ScrollworkCore

/// `Int`, `Double` (`CGFloat` and `Float` are the same type here) and `Bool`.
enum SwiftNumbersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        integer(&surface)
        floatingPoint(&surface)
        // `Int64` is Int on iOS; `UInt64` and `UInt` are their own type (`SwiftUnsignedSurface`).
        surface.alias("Int64", for: "Int")
        // So are the narrower ones (a Core Data `Int16` attribute, `arc4random`'s `UInt32`): a
        // value past their bounds does not trap here (README, "The language").
        for name in ["Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32"] { surface.alias(name, for: "Int") }
        // Every floating-point number is a Double here, so an app's `extension BinaryFloatingPoint`
        // adds to Double (its `Self` is Double: `ProgramDeclarations.surfaceExtension`).
        surface.type("FloatingPoint", .protocol, conformsTo: ["Comparable", "Hashable", "Numeric"],
                     doc: "A floating-point number: Double, CGFloat or Float, which are all Double here.")
        surface.type("BinaryFloatingPoint", .protocol, conformsTo: ["FloatingPoint"],
                     doc: "A binary floating-point number: Double, CGFloat or Float, which are all Double here.")
        surface.alias("CGFloat", for: "Double")
        surface.alias("Float", for: "Double")
        surface.type("Bool", conformsTo: ["Equatable", "Hashable"], doc: "A true or false value.") { t in
            t.initializer("init()", doc: "false.") { _ in .bool(false) }
            t.property("var description: String { get }", doc: "\"true\" or \"false\".") { .string(Value.describe($0)) }
            t.property("var hashValue: Int { get }", doc: "A hash of the value, the same on every run (FNV-1a of true or false).") {
                StableHash.of(Value.describe($0))
            }
            t.initializer("init?(_ description: String)", doc: "true for \"true\", false for \"false\", nil for any other text.") { a in
                switch try ValueReaders.string(a[0], "Bool") {
                case "true": return .bool(true)
                case "false": return .bool(false)
                default: return .none
                }
            }
            t.mutating("mutating func toggle()", doc: "Flips the value.") { value, _ in
                value = .bool(!(try ValueReaders.bool(value, "toggle")))
                return .none
            }
        }
    }

    /// A radix as Swift's integer parsing and printing take it: 2 to 36, or a trap with `message`
    /// (the two places word theirs differently), worded as the other traps are.
    static func radix(_ value: Value, _ message: String) throws -> Int {
        let radix = try ValueReaders.int(value, "radix")
        guard (2...36).contains(radix) else { throw RuntimeFailure(message) }
        return radix
    }

    private static func integer(_ surface: inout SurfaceBuilder) {
        surface.type("Int", conformsTo: ["Comparable", "Hashable", "Numeric"], doc: "A signed whole number, 64 bits.") { t in
            let parse: (SurfaceArguments) throws -> Value = { a in
                Int(try ValueReaders.string(a[0], "Int")).map { .int($0) } ?? .none
            }
            let convert: (SurfaceArguments) throws -> Value = { a in
                if case .int = a[0] { return a[0] }
                if case .uint(let unsigned) = a[0] {
                    guard let result = Int(exactly: unsigned) else { throw RuntimeFailure("Not enough bits to represent the passed value") }
                    return .int(result)
                }
                // `Int(number)` whose argument's type was not known when compiled (a `ForEach`
                // element): a String at run time means the overload Swift picks for a String.
                if case .string = a[0] { return try parse(a) }
                let value = try ValueReaders.double(a[0], "Int")
                guard let result = Int(exactly: value.rounded(.towardZero)) else {
                    throw RuntimeFailure("\(Value.describe(double: value)) cannot be converted to Int")
                }
                return .int(result)
            }
            t.initializer("init<T: BinaryFloatingPoint>(_ source: T)",
                          doc: "The number with its fraction dropped; a run-time error if it does not fit.", convert)
            t.initializer("init<T: BinaryInteger>(_ source: T)", doc: "The same whole number.", convert)
            t.initializer("init?(_ description: String)", doc: "The number the text spells, or nil.", parse)
            t.initializer("init?(_ text: String, radix: Int)", doc: "The number the text spells in base radix (2 to 36), or nil.") { a in
                Int(try ValueReaders.string(a[0], "Int"), radix: try radix(a[1], "Radix not in range 2...36")).map { .int($0) } ?? .none
            }
            t.initializer("init()", doc: "Zero.") { _ in .int(0) }
            t.initializer("init(integerLiteral value: Int)", doc: "The same number, as an integer literal makes it.", convert)
            t.initializer("init(bitPattern: UInt)", doc: "The Int with the same 64 bits.") { a in
                .int(Int(bitPattern: UInt(try SwiftUnsignedSurface.unsigned(a[0], "bitPattern"))))
            }
            t.initializer("init<T: BinaryInteger>(truncatingIfNeeded source: T)", doc: "The same 64 bits as an Int.") { a in
                if case .uint(let unsigned) = a[0] { return .int(Int(truncatingIfNeeded: unsigned)) }
                return .int(try ValueReaders.int(a[0], "truncatingIfNeeded"))
            }
            t.constant("static var max: Int { get }", doc: "The largest Int.", .int(.max))
            t.constant("static var min: Int { get }", doc: "The smallest Int.", .int(.min))
            t.constant("static var zero: Int { get }", doc: "Zero.", .int(0))
            t.property("var magnitude: UInt { get }", doc: "The absolute value.") { value in
                .uint(UInt64(try ValueReaders.int(value, "magnitude").magnitude))
            }
            t.method("func isMultiple(of other: Int) -> Bool", doc: "Whether the number divides by other.") { receiver, a in
                .bool(try ValueReaders.int(receiver, "isMultiple").isMultiple(of: try ValueReaders.int(a[0], "of")))
            }
            t.property("var description: String { get }", doc: "The number as text.") { .string(Value.describe($0)) }
            t.property("var hashValue: Int { get }", doc: "A hash of the number, the same on every run (FNV-1a of its description).") {
                StableHash.of(Value.describe($0))
            }
        }
    }

    private static func floatingPoint(_ surface: inout SurfaceBuilder) {
        let number = ValueReaders.double
        surface.type("FloatingPointSign", .enum, conformsTo: ["Hashable"], doc: "The sign of a floating-point value.") { t in
            t.cases(["plus", "minus"], doc: "A sign.")
        }
        surface.type("Double", conformsTo: ["Comparable", "Hashable", "Numeric", "BinaryFloatingPoint"],
                     doc: "A 64-bit floating-point number; CGFloat and Float are the same type in scripts.") { t in
            let parse: (SurfaceArguments) throws -> Value = { a in
                Double(try ValueReaders.string(a[0], "Double")).map { .double($0) } ?? .none
            }
            // A String at run time took a numeric overload only because its type was not known
            // when compiled (see Int's): it is parsed, as the overload Swift picks for it.
            let convert: (SurfaceArguments) throws -> Value = { a in
                if case .string = a[0] { return try parse(a) }
                return .double(try number(a[0], "Double"))
            }
            t.initializer("init<T: BinaryInteger>(_ source: T)", doc: "The number as a Double.", convert)
            t.initializer("init<T: BinaryFloatingPoint>(_ source: T)", doc: "The same number.", convert)
            t.initializer("init?(_ text: String)", doc: "The number the text spells, or nil.", parse)
            t.initializer("init(floatLiteral value: Double)", doc: "The same number, as a float literal makes it.", convert)
            t.initializer("init()", doc: "Zero.") { _ in .double(0) }
            let constants: [(String, Double, String)] = [
                ("pi", .pi, "π."), ("infinity", .infinity, "Positive infinity."), ("nan", .nan, "Not a number."),
                ("greatestFiniteMagnitude", .greatestFiniteMagnitude, "The largest finite value."),
                ("leastNonzeroMagnitude", .leastNonzeroMagnitude, "The smallest positive value."),
                ("leastNormalMagnitude", .leastNormalMagnitude, "The smallest positive normal value."),
                ("ulpOfOne", .ulpOfOne, "The distance from 1 to the next larger value."), ("zero", 0, "Zero."),
            ]
            for (name, value, doc) in constants {
                t.constant("static var \(name): Double { get }", doc: doc, .double(value))
            }
            t.property("var magnitude: Double { get }", doc: "The absolute value.") { .double(Swift.abs(try number($0, "magnitude"))) }
            t.property("var isNaN: Bool { get }", doc: "Whether the value is not a number.") { .bool(try number($0, "isNaN").isNaN) }
            t.property("var isFinite: Bool { get }", doc: "Whether the value is finite.") { .bool(try number($0, "isFinite").isFinite) }
            t.property("var isInfinite: Bool { get }", doc: "Whether the value is infinite.") { .bool(try number($0, "isInfinite").isInfinite) }
            t.property("var isZero: Bool { get }", doc: "Whether the value is zero (or minus zero).") { .bool(try number($0, "isZero").isZero) }
            t.property("var sign: FloatingPointSign { get }", doc: "Whether the value is positive (.plus) or negative (.minus, -0.0 too).") {
                .symbol(try number($0, "sign").sign == .minus ? "minus" : "plus")
            }
            t.property("var description: String { get }", doc: "The number as text.") { .string(Value.describe($0)) }
            t.property("var hashValue: Int { get }", doc: "A hash of the number, the same on every run (FNV-1a of its description).") {
                StableHash.of(Value.describe($0))
            }
            t.method("func squareRoot() -> Double", doc: "The square root.") { receiver, _ in .double(try number(receiver, "squareRoot").squareRoot()) }
            // IEEE 754's comparisons, as FloatingPoint names them: false whenever either is NaN.
            for (declaration, compare) in [("func isLess(than other: Double) -> Bool", { (a: Double, b: Double) in a.isLess(than: b) }),
                                           ("func isLessThanOrEqualTo(_ other: Double) -> Bool", { $0.isLessThanOrEqualTo($1) }),
                                           ("func isEqual(to other: Double) -> Bool", { $0.isEqual(to: $1) })] {
                t.method(declaration, doc: "The IEEE 754 comparison with other: false when either is NaN.") { receiver, a in
                    .bool(compare(try number(receiver, "the receiver"), try number(a[0], "other")))
                }
            }
            t.method("func rounded() -> Double", doc: "Rounded to a whole number, halves away from zero.") { receiver, _ in
                .double(try number(receiver, "rounded").rounded())
            }
            t.method("func truncatingRemainder(dividingBy other: Double) -> Double",
                     doc: "The remainder of dividing by other, the quotient rounded toward zero.") { receiver, a in
                .double(try number(receiver, "truncatingRemainder").truncatingRemainder(dividingBy: try number(a[0], "dividingBy")))
            }
            t.method("func remainder(dividingBy other: Double) -> Double",
                     doc: "The IEEE remainder of dividing by other, the quotient rounded to the nearest whole number (ties to even).") { receiver, a in
                .double(try number(receiver, "remainder").remainder(dividingBy: try number(a[0], "dividingBy")))
            }
            t.method("func rounded(_ rule: FloatingPointRoundingRule) -> Double", doc: "Rounded to a whole number by the rule.") { receiver, a in
                .double(try number(receiver, "rounded").rounded(try roundingRule(a[0])))
            }
        }
        surface.type("FloatingPointRoundingRule", .enum, doc: "How `rounded(_:)` rounds.") { t in
            t.cases(["toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "towardZero", "awayFromZero"],
                    doc: "A rounding rule.")
        }
    }

    static func roundingRule(_ value: Value) throws -> FloatingPointRoundingRule {
        switch ValueReaders.symbol(value) {
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        default: throw RuntimeFailure("expected a FloatingPointRoundingRule such as .up, found \(Value.describe(value))")
        }
    }
}
