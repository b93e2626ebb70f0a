import ScrollworkCore
import ScrollworkFrontEnd

/// Comparisons, as the checker typed them: each a truth (an unboxed Bool), folded when both
/// sides are constant, with one closure per operator when both sides are always Doubles.
extension ExpressionLowering {
    func comparison(_ op: ComparisonOperator, _ a: Typed, _ b: Typed, range: SourceRange) -> Typed {
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

    /// `a === b`, `a !== b`: whether two references are the same instance.
    func identity(_ x: @escaping Eval, _ y: @escaping Eval, negated: Bool) -> Typed {
        Typed(truth: { f in
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
    }

    /// `pattern ~= value`: whether a range holds the value, else whether the two are equal.
    func patternMatch(_ p: @escaping Eval, _ v: @escaping Eval, range: SourceRange) -> Typed {
        Typed(truth: { f in
            let written = try p(f), subject = try v(f)
            guard let bounds = RangeBounds(written) else { return Value.equal(written, subject) }
            return try located(range) { try bounds.contains(subject) }
        })
    }

    /// `==`/`<` the app's type declares, run for every comparison operator: `a > b` is `b < a`,
    /// `a <= b` is `!(b < a)`, `a >= b` is `!(a < b)`.
    func comparisonCall(_ function: ScriptFunction, _ op: ComparisonOperator, _ x: @escaping Eval, _ y: @escaping Eval,
                        range: SourceRange) -> Typed {
        let machine = self.machine
        return Typed(truth: { f in
            let frame = Frame(size: function.frameSize, parent: nil, context: f.context)
            let (left, right) = op == .greater || op == .lessOrEqual ? (try y(f), try x(f)) : (try x(f), try y(f))
            frame.slots[function.parameterSlots[0]] = left
            frame.slots[function.parameterSlots[1]] = right
            guard case .bool(let result) = try function.run(frame, machine: machine, at: range) else { return false }
            switch op {
            case .notEqual, .lessOrEqual, .greaterOrEqual: return !result
            default: return result
            }
        })
    }

    /// `size < .accessibility1` of a framework enum that is `Comparable`: by its cases' declared order.
    func caseOrdering(_ op: ComparisonOperator, _ order: CaseOrder, _ x: @escaping Eval, _ y: @escaping Eval,
                      range: SourceRange) -> Typed {
        let ranks = order.ranks, name = order.typeName
        func rank(_ value: Value) throws -> Int {
            guard case .symbol(let symbol) = value, let index = ranks[symbol] else {
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

    /// `value == .member` where neither side's type was known when checked: the member looked
    /// up, when it runs, on the type of the value (its static property, or its superclass's);
    /// a name no such type has stays the case name.
    func implicitMemberComparison(_ name: String, _ read: @escaping Eval, isEqual: Bool, range: SourceRange) -> Typed {
        let machine = self.machine
        return Typed(truth: { f in
            let value = try read(f)
            var member = Value.symbol(name)
            var owner: StructType?
            if case .user(let type) = TypeName.dynamicType(of: value) { owner = type }
            while let type = owner {
                if let slot = type.staticSlots[name] {
                    member = try machine.global(slot, readBy: f)
                    break
                }
                if let computed = type.staticComputed[name] {
                    member = try computed.run(Frame(size: computed.frameSize, parent: nil, context: f.context), machine: machine, at: range)
                    break
                }
                owner = type.superclass
            }
            return try located(range) { try Operators.compare(.equal, value, member) } == isEqual
        })
    }
}

/// A framework enum's cases in their declared order, for `<` of a `Comparable` one.
struct CaseOrder {
    let typeName: String
    let ranks: [String: Int]
}
