import Foundation

// Benchmarks of the script runtime against native Swift, Lua 5.4 and LuaJIT's interpreter,
// and of the simulation on a million items, each baseline measured in the same run.
// Build with `swift build -c release --product scrollwork-bench`; run as
// `scrollwork-bench [CALLS] [a|b|c|aligned|transitioned|scrolling|readers|scene|opening|files …]` to choose the call
// count and the benchmarks (c is the Lua baselines, measured beside (a)).
// For experiments, BENCH_SCRIPT replaces the behaviour script of (a) (it must declare
// `SnapToTop`) and BENCH_CLOSURE the transition closure of (b).

let arguments = CommandLine.arguments.dropFirst()
let benchmark = Benchmark(iterations: arguments.compactMap { Int($0) }.first ?? 200_000, runs: 7)
let chosen = Set(arguments.filter { Int($0) == nil })
func selected(_ key: String) -> Bool { chosen.isEmpty || chosen.contains(key) }

do {
    print("scrollwork-bench: \(benchmark.iterations) calls per run, \(benchmark.runs) runs of every figure, "
          + "thread CPU time; median (min–max)")
    print("machine at start: \(Benchmark.machineLoad())")
    var report = Report()
    if selected("a") || selected("c") {
        print("== (a) snap-to-top updateTarget, ns per call")
        var sides = [try SnapToTopBenchmark.side(benchmark, behavior: SnapToTopBenchmark.NativeSnapToTop()),
                     try SnapToTopBenchmark.side(benchmark, behavior: SnapToTopBenchmark.interpreted())]
        let (luas, missing) = selected("c") ? LuaBaseline.available() : ([], [])
        for lua in luas { sides.append({ try lua.measure(iterations: benchmark.iterations) }) }
        let times = try benchmark.alternating(sides)
        report.figure("native Swift", times[0], "ns")
        report.figure("interpreted", times[1], "ns")
        for (index, lua) in luas.enumerated() { report.figure(lua.name, times[2 + index], "ns") }
        report.goal("(a) interpreted / native", times[1] / times[0], atMost: 4)
        for (index, lua) in luas.enumerated() {
            if lua.name == "Lua 5.4" {
                report.goal("(a) interpreted / Lua 5.4", times[1] / times[2 + index], atMost: 1)
            } else {
                report.goal("(a) interpreted / \(lua.name)", times[1] / times[2 + index])
            }
        }
        for note in missing {
            print("  \(note); skipped")
            report.skipped("(a) interpreted / \(note.prefix { $0 != ":" })", because: String(note))
        }
    }
    if selected("b") {
        print("== (b) two-effect scrollTransition closure, ns per call")
        let times = try benchmark.alternating([
            try TransitionBenchmark.side(benchmark, effect: TransitionBenchmark.NativeEffect()),
            try TransitionBenchmark.side(benchmark, effect: TransitionBenchmark.interpreted()),
        ])
        report.figure("native Swift", times[0], "ns")
        report.figure("interpreted", times[1], "ns")
        report.goal("(b) interpreted / native", times[1] / times[0], atMost: 3)
    }
    if selected("aligned") { try AlignedReleaseBenchmark.run(benchmark, report: &report) }
    if selected("transitioned") { try TransitionedListBenchmark.run(benchmark, report: &report) }
    if selected("scrolling") { try ScrollingBenchmark.run(benchmark, report: &report) }
    if selected("readers") { try ReaderListBenchmark.run(benchmark, report: &report) }
    if selected("scene") { try SceneLoadBenchmark.run(benchmark, report: &report) }
    if selected("opening") { try SceneOpeningBenchmark.run(benchmark, report: &report) }
    if selected("files") { try FolderLoadBenchmark.run(benchmark, report: &report) }
    report.printGoals()
    print("machine at end: \(Benchmark.machineLoad())")
} catch {
    print("scrollwork-bench: \(error)")
    exit(1)
}
