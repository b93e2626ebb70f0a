/// SplitMix64: a tiny deterministic generator. The fuzzer derives one per input from the run's
/// seed and the input's number, so any input can be made again alone (`--only N`).
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The generator of input `index` of a run seeded with `seed`.
    init(seed: UInt64, index: Int) {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when the bound is not positive).
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A size from a spread that reaches the lengths the issue found crashes at (1,768
    /// operators, 1,827 modifiers, 4,859 `!`), capped by `limit`.
    mutating func length(limit: Int) -> Int {
        let spread = [1, 2, 10, 50, 100, 300, 800, 1_500, 2_000, 5_000, 20_000, 100_000]
        return min(limit, pick(spread) + below(10))
    }
}
