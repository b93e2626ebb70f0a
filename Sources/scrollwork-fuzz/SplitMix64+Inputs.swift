import ScrollworkCore

extension SplitMix64 {
    /// A size from a spread that reaches the lengths the issue found crashes at (1,768
    /// operators, 1,827 modifiers, 4,859 `!`), capped by `limit`.
    mutating func length(limit: Int) -> Int {
        let spread = [1, 2, 10, 50, 100, 300, 800, 1_500, 2_000, 5_000, 20_000, 100_000]
        return min(limit, pick(spread) + below(10))
    }
}
