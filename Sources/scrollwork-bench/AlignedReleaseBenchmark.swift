import Foundation
import ScrollworkCore

/// A `.viewAligned(limitBehavior: .always)` release on a 1,000,000-item list against the same
/// on 100 items: touch down and release mid-list, the behaviour choosing among every item's
/// start. A ratio near 1 means a release does not look at every item.
enum AlignedReleaseBenchmark {
    /// Releases of at most ±1,500 pt/s, so the natural target stays inside the 100-item list too.
    static let velocities: [Double] = (0..<64).map { Double($0 % 13 - 6) * 250 }

    static func simulation(count: Int) -> ScrollSimulation {
        let layout = ScrollingBenchmark.list(count: count)
        let sim = ScrollSimulation(metrics: ScrollMetrics(containerSize: Size(width: 390, height: 844),
                                                          contentSize: layout.contentSize), layout: layout)
        sim.behavior = ViewAlignedBehavior(limitBehavior: .always)
        sim.scroll(toOffset: layout.contentSize.height / 2, animated: false)
        return sim
    }

    static func side(_ benchmark: Benchmark, count: Int) -> () -> Double {
        let sim = simulation(count: count)
        let velocities = self.velocities
        func call(_ i: Int) {
            sim.fling(velocities[i & 63])
            Sink.consume(sim.lastRelease?.finalTarget ?? 0)
        }
        benchmark.warmUp(call)
        return { benchmark.nanosecondsPerCall(call) }
    }

    static func run(_ benchmark: Benchmark, report: inout Report) throws {
        print("== .viewAligned(limitBehavior: .always) release: touch down and release mid-list")
        var releases = benchmark
        releases.iterations = max(1, benchmark.iterations / 10)
        let times = try releases.alternating([side(releases, count: 100), side(releases, count: 1_000_000)])
        report.figure("100 items (baseline)", times[0], "ns/release")
        report.figure("1,000,000 items", times[1], "ns/release")
        report.goal(".viewAligned release, 1M items / 100 items", times[1] / times[0], atMost: 2)
    }
}
