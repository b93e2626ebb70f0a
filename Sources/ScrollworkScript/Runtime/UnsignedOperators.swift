import ScrollworkFrontEnd

/// `UInt64` arithmetic as Swift does it: `+ - *` trap on overflow, the `&` operators wrap,
/// `>>` shifts in zeros. The right side of `<<` and `>>` may be any integer (Swift's smart
/// shifts are generic over it); every other operator takes two `UInt64`s, as the checker made sure.
enum UnsignedOperators {
    static func checked(_ outcome: (partialValue: UInt64, overflow: Bool), _ operation: String) throws -> Value {
        if outcome.overflow { throw RuntimeFailure("integer overflow in \(operation)") }
        return .uint(outcome.partialValue)
    }

    /// `a &+ b`, `a << n`, `a ^ b` with a `UInt64` on the left; nil when the left side is not one.
    static func integer(_ op: BinaryOperator, _ a: Value, _ b: Value) throws -> Value? {
        guard case .uint(let x) = a else { return nil }
        if op == .shiftLeft || op == .shiftRight {
            let count: Int
            switch b {
            case .int(let n): count = n
            // A count past Int.max shifts every bit out, as any count of 64 or more does.
            case .uint(let n): count = n > UInt64(Int.max) ? Int.max : Int(n)
            default: throw RuntimeFailure("operator '\(op.rawValue)' cannot be applied to UInt64 and \(b.typeName)")
            }
            return .uint(op == .shiftLeft ? x << count : x >> count)
        }
        guard case .uint(let y) = b else {
            throw RuntimeFailure("operator '\(op.rawValue)' cannot be applied to UInt64 and \(b.typeName)")
        }
        switch op {
        case .wrappingSubtract: return .uint(x &- y)
        case .wrappingMultiply: return .uint(x &* y)
        case .bitwiseAnd: return .uint(x & y)
        case .bitwiseOr: return .uint(x | y)
        case .bitwiseXor: return .uint(x ^ y)
        default: return .uint(x &+ y)
        }
    }
}
