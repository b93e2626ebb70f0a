import Foundation

/// Times a body run many times and reports nanoseconds per call (the best of several runs,
/// so a stray context switch on a shared machine does not count).
///
/// The benchmark executable is the only place that reads a clock; the product never does.
struct Benchmark {
    let name: String
    var iterations = 200_000
    var repeats = 7

    func nanosecondsPerCall(_ body: (Int) throws -> Void) rethrows -> Double {
        // One untimed pass warms caches and the script's per-site member caches.
        for i in 0..<min(iterations, 1_000) { try body(i) }
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<iterations { try body(i) }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            best = min(best, Double(elapsed) / Double(iterations))
        }
        return best
    }
}

/// Keeps results alive so the optimiser cannot drop the native baselines.
enum Sink {
    nonisolated(unsafe) static var value = 0.0
    @inline(never) static func consume(_ x: Double) { value += x }
}

/// One line of the report.
struct BenchmarkResult {
    let name: String
    let nanoseconds: Double

    var formatted: String {
        "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%9.1f", nanoseconds)) ns/call"
    }
}

func ratioLine(_ label: String, _ numerator: Double, _ denominator: Double, goal: String) -> String {
    let ratio = numerator / denominator
    return "  \(label.padding(toLength: 42, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", ratio))×   (goal \(goal))"
}
