/// The C library's `drand48` family: a 48-bit linear congruential generator whose multiplier,
/// increment and seeding POSIX specifies, so what it gives is the same everywhere. Its state
/// starts as Apple's C library starts it (`0x1234ABCD330E`) until `seed(_:)` is called.
public struct Rand48: Sendable {
    public private(set) var state: UInt64 = 0x1234_ABCD_330E

    private static let multiplier: UInt64 = 0x5_DEEC_E66D
    private static let increment: UInt64 = 0xB
    private static let mask: UInt64 = (1 << 48) - 1

    public init() {}

    /// `srand48(seed)`: the state's high 32 bits are the seed's low 32, its low 16 bits `0x330E`.
    public mutating func seed(_ seed: Int) {
        state = (UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: seed)) << 16) | 0x330E
    }

    /// `drand48()`: the next state, as a fraction in `0..<1` (exact: 48 bits fit a Double).
    public mutating func nextFraction() -> Double {
        state = (state &* Self.multiplier &+ Self.increment) & Self.mask
        return Double(state) / Double(1 << 48 as UInt64)
    }
}
