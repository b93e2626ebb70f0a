import Foundation

/// Comparisons the standard library makes of `Comparable` and `Equatable` elements it is
/// given (`sorted()`, `min()`, `max()`, `sorted(by: >)`, `contains(_:)`, `firstIndex(of:)`,
/// `==` of two arrays): a script type's own `static func <`
/// or `==` decides, as Swift calls the type's conformance; other values compare as
/// `less` and `compare` compare them.
extension Operators {
    static func compare(_ op: ComparisonOperator, _ a: Value, _ b: Value, in context: ScriptContext?) throws -> Bool {
        let isEquality = op == .equal || op == .notEqual
        // `songs == others`: arrays are equal when their elements are, each by its type's `==`.
        if isEquality, case .array(let x) = a, case .array(let y) = b {
            var same = x.count == y.count
            var index = 0
            while same && index < x.count {
                same = try compare(.equal, x[index], y[index], in: context)
                index += 1
            }
            return op == .equal ? same : !same
        }
        guard let context, let function = declaredOperator(isEquality ? "==" : "<", of: a) else { return try compare(op, a, b) }
        // `a > b` is `b < a`; `a <= b` is `!(b < a)`; `a >= b` is `!(a < b)`.
        let (left, right) = op == .greater || op == .lessOrEqual ? (b, a) : (a, b)
        let result = try call(function, left, right, in: context)
        switch op {
        case .notEqual, .lessOrEqual, .greaterOrEqual: return !result
        default: return result
        }
    }

    /// The increasing order of these elements: their type's own `<`, looked up once, or `less`.
    static func ordering(of items: [Value], in context: ScriptContext?) -> (Value, Value) throws -> Bool {
        guard let context, let first = items.first, let function = declaredOperator("<", of: first) else { return less }
        return { a, b in try call(function, a, b, in: context) }
    }

    /// The `static func <` (or `==`) of a value's script type, its own or a superclass's.
    private static func declaredOperator(_ name: String, of value: Value) -> ScriptFunction? {
        var type: StructType?
        switch value {
        case .record(let record, _), .enumCase(let record, _, _): type = record.type
        case .object(let object): type = object.type
        default: return nil
        }
        while let current = type {
            if let function = current.staticFunctions[name]?.first(where: { $0.labels.count == 2 }) { return function }
            type = current.superclass
        }
        return nil
    }

    private static func call(_ function: ScriptFunction, _ a: Value, _ b: Value, in context: ScriptContext) throws -> Bool {
        let frame = Frame(size: function.frameSize, parent: nil, context: context)
        frame.slots[function.parameterSlots[0]] = a
        frame.slots[function.parameterSlots[1]] = b
        guard case .bool(let result) = try function.run(frame, machine: context.machine, at: function.range) else { return false }
        return result
    }
}
