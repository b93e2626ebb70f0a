import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `for await` (BodyChecker+AsyncLoops): swiftc's checks in its words and at its columns, and
/// a loop that would wait where no task can.
@Suite struct AsyncLoopTests {
    @Test func forAwaitChecksWhatSwiftcChecks() {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
        func plain() async {
            for await x in [1, 2] { print(x) }
        }
        func unhandled() async {
            let s = AsyncThrowingStream<Int, Error> { c in c.finish() }
            for try await x in s { print(x) }
        }
        func handled() async throws {
            let s = AsyncThrowingStream<Int, Error> { c in c.finish() }
            for try await x in s { print(x) }
        }
        """))
        let errors = diagnostics.filter(\.isError)
        let places = errors.map { program.files[0].location(of: $0.range.start) }.map { "\($0.line):\($0.column)" }
        #expect(places == ["2:20", "6:5"])
        #expect(errors.map(\.message) == [
            "for-in loop requires '[Int]' to conform to 'AsyncSequence'",
            "errors thrown from here are not handled",
        ])
    }

    @Test func buffersAndEndsOutsideATaskButCannotWaitThere() throws {
        let program = ScriptProgram()
        let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: """
        func drained() -> [Int] {
            var seen: [Int] = []
            let s = AsyncStream<Int> { c in
                c.yield(3)
                c.yield(4)
                c.finish()
            }
            for await x in s { seen.append(x) }
            return seen
        }
        func stuck() -> Int {
            let (s, c) = AsyncStream.makeStream(of: Int.self)
            c.yield(1)
            var total = 0
            for await x in s { total += x }
            return total
        }
        """))
        #expect(diagnostics.filter(\.isError).isEmpty)
        #expect(try program.evaluate("drained()", bindings: FakeSession()) == .array([.int(3), .int(4)]))
        #expect(errorMessage { _ = try program.evaluate("stuck()", bindings: FakeSession()) } == AsyncLoopMessages.waitOutsideTask)
    }
}
