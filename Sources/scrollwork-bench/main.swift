import Foundation

// Benchmarks of the script runtime against native Swift (and Lua) measured in the same run.
// Build with `swift build -c release --product scrollwork-bench`;
// run as `scrollwork-bench [CALLS] [a|b|c|scrolling|scene …]` to choose the call count and the benchmarks.
// For experiments, BENCH_SCRIPT replaces the behaviour script of (a) (it must declare
// `SnapToTop`) and BENCH_CLOSURE the transition closure of (b).

let arguments = CommandLine.arguments.dropFirst()
let iterations = arguments.compactMap { Int($0) }.first ?? 200_000
let chosen = Set(arguments.filter { Int($0) == nil })
func selected(_ key: String) -> Bool { chosen.isEmpty || chosen.contains(key) }

do {
    print("scrollwork-bench: \(iterations) calls per run, best of 7 runs")
    var rows = [BenchmarkResult](), ratios = [String]()
    var snap: (interpreted: Double, native: Double)?
    if selected("a") {
        let result = try SnapToTopBenchmark.measure(iterations: iterations)
        snap = result
        rows += [BenchmarkResult(name: "(a) snap-to-top updateTarget, native", nanoseconds: result.native),
                 BenchmarkResult(name: "(a) snap-to-top updateTarget, interpreted", nanoseconds: result.interpreted)]
        ratios.append(ratioLine("(a) interpreted / native", result.interpreted, result.native, goal: "≤ 10"))
    }
    if selected("b") {
        let result = try TransitionBenchmark.measure(iterations: iterations)
        rows += [BenchmarkResult(name: "(b) two-effect transition, native", nanoseconds: result.native),
                 BenchmarkResult(name: "(b) two-effect transition, interpreted", nanoseconds: result.interpreted)]
        ratios.append(ratioLine("(b) interpreted / native", result.interpreted, result.native, goal: "≤ 10"))
    }
    if selected("c") {
        if let lua = try LuaBaseline.measure(iterations: iterations) {
            rows.append(BenchmarkResult(name: "(c) snap-to-top updateTarget, Lua 5.4", nanoseconds: lua))
            if let snap { ratios.append(ratioLine("(a) interpreted / Lua", snap.interpreted, lua, goal: "≤ 2")) }
        } else {
            ratios.append("  (c) lua5.4 not found on PATH; Lua comparison skipped")
        }
    }
    for row in rows { print(row.formatted) }
    print("ratios:")
    for line in ratios { print(line) }
    if selected("scrolling") { ScrollingBenchmark.run() }
    if selected("scene") { SceneLoadBenchmark.run() }
} catch {
    print("scrollwork-bench: \(error)")
    exit(1)
}
