import Testing
@testable import ScrollworkScript

/// `UInt64` (and `UInt`) as Swift has them. Every expected value below is what a program
/// compiled by swiftc printed for the same expression.
@Suite struct SwiftUnsignedSurfaceTests {
    private func value(_ expression: String) throws -> ScriptValue? {
        let program = try loadProgram("import SwiftUI\nlet u: UInt64 = 18446744073709551615\nlet half = -0.5\nfunc run() -> String { \"\\(\(expression))\" }\n")
        return try program.evaluate("run()", bindings: FakeSession())
    }

    @Test(arguments: [
        ("u", "18446744073709551615"), ("u / 3", "6148914691236517205"), ("u % 7", "1"), ("u >> 60", "15"),
        ("u << 4", "18446744073709551600"), ("~u", "0"), ("u &+ 1", "0"), ("u &* 3", "18446744073709551613"),
        ("UInt64.max", "18446744073709551615"), ("UInt64.min", "0"), ("u.leadingZeroBitCount", "0"), ("UInt64.bitWidth", "64"),
        ("Int(bitPattern: UInt(u))", "-1"), ("UInt64(bitPattern: -2)", "18446744073709551614"),
        ("UInt64(truncatingIfNeeded: -1)", "18446744073709551615"), ("Int(truncatingIfNeeded: u)", "-1"),
        ("UInt64(1.5399659571851231e+19)", "15399659571851231232"), ("Double(u)", "1.8446744073709552e+19"),
        ("u.description", "18446744073709551615"), ("UInt64(half)", "0"), ("0xFFFF_FFFF_FFFF_FFFF as UInt64", "18446744073709551615"),
        ("[UInt64(3), 18446744073709551615, 10].sorted()", "[3, 10, 18446744073709551615]"),
        ("[UInt64(3), 18446744073709551615].max()!", "18446744073709551615"),
        ("u > 3", "true"), ("u == UInt64.max", "true"), ("max(u, 5)", "18446744073709551615"),
        ("u > Int(-1)", "true"), ("UInt64(5) == 5 as Int", "true"), ("(-5).magnitude", "5"),
        ("([1, 18446744073709551615, 1] as Set<UInt64>).count", "2"), ("[u: \"max\"][UInt64.max]!", "max"),
        ("UInt64(\"18446744073709551615\")!", "18446744073709551615"), ("UInt64(\"-1\") == nil", "true"),
        // A literal past Int's range given to UInt64 is a UInt64 (SE-0213), as a seeded generator writes its seed.
        ("UInt64(17173993227352144317)", "17173993227352144317"), ("UInt(18446744073709551615) / 5", "3689348814741910323"),
    ])
    func behavesAsSwiftDoes(expression: String, expected: String) throws {
        #expect(try value(expression) == .string(expected))
    }

    /// `x` from `UInt64.max` through every compound operator: 15, 60, 61, 317, 317, 316, 948, 474, 74.
    @Test func compoundAssignmentsStayUnsigned() throws {
        let program = try loadProgram("""
            func run() -> String {
                var x: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
                x >>= 60; x <<= 2; x ^= 1; x |= 0x100; x &= 0x1FF; x -= 1; x *= 3; x /= 2; x %= 100
                return "\\(x) \\(x.isMultiple(of: 3)) \\(UInt64(7).nonzeroBitCount)"
            }
            """)
        #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("74 false 3"))
    }

    /// Swift's run-time traps, each a located error.
    @Test(arguments: [
        ("let a: UInt64 = 3; return a - 4", "integer overflow in 3 - 4"),
        ("let a = UInt64.max; return a + 1", "integer overflow in 18446744073709551615 + 1"),
        ("let a = UInt64.max; return a * 2", "integer overflow in 18446744073709551615 * 2"),
        ("let a: UInt64 = 3; let z: UInt64 = 0; return a / z", "division by zero"),
        ("let a = -1; return UInt64(a)", "Negative value is not representable"),
        ("let x = 0x1p64; return UInt64(x)", "Double value cannot be converted to UInt64 because the result would be greater than UInt64.max"),
        ("let x = -1.0; return UInt64(x)", "Double value cannot be converted to UInt64 because the result would be less than UInt64.min"),
        ("let x = Double.nan; return UInt64(x)", "Double value cannot be converted to UInt64 because it is either infinite or NaN"),
        ("let a = UInt64.max; return UInt64(Int(a))", "Not enough bits to represent the passed value"),
    ])
    func trapsWhereSwiftTraps(body: String, message: String) throws {
        let program = try loadProgram("func run() -> UInt64 { \(body) }\n")
        #expect(errorMessage { _ = try program.evaluate("run()", bindings: FakeSession()) } == message)
    }
}
