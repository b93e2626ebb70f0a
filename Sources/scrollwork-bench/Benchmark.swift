import Foundation

/// Times bodies run many times, in the thread's CPU time, so other work on a shared machine
/// does not count (Lua's `os.clock` measures CPU time too).
///
/// Every figure is measured `runs` times; what is reported is the median and the spread
/// (smallest to largest). Bodies compared in one ratio run in alternation, one timed run of
/// each per round, so a burst of load on the machine falls on both sides of the ratio.
///
/// The benchmark executable is the only place that reads a clock; the product never does.
struct Benchmark {
    var iterations = 200_000
    var runs = 7

    static func cpuNanoseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
    }

    /// CPU seconds that `body` takes once.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = cpuNanoseconds()
        try body()
        return (cpuNanoseconds() - start) / 1e9
    }

    /// One timed run of `iterations` calls, in nanoseconds per call.
    func nanosecondsPerCall(_ body: (Int) throws -> Void) rethrows -> Double {
        let start = Self.cpuNanoseconds()
        for i in 0..<iterations { try body(i) }
        return (Self.cpuNanoseconds() - start) / Double(iterations)
    }

    /// One untimed pass that warms caches and the script's per-site member caches.
    func warmUp(_ body: (Int) throws -> Void) rethrows {
        for i in 0..<min(iterations, 1_000) { try body(i) }
    }

    /// Runs every side once per round for `runs` rounds; a side returns its measurement of one
    /// run (nanoseconds per call, frames per second, …). Results in the order of `sides`.
    func alternating(_ sides: [() throws -> Double]) throws -> [Samples] {
        var values = Array(repeating: [Double](), count: sides.count)
        for _ in 0..<runs {
            for (index, side) in sides.enumerated() { values[index].append(try side()) }
        }
        return values.map(Samples.init)
    }
}

/// The values of one figure over its runs.
struct Samples {
    let values: [Double]

    init(_ values: [Double]) { self.values = values }

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }

    /// Run by run quotients of two figures measured in alternation.
    static func / (a: Samples, b: Samples) -> Samples {
        Samples(zip(a.values, b.values).map { $0 / $1 })
    }

    /// "189.5 (185.2–201.7)" with `digits` decimals.
    func formatted(_ digits: Int = 1) -> String {
        "\(Benchmark.format(median, digits)) (\(Benchmark.format(min, digits))–\(Benchmark.format(max, digits)))"
    }
}

/// Keeps results alive so the optimiser cannot drop the native baselines.
enum Sink {
    nonisolated(unsafe) static var value = 0.0
    @inline(never) static func consume(_ x: Double) { value += x }
}

/// The report: figures as they are measured, then every goal with its measured value.
struct Report {
    struct Goal {
        let label: String
        let value: Samples?
        let unit: String
        let digits: Int
        /// "≤ 4×", or "none, reported" when there is only something to report.
        let goal: String
        /// Whether the median meets the goal; nil when there is no goal.
        let met: Bool?
    }

    private(set) var goals: [Goal] = []

    func figure(_ name: String, _ samples: Samples, _ unit: String, digits: Int = 1) {
        print("  \(name.padding(toLength: 46, withPad: " ", startingAt: 0)) \(samples.formatted(digits)) \(unit)")
    }

    /// A goal `value ≤ limit` or `value ≥ floor` on the median, or no goal (only reported).
    mutating func goal(_ label: String, _ value: Samples, unit: String = "×", atMost limit: Double? = nil,
                       atLeast floor: Double? = nil, digits: Int? = nil) {
        let digits = digits ?? (unit == "×" ? 2 : 0)
        var met: Bool?, text = "none, reported"
        if let limit { met = value.median <= limit; text = "≤ \(limit.formatted())\(unit)" }
        if let floor { met = value.median >= floor; text = "≥ \(floor.formatted())\(unit)" }
        goals.append(Goal(label: label, value: value, unit: unit, digits: digits, goal: text, met: met))
    }

    /// A goal that could not be measured in this run, with why.
    mutating func skipped(_ label: String, because note: String) {
        goals.append(Goal(label: label, value: nil, unit: "", digits: 0, goal: note, met: nil))
    }

    func printGoals() {
        guard !goals.isEmpty else { return }
        print("== Goals: median (min–max); ratios are taken run by run between sides run in alternation")
        for goal in goals {
            let label = goal.label.padding(toLength: 46, withPad: " ", startingAt: 0)
            guard let value = goal.value else {
                print("  \(label) skipped: \(goal.goal)")
                continue
            }
            let verdict = goal.met.map { $0 ? "met" : "NOT met" } ?? ""
            let measured = "\(value.formatted(goal.digits))\(goal.unit)".padding(toLength: 38, withPad: " ", startingAt: 0)
            print("  \(label) \(measured) goal \(goal.goal)  \(verdict)")
        }
    }
}

// Helpers of the scrolling and scene benchmarks.
extension Benchmark {
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

    /// Gives the pages of freed memory back to the system (glibc's `malloc_trim`, where there
    /// is one), so that resident growth measures what is kept rather than what was freed.
    static func trimHeap() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    static func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

    /// How busy the machine is: the load averages over 1, 5 and 15 minutes, and the core count.
    static func machineLoad() -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "\(cores) cores" }
        let averages = text.split(separator: " ").prefix(3).joined(separator: " ")
        return "load average \(averages) on \(cores) cores"
    }
}
