import ScrollworkCore
import ScrollworkFrontEnd

/// Turns checked patterns and conditions (`TypedPattern`, `TypedCondition`, `TypedBinding`) into
/// the tests and bindings the machine runs. It has no state: every slot was given and every error reported by the checker.
struct PatternLowering {
    /// A condition list: true when every condition holds, tested in order (a binding's slot is
    /// set as its condition is tested).
    func conditions(_ list: [TypedCondition]) -> TruthEval {
        if list.count == 1 { return condition(list[0]) }
        let parts = list.map { CompiledCondition(test: condition($0)) }
        return { f in
            for part in parts where !(try part.test(f)) { return false }
            return true
        }
    }

    private func condition(_ condition: TypedCondition) -> TruthEval {
        switch condition {
        case .test(let value, let range):
            return value.condition(at: range)
        case .binding(let value, let slot, let type):
            return { f in
                let result = try value(f)
                if case .none = result { return false }
                f.slots[slot] = coerce(result, to: type)
                return true
            }
        case .match(let value, let slot, let pattern):
            let match = matches(pattern, subject: slot)
            return { f in
                f.slots[slot] = try value(f)
                return try match(f)
            }
        }
    }

    /// The test of a `case` or `catch` with these items: one of them matches the subject in
    /// `slot` and its `where` clause holds.
    func arm(_ items: [TypedCaseItem], subject slot: Int) -> TruthEval {
        let tests = items.map { item -> TruthEval in
            let match = matches(item.pattern, subject: slot)
            guard let (value, range) = item.filter else { return match }
            let condition = value.condition(at: range)
            return { f in try match(f) && condition(f) }
        }
        if tests.count == 1 { return tests[0] }
        return { f in
            for test in tests where try test(f) { return true }
            return false
        }
    }

    /// Whether the value in `slot` matches the pattern (binding its names as it goes).
    func matches(_ pattern: TypedPattern, subject slot: Int) -> TruthEval {
        switch pattern {
        case .wildcard:
            return { _ in true }
        case .bind(let target):
            return { f in f.slots[target] = f.slots[slot]; return true }
        case .never:
            return { _ in false }
        case .notNil(let inner):
            let match = matches(inner, subject: slot)
            return { f in
                if case .none = f.slots[slot] { return false }
                return try match(f)
            }
        case .isNil:
            return { f in f.slots[slot].isNil }
        case .equals(let expected):
            return { f in
                let subject = f.slots[slot], pattern = try expected(f)
                // `case visibleRange:` matches by `~=`: a range holds the subject, as Swift's does.
                if let bounds = RangeBounds(pattern), RangeBounds(subject) == nil { return (try? bounds.contains(subject)) ?? false }
                return Value.equal(subject, pattern)
            }
        case .caseName(let name, let expected):
            return { f in
                // An enum value is matched by its case's name, with associated values or without
                // (the subject's type may not have been known where the pattern was compiled).
                if case .enumCase(let type, let index, _) = f.slots[slot] { return type.type.cases[index].name == name }
                if case .host(let value as CasePatternValue) = f.slots[slot] { return value.caseName == name }
                return Value.equal(f.slots[slot], try expected(f))
            }
        case .below(let limit, let closed, let range):
            return { f in
                let x = f.slots[slot], b = try limit(f)
                return try located(range) { closed ? try !Operators.less(b, x) : try Operators.less(x, b) }
            }
        case .atLeast(let limit, let range):
            return { f in
                let x = f.slots[slot], a = try limit(f)
                return try located(range) { try !Operators.less(x, a) }
            }
        case .within(let lower, let upper, let closed, let range):
            return { f in
                let x = f.slots[slot], a = try lower(f), b = try upper(f)
                return try located(range) {
                    let aboveLow = try !Operators.less(x, a)
                    let belowHigh = closed ? try !Operators.less(b, x) : try Operators.less(x, b)
                    return aboveLow && belowHigh
                }
            }
        case .isType(let type):
            return { f in type.matches(f.slots[slot]) }
        case .cast(let type, let inner):
            let match = matches(inner, subject: slot)
            return { f in BodyChecker.matches(f.slots[slot], type) ? try match(f) : false }
        case .bridgedError(let descriptions, let inner, let range):
            let match = matches(inner, subject: slot)
            return { f in
                f.slots[slot] = try descriptions.bridged(f.slots[slot], context: f.context, range: range)
                return try match(f)
            }
        case .tuple(let slots, let parts):
            return tuple(slots: slots, parts: parts, subject: slot)
        case .enumCase(let enumCase):
            return self.enumCase(enumCase, subject: slot)
        }
    }

