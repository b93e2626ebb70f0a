/// SplitMix64: a tiny generator fully determined by its seed, so a randomised test makes
/// the same inputs on every run and a failure can be replayed.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A seed made from a text (a test case's name), the same on every run and platform.
    public init(seed text: String) {
        self.init(seed: text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    }

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
}
