import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Turns a checked statement (`TypedStatement`) into the closure the machine runs. It reports
/// nothing and declares nothing: every name has its slot and every error was reported by the
/// checker. Its only state is the machine its loops count steps against; conditions and patterns
/// it hands to `PatternLowering`.
///
/// Closures are kept out of arrays and generic helpers where it matters: one read back from an
/// `[Exec]` is wrapped in a conversion thunk, one more call per statement run.
struct StatementLowering {
    let machine: Machine

    var patterns: PatternLowering { PatternLowering() }

    func lower(_ statement: TypedStatement) -> Exec {
        switch statement {
        case .nothing:
            return { _ in .normal }
        case .evaluate(let value):
            return { f in _ = try value(f); return .normal }
        case .sequence(let statements):
            return sequence(statements)
        case .deferring(let segments, let deferred, let rest):
            return deferring(segments: segments, deferred: deferred, rest: rest)
        case .initialize(let slot, let value, let asDouble):
            guard let value else { return { f in f.slots[slot] = .none; return .normal } }
            if asDouble { return { f in f.slots[slot] = coerce(try value(f), to: .double); return .normal } }
            return { f in f.slots[slot] = try value(f); return .normal }
        case .destructure(let eval, let binding, let range):
            let bind = patterns.destructure(binding)
            return { f in
                try bind(f, try eval(f), range)
                return .normal
            }
        case .assign(let assignment):
            return assign(assignment)
        case .assignTuple(let places, let value):
            return { f in
                guard case .tuple(let tuple) = try value(f) else { return .normal }
                for (target, element) in zip(places, tuple.elements) {
                    if let target { try target.place.set(f, coerce(element, to: target.type)) }
                }
                return .normal
            }
        case .storeWrapperStorage(let owner, let index, let value):
            return { f in
                let newValue = try value(f)
                try owner.modify(f) { record in
                    guard case .record(let recordType, var values) = record else { return }
                    record = .none
                    values[index] = newValue
                    record = .record(recordType, values)
                }
                return .normal
            }
        case .ifElse(let conditions, let then, let otherwise):
            let test = patterns.conditions(conditions), then = lower(then), otherwise = lower(otherwise)
            return { f in try test(f) ? try then(f) : try otherwise(f) }
        case .guardElse(let conditions, let otherwise):
            let test = patterns.conditions(conditions), otherwise = lower(otherwise)
            return { f in try test(f) ? .normal : try otherwise(f) }
        case .whileLoop(let conditions, let body, let range):
            return whileLoop(patterns.conditions(conditions), body: body, range: range)
        case .repeatWhile(let body, let condition, let range):
            return repeatWhile(body: body, condition: condition, range: range)
        case .forIn(let loop):
            return forIn(loop)
        case .forInFreshFrames(let sequence, let iteration, let sequenceRange):
            return forInFreshFrames(sequence: sequence, iteration: iteration, sequenceRange: sequenceRange)
        case .forAwait(let sequence, let iteration, let sequenceRange):
            return forAwait(sequence: sequence, iteration: iteration, sequenceRange: sequenceRange)
        case .switchOver(let subject, let slot, let arms):
            return switchOver(subject: subject, slot: slot, arms: arms)
        case .breakLoop:
            return { _ in .breakLoop }
        case .continueLoop:
            return { _ in .continueLoop }
        case .fallThrough:
            return { _ in .fallThrough }
        case .returnVoid:
            return { _ in .returned }
        case .failInitializer(let slot):
            return { f in f.slots[slot] = .bool(true); return .returned }
        case .returnValue(let eval, let type):
            return { f in
                f.returnValue = coerce(try eval(f), to: type)
                return .returned
            }
        case .throwError(let eval, let range):
            let machine = self.machine
            return { f in throw machine.thrownError(try eval(f), at: range) }
        case .doCatch(let body, let errorSlot, let clauses):
            return doCatch(body: body, errorSlot: errorSlot, clauses: clauses)
        case .singleView(let value, let range):
            return singleView(value, range: range)
        case .viewList(let slot, let capacity, let body):
            return viewList(slot: slot, capacity: capacity, body: body)
        case .addView(let value, let slot, let range):
            return addView(value, slot: slot, range: range)
        }
    }

