import Foundation

// Benchmarks of the script runtime against native Swift (and Lua) measured in the same run.
// Build with `swift build -c release --product scrollwork-bench`.

let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000

do {
    print("scrollwork-bench: \(iterations) calls per run, best of 7 runs")
    let snap = try SnapToTopBenchmark.measure(iterations: iterations)
    let transition = try TransitionBenchmark.measure(iterations: iterations)
    let lua = try LuaBaseline.measure(iterations: iterations)
    let rows = [
        BenchmarkResult(name: "(a) snap-to-top updateTarget, native", nanoseconds: snap.native),
        BenchmarkResult(name: "(a) snap-to-top updateTarget, interpreted", nanoseconds: snap.interpreted),
        BenchmarkResult(name: "(b) two-effect transition, native", nanoseconds: transition.native),
        BenchmarkResult(name: "(b) two-effect transition, interpreted", nanoseconds: transition.interpreted),
    ] + (lua.map { [BenchmarkResult(name: "(c) snap-to-top updateTarget, Lua 5.4", nanoseconds: $0)] } ?? [])
    for row in rows { print(row.formatted) }
    print("ratios:")
    print(ratioLine("(a) interpreted / native", snap.interpreted, snap.native, goal: "≤ 10"))
    print(ratioLine("(b) interpreted / native", transition.interpreted, transition.native, goal: "≤ 10"))
    if let lua {
        print(ratioLine("(a) interpreted / Lua", snap.interpreted, lua, goal: "≤ 2"))
    } else {
        print("  (c) lua5.4 not found on PATH; Lua comparison skipped")
    }
} catch {
    print("scrollwork-bench: \(error)")
    exit(1)
}
