/// The scene's random number generator: SplitMix64, fully determined by its seed.
///
/// It is a `RandomNumberGenerator`, so `Int.random(in:using:)`, `shuffled(using:)` and the
/// rest run the standard library's own algorithms on it: a script's `Int.random(in: 1...6)`
/// gives what the same call with `SplitMix64(seed:)` gives in a compiled Swift program.
struct SeededGenerator: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
