import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The `using:` forms of the standard library's random API on an app's own generator. Expected
/// values follow the algorithms of the standard library's `Random.swift`: an integer in a range
/// of width `n` is the high word of `next() × n` (redrawn only when the low word is below
/// `(2⁶⁴ − n) mod n`, and first only when it is below `n`); a `Double` in `a..<b` is
/// `a + (b − a) · (next() & (2⁵³ − 1)) · 2⁻⁵³`; `Bool` is bit 17 of `next()` being 0;
/// `shuffled` swaps element `i` with `i + Int.random(in: 0..<(count − i))` for each `i` but the
/// last; `randomElement` is the element at `Int.random(in: 0..<count)`.
@Suite struct SwiftRandomSurfaceTests {
    /// A generator counting up from 2⁶², and one always giving 2⁵².
    private static let generators = """
        import SwiftUI

        struct Counter: RandomNumberGenerator {
            var state: UInt64 = 0x4000_0000_0000_0000
            mutating func next() -> UInt64 {
                state += 1
                return state
            }
        }

        struct Fixed: RandomNumberGenerator {
            func next() -> UInt64 { 1 << 52 }
        }

        """

    private func state(_ declarations: String, _ name: String = "drawn") throws -> ScriptValue? {
        let program = try loadProgram(Self.generators + """
            struct Draws: View {
                \(declarations)
                var body: some View { Text("draws") }
            }

            """)
        return try program.makeScene("Draws").stateValue(name)
    }

    @Test(arguments: [
        // (2⁶² + 1) · 10 = 2.5 · 2⁶⁴ + 10: high word 2, low word 2⁶³ + 10, not below 10.
        ("Int.random(in: 0..<10, using: &g)", ScriptValue.int(2)),
        // 3...8 has width 6: (2⁶² + 1) · 6 = 1.5 · 2⁶⁴ + 6, high word 1, so 3 + 1.
        ("Int.random(in: 3...8, using: &g)", .int(4)),
        // (2⁶² + 1) & (2⁵³ − 1) = 1: 10 + 10 · 2⁻⁵³.
        ("Double.random(in: 10..<20, using: &g)", .double(10 + 10 * 0x1p-53)),
        // Bit 17 of 2⁶² + 1 is 0.
        ("Bool.random(using: &g)", .bool(true)),
        // i = 0: (2⁶² + 1) · 4 = 2⁶⁴ + 4, high 1, low 4 not below 4: swap 0 and 1; then
        // (2⁶² + 2) · 3 and (2⁶² + 3) · 2 have high words 0: the rest stay.
        ("[1, 2, 3, 4].shuffled(using: &g)", .array([.int(2), .int(1), .int(3), .int(4)])),
        // (2⁶² + 1) · 3 = 0.75 · 2⁶⁴ + 3: index 0.
        ("[\"a\", \"b\", \"c\"].randomElement(using: &g)", .string("a")),
    ])
    func drawsFromTheAppsGeneratorAsSwiftDoes(call: String, expected: ScriptValue) throws {
        let value = try state("@State private var drawn = { var g = Counter(); return \(call) }()")
        #expect(value == expected)
    }

    @Test func aFixedGeneratorGivesTheMiddleOfADoubleRange() throws {
        // 2⁵² · 2⁻⁵³ = 0.5: 2 + 2 · 0.5; bit 17 of 2⁵² is 0.
        #expect(try state("@State private var drawn = { var f = Fixed(); return Double.random(in: 2..<4, using: &f) }()") == .double(3))
        #expect(try state("@State private var drawn = { var f = Fixed(); return Bool.random(using: &f) }()") == .bool(true))
    }

    /// A parameter declared `Range<Double>` holds the Double range `0.1..<0.2` makes, so the
    /// half-open overload is the one called: 0.1 + 0.1 · ((2⁶² + 1) & (2⁵³ − 1)) · 2⁻⁵³.
    @Test func aDeclaredDoubleRangeCallsItsOwnOverload() throws {
        let program = try loadProgram(Self.generators + """
            func pastel(hue: Range<Double>, random: inout Counter) -> Double {
                .random(in: hue, using: &random)
            }
            struct Draws: View {
                @State private var drawn = { var g = Counter(); return pastel(hue: 0.1..<0.2, random: &g) }()
                var body: some View { Text("draws") }
            }

            """)
        #expect(try program.makeScene("Draws").stateValue("drawn") == .double(0.1 + 0.1 * 0x1p-53))
    }

