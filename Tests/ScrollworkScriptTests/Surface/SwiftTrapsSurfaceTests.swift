import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// `fatalError` and the other traps stop the code where they are, with Swift's message, as a
/// debug build does; the code that does not reach them runs as before.
struct SwiftTrapsSurfaceTests {
    static let source = """
        func load(_ name: String) -> [String] {
            guard name.hasSuffix(".txt") else {
                fatalError("Could not load \\(name) from bundle.")
            }
            return [name]
        }

        func checked(_ count: Int) -> Int {
            precondition(count >= 0, "negative count")
            assert(count < 100)
            return count * 2
        }

        func unreachable() -> Int {
            preconditionFailure()
        }

        """

    private func failure(_ expression: String, in program: ScriptProgram) -> String {
        do {
            _ = try program.evaluate(expression, bindings: FakeSession())
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func codeThatDoesNotReachATrapRuns() throws {
        let program = try loadProgram(Self.source)
        #expect(try program.evaluate("load(\"start.txt\")", bindings: FakeSession()).description == "[\"start.txt\"]")
        #expect(try program.evaluate("checked(21)", bindings: FakeSession()).description == "42")
    }

    @Test func aTrapStopsTheCodeWithSwiftsMessage() throws {
        let program = try loadProgram(Self.source)
        #expect(failure("load(\"start.json\")", in: program).contains("Fatal error: Could not load start.json from bundle."))
        #expect(failure("checked(-1)", in: program).contains("Precondition failed: negative count"))
        #expect(failure("checked(100)", in: program).contains("Assertion failed"))
        #expect(failure("unreachable()", in: program).contains("Fatal error"))
    }
}
