import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A `scrollTransition` closure `{ content, phase in … }` from a script, as a core `TransitionEffect`.
///
/// `content` is a proxy that records the visual effects applied to it; the closure's
/// result is read back as `ItemEffects`. The value is one reference to its `TransitionCall`,
/// so it fits inside an `any TransitionEffect` without a box of its own.
public struct ScriptTransitionEffect: TransitionEffect {
    let call: TransitionCall

    init(closure: Callable, chain: EffectChain? = nil, program: CompiledProgram, range: SourceRange) {
        call = TransitionCall(closure: closure, chain: chain, program: program, range: range)
    }

    var closure: Callable { call.closure }
    /// The same closure folded to a list of modifiers, when it has that shape.
    var chain: EffectChain? { call.chain }
    var range: SourceRange { call.range }
    var program: CompiledProgram { call.program }

    /// Whether the folded fast path runs this closure.
    var isFolded: Bool { call.chain != nil }

    /// The effects for a phase; a failure is a located `Diagnostic`.
    public func effects(for phase: TransitionPhase) throws -> ItemEffects {
        try call.effects(for: phase)
    }
}

/// A transition closure and how a call from the host runs it: through its folded chain
/// when it has one (called with nothing around it: it runs per item and frame, and the
/// chain locates its own failures), else as the closure it is.
final class TransitionCall {
    let closure: Callable
    let chain: EffectChain?
    /// Keeps the program's types alive for the values the closure captured.
    let program: CompiledProgram
    let range: SourceRange
    /// The program's machine's counters, held without a reference to count (the program keeps them).
    private let counters: RunCounters
    private let isFolded: Bool
    /// The chain's code (kept alive by `chain`), or a placeholder.
    private let code: FoldedCode
    /// Set once the closure used up a budget: it is turned off for the rest of the session
    /// (see `SceneInstance.attempt(callback:_:_:)`), and gives no effects. Read on every call,
    /// per item and frame, and set only between calls: exempt from run-time exclusivity checks.
    @exclusivity(unchecked) private var isTurnedOff: Bool

    init(closure: Callable, chain: EffectChain?, program: CompiledProgram, range: SourceRange) {
        self.closure = closure
        self.chain = chain
        self.program = program
        self.range = range
        counters = program.machine.counters
        isFolded = chain != nil
        code = chain?.code ?? .placeholder
        isTurnedOff = program.machine.disabledCallbacks.contains(range)
    }

    @inline(__always)
    func effects(for phase: TransitionPhase) throws -> ItemEffects {
        counters.begin()
        // A folded chain runs as one step: it cannot use up a budget of its own, so it is
        // never turned off, and its path stays as short as it was.
        if isFolded { return try foldedEffects(for: phase) }
        if isTurnedOff { return .identity }
        do {
            return try runClosure(phase)
        } catch let failure as RuntimeFailure {
            guard let error = turnOffIfOverBudget(Diagnostic.error(failure.message, at: range)) else { return .identity }
            throw error
        } catch {
            guard let error = turnOffIfOverBudget(error) else { return .identity }
            throw error
        }
    }

    /// A closure that used up its budget is turned off, with a note saying so on its error
    /// (nil: it had no steps to begin with, and is not to blame).
    private func turnOffIfOverBudget(_ error: any Error) -> (any Error)? {
        guard program.machine.budgetRanOut else { return error }
        guard program.machine.turnOff(range) else { return nil }
        isTurnedOff = true
        return Diagnostic(failure: error, at: range).adding(.note(CallbackMessages.turnedOff("scrollTransition closure"), at: range))
    }

    /// The folded chain's effects, counted as one call of the closure (one step, one level).
    @inline(__always)
    private func foldedEffects(for phase: TransitionPhase) throws -> ItemEffects {
        try counters.enter(range)
        defer { counters.leave() }
        if code.isRunning.pointee { return try chain.unsafelyUnwrapped.effectsInNewFrame(for: phase) }
        code.isRunning.pointee = true
        code.numbers[0] = phase.value
        var effects = ItemEffects()
        do {
            try code.run(code.frame, &effects)
        } catch {
            code.finish()
            throw error
        }
        code.finish()
        return effects
    }

    private func runClosure(_ phase: TransitionPhase) throws -> ItemEffects {
        let machine = program.machine
        let result: Value
        if let function = closure.function, function.parameterSlots.count == 2 {
            // The common case, called per item and frame: straight into a pooled frame.
            // A transition runs outside any scene's code: with its machine's context.
            var frame = function.makeFrame(parent: closure.captured, context: machine.context)
            frame.slots[function.parameterSlots[0]] = .effects(EffectsBox.identity)
            frame.slots[function.parameterSlots[1]] = .phase(phase.value)
            result = try function.run(frame, machine: machine, at: range)
            function.pool.give(&frame)
        } else {
            result = try located(range) { try closure.call([.effects(EffectsBox.identity), .phase(phase.value)], in: machine.context) }
        }
        guard case .effects(let effects) = result else {
            throw Diagnostic.error(PluginMessages.notEffects(result.typeName), at: range)
        }
        return effects.effects
    }
}
