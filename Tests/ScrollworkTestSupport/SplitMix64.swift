import ScrollworkCore

extension SplitMix64 {
    /// A seed made from a text (a test case's name), the same on every run and platform.
    public init(seed text: String) {
        self.init(seed: text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    }
}
