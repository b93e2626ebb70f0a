import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene
import ScrollworkScript

/// Issue 4: loading a scene from source, `LazyVStack { ForEach(0..<N) { i in Row(index: i) } }`
/// with a small custom row, from parsing to a ready simulation. Targets: 100k rows under 1 s,
/// 1M under 10 s (release build). The 1,000-row load is the baseline; ratios near N/1000
/// mean the cost per row stays flat.
enum SceneLoadBenchmark {
    /// CPU seconds to load the file and instantiate the scene, and the content height.
    static func load(count: Int) -> (seconds: Double, height: Double) {
        var height = 0.0
        let seconds = Benchmark.cpuSeconds {
            let program = ScriptProgram()
            _ = program.load(SourceFile(id: 1, path: "Feed.swift", text: TransitionedListBenchmark.source(count: count, transition: false)))
            height = (try? program.makeScene("Feed"))?.simulation.metrics.contentSize.height ?? -1
        }
        return (seconds, height)
    }

    static func run(_ benchmark: Benchmark, report: inout Report) throws {
        print("== Scene load: ScrollView { LazyVStack { ForEach(0..<N) { i in Row(index: i) } } } from source")
        var heights = [Int: Double]()
        let counts = [1_000, 100_000, 1_000_000]
        let times = try benchmark.alternating(counts.map { count in
            {
                let measured = load(count: count)
                heights[count] = measured.height
                return measured.seconds
            }
        })
        report.figure("1,000 rows (baseline)", Samples(times[0].values.map { $0 * 1000 }), "ms", digits: 2)
        for (index, count) in counts.enumerated().dropFirst() {
            report.figure("\(count.formatted()) rows", times[index], "s", digits: 3)
            report.figure("  per row, against 1,000 rows", Samples((times[index] / times[0]).values.map { $0 * 1000 / Double(count) }),
                          "×", digits: 2)
        }
        report.goal("loading 100,000 rows", times[1], unit: " s", atMost: 1, digits: 3)
        report.goal("loading 1,000,000 rows", times[2], unit: " s", atMost: 10, digits: 3)
        print("  content height of 1,000,000 rows: \(heights[1_000_000] ?? -1) pt")
        if let memory = Benchmark.memory() { print("  peak RSS \(memory.peak / 1_048_576) MiB") }
    }
}
