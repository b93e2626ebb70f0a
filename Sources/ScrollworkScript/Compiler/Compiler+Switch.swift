import Foundation
import ScrollworkCore

extension Compiler {
    func switchStatement(_ statement: SwitchStatement, range: SourceRange) -> Exec {
        let subject = expression(statement.subject)
        let value = subject.eval
        let slot = scope.newSlot()
        var arms = [(test: (Frame) throws -> Bool, body: Exec)]()
        var hasDefault = false
        for arm in statement.cases {
            let compiled: ((Frame) throws -> Bool, Exec) = inBlock {
                if arm.isDefault {
                    hasDefault = true
                    return ({ _ in true }, block(arm.body))
                }
                let tests = arm.items.map { item -> (Frame) throws -> Bool in
                    let match = pattern(item.pattern, subjectSlot: slot, subjectType: subject.type)
                    guard let clause = item.whereClause else { return match }
                    let condition = expression(clause, expected: .bool).eval
                    return { f in try match(f) && (try Operators.truth(condition(f))) }
                }
                let test: (Frame) throws -> Bool = tests.count == 1 ? tests[0] : { f in
                    for test in tests where try test(f) { return true }
                    return false
                }
                return (test, block(arm.body))
            }
            arms.append(compiled)
        }
        if !hasDefault, subject.type != .bool {
            warning("switch without 'default' does nothing when no case matches", at: range)
        }
        return { f in
            f.slots[slot] = try value(f)
            for arm in arms where try arm.test(f) {
                let flow = try arm.body(f)
                // `break` inside a switch leaves the switch, as in Swift.
                if case .breakLoop = flow { return .normal }
                return flow
            }
            return .normal
        }
    }

    /// Compiles a pattern matched against the value in `subjectSlot`.
    func pattern(_ p: Pattern, subjectSlot slot: Int, subjectType: StaticType = .unknown,
                 binding: Bool = false) -> (Frame) throws -> Bool {
        switch p.kind {
        case .wildcard:
            return { _ in true }
        case .binding(let name):
            let target = scope.declare(name, type: subjectType, isLet: true, range: p.range).slot
            return { f in f.slots[target] = f.slots[slot]; return true }
        case .valueBinding(_, let inner):
            return pattern(inner, subjectSlot: slot, subjectType: subjectType, binding: true)
        case .optional(let inner):
            let match = pattern(inner, subjectSlot: slot, subjectType: subjectType.unwrapped, binding: binding)
            return { f in
                if case .none = f.slots[slot] { return false }
                return try match(f)
            }
        case .enumCase(_, let name, let arguments):
            if name == "some", arguments.count == 1 {
                let match = pattern(arguments[0].pattern, subjectSlot: slot, subjectType: subjectType.unwrapped, binding: binding)
                return { f in
                    if case .none = f.slots[slot] { return false }
                    return try match(f)
                }
            }
            if name == "none" { return { f in f.slots[slot].isNil } }
            if !arguments.isEmpty {
                error("enum case patterns with associated values are not supported here", at: p.range)
                return { _ in false }
            }
            let expected = implicitMember(name, range: p.range, expected: subjectType).eval
            return { f in Value.equal(f.slots[slot], try expected(f)) }
        case .expression(let e):
            if case .prefix(let operators, let bound) = e.kind, operators.count == 1,
               operators[0].op == .upToExclusive || operators[0].op == .upThrough {
                let op = operators[0].op
                let limit = expression(bound, expected: subjectType).eval
                let closed = op == .upThrough, range = p.range
                return { f in
                    let x = f.slots[slot], b = try limit(f)
                    return try located(range) { closed ? try !Operators.less(b, x) : try Operators.less(x, b) }
                }
            }
            if case .postfix(let base, let operations) = e.kind, operations.last?.kind == .postfixRange {
                let bound = Expression.chain(base, Array(operations.dropLast()))
                let limit = expression(bound, expected: subjectType).eval, range = p.range
                return { f in
                    let x = f.slots[slot], a = try limit(f)
                    return try located(range) { try !Operators.less(x, a) }
                }
            }
            if case .binary(let low, let rest) = e.kind, rest.count == 1,
               rest[0].op == .halfOpenRange || rest[0].op == .closedRange {
                let op = rest[0].op, high = rest[0].operand
                let lower = expression(low).eval, upper = expression(high).eval
                let closed = op == .closedRange, range = p.range
                return { f in
                    let x = f.slots[slot], a = try lower(f), b = try upper(f)
                    return try located(range) {
                        let aboveLow = try !Operators.less(x, a)
                        let belowHigh = closed ? try !Operators.less(b, x) : try Operators.less(x, b)
                        return aboveLow && belowHigh
                    }
                }
            }
            let expected = expression(e, expected: subjectType).eval
            return { f in Value.equal(f.slots[slot], try expected(f)) }
        case .isType(let typeSyntax):
            let type = staticType(typeSyntax)
            return { f in Compiler.matches(f.slots[slot], type) }
        case .tuple:
            error("tuple patterns are not supported here", at: p.range)
            return { _ in false }
        }
    }
}
