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
    /// The name of a plain implicit member (`.top`, not `.seconds(1)`).
    var implicitName: String? = nil
    /// `[.dough, .glaze]`: beside an option set, it is one.
    var isArrayLiteral = false
    /// `.now() + delay`: an implicit member, or a run of arithmetic whose first operand is one;
    /// also `DispatchTime.now()` written out, which a point in time's arithmetic treats alike.
    var startsAtImplicitMember = false
}

extension BodyChecker {
    func operand(_ e: Expression) -> Operand {
        var isImplicitMember = false
        if case .implicitMember = e.kind { isImplicitMember = true }
        // `.now()` and `.seconds(1)` too: a call or member chain that starts at an implicit member.
        if case .postfix(let base, _) = e.kind, case .implicitMember = base.kind { isImplicitMember = true }
        var isArrayLiteral = false
        if case .array = e.kind { isArrayLiteral = true }
        var implicitName: String?
        if case .implicitMember(let name, _) = e.kind { implicitName = name }
        // `DispatchTime.now() + 0.3`: the point in time named in full.
        var namesPointInTime = false
        if case .postfix(let base, _) = e.kind, case .identifier(let name) = base.kind, Self.intervalTypes[name] != nil {
            namesPointInTime = true
        }
        return Operand(compile: { [unowned self] expected in self.expression(e, expected: expected) },
                       isLiteral: isLiteral(e), isImplicitMember: isImplicitMember, implicitName: implicitName,
                       isArrayLiteral: isArrayLiteral, startsAtImplicitMember: isImplicitMember || namesPointInTime)
    }

    /// `.xSmall ... .xxxLarge`: the one comparable framework enum (`DynamicTypeSize`) both
    /// bounds are cases of, as Swift infers a range's bound from its operands.
    private func implicitMemberBound(_ left: Operand, _ right: Operand) -> StaticType? {
        guard let a = left.implicitName, let b = right.implicitName else { return nil }
        let owners = Set(surface.ownersOfSymbol(a)).intersection(surface.ownersOfSymbol(b))
            .filter { surface.lineage(of: $0).contains("Comparable") }
        guard owners.count == 1, let owner = owners.first else { return nil }
        return staticType(surfaceName: owner)
    }

    /// `number ?? 0.0` where `number` is an `NSNumber?`: the literal builds the wrapped type
    /// (one expressible by that literal), so the result is of that type, as in Swift.
    private func literalDefaultType(_ wrapped: StaticType, _ fallback: Typed) -> StaticType? {
        guard case .named(let name) = wrapped, let constant = fallback.constant,
              let literal = Self.literalProtocol(of: constant), surface.lineage(of: name).contains(literal) else { return nil }
        return wrapped
    }

