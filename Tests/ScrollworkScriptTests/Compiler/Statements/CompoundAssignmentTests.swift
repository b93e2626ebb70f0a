import Testing
@testable import ScrollworkScript

/// `|=`, `&=`, `^=`, `<<=` and the wrapping compound assignments are Int's only: on a Double
/// swiftc refuses them where they are written ("binary operator '|=' cannot be applied to
/// operands of type 'Double' and 'Double.Scalar'"), so the program does not load, rather than
/// failing when the line runs.
@Test(arguments: [
    ("var d = 1.0\nfunc run() { d |= 1 }", "binary operator '|=' cannot be applied to operands of type 'Double' and 'Double'"),
    ("var s = \"a\"\nfunc run() { s <<= 1 }", "binary operator '<<=' cannot be applied to operands of type 'String' and 'Int'"),
])
func anIntegerOnlyCompoundAssignmentOnAnotherTypeIsAnError(source: String, message: String) {
    #expect(errorMessage { _ = try loadProgram(source) } == message)
}

@Test func anIntegerOnlyCompoundAssignmentOnAnIntRuns() throws {
    let program = try loadProgram("""
    func run() -> Int {
        var flags = 0b0101
        flags |= 0b0010
        flags &= 0b0110
        flags <<= 1
        return flags
    }
    """)
    // 0101 | 0010 = 0111; & 0110 = 0110 (6); << 1 = 12.
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .int(12))
}
