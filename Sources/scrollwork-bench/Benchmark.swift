import Foundation

/// Times a body run many times and reports nanoseconds per call: the best of several runs,
/// in the thread's CPU time, so other work on a shared machine does not count (Lua's
/// `os.clock` measures CPU time too).
///
/// The benchmark executable is the only place that reads a clock; the product never does.
struct Benchmark {
    let name: String
    var iterations = 200_000
    var repeats = 7

    static func cpuNanoseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
    }

    func nanosecondsPerCall(_ body: (Int) throws -> Void) rethrows -> Double {
        // One untimed pass warms caches and the script's per-site member caches.
        for i in 0..<min(iterations, 1_000) { try body(i) }
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = Self.cpuNanoseconds()
            for i in 0..<iterations { try body(i) }
            let elapsed = Self.cpuNanoseconds() - start
            best = min(best, elapsed / Double(iterations))
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

// Wall-clock helpers of the scrolling and scene-load benchmarks.
extension Benchmark {
    /// Runs `body` `repetitions` times and returns the best wall time in seconds.
    static func best(of repetitions: Int = 5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Resident memory now and at its peak, in bytes, from /proc (nil where there is none).
    static func memory() -> (resident: Int, peak: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return nil }
            return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
        }
        guard let resident = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        return (resident, peak)
    }

    static func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
}
