import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// (a) The WWDC snap-to-top `updateTarget`, interpreted and as native Swift.
enum SnapToTopBenchmark {
    static let script = """
    struct SnapToTop: ScrollTargetBehavior {
        var threshold: CGFloat = 50

        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            if target.rect.minY < threshold && context.velocity.dy > 0 {
                target.rect.origin.y = 0
            }
        }
    }
    """

    /// The same logic compiled as part of the tool, the baseline.
    struct NativeSnapToTop: TargetBehavior {
        var threshold = 50.0
        var displayName: String { "NativeSnapToTop" }
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws {
            if target.rect.minY < threshold && context.velocity.dy > 0 {
                target.rect.origin.y = 0
            }
        }
    }

    struct Input {
        let minY: Double
        let context: TargetContext
    }

    /// Inputs that vary per call so neither side can fold the work away.
    static let inputs: [Input] = (0..<64).map { i in
        let container = Size(width: 390, height: 844)
        let rect = Rect(x: 0, y: Double(i * 7 % 100), width: 390, height: 844)
        let context = TargetContext(originalTarget: ScrollTarget(rect: rect), velocity: Vector(dx: 0, dy: Double(i % 3 - 1) * 500),
                                    contentSize: Size(width: 390, height: 5000), containerSize: container, axis: .vertical,
                                    releaseTarget: rect, containerLength: 844, targetStarts: [])
        return Input(minY: Double(i * 7 % 100), context: context)
    }

    /// One call as the simulation makes it: the target reset to the input's start (a new
    /// `ScrollTarget` value), `updateTarget`, the start read back.
    static func call(_ behavior: any TargetBehavior, _ input: Input) throws {
        var target = ScrollTarget(rect: Rect(x: 0, y: input.minY, width: 390, height: 844))
        try behavior.updateTarget(&target, context: input.context)
        Sink.consume(target.rect.origin.y)
    }

    /// A timed run of `benchmark.iterations` calls, warmed up once.
    static func side(_ benchmark: Benchmark, behavior: any TargetBehavior) throws -> () throws -> Double {
        let inputs = self.inputs
        try benchmark.warmUp { i in try call(behavior, inputs[i & 63]) }
        return { try benchmark.nanosecondsPerCall { i in try call(behavior, inputs[i & 63]) } }
    }

    /// The interpreted behaviour: BENCH_SCRIPT, or the WWDC one.
    static func interpreted() throws -> any TargetBehavior {
        let program = ScriptProgram()
        let text = ProcessInfo.processInfo.environment["BENCH_SCRIPT"] ?? script
        let diagnostics = program.load(SourceFile(id: 1, path: "SnapToTop.swift", text: text))
        if let error = diagnostics.first(where: \.isError) { throw error }
        guard let behavior = try program.makeTargetBehavior("SnapToTop()") else { throw BenchmarkError.noBehavior }
        return behavior
    }
}

enum BenchmarkError: Error { case noBehavior, baselineFailed(String) }
