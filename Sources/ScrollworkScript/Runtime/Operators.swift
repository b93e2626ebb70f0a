import Foundation
import ScrollworkFrontEnd

/// A framework value that `+` joins with another of its type (`AttributedString`).
protocol JoinableHostValue: HostObject {
    /// Both joined, or nil when `other` is not of its type.
    func joined(with other: Value, in context: ScriptContext?) throws -> Value?
}

/// Arithmetic and comparison on values, as Swift does them for the subset's types.
///
/// Int arithmetic reports overflow and division by zero instead of trapping; an Int
/// meeting a Double is promoted, since in Swift source such an Int is a literal that
/// would have been typed Double.
enum Operators {
    static func truth(_ value: Value) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        // A placeholder (a value of a type no loaded file declares) is false, as an empty store's flags.
        if PlaceholderValue.of(value) != nil { return false }
        if case .host(let unset as UnsetProperty) = value { throw RuntimeFailure(unset.message) }
        throw RuntimeFailure("expected a Bool, found \(value.typeName)")
    }

    /// `a + b`; joining strings or arrays charges what it makes to the running code's budget.
    static func add(_ a: Value, _ b: Value, in context: ScriptContext?) throws -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            let (result, overflow) = x.addingReportingOverflow(y)
            if overflow { throw RuntimeFailure("integer overflow in \(x) + \(y)") }
            return .int(result)
        case (.uint(let x), .uint(let y)): return try UnsignedOperators.checked(x.addingReportingOverflow(y), "\(x) + \(y)")
        case (.string(let x), .string(let y)):
            guard x.utf8.count + y.utf8.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            try context.charge(x.utf8.count + y.utf8.count)
            return .string(x + y)
        case (.array(let x), .array(let y)):
            guard x.count + y.count <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
            try context.charge(x.count + y.count)
            return .array(x + y)
        case (.point(let p), .point(let q)): return .point(.init(x: p.x + q.x, y: p.y + q.y))
        case (.angle(let x), .angle(let y)): return .angle(x + y)
        case (.host(let x as ViewValue), .host(let y as ViewValue)):
            // `Text("a") + Text("b")`: one text of both strings (their fonts are drawn only).
            guard case .text(let first) = x.node.content, case .text(let second) = y.node.content else { fallthrough }
            guard first.utf8.count + second.utf8.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            return .host(ViewValue(.text(first + second)))
        case (.record, _):
            // `date + 60`: a Date moved by a TimeInterval.
            guard let seconds = FoundationTypes.seconds(ofDate: a) else { fallthrough }
            return FoundationTypes.date(sinceReferenceDate: seconds + (try number(b, "+")))
        default:
            // `attributed + other`: a framework value with `+` of its own.
            if case .host(let x as JoinableHostValue) = a, let joined = try x.joined(with: b, in: context) { return joined }
            return .double(try number(a, "+") + number(b, "+"))
        }
    }

    static func subtract(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            let (result, overflow) = x.subtractingReportingOverflow(y)
            if overflow { throw RuntimeFailure("integer overflow in \(x) - \(y)") }
            return .int(result)
        }
        if case .uint(let x) = a, case .uint(let y) = b { return try UnsignedOperators.checked(x.subtractingReportingOverflow(y), "\(x) - \(y)") }
        if case .angle(let x) = a, case .angle(let y) = b { return .angle(x - y) }
        if let seconds = FoundationTypes.seconds(ofDate: a) {
            return FoundationTypes.date(sinceReferenceDate: seconds - (try number(b, "-")))
        }
        return .double(try number(a, "-") - number(b, "-"))
    }

    static func multiply(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            let (result, overflow) = x.multipliedReportingOverflow(by: y)
            if overflow { throw RuntimeFailure("integer overflow in \(x) * \(y)") }
            return .int(result)
        }
        if case .uint(let x) = a, case .uint(let y) = b { return try UnsignedOperators.checked(x.multipliedReportingOverflow(by: y), "\(x) * \(y)") }
        // SwiftUI's `_VectorMath`: an angle scaled by a Double.
        if case .angle(let x) = a { return .angle(x * (try number(b, "*"))) }
        return .double(try number(a, "*") * number(b, "*"))
    }

    static func divide(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            if y == 0 { throw RuntimeFailure("division by zero") }
            let (result, overflow) = x.dividedReportingOverflow(by: y)
            if overflow { throw RuntimeFailure("integer overflow in \(x) / \(y)") }
            return .int(result)
        }
        if case .uint(let x) = a, case .uint(let y) = b {
            if y == 0 { throw RuntimeFailure("division by zero") }
            return .uint(x / y)
        }
        if case .angle(let x) = a { return .angle(x / (try number(b, "/"))) }
        return .double(try number(a, "/") / number(b, "/"))
    }

    static func remainder(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let x) = a, case .int(let y) = b {
            if y == 0 { throw RuntimeFailure("division by zero in remainder") }
            let (result, overflow) = x.remainderReportingOverflow(dividingBy: y)
            if overflow { throw RuntimeFailure("integer overflow in \(x) % \(y)") }
            return .int(result)
        }
        if case .uint(let x) = a, case .uint(let y) = b {
            if y == 0 { throw RuntimeFailure("division by zero in remainder") }
            return .uint(x % y)
        }
        return .double(try number(a, "%").truncatingRemainder(dividingBy: number(b, "%")))
    }

    /// `&+`, `&-`, `&*`: two's-complement arithmetic that wraps instead of trapping; `<<`, `&`,
    /// `|`, `^` on the bits of the same two's-complement Int.
    static func integer(_ op: BinaryOperator) -> (Value, Value) throws -> Value {
        { a, b in
            guard case .int(let x) = a, case .int(let y) = b else {
                if let unsigned = try UnsignedOperators.integer(op, a, b) { return unsigned }
                throw RuntimeFailure("operator '\(op.rawValue)' cannot be applied to \(a.typeName) and \(b.typeName)")
            }
            switch op {
            case .wrappingSubtract: return .int(x &- y)
            case .wrappingMultiply: return .int(x &* y)
            // Swift's smart shifts: a count past the width gives 0 (or -1 shifting a negative
            // number right), a negative count shifts the other way.
            case .shiftLeft: return .int(x << y)
            case .shiftRight: return .int(x >> y)
            case .bitwiseAnd: return .int(x & y)
            case .bitwiseOr: return .int(x | y)
            case .bitwiseXor: return .int(x ^ y)
            default: return .int(x &+ y)
            }
        }
    }

    static func negate(_ a: Value) throws -> Value {
        switch a {
        case .int(let x):
            let (result, overflow) = Int(0).subtractingReportingOverflow(x)
            if overflow { throw RuntimeFailure("integer overflow in -(\(x))") }
            return .int(result)
        case .double(let x): return .double(-x)
        case .angle(let radians): return .angle(-radians)
        default: throw RuntimeFailure("cannot negate \(a.typeName)")
        }
    }

    static func number(_ value: Value, _ op: String) throws -> Double {
        switch value {
        case .double(let x): return x
        case .int(let x): return Double(x)
        default: throw RuntimeFailure("operator '\(op)' cannot be applied to \(value.typeName)")
        }
    }

    static func less(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        case (.uint(let x), .uint(let y)): return x < y
        // `BinaryInteger`'s comparisons take two integers of different types, by their values.
        case (.uint(let x), .int(let y)): return y >= 0 && x < UInt64(y)
        case (.int(let x), .uint(let y)): return x < 0 || UInt64(x) < y
        case (.double(let x), .double(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        // Swift's synthesised `Comparable` for enums: declaration order, then associated values.
        case (.enumCase(let t1, let i1, let p1), .enumCase(let t2, let i2, let p2)) where t1 === t2:
            if i1 != i2 { return i1 < i2 }
            return try lexicographicallyLess(p1, p2)
        case (.tuple(let x), .tuple(let y)): return try lexicographicallyLess(x.elements, y.elements)
        // Values whose type is known only when they run (`sizes.sorted()`): the surface's
        // `Comparable` enums, `DynamicTypeSize` and `ContentSizeCategory`, in their cases' order
        // (the names they share stand at the same places). A comparison whose type is known
        // when compiled orders each such enum by its own cases (`frameworkEnumOrdering`).
        case (.symbol(let x), .symbol(let y)):
            guard let order = OrderedSymbols.textSizeOrders.first(where: { $0.contains(x) && $0.contains(y) }),
                  let i = order.firstIndex(of: x), let j = order.firstIndex(of: y) else { fallthrough }
            return i < j
        case (.record, .record):
            guard let x = FoundationTypes.seconds(ofDate: a), let y = FoundationTypes.seconds(ofDate: b) else { fallthrough }
            return x < y
        default: return try number(a, "<") < number(b, "<")
        }
    }

    private static func lexicographicallyLess(_ a: [Value], _ b: [Value]) throws -> Bool {
        for (x, y) in zip(a, b) {
            if try less(x, y) { return true }
            if try less(y, x) { return false }
        }
        return a.count < b.count
    }

    static func compare(_ op: ComparisonOperator, _ a: Value, _ b: Value) throws -> Bool {
        switch op {
        case .equal: return Value.equal(a, b)
        case .notEqual: return !Value.equal(a, b)
        case .less: return try less(a, b)
        case .greater: return try less(b, a)
        case .lessOrEqual: return try !less(b, a) && !isNaNPair(a, b)
        case .greaterOrEqual: return try !less(a, b) && !isNaNPair(a, b)
        }
    }

    private static func isNaNPair(_ a: Value, _ b: Value) -> Bool {
        (a.asDouble?.isNaN ?? false) || (b.asDouble?.isNaN ?? false)
    }
}

/// The cases of the surface's `Comparable` enums, smallest first, as SwiftUI declares them.
enum OrderedSymbols {
    static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    static let contentSizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                                        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                                        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
    static let textSizeOrders = [dynamicTypeSizes, contentSizeCategories]
}

/// Sizes no script value may exceed, so a runaway preset cannot exhaust memory.
enum Limits {
    static let elements = 1_000_000
    static let stringBytes = 1_000_000
    /// What one entry of a dictionary or set counts for against the memory budget: its key,
    /// its value and its place in the hash table (about four array elements' worth).
    static let hashedEntryUnits = 4
    /// Most subscribers one publisher (a subject, an object's `@Published` properties) may
    /// have: code that subscribes each frame is an error, not a leak.
    static let subscribers = 10_000
    static let tooManyElements = "array would exceed \(elements) elements"
    static let stringTooLong = "string would exceed \(stringBytes) bytes"
}

enum ComparisonOperator: String {
    case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
}
