import Foundation
import ScrollworkCore

/// The standard library's and Foundation's free math functions.
enum SwiftMathSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let number = ValueReaders.double
        surface.function("func min<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", doc: "The smallest of the values.",
                         numeric: .binary { Swift.min($0, $1) }) {
            try extreme($0.values, largest: false)
        }
        surface.function("func max<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", doc: "The largest of the values.",
                         numeric: .binary { Swift.max($0, $1) }) {
            try extreme($0.values, largest: true)
        }
        surface.function("func abs<T: Comparable & SignedNumeric>(_ x: T) -> T", doc: "The absolute value.",
                         numeric: .unary { Swift.abs($0) }) { a in
            if case .int(let x) = a[0] {
                guard x != .min else { throw RuntimeFailure("integer overflow in abs(\(x))") }
                return .int(Swift.abs(x))
            }
            return .double(Swift.abs(try number(a[0], "abs")))
        }
        let unary: [(String, String, (Double) -> Double)] = [
            ("round", "Rounds to the nearest whole number, halves away from zero.", { $0.rounded() }),
            ("floor", "Rounds down.", { $0.rounded(.down) }),
            ("ceil", "Rounds up.", { $0.rounded(.up) }),
            ("sqrt", "The square root.", { $0.squareRoot() }),
            ("exp", "e raised to the power.", { Foundation.exp($0) }),
            ("log", "The natural logarithm.", { Foundation.log($0) }),
            ("sin", "The sine of an angle in radians.", { Foundation.sin($0) }),
            ("cos", "The cosine of an angle in radians.", { Foundation.cos($0) }),
            ("tan", "The tangent of an angle in radians.", { Foundation.tan($0) }),
            ("asin", "The angle in radians whose sine is the value.", { Foundation.asin($0) }),
            ("acos", "The angle in radians whose cosine is the value.", { Foundation.acos($0) }),
            ("atan", "The angle in radians whose tangent is the value.", { Foundation.atan($0) }),
            ("log2", "The base-2 logarithm.", { Foundation.log2($0) }),
            ("log10", "The base-10 logarithm.", { Foundation.log10($0) }),
            ("trunc", "Rounds towards zero.", { $0.rounded(.towardZero) }),
        ]
        for (name, doc, f) in unary {
            surface.function("func \(name)(_ x: Double) -> Double", doc: doc, numeric: .unary(f)) { .double(f(try number($0[0], name))) }
        }
        // C's rounding to a whole number (`lround(4.5)` is 5: halves away from zero), as an Int;
        // `lroundf` is its Float form, and a Float is a Double here.
        for (name, type) in [("lround", "Double"), ("lroundf", "Float")] {
            surface.function("func \(name)(_ x: \(type)) -> Int", doc: "The nearest whole number, halves away from zero, as an Int.") { a in
                let rounded = try number(a[0], name).rounded()
                guard let whole = Int(exactly: rounded) else { throw RuntimeFailure("\(name): \(Value.describe(double: rounded)) does not fit in an Int") }
                return .int(whole)
            }
        }
        let binary: [(String, String, (Double, Double) -> Double)] = [
            ("pow(_ x: Double, _ y: Double)", "x raised to the power y.", { Foundation.pow($0, $1) }),
            ("atan2(_ y: Double, _ x: Double)", "The angle of the point (x, y), in radians.", { Foundation.atan2($0, $1) }),
            ("hypot(_ x: Double, _ y: Double)", "The length of the hypotenuse, √(x² + y²).", { Foundation.hypot($0, $1) }),
            ("fmod(_ x: Double, _ y: Double)", "The remainder of x / y, with the sign of x.", { Foundation.fmod($0, $1) }),
        ]
        for (signature, doc, f) in binary {
            let name = String(signature.prefix { $0 != "(" })
            surface.function("func \(signature) -> Double", doc: doc, numeric: .binary(f)) {
                .double(f(try number($0[0], name), try number($0[1], name)))
            }
        }
    }

    /// `min`/`max` over two or more values; a Double among Ints makes the result a Double,
    /// as Swift would have typed every operand alike.
    private static func extreme(_ arguments: [Value], largest: Bool) throws -> Value {
        var best: Value?, sawDouble = false
        // Two values, then the variadic rest: no array is built for the usual two.
        func consider(_ item: Value) throws {
            if case .double = item { sawDouble = true }
            guard let current = best else { return best = item }
            // Swift's own tie rules: `min` keeps the earlier of equal values, `max` takes the later
            // (`max(0.0, -0.0)` is -0.0), and a NaN compares false either way.
            if largest ? try Operators.less(current, item) || Value.equal(current, item) : try Operators.less(item, current) {
                best = item
            }
        }
        for item in arguments.prefix(2) { try consider(item) }
        if arguments.count > 2, case .array(let rest) = arguments[2] { for item in rest { try consider(item) } }
        guard let best else { throw RuntimeFailure("needs at least one value") }
        if sawDouble, let x = best.asDouble { return .double(x) }
        return best
    }
}
