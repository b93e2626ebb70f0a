import Foundation
import ScrollworkCore
import ScrollworkScene

/// A `scrollTransition` closure `{ content, phase in … }` from a script, as a core `TransitionEffect`.
///
/// `content` is a proxy that records the visual effects applied to it; the closure's
/// result is read back as `ItemEffects`.
public struct ScriptTransitionEffect: TransitionEffect {
    let closure: Callable
    /// The same closure folded to a list of modifiers, when it has that shape.
    let chain: EffectChain?
    /// Keeps the program's types alive for the values the closure captured.
    let program: CompiledProgram
    var machine: Machine { program.machine }
    let range: SourceRange

    init(closure: Callable, chain: EffectChain? = nil, program: CompiledProgram, range: SourceRange) {
        self.closure = closure
        self.chain = chain
        self.program = program
        self.range = range
    }

    /// Whether the folded fast path runs this closure.
    var isFolded: Bool { chain != nil }

    /// The effects for a phase; a failure is a located `Diagnostic`. (The folded chain locates
    /// its own failures, and is called with nothing around it: it runs per item and frame.)
    public func effects(for phase: TransitionPhase) throws -> ItemEffects {
        machine.begin()
        if let chain { return try chain.effects(for: phase, machine: machine, range: range) }
        do {
            return try runClosure(phase)
        } catch let failure as RuntimeFailure {
            throw Diagnostic.error(failure.message, at: range)
        }
    }

    private func runClosure(_ phase: TransitionPhase) throws -> ItemEffects {
        let result: Value
        if let function = closure.function, function.parameterSlots.count == 2 {
            // The common case, called per item and frame: straight into a pooled frame.
            var frame = function.makeFrame(parent: closure.captured)
            frame.slots[function.parameterSlots[0]] = .effects(EffectsBox.identity)
            frame.slots[function.parameterSlots[1]] = .phase(phase.value)
            result = try function.run(frame, machine: machine, at: range)
            function.pool.give(&frame)
        } else {
            result = try located(range) { try closure.call([.effects(EffectsBox.identity), .phase(phase.value)]) }
        }
        guard case .effects(let effects) = result else {
            throw Diagnostic.error(PluginMessages.notEffects(result.typeName), at: range)
        }
        return effects.effects
    }
}
