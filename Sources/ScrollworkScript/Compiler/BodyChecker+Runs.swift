import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// A run of binary operators of one precedence group, compiled in a loop. A run that
    /// folds left (`a + b - c`) is a chain of steps, each applying one operator to the value
    /// so far and the next operand (see `ChainCode`); a run of `??` folds right. One operator
    /// alone is its typed node.
    func binaryRun(_ first: Expression, _ rest: [BinaryOperation], expected: StaticType) -> TypedExpression {
        guard let op = rest.first?.op else { return typedExpression(first, expected: expected) }
        if op.associativity == .right { return nilCoalescingRun(first, rest, expected: expected) }
        let range = BinaryOperation.range(of: 0, first: first, rest: rest)
        let head = binary(op, operand(first), operand(rest[0].operand), range: range, expected: expected)
        if rest.count == 1 { return head }
        var chain = ChainCode(expressionLowering.lower(head), length: rest.count - 1, scope: scope)
        var last = head
        // Whether the run so far is integer literals, which Swift types as Double beside a Double.
        var literal = isLiteral(first) && isLiteral(rest[0].operand)
        // `.now() + delay + 0.04`: the run so far starts where its first operand does.
        let startsAtImplicitMember = operand(first).startsAtImplicitMember
        for index in rest.indices.dropFirst() {
            let operation = rest[index], receiver = chain.receiver
            // The operator asks for the value so far once; asking again (for it as a Double)
            // compiles the run so far anew, and then the step does not read the receiver.
            var compiles = 0
            let left = Operand(compile: { [unowned self] wanted in
                compiles += 1
                if compiles == 1 { return receiver }
                let prefix = Expression(kind: .binary(first: first, rest: Array(rest[..<index])),
                                        range: BinaryOperation.range(of: index - 1, first: first, rest: rest))
                return self.expression(prefix, expected: wanted)
            }, isLiteral: literal, isImplicitMember: false, startsAtImplicitMember: startsAtImplicitMember)
            last = binary(operation.op, left, operand(operation.operand), range: BinaryOperation.range(of: index, first: first, rest: rest),
                          expected: expected)
            let step = expressionLowering.lower(last)
            if compiles > 1 { chain.restart(step) } else { chain.append(step) }
            literal = literal && isLiteral(operation.operand)
        }
        return chain.expression(last: last)
    }

    /// `a ?? b ?? c`, that is `a ?? (b ?? c)`: the first operand that is not nil, else the
    /// last. Each operand is compiled expecting the type of the ones before it.
    private func nilCoalescingRun(_ first: Expression, _ rest: [BinaryOperation], expected: StaticType) -> TypedExpression {
        if rest.count <= ChainCode.nestingLimit {
            // Short: the nested tree it stands for, `a ?? (b ?? c)`.
            let tail = rest.count == 1 ? rest[0].operand
                : Expression(kind: .binary(first: rest[0].operand, rest: Array(rest.dropFirst())),
                             range: BinaryOperation.range(of: 1, first: first, rest: rest))
            return binary(.nilCoalescing, operand(first), operand(tail),
                          range: BinaryOperation.range(of: 0, first: first, rest: rest), expected: expected)
        }
        var wanted = expected
        var options = [Eval]()
        options.reserveCapacity(rest.count)
        for option in [first] + rest.dropLast().map(\.operand) {
            let compiled = expression(option, expected: wanted.unwrapped == .unknown ? .unknown : .optional(wanted.unwrapped))
            if compiled.type.unwrapped != .unknown { wanted = compiled.type.unwrapped }
            options.append(compiled.eval)
        }
        let last = expression(rest[rest.count - 1].operand, expected: wanted)
        return .firstNonNil(options, last: last.eval, type: last.type)
    }

    /// Prefix operators, applied from the innermost out as the steps of a chain; one operator
    /// alone is its typed node.
    func prefixChain(_ operators: [PrefixOperation], _ operand: Expression, range: SourceRange,
                     expected: StaticType) -> TypedExpression {
        // `!` wants a Bool of its operand; `-` and `+` pass on what they are expected to be.
        // `...1` where a range of Doubles is expected has a Double bound.
        let ranges = operators.contains { $0.op == .upThrough || $0.op == .upToExclusive }
        let wanted = operators.contains { $0.op == .not } ? StaticType.bool : ranges ? partialRangeBoundExpectation(expected) : expected
        // `+` changes nothing: the steps are the other operators, innermost first.
        let steps = operators.reversed().filter { $0.op != .plus }
        guard let outermost = steps.last else { return typedExpression(operand, expected: wanted) }
        let inner = expression(operand, expected: wanted)
        if operators.count == 1 { return prefix(outermost, inner, range: range) }
        var chain = ChainCode(inner, length: operators.count, scope: scope)
        for op in steps.dropLast() { chain.append(expressionLowering.lower(prefix(op, chain.receiver, range: range))) }
        let last = prefix(outermost, chain.receiver, range: range)
        chain.append(expressionLowering.lower(last))
        return chain.expression(last: last)
    }

    /// One prefix operator applied to `inner`, spanning from the operator to the end of `range`;
    /// `+` leaves its operand as it is.
    private func prefix(_ prefix: PrefixOperation, _ inner: Typed, range: SourceRange) -> TypedExpression {
        let stepRange = SourceRange(file: range.file, start: prefix.operatorRange.start, end: range.end)
        switch prefix.op {
        case .plus:
            return .unchangedReceiver(inner)
        case .negate:
            if inner.type == .uint64 {
                return failure("unary operator '-' cannot be applied to an operand of type 'UInt64'", at: stepRange)
            }
            return .negation(inner, range: stepRange)
        case .not:
            return .not(inner.condition(at: stepRange))
        case .bitwiseNot:
            guard inner.type == .int || inner.type == .uint64 || inner.type == .unknown else {
                return failure("unary operator '~' cannot be applied to an operand of type '\(inner.type.name)'", at: stepRange)
            }
            return .bitwiseNot(inner, range: stepRange)
        case .upToExclusive, .upThrough:
            return partialRange(prefix.op == .upThrough ? .through : .upTo, bound: inner, range: stepRange)
        }
    }
}
