import Testing
@testable import ScrollworkScript

/// MT19937 against its authors' reference output (mt19937ar.out) and CPython's `random`, which
/// seeds with `init_by_array` of an integer's 32-bit words, low word first.
@Suite struct MersenneTwisterTests {
    @Test func initByArrayMatchesTheReferenceOutput() {
        var twister = MersenneTwister(key: [0x123, 0x234, 0x345, 0x456])
        #expect((0..<5).map { _ in twister.next() } == [1_067_595_299, 955_945_823, 477_289_528, 4_107_218_783, 4_228_976_476])
    }

    @Test func aSixtyFourBitSeedIsTheKeyOfItsTwoWords() {
        // random.seed((7 << 32) | 9); [random.getrandbits(32) for _ in range(3)]
        var twister = MersenneTwister(seed: (7 << 32) | 9)
        #expect((0..<3).map { _ in twister.next() } == [3_666_696_616, 174_776_607, 1_408_883_857])
    }

    @Test func boundedDrawsStayBelowTheBound() {
        var twister = MersenneTwister(seed: 1)
        #expect((0..<1000).allSatisfy { _ in twister.next(below: 6) < 6 })
    }
}
