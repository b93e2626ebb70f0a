import Foundation
import ScrollworkCore
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

    static func run(_ benchmark: Benchmark, behavior: any TargetBehavior) throws -> Double {
        let inputs = self.inputs
        return try benchmark.nanosecondsPerCall { i in
            let input = inputs[i & 63]
            var target = ScrollTarget(rect: Rect(x: 0, y: input.minY, width: 390, height: 844))
            try behavior.updateTarget(&target, context: input.context)
            Sink.consume(target.rect.origin.y)
        }
    }

    static func measure(iterations: Int) throws -> (interpreted: Double, native: Double) {
        let program = ScriptProgram()
        let text = ProcessInfo.processInfo.environment["BENCH_SCRIPT"] ?? script
        let diagnostics = program.load(SourceFile(id: 1, path: "SnapToTop.swift", text: text))
        if let error = diagnostics.first(where: \.isError) { throw error }
        guard let interpreted = try program.makeTargetBehavior("SnapToTop()") else { throw BenchmarkError.noBehavior }
        let benchmark = Benchmark(name: "snap-to-top", iterations: iterations)
        let native = try run(benchmark, behavior: NativeSnapToTop())
        let script = try run(benchmark, behavior: interpreted)
        return (script, native)
    }
}

enum BenchmarkError: Error { case noBehavior }
