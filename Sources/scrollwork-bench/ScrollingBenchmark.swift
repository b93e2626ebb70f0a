import Foundation
import ScrollworkCore
import ScrollworkScene

/// Issue: 10 s of flinging through a 1,000,000-item list, physics plus visible-range work
/// per frame, against the same session on a 100-item list (the baseline): a ratio near 1
/// means the per-frame cost does not grow with the number of items.
enum ScrollingBenchmark {
    static func run(_ benchmark: Benchmark, report: inout Report) throws {
        print("== Scrolling: 10 s of flings, physics + visible range + transition phases per frame")
        Benchmark.trimHeap()
        let before = Benchmark.memory()
        let big = list(count: 1_000_000)
        Benchmark.trimHeap()
        let after = Benchmark.memory()
        let small = list(count: 100)

        var frames = 0
        let rates = try benchmark.alternating([
            { let seconds = Benchmark.cpuSeconds { frames = session(small) }; return Double(frames) / seconds },
            { let seconds = Benchmark.cpuSeconds { frames = session(big) }; return Double(frames) / seconds },
        ])
        print("  \(frames) frames per run")
        report.figure("100 items (baseline)", rates[0], "frames/s", digits: 0)
        report.figure("1,000,000 items", rates[1], "frames/s", digits: 0)
        report.figure("time per frame, 1M / 100", rates[0] / rates[1], "×", digits: 2)
        report.goal("scrolling a 1M-item list, frame rate", rates[1], unit: " frames/s", atLeast: 100_000)
        if let before, let after {
            let perItem = Double(after.resident - before.resident) / 1_000_000
            print("  peak RSS \(after.peak / 1_048_576) MiB")
            report.goal("layout of 1M items, memory per item", Samples([perItem]), unit: " B", atMost: 100, digits: 1)
        }
    }

    static func list(count: Int) -> ContentLayout {
        var items = [LayoutItem]()
        items.reserveCapacity(count)
        for index in 0..<count {
            items.append(LayoutItem(id: .int(index), frame: Rect(x: 0, y: Double(index) * 60, width: 390, height: 52),
                                    flags: .scrollTarget, transition: 0))
        }
        return ContentLayout(axis: .vertical, items: items,
                             contentSize: Size(width: 390, height: Double(count) * 60 - 8))
    }

    /// Flings down and up for ten simulated seconds; returns the number of frames stepped.
    static func session(_ layout: ContentLayout) -> Int {
        let sim = ScrollSimulation(metrics: ScrollMetrics(containerSize: Size(width: 390, height: 844),
                                                          contentSize: layout.contentSize), layout: layout)
        sim.transitions = [TransitionSpec(configuration: .interactive, effect: NoEffect())]
        return FlingSession.run(sim, from: layout.contentSize.height / 2) { sim in
            // The effect is a plain value: frames run nothing for it, the phases are read as before.
            var total = 0.0
            for index in sim.visibleIndices { total += sim.transitionPhase(ofItemAt: index).value }
            return total
        }
    }

    /// No closure and nothing that can fail: a reader may work it out, so frames do not run it.
    struct NoEffect: TransitionEffect {
        var isPlainValue: Bool { true }
        func effects(for phase: TransitionPhase) throws -> ItemEffects { .identity }
    }
}
