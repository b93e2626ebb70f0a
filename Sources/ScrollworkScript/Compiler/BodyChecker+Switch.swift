import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    func switchStatement(_ statement: SwitchStatement, range: SourceRange) -> TypedStatement {
        let (value, slot, arms) = switchArms(statement, range: range) { body in self.typedBlock(body) }
        return .switchOver(subject: value, slot: slot, arms: arms.map { TypedArm(items: $0.items, body: $0.body) })
    }

    /// The subject, its slot and each arm's checked items and body (compiled by `body`), with
    /// Swift's exhaustiveness check for enums.
    func switchArms<Body>(_ statement: SwitchStatement, range: SourceRange, expected: StaticType = .unknown,
                          body compileBody: ([Statement]) -> Body) -> (Eval, Int, [(items: [TypedCaseItem], body: Body)]) {
        let subject = expression(statement.subject, expected: expected)
        let value = subject.eval
        let slot = scope.newSlot()
        var arms = [(items: [TypedCaseItem], body: Body)]()
        var hasDefault = false
        let enclosingTarget = scope.fallthroughTarget
        defer { scope.fallthroughTarget = enclosingTarget }
        for (index, arm) in statement.cases.enumerated() {
            scope.fallthroughTarget = Self.fallthroughTarget(from: index, of: statement.cases)
            let checked: ([TypedCaseItem], Body) = inBlock {
                if arm.isDefault {
                    hasDefault = true
                    return ([.always], compileBody(arm.body))
                }
                let items = arm.items.map { caseItem($0.pattern, whereClause: $0.whereClause, subjectType: subject.type) }
                return (items, compileBody(arm.body))
            }
            arms.append(checked)
        }
        if !hasDefault { checkExhaustive(statement, subjectType: subject.type, range: range) }
        return (value, slot, arms)
    }

    /// A `case` or `catch` item: its pattern and its `where` clause, a Bool.
    func caseItem(_ pattern: Pattern, whereClause: Expression?, subjectType: StaticType = .unknown) -> TypedCaseItem {
        let checked = self.pattern(pattern, subjectType: subjectType)
        return TypedCaseItem(pattern: checked, filter: whereClause.map { (expression($0, expected: .bool), $0.range) })
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

    /// A switch over an enum, an optional, a Bool or a tuple of them must cover every value (or
    /// have a `default`), as Swift requires; over other types without a `default` nothing runs
    /// when no case matches.
    private func checkExhaustive(_ statement: SwitchStatement, subjectType: StaticType, range: SourceRange) {
        let patterns = statement.cases.flatMap { arm in arm.items.filter { $0.whereClause == nil }.map(\.pattern) }
        let coverage = SwitchCoverage { [surface] name in
            guard surface.type(named: name)?.kind == .enum else { return nil }
            let cases = surface.caseNames(of: name)
            return cases.isEmpty ? nil : cases
        }
        guard let missing = coverage.missingCases(patterns, subjectType: subjectType) else {
            // A subject whose type is not known here (a closure's parameter) may be an enum its cases cover.
            if subjectType != .unknown, !patterns.contains(where: { if case .any = coverage.space($0, type: subjectType) { return true }; return false }) {
                warning("switch without 'default' does nothing when no case matches", at: range)
            }
            return
        }
        guard !missing.isEmpty else { return }
        error("switch must be exhaustive", at: range,
              hint: "add missing case" + (missing.count > 1 ? "s" : "") + ": " + missing.map { "'\($0)'" }.joined(separator: ", "))
    }

    /// Whether `.name` may be a case with associated values of the subject's enum (always
    /// when the subject's type is not known).
    static func mayBeCaseWithPayload(_ name: String, _ subjectType: StaticType) -> Bool {
        guard let nominal = subjectType.unwrapped.nominal else { return subjectType.unwrapped == .unknown }
        guard nominal.kind == .enumeration, let index = nominal.caseIndex[name] else { return false }
        return nominal.cases[index].hasPayload
    }

    /// `case .failure:` of a framework enum whose case has associated values (`AsyncImagePhase`),
    /// matched by the case's name: the subject is of a surface type that makes the case with
    /// values, or of a type not known where the only framework member of that name does.
    private func isFrameworkCaseWithPayload(_ name: String, _ subjectType: StaticType) -> Bool {
        func madeWithValues(_ entry: SurfaceEntry) -> Bool {
            if case .type = entry.owner, entry.signature.isCallable, !entry.signature.parameters.isEmpty { return true }
            return false
        }
        if case .named(let typeName) = subjectType { return surface.statics(of: typeName, named: name).contains(where: madeWithValues) }
        return subjectType == .unknown && surface.ownersOfSymbol(name).isEmpty && surface.entries(named: name).contains(where: madeWithValues)
    }

    /// Checks a pattern to be matched against a subject of `subjectType`: the names it binds
    /// are declared in the current block, as variables under `var` (`isLet` false).
    func pattern(_ p: Pattern, subjectType: StaticType = .unknown, isLet: Bool = true) -> TypedPattern {
        switch p.kind {
        case .wildcard:
            return .wildcard
        case .binding(let name):
            return .bind(slot: scope.declare(name, type: subjectType, isLet: isLet, range: p.range).slot)
        case .valueBinding(let innerIsLet, let inner):
            return pattern(inner, subjectType: subjectType, isLet: innerIsLet)
        case .optional(let inner):
            return .notNil(pattern(inner, subjectType: subjectType.unwrapped, isLet: isLet))
        case .enumCase(let owner, let name, let arguments):
            if name == "some", arguments.count == 1 { return .notNil(pattern(arguments[0].pattern, subjectType: subjectType.unwrapped)) }
            // `.none` is Optional's, unless it has values or the subject is an enum with a case of that name.
            if name == "none", arguments.isEmpty, !(subjectType.nominal?.cases.contains { $0.name == "none" } ?? false) { return .isNil }
            if !arguments.isEmpty {
                return enumCasePattern(name, arguments, subjectType: subjectType.unwrapped, owner: owner, range: p.range)
            }
            return .equals(expressionLowering.lower(implicitMember(name, range: p.range, expected: subjectType)).eval)
        case .expression(let e):
            return expressionPattern(e, subjectType: subjectType, range: p.range)
        case .isType(let typeSyntax):
            return .isType(typeTest(typeSyntax))
        case .cast(let inner, let typeSyntax):
            // `let e as LoadError`: the value, seen as that type, matched against the inner pattern.
            let type = staticType(typeSyntax)
            if type == Self.nsError, subjectType.unwrapped != Self.nsError {
                return .bridgedError(errorDescriptions, pattern(inner, subjectType: type), range: p.range)
            }
            return .cast(type, pattern(inner, subjectType: type))
        case .tuple(let parts):
            var types = [StaticType](repeating: .unknown, count: parts.count)
            if case .tuple(let elements) = subjectType.unwrapped, elements.count == parts.count { types = elements.map(\.type) }
            let slots = parts.map { _ in scope.newSlot() }
            return .tuple(slots: slots, parts: parts.indices.map { pattern(parts[$0], subjectType: types[$0], isLet: isLet) })
        }
    }

    /// An expression as a pattern: a range (`..<b`, `a...`, `a..<b`), a case of an enum whose
    /// values it leaves open (`.rect`), or a value the subject must equal.
    private func expressionPattern(_ e: Expression, subjectType: StaticType, range: SourceRange) -> TypedPattern {
        if case .prefix(let operators, let bound) = e.kind, operators.count == 1,
           operators[0].op == .upToExclusive || operators[0].op == .upThrough {
            return .below(expression(bound, expected: subjectType).eval, closed: operators[0].op == .upThrough, range: range)
        }
        if case .postfix(let base, let operations) = e.kind, operations.last?.kind == .postfixRange {
            let bound = Expression.chain(base, Array(operations.dropLast()))
            return .atLeast(expression(bound, expected: subjectType).eval, range: range)
        }
        if case .binary(let low, let rest) = e.kind, rest.count == 1,
           rest[0].op == .halfOpenRange || rest[0].op == .closedRange {
            let lower = expression(low).eval, upper = expression(rest[0].operand).eval
            return .within(lower, upper, closed: rest[0].op == .closedRange, range: range)
        }
        // `case .some:` is Optional's: any value that is not nil, unless the wrapped enum has a
        // case of that name, as for `.none`.
        if case .implicitMember("some", _) = e.kind, !(subjectType.unwrapped.nominal?.cases.contains { $0.name == "some" } ?? false) {
            return .notNil(.wildcard)
        }
        if case .implicitMember(let name, _) = e.kind, isFrameworkCaseWithPayload(name, subjectType.unwrapped) {
            return .caseName(name, orEquals: { _ in .none })
        }
        if case .implicitMember(let name, _) = e.kind, Self.mayBeCaseWithPayload(name, subjectType) {
            // `case .rect:` matches every `.rect(…)`, whatever its associated values.
            return .caseName(name, orEquals: expression(e, expected: subjectType).eval)
        }
        // `catch DecodingError.keyNotFound`: every error of that case, whatever its values.
        if case .postfix(let base, let operations) = e.kind, operations.count == 1, let name = operations[0].memberName,
           case .identifier(let owner) = base.kind, surface.statics(of: owner, named: name).contains(where: { !$0.signature.parameters.isEmpty }),
           surface.type(named: owner) != nil, resolveTypeName(owner) == nil {
            return .caseName(name, orEquals: { _ in .none })
        }
        return .equals(expression(e, expected: subjectType).eval)
    }
}
