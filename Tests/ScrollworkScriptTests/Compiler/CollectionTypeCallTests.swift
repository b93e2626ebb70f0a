import Testing
@testable import ScrollworkScript

/// A call of an array type (`[String](repeating: "", count: 12)`, `[Int](sequence)`): Array's
/// initialisers, giving that element type. What the same program compiled by swiftc prints.
@Test func arrayTypeCallsAreArraysInitialisersAsInSwift() throws {
    let program = try loadProgram("""
    struct Week {
        var fields = [String](repeating: "", count: 3)
        var prices = [Double](repeating: 0, count: 2)
    }
    func run() -> String {
        var week = Week()
        week.fields[1] = "Mon"
        let backwards = [Int]([1, 2, 3].reversed())
        return "\\(week.fields) \\(week.prices) \\(backwards) \\([String]().count)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string(#"["", "Mon", ""] [0.0, 0.0] [3, 2, 1] 0"#))
}
