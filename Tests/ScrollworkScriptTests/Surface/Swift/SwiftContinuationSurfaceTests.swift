import Testing
@testable import ScrollworkScript

/// A continuation is resumed once: a second resume stops as Swift's checked continuation
/// traps, and one awaited outside any task (where nothing could resume it later) is an error
/// saying where it can be awaited; both located at the call.
@Test func aContinuationIsResumedOnceAndAwaitedInATask() throws {
    let program = try loadProgram("""
    func twice() async -> Int {
        await withCheckedContinuation { continuation in
            continuation.resume(returning: 1)
            continuation.resume(returning: 2)
        }
    }
    func never() async -> Int {
        await withCheckedContinuation { _ in }
    }
    func atOnce() async -> Int {
        await withCheckedContinuation { continuation in continuation.resume(returning: 7) }
    }
    """)
    #expect(errorMessage { _ = try program.evaluate("await twice()", bindings: FakeSession()) }
            == "SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once")
    #expect(errorMessage { _ = try program.evaluate("await never()", bindings: FakeSession()) }
            == "a continuation is awaited only inside a task (Task { … } or .task { … })")
    #expect(try program.evaluate("await atOnce()", bindings: FakeSession()) == .int(7))
}