    /// A binary operator type-checked: its operands compiled with the types it asks of them.
    func binary(_ op: BinaryOperator, _ left: Operand, _ right: Operand, range: SourceRange,
                expected: StaticType) -> TypedExpression {
        switch op {
        case .and, .or:
            let a = left.compile(.bool).condition(at: range)
            let b = right.compile(.bool).condition(at: range)
            return .logical(isAnd: op == .and, a, b)
        case .nilCoalescing:
            let a = left.compile(expected.unwrapped == .unknown ? .unknown : .optional(expected.unwrapped))
            let b = right.compile(a.type.unwrapped == .unknown ? expected : a.type.unwrapped)
            return .nilCoalescing(a.eval, b.eval, type: literalDefaultType(a.type.unwrapped, b) ?? b.type)
        case .halfOpenRange, .closedRange:
            let closed = op == .closedRange
            // `let seeds: ClosedRange<UInt64> = 10...20`: the bounds are UInt64s.
            var wantsUnsigned = false
            if case .record(let ref) = expected.unwrapped { wantsUnsigned = UnsignedRangeTypes.pair.holds(ref.type) }
            let bound = wantsUnsigned ? .uint64 : implicitMemberBound(left, right) ?? .int
            let (lower, upper) = (left.compile(bound), right.compile(bound))
            if lower.type == .uint64 || upper.type == .uint64 {
                return .unsignedRange(lower.eval, upper.eval, closed: closed, range: range)
            }
            if DateRangeTypes.isDate(lower.type) || DateRangeTypes.isDate(upper.type) {
                return .dateRange(lower.eval, upper.eval, closed: closed, range: range)
            }
            if FloatingRangeTypes.isFloatingRange(expected) || lower.type == .double || upper.type == .double {
                return .floatingRange(left.compile(.double).eval, right.compile(.double).eval, closed: closed, range: range)
            }
            return .integerRange(lower.eval, upper.eval, closed: closed, range: range)
        case .patternMatch:
            return .patternMatch(left.compile(.unknown).eval, right.compile(.unknown).eval, range: range)
        case .identical, .notIdentical:
            // Whether two references are the same instance.
            let a = left.compile(.unknown), b = right.compile(.unknown)
            for side in [a, b] where side.type != .unknown && !isClassReference(side.type) {
                if case .optional = side.type, side.constant != nil { continue }
                return failure("argument type '\(side.type.name)' expected to be an instance of a class or class-constrained type",
                               at: range)
            }
            return .identity(a.eval, b.eval, negated: op == .notIdentical)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            let (a, b) = operands(left, right, expected: .unknown)
            if let refused = refusedMixedUnsigned(op, a, b, range: range) { return refused }
            let comparisonOperator = ComparisonOperator(rawValue: op.rawValue) ?? .equal
            if let custom = nominalComparison(comparisonOperator, a, b, range: range) { return custom }
            if let ordered = frameworkEnumOrdering(comparisonOperator, a, b, range: range) { return ordered }
            if let looked = untypedImplicitMemberComparison(comparisonOperator, a, b, range: range) { return looked }
            return .comparison(comparisonOperator, a, b, range: range)
        case .add, .subtract, .multiply, .divide, .remainder:
            if case .named(let name) = expected.unwrapped, let interval = Self.intervalTypes[name],
               left.startsAtImplicitMember || right.isImplicitMember {
                // `.now() + 0.2 + .seconds(1)` and `.now() + delay / 4 + 0.04` where a `DispatchTime` is
                // expected: the left side is that type, an implicit member added to it is its interval type's.
                let a = left.compile(expected.unwrapped)
                let sum = arithmetic(op, a, right.compile(right.isImplicitMember ? .named(interval) : .double), range: range)
                // A point in time moved by an interval is a point in time (seconds at run time).
                return .retyped(sum, expected.unwrapped)
            }
            if expected.unwrapped == .angle, left.isImplicitMember || right.isImplicitMember {
                // `.degrees(y) / 5` where an Angle is wanted: SwiftUI's `_VectorMath` operators make an
                // Angle only of two Angles or, scaling, of an Angle and a Double.
                let scaling = op == .multiply || op == .divide
                return arithmetic(op, left.compile(.angle), right.compile(scaling ? .double : .angle), range: range)
            }
            if let moved = movedDate(op, left, right, expected: expected, range: range) { return moved }
            // `let keys: [Key] = digits.map { .init(…) } + [.init(…)]`: an array wanted is each side's.
            var wanted = expected.unwrapped.isNumeric || expected.unwrapped == .uint64 ? expected.unwrapped : .unknown
            if op == .add, case .array = expected.unwrapped { wanted = expected.unwrapped }
            let (a, b) = operands(left, right, expected: wanted)
            if let declared = declaredOperator(op.rawValue, left, right, a, b, range: range) { return declared }
            if let refused = refusedMixedUnsigned(op, a, b, range: range) { return refused }
            return arithmetic(op, a, b, range: range)
        case .wrappingAdd, .wrappingSubtract, .wrappingMultiply, .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
            let (a, b) = operands(left, right, expected: expected.unwrapped == .uint64 ? .uint64 : .int)
            for side in [a, b] where ![.int, .uint64, .unknown].contains(side.type) {
                return failure("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.type.name)' and '\(b.type.name)'",
                               at: range)
            }
            if let refused = refusedMixedUnsigned(op, a, b, range: range) { return refused }
            return .integerArithmetic(op, a, b, range: range)
        }
    }

    /// `date -= .random(in: 60..<180)`: Foundation declares `Date + TimeInterval` and
    /// `Date - TimeInterval` only, so an implicit member on the right is a TimeInterval (a Double),
    /// not a Date as it would be beside a Date in a comparison. Where a Date is wanted, an
    /// implicit member on the left is one (`noticeDate: .now + 1`).
    private func movedDate(_ op: BinaryOperator, _ left: Operand, _ right: Operand, expected: StaticType,
                           range: SourceRange) -> TypedExpression? {
        guard op == .add || op == .subtract else { return nil }
        if expected.unwrapped.isDate, left.isImplicitMember, !right.isImplicitMember {
            return arithmetic(op, left.compile(expected.unwrapped), right.compile(.double), range: range)
        }
        guard right.isImplicitMember, !left.isImplicitMember else { return nil }
        let date = left.compile(.unknown)
        guard date.type.isDate else { return nil }
        return arithmetic(op, date, right.compile(.double), range: range)
    }

    /// The type of what `+` adds to a point in time, for an implicit member on the right.
    static let intervalTypes = ["DispatchTime": "DispatchTimeInterval", "DispatchWallTime": "DispatchTimeInterval"]

