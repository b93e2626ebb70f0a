import Testing
import ScrollworkCore
@testable import ScrollworkScript

@Test func smoke() throws {
    let program = try loadProgram("""
    func run() -> Int { var total = 0; for i in 0..<10 { total += i }; return total }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .int(45))
}