    /// Binds a declaration's value (`let (a, b) = pair`): a value that is not a tuple of as many
    /// elements as the pattern has parts is an error at the declaration's `range`.
    func destructure(_ binding: TypedBinding) -> (Frame, Value, SourceRange) throws -> Void {
        switch binding {
        case .discard:
            return { _, _, _ in }
        case .slot(let slot):
            return { f, value, _ in f.slots[slot] = value }
        case .tuple(let parts):
            let binders = parts.map(destructure)
            let count = parts.count
            return { f, value, range in
                let elements: [Value]
                switch value {
                case .tuple(let tuple): elements = tuple.elements
                case .record(let record, let fields) where record.type === StructType.enumeratedPair: elements = fields
                default: throw Diagnostic.error("value of type '\(value.typeName)' is not a tuple", at: range)
                }
                guard elements.count == count else {
                    throw Diagnostic.error("a tuple of \(elements.count) elements does not fit \(count) names", at: range)
                }
                for (binder, element) in zip(binders, elements) { try binder(f, element, range) }
            }
        }
    }

    /// Binds a for-in's element: a tuple's or a record's parts one by one, as many as both have.
    func element(_ binding: TypedBinding) -> (Frame, Value) -> Void {
        switch binding {
        case .discard:
            return { _, _ in }
        case .slot(let slot):
            return { f, value in f.slots[slot] = value }
        case .tuple(let parts):
            let binders = parts.map(element)
            return { f, value in
                switch value {
                case .record(_, let fields): for (binder, field) in zip(binders, fields) { binder(f, field) }
                case .tuple(let tuple): for (binder, field) in zip(binders, tuple.elements) { binder(f, field) }
                default: return
                }
            }
        }
    }

    /// Element by element: `case (0, let y)`, `switch (a, b) { case (.x, .y): … }`.
    private func tuple(slots: [Int], parts: [TypedPattern], subject slot: Int) -> TruthEval {
        let matches = parts.indices.map { self.matches(parts[$0], subject: slots[$0]) }
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

    /// The case by name, then each associated value by its own pattern.
    private func enumCase(_ pattern: TypedEnumCase, subject slot: Int) -> TruthEval {
        let name = pattern.name, caseIndex = pattern.caseIndex, slots = pattern.slots
        let matches = pattern.parts.indices.map { self.matches(pattern.parts[$0], subject: slots[$0]) }
        return { f in
            if case .host(let value as CasePatternValue) = f.slots[slot] {
                // A framework value's case (`DecodingError.keyNotFound(let key, let context)`).
                let payload = value.caseValues
                guard value.caseName == name, payload.count == slots.count else { return false }
                for position in payload.indices { f.slots[slots[position]] = payload[position] }
            } else {
                guard case .enumCase(let type, let index, let payload) = f.slots[slot] else { return false }
                if let caseIndex { guard index == caseIndex else { return false } }
                else { guard index < type.type.cases.count, type.type.cases[index].name == name else { return false } }
                if slots.count == 1, payload.count > 1 {
                    // `case .pair(let both)`: the associated values as one tuple.
                    f.slots[slots[0]] = .tuple(TupleValue(payload, labels: type.type.cases[index].labels))
                } else {
                    guard payload.count == slots.count else { return false }
                    for position in payload.indices { f.slots[slots[position]] = payload[position] }
                }
            }
            for match in matches where !(try match(f)) { return false }
            return true
        }
    }
}
