import ScrollworkCore

/// The fuzzer derives one generator per input from the run's seed and the input's number, so
/// any input can be made again alone (`--only N`).
extension SplitMix64 {
    /// The generator of input `index` of a run seeded with `seed`.
    init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        self.init(seed: mixer.next())
    }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A size from a spread that reaches the lengths the issue found crashes at (1,768
    /// operators, 1,827 modifiers, 4,859 `!`), capped by `limit`.
    mutating func length(limit: Int) -> Int {
        let spread = [1, 2, 10, 50, 100, 300, 800, 1_500, 2_000, 5_000, 20_000, 100_000]
        return min(limit, pick(spread) + below(10))
    }
}
