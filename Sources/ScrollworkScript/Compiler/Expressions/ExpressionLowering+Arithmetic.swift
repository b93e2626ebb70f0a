import ScrollworkCore
import ScrollworkFrontEnd

/// Arithmetic and ranges, as the checker typed them: folded when both sides are constant,
/// unboxed when both are always Doubles, with one closure per operator and a constant side
/// folded in, so the hot paths do no generic dispatch.
extension ExpressionLowering {
    func arithmetic(_ op: BinaryOperator, _ a: Typed, _ b: Typed, type: StaticType, range: SourceRange) -> Typed {
        let operation: (Value, Value, ScriptContext?) throws -> Value
        let doubles: (Double, Double) -> Double
        switch op {
        case .add: operation = Operators.add; doubles = { $0 + $1 }
        case .subtract: operation = { x, y, _ in try Operators.subtract(x, y) }; doubles = { $0 - $1 }
        case .multiply: operation = { x, y, _ in try Operators.multiply(x, y) }; doubles = { $0 * $1 }
        case .divide: operation = { x, y, _ in try Operators.divide(x, y) }; doubles = { $0 / $1 }
        default: operation = { x, y, _ in try Operators.remainder(x, y) }; doubles = { $0.truncatingRemainder(dividingBy: $1) }
        }
        if let x = a.constant, let y = b.constant, let folded = try? operation(x, y, machine.context) {
            return .constant(folded, type)
        }
        if let x = a.number, let y = b.number, let unboxed = Self.numeric(op, x, y, a.constant?.asDouble, b.constant?.asDouble) {
            return Typed(number: unboxed)
        }
        let (l, r) = (a.eval, b.eval)
        if let y = b.constant?.asDouble, b.type == .double || a.type == .double, op != .remainder {
            let fallback = b.constant ?? .none
            switch op {
            case .add:
                return Typed({ f in
                    let x = try l(f)
                    if case .double(let d) = x { return .double(d + y) }
                    return try located(range) { try operation(x, fallback, f.context) }
                }, type)
            case .subtract:
                return Typed({ f in
                    let x = try l(f)
                    if case .double(let d) = x { return .double(d - y) }
                    return try located(range) { try operation(x, fallback, f.context) }
                }, type)
            case .multiply:
                return Typed({ f in
                    let x = try l(f)
                    if case .double(let d) = x { return .double(d * y) }
                    return try located(range) { try operation(x, fallback, f.context) }
                }, type)
            default:
                break
            }
        }
        return Typed({ f in
            let x = try l(f), y = try r(f)
            if case .double(let p) = x, case .double(let q) = y { return .double(doubles(p, q)) }
            return try located(range) { try operation(x, y, f.context) }
        }, type)
    }

    /// Arithmetic on two operands that are always Doubles, with a constant side folded into
    /// the closure; the same IEEE operations as `Operators` on two `.double`s.
    private static func numeric(_ op: BinaryOperator, _ x: @escaping NumberEval, _ y: @escaping NumberEval,
                                _ left: Double?, _ right: Double?) -> NumberEval? {
        switch (op, left, right) {
        case (.add, _, let c?): return { f in try x(f) + c }
        case (.add, let c?, _): return { f in try c + y(f) }
        case (.add, _, _): return { f in try x(f) + y(f) }
        case (.subtract, _, let c?): return { f in try x(f) - c }
        case (.subtract, let c?, _): return { f in try c - y(f) }
        case (.subtract, _, _): return { f in try x(f) - y(f) }
        case (.multiply, _, let c?): return { f in try x(f) * c }
        case (.multiply, let c?, _): return { f in try c * y(f) }
        case (.multiply, _, _): return { f in try x(f) * y(f) }
        case (.divide, _, let c?): return { f in try x(f) / c }
        case (.divide, let c?, _): return { f in try c / y(f) }
        case (.divide, _, _): return { f in try x(f) / y(f) }
        case (.remainder, _, _): return { f in try x(f).truncatingRemainder(dividingBy: y(f)) }
        default: return nil
        }
    }

    /// `a &+ b`, `a << b`, `a | b` on Ints or UInt64s (the left side's type), never a trap.
    func integerArithmetic(_ op: BinaryOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> Typed {
        let operation = Operators.integer(op)
        let type: StaticType = a.type == .uint64 ? .uint64 : .int
        if let x = a.constant, let y = b.constant, let folded = try? operation(x, y) { return .constant(folded, type) }
        let (l, r) = (a.eval, b.eval)
        return Typed({ f in
            let x = try l(f), y = try r(f)
            return try located(range) { try operation(x, y) }
        }, type)
    }

    /// `a..<b`, `a...b` of Ints.
    func integerRange(_ a: @escaping Eval, _ b: @escaping Eval, closed: Bool, range: SourceRange) -> Typed {
        Typed({ f in
            guard case .int(let low) = try a(f), case .int(var high) = try b(f) else {
                throw Diagnostic.error("range bounds must be Int here", at: range)
            }
            // `1...0` traps in Swift as `1..<0` does (the bounds are checked before `...` adds one).
            guard low <= high else {
                throw Diagnostic.error("range requires lowerBound <= upperBound", at: range)
            }
            if closed {
                guard high < .max else { throw Diagnostic.error("range upper bound overflows", at: range) }
                high += 1
            }
            return .range(low, high)
        }, .integerRange(closed: closed))
    }

    /// `0.0...1.0`, or `0...1` where a `ClosedRange<Double>` is expected: a record of two Doubles.
    func floatingRange(_ a: @escaping Eval, _ b: @escaping Eval, closed: Bool, range: SourceRange) -> Typed {
        Typed({ f in
            let low = try ValueReaders.double(try a(f), "the lower bound"), high = try ValueReaders.double(try b(f), "the upper bound")
            guard low <= high, !low.isNaN, !high.isNaN else {
                throw Diagnostic.error("range requires lowerBound <= upperBound", at: range)
            }
            return FloatingRangeTypes.value(low, high, closed: closed)
        }, .of(closed ? FloatingRangeTypes.closed : FloatingRangeTypes.halfOpen))
    }

    /// An operator function the app declares (`static func + (lhs: Self, rhs: Self)`), its two
    /// operands converted to its parameters' types.
    func operatorCall(_ function: ScriptFunction, _ x: @escaping Eval, _ y: @escaping Eval, range: SourceRange) -> Typed {
        let machine = self.machine, types = function.parameterTypes
        return Typed({ f in
            let frame = Frame(size: function.frameSize, parent: nil, context: f.context)
            // An Int passed for a CGFloat parameter (`offset / 2`) is that Double.
            frame.slots[function.parameterSlots[0]] = coerce(try x(f), to: types[0])
            frame.slots[function.parameterSlots[1]] = coerce(try y(f), to: types[1])
            return try function.run(frame, machine: machine, at: range)
        }, function.returnType)
    }
}
