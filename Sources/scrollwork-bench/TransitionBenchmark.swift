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

    static func run(_ benchmark: Benchmark, effect: any TransitionEffect) throws -> Double {
        let phases = self.phases
        return try benchmark.nanosecondsPerCall { i in
            let effects = try effect.effects(for: phases[i & 63])
            Sink.consume(effects.scaleX + effects.opacity)
        }
    }

    static func measure(iterations: Int) throws -> (interpreted: Double, native: Double) {
        let effect = try ScriptProgram().makeTransitionEffect(ProcessInfo.processInfo.environment["BENCH_CLOSURE"] ?? closure)
        let benchmark = Benchmark(name: "transition", iterations: iterations)
        let native = try run(benchmark, effect: NativeEffect())
        let script = try run(benchmark, effect: effect)
        return (script, native)
    }
}
