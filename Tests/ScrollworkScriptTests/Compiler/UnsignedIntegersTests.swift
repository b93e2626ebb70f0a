import Testing
@testable import ScrollworkScript

/// A `UInt64` beside other numbers is typed as swiftc types it; each message is swiftc's.
@Test(arguments: [
    ("let c = a + b", "binary operator '+' cannot be applied to operands of type 'UInt64' and 'Int'"),
    ("let c = a & b", "binary operator '&' cannot be applied to operands of type 'UInt64' and 'Int'"),
    ("let c = a * 2.5", "binary operator '*' cannot be applied to operands of type 'UInt64' and 'Double'"),
    ("let c = -a", "unary operator '-' cannot be applied to an operand of type 'UInt64'"),
    ("let c: UInt64 = -1", "negative integer '-1' overflows when stored into unsigned type 'UInt64'"),
    ("let c: Int = 18446744073709551615", "integer literal '18446744073709551615' overflows when stored into 'Int'"),
    ("let c: UInt64 = b", "cannot convert value of type 'Int' to specified type 'UInt64'"),
    ("func f() -> UInt64 { b }", "cannot convert return expression of type 'Int' to return type 'UInt64'"),
    ("func f() { var c: UInt64 = 1; c += b }", "cannot convert value of type 'Int' to expected argument type 'UInt64'"),
    // Not simulated (swiftc accepts it): said where it is written.
    ("func f() { for _ in 0..<a {} }", "a range of UInt64 is not supported here; make its bounds Ints with Int(_:)"),
])
func mixingUInt64WithAnotherNumberIsSwiftcsError(source: String, message: String) {
    #expect(errorMessage { _ = try loadProgram("let a: UInt64 = 5\nlet b: Int = 3\n" + source) } == message)
}

/// Literals take the `UInt64`'s type; comparisons and shift counts take any integer, as
/// `BinaryInteger` declares them.
@Test func literalsComparisonsAndShiftCountsMixAsInSwift() throws {
    let program = try loadProgram("""
        let a: UInt64 = 5
        let b: Int = 3
        func run() -> String { "\\(a + 1) \\(2 * a) \\(a > b) \\(b < a) \\(a == b) \\(a << b) \\(a >> b) \\(a & 0xFF)" }
        """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("6 10 true true false 40 0 5"))
}