    /// A splitmix64 generator of the app's own, whose `next()` passes `Int.max` with wrapping
    /// arithmetic: the numbers a swiftc-compiled program printed for the same calls from seed 42.
    @Test func aSplitMixGeneratorDealsWhatSwiftDeals() throws {
        let program = try loadProgram("""
            import SwiftUI
            struct SplitMix: RandomNumberGenerator {
                var state: UInt64
                mutating func next() -> UInt64 {
                    state &+= 0x9E3779B97F4A7C15
                    var z = state
                    z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
                    z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
                    return z ^ (z >> 31)
                }
            }
            func run() -> String {
                var g = SplitMix(state: 42)
                let first = "\\(g.next()) \\(g.next()) \\(Int.random(in: 0..<10, using: &g)) \\(Int.random(in: 1...6, using: &g))"
                return first + " \\(Double.random(in: 0..<1, using: &g)) \\([1, 2, 3, 4, 5, 6, 7, 8].shuffled(using: &g))"
                    + " \\(["a", "b", "c"].randomElement(using: &g)!) \\(Bool.random(using: &g))"
            }
            """)
        #expect(try program.evaluate("run()", bindings: FakeSession())
                == .string("13679457532755275413 2949826092126892291 2 3 0.8857851704243542 [7, 3, 1, 5, 2, 6, 4, 8] b true"))
    }

    /// The generator is passed `inout`: the draws it made (five `next()`s) are in it afterwards.
    @Test func aStructGeneratorKeepsItsStateAcrossCalls() throws {
        let value = try state("""
            @State private var drawn: UInt64 = {
                    var g = Counter()
                    _ = Int.random(in: 0..<10, using: &g)
                    var items = [1, 2, 3, 4]
                    items.shuffle(using: &g)
                    _ = items.randomElement(using: &g)
                    return g.state
                }()
            """)
        #expect(value == .uint(0x4000_0000_0000_0000 + 5))
    }

    /// `SystemRandomNumberGenerator` is the scene's seeded generator: the same draws as the
    /// forms without `using:`, so a scene deals the same numbers on every run.
    @Test func theSystemGeneratorIsTheScenesSeededOne() throws {
        let seeded = try state("@State private var drawn = Int.random(in: 0..<1_000_000)")
        let system = try state("@State private var drawn = { var s = SystemRandomNumberGenerator(); return Int.random(in: 0..<1_000_000, using: &s) }()")
        var reference = SplitMix64(seed: 0)
        #expect(seeded == .int(Int.random(in: 0..<1_000_000, using: &reference)))
        #expect(system == seeded)
    }

    /// POSIX's drand48 after srand48(5): state 5·2¹⁶ + 0x330E, times 0x5DEECE66D plus 11, mod 2⁴⁸.
    @Test func drand48FollowsPOSIX() throws {
        let value = try state("@State private var drawn = { srand48(5); return drand48() }()")
        #expect(value == .double(Double((0x5_330E * 0x5_DEEC_E66D + 0xB) & 0xFFFF_FFFF_FFFF) / 0x1p48))
    }

    @Test(arguments: [
        ("var g = Counter(); let x = Int.random(in: 0..<3, using: g)",
         "passing value of type 'Counter' to an inout parameter requires explicit '&'"),
        ("var p = Plain(); let x = [1].shuffled(using: &p)",
         "instance method 'shuffled(using:)' requires that 'Plain' conform to 'RandomNumberGenerator'"),
    ])
    func misusesAreSwiftcsErrors(body: String, message: String) {
        let source = Self.generators + "struct Plain { func next() -> UInt64 { 0 } }\nfunc f() {\n    \(body)\n}\n"
        let diagnostics = ScriptProgram().load(SourceFile(id: 1, path: "a.swift", text: source))
        #expect(diagnostics.first(where: \.isError)?.message == message)
    }

    /// A generator that never lets the algorithm finish (`next()` always 0 redraws for ever) runs
    /// out of steps, and one whose `next()` fails reports where: an error, never a hang.
    @Test(arguments: [
        ("struct Stuck: RandomNumberGenerator { func next() -> UInt64 { 0 } }", "Stuck()", "step budget"),
        ("struct Empty: RandomNumberGenerator { var left: [UInt64] = []; mutating func next() -> UInt64 { left.removeLast() } }",
         "Empty()", "removeLast on an empty array"),
    ])
    func aFailingGeneratorIsALocatedError(declaration: String, make: String, message: String) throws {
        let program = try loadProgram(Self.generators + declaration + """

            struct Draws: View {
                @State private var drawn = { var g = \(make); return Int.random(in: 0..<10, using: &g) }()
                var body: some View { Text("draws") }
            }

            """, stepBudget: 100_000)
        let failure = errorMessage { _ = try program.makeScene("Draws") }
        #expect(failure?.contains(message) == true, "\(failure ?? "no error")")
    }
}
