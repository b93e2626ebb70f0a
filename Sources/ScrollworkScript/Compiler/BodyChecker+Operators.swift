import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// One side of a binary operator, compiled with the type the operator (or the other side)
/// asks of it.
struct Operand {
    let compile: (StaticType) -> Typed
    /// Integer literals, or arithmetic on them: Swift types these as Double beside a Double.
    let isLiteral: Bool
    /// `.top`: its type is the other side's.
    let isImplicitMember: Bool
    /// `[.dough, .glaze]`: beside an option set, it is one.
    var isArrayLiteral = false
}

extension BodyChecker {
    func operand(_ e: Expression) -> Operand {
        var isImplicitMember = false
        if case .implicitMember = e.kind { isImplicitMember = true }
        // `.now()` and `.seconds(1)` too: a call or member chain that starts at an implicit member.
        if case .postfix(let base, _) = e.kind, case .implicitMember = base.kind { isImplicitMember = true }
        var isArrayLiteral = false
        if case .array = e.kind { isArrayLiteral = true }
        return Operand(compile: { [unowned self] expected in self.expression(e, expected: expected) },
                       isLiteral: isLiteral(e), isImplicitMember: isImplicitMember, isArrayLiteral: isArrayLiteral)
    }

    /// Binary operators, with the Double/Double case inlined and constants folded.
    func binary(_ op: BinaryOperator, _ left: Operand, _ right: Operand, range: SourceRange,
                expected: StaticType) -> Typed {
        switch op {
        case .and, .or:
            let a = left.compile(.bool).condition(at: range)
            let b = right.compile(.bool).condition(at: range)
            return expressionLowering.lower(.logical(isAnd: op == .and, a, b))
        case .nilCoalescing:
            let a = left.compile(expected.unwrapped == .unknown ? .unknown : .optional(expected.unwrapped))
            let b = right.compile(a.type.unwrapped == .unknown ? expected : a.type.unwrapped)
            return expressionLowering.lower(.nilCoalescing(a.eval, b.eval, type: b.type))
        case .halfOpenRange, .closedRange:
            let closed = op == .closedRange
            let (lower, upper) = (left.compile(.int), right.compile(.int))
            if FloatingRangeTypes.isFloatingRange(expected) || lower.type == .double || upper.type == .double {
                return floatingRange(left.compile(.double), right.compile(.double), closed: closed, range: range)
            }
            let a = lower.eval, b = upper.eval
            return Typed({ f in
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
        case .patternMatch:
            return patternMatch(left.compile(.unknown), right.compile(.unknown), range: range)
        case .identical, .notIdentical:
            // Whether two references are the same instance.
            let a = left.compile(.unknown), b = right.compile(.unknown)
            for side in [a, b] where side.type != .unknown && !(side.type.unwrapped.nominal?.kind == .classType) {
                if case .optional = side.type, side.constant != nil { continue }
                return failed("argument type '\(side.type.name)' expected to be an instance of a class or class-constrained type",
                              at: range)
            }
            let (x, y) = (a.eval, b.eval), negated = op == .notIdentical
            return Typed(truth: { f in
                let same: Bool
                switch (try x(f), try y(f)) {
                case (.object(let p), .object(let q)): same = p === q
                // The framework's classes (`ModelContainer`, `ModelContext`) are host objects.
                case (.host(let p), .host(let q)): same = p === q
                case (.none, .none): same = true
                default: same = false
                }
                return same != negated
            })
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            let (a, b) = operands(left, right, expected: .unknown)
            let comparisonOperator = ComparisonOperator(rawValue: op.rawValue) ?? .equal
            if let custom = nominalComparison(comparisonOperator, a, b, range: range) { return custom }
            if let ordered = frameworkEnumOrdering(comparisonOperator, a, b, range: range) { return ordered }
            if let looked = untypedImplicitMemberComparison(comparisonOperator, a, b, range: range) { return looked }
            return comparison(comparisonOperator, a, b, range: range)
        case .add, .subtract, .multiply, .divide, .remainder:
            if case .named(let name) = expected.unwrapped, let interval = Self.intervalTypes[name],
               left.isImplicitMember || right.isImplicitMember {
                // `.now() + 0.2 + .seconds(1)` where a `DispatchTime` is expected: the left side is
                // that type, an implicit member added to it is its interval type's.
                let a = left.compile(expected.unwrapped)
                let sum = arithmetic(op, a, right.compile(right.isImplicitMember ? .named(interval) : .double), range: range)
                // A point in time moved by an interval is a point in time (seconds at run time).
                return Typed(sum.eval, expected.unwrapped)
            }
            if expected.unwrapped == .angle, left.isImplicitMember || right.isImplicitMember {
                // `.degrees(y) / 5` where an Angle is wanted: SwiftUI's `_VectorMath` operators make an
                // Angle only of two Angles or, scaling, of an Angle and a Double.
                let scaling = op == .multiply || op == .divide
                return arithmetic(op, left.compile(.angle), right.compile(scaling ? .double : .angle), range: range)
            }
            if let moved = movedDate(op, left, right, range: range) { return moved }
            let (a, b) = operands(left, right, expected: expected.unwrapped.isNumeric ? expected.unwrapped : .unknown)
            if let declared = declaredOperator(op.rawValue, left, right, a, b, range: range) { return declared }
            return arithmetic(op, a, b, range: range)
        case .wrappingAdd, .wrappingSubtract, .wrappingMultiply, .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
            let (a, b) = operands(left, right, expected: .int)
            return integerArithmetic(op, a, b, range: range)
        }
    }

    /// `date -= .random(in: 60..<180)`: Foundation declares `Date + TimeInterval` and
    /// `Date - TimeInterval` only, so an implicit member on the right is a TimeInterval (a Double),
    /// not a Date as it would be beside a Date in a comparison.
    private func movedDate(_ op: BinaryOperator, _ left: Operand, _ right: Operand, range: SourceRange) -> Typed? {
        guard op == .add || op == .subtract, right.isImplicitMember, !left.isImplicitMember else { return nil }
        let date = left.compile(.unknown)
        guard date.type.isDate else { return nil }
        return arithmetic(op, date, right.compile(.double), range: range)
    }

    /// The type of what `+` adds to a point in time, for an implicit member on the right.
    static let intervalTypes = ["DispatchTime": "DispatchTimeInterval"]

    /// `0.0...1.0`, or `0...1` where a `ClosedRange<Double>` is expected: a record of two Doubles.
    private func floatingRange(_ lower: Typed, _ upper: Typed, closed: Bool, range: SourceRange) -> Typed {
        let (a, b) = (lower.eval, upper.eval)
        return Typed({ f in
            let low = try ValueReaders.double(try a(f), "the lower bound"), high = try ValueReaders.double(try b(f), "the upper bound")
            guard low <= high, !low.isNaN, !high.isNaN else {
                throw Diagnostic.error("range requires lowerBound <= upperBound", at: range)
            }
            return FloatingRangeTypes.value(low, high, closed: closed)
        }, .of(closed ? FloatingRangeTypes.closed : FloatingRangeTypes.halfOpen))
    }

    /// Compiles both operands so an Int literal beside a Double becomes a Double, as Swift types it.
    private func operands(_ left: Operand, _ right: Operand, expected: StaticType) -> (Typed, Typed) {
        // `timeout == .milliseconds(1500)`: the implicit side is compiled once, with the other's type.
        if right.isImplicitMember != left.isImplicitMember {
            let known = (right.isImplicitMember ? left : right).compile(expected)
            let implicit = (right.isImplicitMember ? right : left).compile(known.type != .unknown ? known.type : expected)
            return right.isImplicitMember ? (known, implicit) : (implicit, known)
        }
        var a = left.compile(expected), b: Typed
        // `units == [.useKB, .useMB]`: an array literal beside an option set is a set of its members.
        if right.isArrayLiteral, a.type.nominal.map({ conforms($0, to: "OptionSet") }) ?? (surfaceOptionSet(a.type) != nil) {
            b = right.compile(a.type)
        } else {
            b = right.compile(expected)
        }
        if a.type == .double, b.type == .int, right.isLiteral { b = right.compile(.double) }
        if b.type == .double, a.type == .int, left.isLiteral { a = left.compile(.double) }
        // A literal beside an Int that is not one is an Int, whatever the result is wanted as:
        // `1 / Int(x)` divides Ints, as Swift types it.
        if a.type == .double, b.type == .int, left.isLiteral, !right.isLiteral { a = left.compile(.unknown) }
        if b.type == .double, a.type == .int, right.isLiteral, !left.isLiteral { b = right.compile(.unknown) }
        // An implicit member beside a typed operand takes its type: `phase == .topLeading`.
        if right.isImplicitMember, a.type != .unknown { b = right.compile(a.type) }
        if left.isImplicitMember, b.type != .unknown { a = left.compile(b.type) }
        return (a, b)
    }

    /// Integer literals, negated ones, and arithmetic on them.
    func isLiteral(_ e: Expression) -> Bool {
        switch e.kind {
        case .integer: return true
        case .prefix(let operators, let inner): return operators.allSatisfy { $0.op == .negate } && isLiteral(inner)
        case .binary(let first, let rest): return isLiteral(first) && rest.allSatisfy { isLiteral($0.operand) }
        default: return false
        }
    }

    private func arithmetic(_ op: BinaryOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> Typed {
        let type: StaticType
        if a.type == .angle || b.type == .angle {
            if let refused = refusedAngleOperands(op, a, b, range: range) { return refused }
            type = .angle
        } else if a.type.isDate { type = a.type }  // `date + 60` is a Date
        else if a.type == .double || b.type == .double { type = .double }
        else if a.type == .int && b.type == .int { type = .int }
        else if a.type == .string && b.type == .string { type = .string }
        else { type = a.type == .unknown ? b.type : a.type }
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
        // The common cases get their own closures so the hot path has no generic dispatch.
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

    /// SwiftUI's `_VectorMath` on Angle: `+` and `-` of two Angles, `*` and `/` of an Angle by a
    /// Double (an Int literal is one); swiftc's error for anything else: beside a number, the
    /// Angle cannot be that number (`2 * angle`, `angle % 2`), else no operator takes the two.
    private func refusedAngleOperands(_ op: BinaryOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> Typed? {
        let loose: [StaticType] = [.angle, .unknown], scaling = op == .multiply || op == .divide
        if op == .add || op == .subtract, loose.contains(a.type), loose.contains(b.type) { return nil }
        if scaling, a.type == .angle {
            if b.type == .double || b.type == .unknown || b.type == .int && b.constant != nil { return nil }
            if b.type == .angle || b.type == .int {
                return failed("cannot convert value of type '\(b.type.name)' to expected argument type 'Double'", at: range)
            }
        }
        if scaling || op == .remainder, a.type.isNumeric || b.type.isNumeric {
            let number = a.type.isNumeric ? a.type : b.type
            return failed("cannot convert value of type 'Angle' to expected argument type '\(number.name)'", at: range)
        }
        return failed("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.type.name)' and '\(b.type.name)'",
                      at: range)
    }

    /// `a &+ b`, `a << b`, `a | b`: Ints only (the subset has no other fixed-width integer), never a trap.
    private func integerArithmetic(_ op: BinaryOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> Typed {
        for side in [a, b] where side.type != .int && side.type != .unknown {
            return failed("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.type.name)' and '\(b.type.name)'",
                          at: range)
        }
        let operation = Operators.integer(op)
        if let x = a.constant, let y = b.constant, let folded = try? operation(x, y) { return .constant(folded, .int) }
        let (l, r) = (a.eval, b.eval)
        return Typed({ f in
            let x = try l(f), y = try r(f)
            return try located(range) { try operation(x, y) }
        }, .int)
    }

    /// `size < .accessibility1` on a framework enum: by its cases' declared order when it is
    /// `Comparable` on iOS (`DynamicTypeSize`), each type in its own order; swiftc's error for
    /// one that is not (`ControlSize`, `Edge`).
    private func frameworkEnumOrdering(_ op: ComparisonOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> Typed? {
        guard op != .equal, op != .notEqual, let name = surfaceTypeName(of: a.type) ?? surfaceTypeName(of: b.type),
              surface.type(named: name)?.kind == .enum else { return nil }
        guard surface.lineage(of: name).contains("Comparable") else {
            return failed("binary operator '\(op.rawValue)' cannot be applied to two '\(name)' operands", at: range)
        }
        let order = Dictionary(uniqueKeysWithValues: surface.caseNames(of: name).enumerated().map { ($1, $0) })
        let (x, y) = (a.eval, b.eval)
        func rank(_ value: Value) throws -> Int {
            guard case .symbol(let symbol) = value, let index = order[symbol] else {
                throw Diagnostic.error("'\(value.typeName)' is not a value of '\(name)'", at: range)
            }
            return index
        }
        let less: (Int, Int) -> Bool
        switch op {
        case .less: less = { $0 < $1 }
        case .greater: less = { $0 > $1 }
        case .lessOrEqual: less = { $0 <= $1 }
        default: less = { $0 >= $1 }
        }
        return Typed(truth: { f in less(try rank(try x(f)), try rank(try y(f))) })
    }

    private func comparison(_ op: ComparisonOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> Typed {
        if let x = a.constant, let y = b.constant, let folded = try? Operators.compare(op, x, y) {
            return .constant(.bool(folded), .bool)
        }
        let (l, r) = (a.eval, b.eval)
        let doubles: (Double, Double) -> Bool
        switch op {
        case .equal: doubles = { $0 == $1 }
        case .notEqual: doubles = { $0 != $1 }
        case .less: doubles = { $0 < $1 }
        case .greater: doubles = { $0 > $1 }
        case .lessOrEqual: doubles = { $0 <= $1 }
        case .greaterOrEqual: doubles = { $0 >= $1 }
        }
        if let x = a.number, let y = b.number {
            return Typed(truth: Self.compare(op, x, y, constant: b.constant?.asDouble))
        }
        if let y = b.constant?.asDouble, a.type == .double || b.type == .double {
            let fallback = b.constant ?? .none
            return Typed(truth: { f in
                let x = try l(f)
                if case .double(let p) = x { return doubles(p, y) }
                return try located(range) { try Operators.compare(op, x, fallback) }
            })
        }
        return Typed(truth: { f in
            let x = try l(f), y = try r(f)
            if case .double(let p) = x, case .double(let q) = y { return doubles(p, q) }
            // Arrays of a type with its own `==` compare element by element through it.
            if case .array = x { return try located(range) { try Operators.compare(op, x, y, in: f.context) } }
            return try located(range) { try Operators.compare(op, x, y) }
        })
    }

    /// A comparison of two operands that are always Doubles, one closure per operator (no
    /// further call to compare), with a constant right side folded in: `context.velocity.dy > 0`.
    private static func compare(_ op: ComparisonOperator, _ x: @escaping NumberEval, _ y: @escaping NumberEval,
                                constant: Double?) -> TruthEval {
        if let c = constant {
            switch op {
            case .equal: return { f in try x(f) == c }
            case .notEqual: return { f in try x(f) != c }
            case .less: return { f in try x(f) < c }
            case .greater: return { f in try x(f) > c }
            case .lessOrEqual: return { f in try x(f) <= c }
            case .greaterOrEqual: return { f in try x(f) >= c }
            }
        }
        switch op {
        case .equal: return { f in try x(f) == y(f) }
        case .notEqual: return { f in try x(f) != y(f) }
        case .less: return { f in try x(f) < y(f) }
        case .greater: return { f in try x(f) > y(f) }
        case .lessOrEqual: return { f in try x(f) <= y(f) }
        case .greaterOrEqual: return { f in try x(f) >= y(f) }
        }
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
}
