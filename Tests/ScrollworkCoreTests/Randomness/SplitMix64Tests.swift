import Testing
import ScrollworkCore

struct SplitMix64Tests {
    /// The reference implementation's first outputs for seed 0 (Vigna, splitmix64.c).
    @Test func matchesTheReferenceSequence() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func belowStaysInItsBoundAndZeroBoundsGiveZero() {
        var generator = SplitMix64(seed: 7)
        for bound in [1, 2, 3, 10, 1_000] {
            for _ in 0..<200 { #expect((0..<bound).contains(generator.below(bound))) }
        }
        #expect(generator.below(0) == 0)
        #expect(generator.below(-5) == 0)
    }
}
