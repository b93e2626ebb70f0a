import ScrollworkFrontEnd

/// `UInt64` beside other numbers, as swiftc types it: an integer literal becomes one, a
/// negative literal cannot, and an `Int` or `Double` value never mixes with one in arithmetic
/// (only the comparisons and the shift count of `BinaryInteger` take any integer).
extension BodyChecker {
    func unsignedLiteral(_ value: Int, at range: SourceRange) -> TypedExpression {
        guard value >= 0 else {
            return failure("negative integer '\(value)' overflows when stored into unsigned type 'UInt64'", at: range)
        }
        return .literal(.uint(UInt64(value)), .uint64)
    }

    /// A literal beside a `UInt64` is one: `state &+ 0x9E37_79B9_7F4A_7C15`, `u > 3`.
    func literalsAsUnsigned(_ left: Operand, _ right: Operand, _ a: Typed, _ b: Typed) -> (Typed, Typed) {
        if a.type == .uint64, b.type != .uint64, right.isLiteral { return (a, right.compile(.uint64)) }
        if b.type == .uint64, a.type != .uint64, left.isLiteral { return (left.compile(.uint64), b) }
        return (a, b)
    }

    /// swiftc's error for `u + i` and `u & i` of a `UInt64` and another number; nil where the
    /// operator takes them (a comparison of two integers, a shift by any integer).
    func refusedMixedUnsigned(_ op: BinaryOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> TypedExpression? {
        guard (a.type == .uint64) != (b.type == .uint64), a.type.isNumeric || b.type.isNumeric else { return nil }
        let integers = a.type != .double && b.type != .double
        if integers, [.shiftLeft, .shiftRight, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(op) { return nil }
        return failure("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.type.name)' and '\(b.type.name)'",
                       at: range)
    }
}
