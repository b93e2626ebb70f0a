import Testing
import ScrollworkCore

struct Rand48Tests {
    /// POSIX: X' = (0x5DEECE66D · X + 0xB) mod 2⁴⁸, and drand48 is X' / 2⁴⁸; srand48(0) makes
    /// X = 0x330E, so X' = 0x5DEECE66D · 0x330E + 0xB = 48083817484545.
    @Test func followsThePOSIXRecurrence() {
        var generator = Rand48()
        generator.seed(0)
        #expect(generator.nextFraction() == 48_083_817_484_545 / 0x1p48)
        #expect(generator.state == 48_083_817_484_545)
        #expect(generator.nextFraction() == Double((48_083_817_484_545 &* 0x5_DEEC_E66D &+ 0xB) & 0xFFFF_FFFF_FFFF as UInt64) / 0x1p48)
    }

    /// Only the seed's low 32 bits are kept, above 0x330E.
    @Test func seedingKeepsTheLow32Bits() {
        var generator = Rand48()
        generator.seed(0x1_0000_0005)
        #expect(generator.state == 0x5_330E)
    }

    /// Unseeded, the state is Apple's C library's initial 0x1234ABCD330E.
    @Test func startsWhereApplesLibraryStarts() {
        #expect(Rand48().state == 0x1234_ABCD_330E)
    }
}