    /// Compiles both operands so an Int literal beside a Double becomes a Double, as Swift types it.
    private func operands(_ left: Operand, _ right: Operand, expected: StaticType) -> (Typed, Typed) {
        // `timeout == .milliseconds(1500)`: the implicit side is compiled once, with the other's type.
        if right.isImplicitMember != left.isImplicitMember {
            let (knownSide, implicitSide) = right.isImplicitMember ? (left, right) : (right, left)
            var known = knownSide.compile(expected)
            // `2 * .pi`: a literal beside a member Int lacks and Double has is a Double, as Swift infers it.
            if known.type == .int, knownSide.isLiteral, let name = implicitSide.implicitName,
               !hasStatic(name, of: "Int"), hasStatic(name, of: "Double") {
                known = knownSide.compile(.double)
            }
            let implicit = implicitSide.compile(known.type != .unknown ? known.type : expected)
            return right.isImplicitMember ? (known, implicit) : (implicit, known)
        }
        var a = left.compile(expected), b: Typed
        // `units == [.useKB, .useMB]`: an array literal beside an option set is a set of its members.
        if right.isArrayLiteral, a.type.nominal.map({ conforms($0, to: "OptionSet") }) ?? (surfaceOptionSet(a.type) != nil) {
            b = right.compile(a.type)
        } else if right.isArrayLiteral, case .array(let element) = a.type, element != .unknown {
            // `buttons + [.cancel(…)]`: the literal is an array of the other side's elements.
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
        return literalsAsUnsigned(left, right, a, b)
    }

    /// Integer literals, negated ones, and arithmetic on them.
    func isLiteral(_ e: Expression) -> Bool {
        switch e.kind {
        case .integer, .unsignedInteger: return true
        case .prefix(let operators, let inner): return operators.allSatisfy { $0.op == .negate } && isLiteral(inner)
        case .binary(let first, let rest): return isLiteral(first) && rest.allSatisfy { isLiteral($0.operand) }
        default: return false
        }
    }

    /// `a + b` and the other arithmetic operators: the type of the result, Swift's error for
    /// Angles the operator does not take.
    private func arithmetic(_ op: BinaryOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> TypedExpression {
        let type: StaticType
        if a.type == .angle || b.type == .angle {
            if let refused = refusedAngleOperands(op, a, b, range: range) { return refused }
            type = .angle
        } else if a.type.isDate { type = a.type }  // `date + 60` is a Date
        else if a.type == .double || b.type == .double { type = .double }
        else if a.type == .int && b.type == .int { type = .int }
        else if a.type == .string && b.type == .string { type = .string }
        else { type = a.type == .unknown ? b.type : a.type }
        return .arithmetic(op, a, b, type: type, range: range)
    }

    /// SwiftUI's `_VectorMath` on Angle: `+` and `-` of two Angles, `*` and `/` of an Angle by a
    /// Double (an Int literal is one); swiftc's error for anything else: beside a number, the
    /// Angle cannot be that number (`2 * angle`, `angle % 2`), else no operator takes the two.
    private func refusedAngleOperands(_ op: BinaryOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> TypedExpression? {
        let loose: [StaticType] = [.angle, .unknown], scaling = op == .multiply || op == .divide
        if op == .add || op == .subtract, loose.contains(a.type), loose.contains(b.type) { return nil }
        if scaling, a.type == .angle {
            if b.type == .double || b.type == .unknown || b.type == .int && b.constant != nil { return nil }
            if b.type == .angle || b.type == .int {
                return failure("cannot convert value of type '\(b.type.name)' to expected argument type 'Double'", at: range)
            }
        }
        if scaling || op == .remainder, a.type.isNumeric || b.type.isNumeric {
            let number = a.type.isNumeric ? a.type : b.type
            return failure("cannot convert value of type 'Angle' to expected argument type '\(number.name)'", at: range)
        }
        return failure("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.type.name)' and '\(b.type.name)'",
                       at: range)
    }

    /// `size < .accessibility1` on a framework enum: by its cases' declared order when it is
    /// `Comparable` on iOS (`DynamicTypeSize`), each type in its own order; swiftc's error for
    /// one that is not (`ControlSize`, `Edge`).
    private func frameworkEnumOrdering(_ op: ComparisonOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> TypedExpression? {
        guard op != .equal, op != .notEqual, let name = surfaceTypeName(of: a.type) ?? surfaceTypeName(of: b.type),
              surface.type(named: name)?.kind == .enum else { return nil }
        guard surface.lineage(of: name).contains("Comparable") else {
            return failure("binary operator '\(op.rawValue)' cannot be applied to two '\(name)' operands", at: range)
        }
        let ranks = Dictionary(uniqueKeysWithValues: surface.caseNames(of: name).enumerated().map { ($1, $0) })
        return .caseOrdering(op, CaseOrder(typeName: name, ranks: ranks), a.eval, b.eval, range: range)
    }

    /// Whether a value of this type is a reference `===` compares: an instance of a script class
    /// or of a framework class (`NSManagedObjectContext`).
    private func isClassReference(_ type: StaticType) -> Bool {
        if type.unwrapped.nominal?.kind == .classType { return true }
        // A framework class, or a protocol only classes adopt (`UIApplicationDelegate`).
        if case .named(let name) = type.unwrapped { return surface.type(named: name)?.kind == .class || surface.lineage(of: name).contains("AnyObject") }
        return false
    }
}