    /// A list of statements as one closure that stops at the first break, continue or return.
    private func sequence(_ statements: [TypedStatement]) -> Exec {
        switch statements.count {
        case 0: return { _ in .normal }
        case 1: return lower(statements[0])
        case 2:
            let a = lower(statements[0])
            let b = lower(statements[1])
            return { f in
                let flow = try a(f)
                if case .normal = flow { return try b(f) }
                return flow
            }
        default:
            let compiled = statements.map { CompiledStatement(run: lower($0)) }
            return { f in
                for exec in compiled {
                    let flow = try exec.run(f)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    /// Put together from the last `defer` out: a `defer` body runs when the rest of its scope is
    /// left, by its end, a `return`, `break`, `continue` or a thrown error.
    private func deferring(segments: [TypedStatement], deferred: [TypedStatement], rest: TypedStatement) -> Exec {
        let segments = segments.map(lower), deferred = deferred.map(lower)
        var run = lower(rest)
        for (before, body) in zip(segments, deferred).reversed() {
            let rest = run
            run = { f in
                let flow = try before(f)
                guard case .normal = flow else { return flow }
                let restFlow: Flow
                do {
                    restFlow = try rest(f)
                } catch let diagnostic as Diagnostic where diagnostic.thrown != nil {
                    // A thrown error leaves the scope too; a runtime failure stops the run at once.
                    _ = try body(f)
                    throw diagnostic
                }
                _ = try body(f)
                return restFlow
            }
        }
        return run
    }

    private func assign(_ assignment: TypedAssignment) -> Exec {
        let place = assignment.place, value = assignment.value, type = assignment.type, range = assignment.range
        guard let binary = assignment.operation else {
            if assignment.chained {
                return { f in
                    guard try Self.chainReaches(place, f) else { return .normal }
                    try place.set(f, coerce(try value(f), to: type))
                    return .normal
                }
            }
            if type == .double { return { f in try place.set(f, coerce(try value(f), to: .double)); return .normal } }
            return { f in try place.set(f, try value(f)); return .normal }
        }
        let operation: (Value, Value, ScriptContext?) throws -> Value
        switch binary {
        case .add: operation = Operators.add
        case .subtract: operation = { x, y, _ in try Operators.subtract(x, y) }
        case .multiply: operation = { x, y, _ in try Operators.multiply(x, y) }
        case .divide: operation = { x, y, _ in try Operators.divide(x, y) }
        case _ where binary.isIntegerOnly:
            let integer = Operators.integer(binary)
            operation = { x, y, _ in try integer(x, y) }
        default: operation = { x, y, _ in try Operators.remainder(x, y) }
        }
        if assignment.chained {
            return { f in
                guard try Self.chainReaches(place, f) else { return .normal }
                let right = try value(f)
                try place.modify(f) { current in current = try located(range) { try operation(current, right, f.context) } }
                return .normal
            }
        }
        return { f in
            let right = try value(f)
            try place.modify(f) { current in current = try located(range) { try operation(current, right, f.context) } }
            return .normal
        }
    }

    /// Whether an optional chain's place is there to assign to: the chain walked as an
    /// assignment walks it, stopped before anything is written (the right side of the
    /// assignment cannot run inside the walk, which holds the place's storage).
    private static func chainReaches(_ place: LValue, _ f: Frame) throws -> Bool {
        do { try place.modify(f) { _ in throw ChainReached() } } catch is ChainReached { return true }
        return false
    }

    private func switchOver(subject value: @escaping Eval, slot: Int, arms typedArms: [TypedArm]) -> Exec {
        let arms = typedArms.map { (test: patterns.arm($0.items, subject: slot), body: lower($0.body)) }
        return { f in
            f.slots[slot] = try value(f)
            for index in arms.indices where try arms[index].test(f) {
                var flow = try arms[index].body(f)
                // `fallthrough` runs the next case's body without testing its pattern; the
                // checker made sure there is one.
                var next = index + 1
                while case .fallThrough = flow {
                    flow = try arms[next].body(f)
                    next += 1
                }
                // `break` inside a switch leaves the switch, as in Swift.
                if case .breakLoop = flow { return .normal }
                return flow
            }
            return .normal
        }
    }

    /// The first clause whose pattern matches the error runs; an error no clause matches goes
    /// on to the enclosing code. Only a diagnostic with a thrown value is caught.
    private func doCatch(body: TypedStatement, errorSlot: Int, clauses typedClauses: [TypedArm]) -> Exec {
        let run = lower(body)
        let clauses = typedClauses.map { CompiledCatch(matches: patterns.arm($0.items, subject: errorSlot), body: lower($0.body)) }
        return { f in
            do {
                return try run(f)
            } catch let diagnostic as Diagnostic {
                guard let thrown = diagnostic.thrown?.value as? Value else { throw diagnostic }
                f.slots[errorSlot] = thrown
                for clause in clauses where try clause.matches(f) { return try clause.body(f) }
                throw diagnostic
            }
        }
    }
}

/// Thrown to stop the walk of `StatementLowering.chainReaches` once it reached the place.
private struct ChainReached: Error {}

/// One compiled `catch` clause.
private struct CompiledCatch {
    let matches: (Frame) throws -> Bool
    let body: Exec
}
