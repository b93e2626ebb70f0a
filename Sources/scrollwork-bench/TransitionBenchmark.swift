import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// (b) A two-effect `scrollTransition` closure evaluated per item, interpreted and native.
enum TransitionBenchmark {
    static let closure = """
    { content, phase in
        content
            .scaleEffect(phase.isIdentity ? 1 : 1 - abs(phase.value) * 0.2)
            .opacity(phase.isIdentity ? 1 : 0.5)
    }
    """

    struct NativeEffect: TransitionEffect {
        func effects(for phase: TransitionPhase) throws -> ItemEffects {
            var effects = ItemEffects()
            let scale = phase.isIdentity ? 1 : 1 - abs(phase.value) * 0.2
            effects.scaleX *= scale
            effects.scaleY *= scale
            effects.opacity *= phase.isIdentity ? 1 : 0.5
            return effects
        }
    }

    static let phases: [TransitionPhase] = (0..<64).map { TransitionPhase(value: Double($0 % 9 - 4) / 4) }

    /// A timed run of `benchmark.iterations` calls, warmed up once.
    static func side(_ benchmark: Benchmark, effect: any TransitionEffect) throws -> () throws -> Double {
        let phases = self.phases
        func call(_ i: Int) throws {
            let effects = try effect.effects(for: phases[i & 63])
            Sink.consume(effects.scaleX + effects.opacity)
        }
        try benchmark.warmUp(call)
        return { try benchmark.nanosecondsPerCall(call) }
    }

    /// The interpreted closure: BENCH_CLOSURE, or the two-effect one.
    static func interpreted() throws -> any TransitionEffect {
        try ScriptProgram().makeTransitionEffect(ProcessInfo.processInfo.environment["BENCH_CLOSURE"] ?? closure)
    }
}
