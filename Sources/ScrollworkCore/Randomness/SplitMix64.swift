/// SplitMix64: a tiny random number generator fully determined by its seed.
///
/// A scene's randomness comes from one (docs/SEMANTICS.md, "Determinism"), so a script's
/// `Int.random(in: 1...6)` runs the standard library's own algorithm on it and gives what the same
/// call with `SplitMix64(seed:)` gives in a compiled Swift program; the fuzzer and randomised tests
/// make their inputs with it, so any of them can be made again.
public struct SplitMix64: RandomNumberGenerator {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; 0 when the bound is not positive.
    public mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    /// One of the options, which must not be empty.
    public mutating func pick<T>(_ options: [T]) -> T {
        options[below(options.count)]
    }

    /// The generator of input `index` of a run seeded with `seed`: the fuzzer and the
    /// differential tester make input N from these two numbers alone, so it can be made again.
    public init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        self.init(seed: mixer.next())
    }

    /// True `percent` times in 100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
