import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension Compiler {
    func switchStatement(_ statement: SwitchStatement, range: SourceRange) -> TypedStatement {
        let (value, slot, arms) = switchArms(statement, range: range) { body in self.typedBlock(body) }
        return .switchOver(subject: value, slot: slot, arms: arms.map { TypedArm(test: $0.test, body: $0.body) })
    }

    /// The subject, its slot and each arm's test and body (compiled by `body`), with Swift's
    /// exhaustiveness check for enums.
    func switchArms<Body>(_ statement: SwitchStatement, range: SourceRange, expected: StaticType = .unknown,
                          body compileBody: ([Statement]) -> Body) -> (Eval, Int, [(test: (Frame) throws -> Bool, body: Body)]) {
        let subject = expression(statement.subject, expected: expected)
        let value = subject.eval
        let slot = scope.newSlot()
        var arms = [(test: (Frame) throws -> Bool, body: Body)]()
        var hasDefault = false
        let enclosingTarget = scope.fallthroughTarget
        defer { scope.fallthroughTarget = enclosingTarget }
        for (index, arm) in statement.cases.enumerated() {
            scope.fallthroughTarget = Self.fallthroughTarget(from: index, of: statement.cases)
            let compiled: ((Frame) throws -> Bool, Body) = inBlock {
                if arm.isDefault {
                    hasDefault = true
                    return ({ _ in true }, compileBody(arm.body))
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
                return (test, compileBody(arm.body))
            }
            arms.append(compiled)
        }
        if !hasDefault { checkExhaustive(statement, subjectType: subject.type, range: range) }
        return (value, slot, arms)
    }

    /// What `fallthrough` in case `index` reaches: the next case, and the names it binds that
    /// this one does not.
    private static func fallthroughTarget(from index: Int, of cases: [SwitchCase]) -> FallthroughTarget {
        guard index + 1 < cases.count else { return .noCase }
        let bound = Set(cases[index].items.flatMap { boundNames($0.pattern) })
        let unbound = cases[index + 1].items.flatMap { boundNames($0.pattern) }.filter { !bound.contains($0) }
        return .nextCase(unboundNames: unbound)
    }

    /// The names a case pattern binds (`x` of `case .some(let x)`, `let (a, b)`).
    private static func boundNames(_ pattern: Pattern) -> [String] {
        switch pattern.kind {
        case .binding(let name): return [name]
        case .valueBinding(_, let inner), .optional(let inner), .cast(let inner, _): return boundNames(inner)
        case .tuple(let elements): return elements.flatMap(boundNames)
        case .enumCase(_, _, let arguments): return arguments.flatMap { boundNames($0.pattern) }
        case .wildcard, .isType, .expression: return []
        }
    }

    /// A switch over an enum must name every case (or have a `default`), as Swift requires;
    /// over other types without a `default` nothing runs when no case matches.
    private func checkExhaustive(_ statement: SwitchStatement, subjectType: StaticType, range: SourceRange) {
        if subjectType == .bool { return }
        guard let nominal = subjectType.unwrapped.nominal, nominal.kind == .enumeration else {
            warning("switch without 'default' does nothing when no case matches", at: range)
            return
        }
        var covered = Set<String>()
        for arm in statement.cases {
            for item in arm.items where item.whereClause == nil {
                if let name = Self.coveredCase(item.pattern) {
                    if name == "_" { return }
                    covered.insert(name)
                }
            }
        }
        let missing = nominal.cases.map(\.name).filter { !covered.contains($0) }
        guard !missing.isEmpty else { return }
        if case .optional = subjectType, covered.contains("none") == false {
            error("switch must be exhaustive", at: range, hint: "add missing case: '.none'")
            return
        }
        error("switch must be exhaustive", at: range,
              hint: "add missing case" + (missing.count > 1 ? "s" : "") + ": " + missing.map { "'.\($0)'" }.joined(separator: ", "))
    }

    /// The case an irrefutable-enough pattern covers: `.a`, `.b(let x)`, `Kind.c`; "_" for
    /// `_` or a plain binding, which cover everything.
    private static func coveredCase(_ pattern: Pattern) -> String? {
        switch pattern.kind {
        case .wildcard, .binding: return "_"
        case .valueBinding(_, let inner): return coveredCase(inner)
        case .enumCase(_, let name, let arguments):
            let total = arguments.allSatisfy { argument in
                switch argument.pattern.kind {
                case .wildcard, .binding: return true
                case .valueBinding(_, let inner):
                    if case .binding = inner.kind { return true }
                    if case .wildcard = inner.kind { return true }
                    return false
                default: return false
                }
            }
            return total ? name : nil
        case .expression(let e):
            if case .implicitMember(let name, _) = e.kind { return name }
            if let (_, name, _) = e.lastMember { return name }
            return nil
        default:
            return nil
        }
    }

    /// Whether `.name` may be a case with associated values of the subject's enum (always
    /// when the subject's type is not known).
    static func mayBeCaseWithPayload(_ name: String, _ subjectType: StaticType) -> Bool {
        guard let nominal = subjectType.unwrapped.nominal else { return subjectType.unwrapped == .unknown }
        guard nominal.kind == .enumeration, let index = nominal.caseIndex[name] else { return false }
        return nominal.cases[index].hasPayload
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
                return enumCasePattern(name, arguments, subjectSlot: slot, subjectType: subjectType.unwrapped, range: p.range)
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
            if case .implicitMember(let name, _) = e.kind, Self.mayBeCaseWithPayload(name, subjectType) {
                // `case .rect:` matches every `.rect(…)`, whatever its associated values.
                let expected = expression(e, expected: subjectType).eval
                return { f in
                    if case .enumCase(let type, let index, let payload) = f.slots[slot], !payload.isEmpty {
                        return type.type.cases[index].name == name
                    }
                    return Value.equal(f.slots[slot], try expected(f))
                }
            }
            let expected = expression(e, expected: subjectType).eval
            return { f in Value.equal(f.slots[slot], try expected(f)) }
        case .isType(let typeSyntax):
            let type = staticType(typeSyntax)
            return { f in Compiler.matches(f.slots[slot], type) }
        case .cast(let inner, let typeSyntax):
            // `let e as LoadError`: the value, seen as that type, matched against the inner pattern.
            let type = staticType(typeSyntax)
            let match = pattern(inner, subjectSlot: slot, subjectType: type, binding: binding)
            return { f in Compiler.matches(f.slots[slot], type) ? try match(f) : false }
        case .tuple(let parts):
            // `case (0, let y)`, `switch (a, b) { case (.x, .y): … }`: element by element.
            var types = [StaticType](repeating: .unknown, count: parts.count)
            if case .tuple(let elements) = subjectType.unwrapped, elements.count == parts.count { types = elements.map(\.type) }
            let slots = parts.map { _ in scope.newSlot() }
            let matches = parts.indices.map { pattern(parts[$0], subjectSlot: slots[$0], subjectType: types[$0], binding: binding) }
            let count = parts.count
            return { f in
                let elements: [Value]
                switch f.slots[slot] {
                case .tuple(let tuple): elements = tuple.elements
                case .record(let type, let fields) where type === StructType.enumeratedPair: elements = fields
                default: return false
                }
                guard elements.count == count else { return false }
                for index in elements.indices { f.slots[slots[index]] = elements[index] }
                for match in matches where !(try match(f)) { return false }
                return true
            }
        }
    }
}
