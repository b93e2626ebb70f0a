import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An app's own `AnyCancellable { … }`: its closure runs once, at the first `cancel()`, and what
/// it stops with is reported where `cancel()` was called, not lost.
struct CombineCancellableTests {
    @Test func theClosureRunsOnceAndItsFailureIsReportedWhereCancelled() throws {
        let program = try loadProgram("""
            final class Counter { var runs = 0 }
            func once() -> Int {
                let counter = Counter()
                let cleanup = AnyCancellable { counter.runs += 1 }
                cleanup.cancel()
                cleanup.cancel()
                return counter.runs
            }
            func failing() {
                let cleanup = AnyCancellable { fatalError("cleanup failed") }
                cleanup.cancel()
            }
            """)
        #expect(try program.evaluate("once()", bindings: FakeSession()) == .int(1))
        #expect(errorMessage { _ = try program.evaluate("failing()", bindings: FakeSession()) }?.contains("cleanup failed") == true)
    }
}
