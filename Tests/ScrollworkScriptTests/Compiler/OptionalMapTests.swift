import Testing
@testable import ScrollworkScript

/// `Optional.map` and `flatMap`: nil stays nil without calling the closure; a value goes
/// through it (what the same program compiled by swiftc prints).
@Test func optionalMapAgreesWithSwift() throws {
    let program = try loadProgram("""
    func run() -> String {
        let a: Int? = 4
        let b: Int? = nil
        let name: String? = "ada"
        var calls = 0
        _ = b.map { value -> Int in calls += 1; return value }
        return "\\(a.map { $0 * 2 } ?? -1) \\(b.map { $0 * 2 } ?? -1) \\(a.flatMap { $0 > 3 ? $0 : nil } ?? -1) \\(name.map { $0.uppercased() } ?? "-") \\(calls)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("8 -1 4 ADA 0"))
}
