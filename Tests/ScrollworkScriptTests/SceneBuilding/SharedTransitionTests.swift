import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// The rows of a `ForEach` share one transition entry when their `scrollTransition` closure
/// reads nothing of the row, and each keep their own when it does; frames that closures keep
/// do not keep the views made in them.
struct SharedTransitionTests {
    @Test func aFrameKeptByAClosureDoesNotKeepTheValueItReturned() throws {
        let program = try loadProgram("""
        func makeCounter() -> () -> Int {
            let start = 41
            return { start + 1 }
        }
        """)
        weak var captured: Frame?
        do {
            let (value, _) = try program.evaluate(program.inputFile("makeCounter()"), expected: .unknown, bindings: nil)
            guard case .function(let closure) = value else {
                Issue.record("expected a closure, got \(value.typeName)")
                return
            }
            captured = closure.captured
            guard case .int(42) = try closure.call([]) else {
                Issue.record("the closure did not return 42")
                return
            }
            #expect(captured != nil)
        }
        // The frame returned the closure that captured it: had it kept its return value, the
        // two would keep each other alive.
        #expect(captured == nil)
    }
}
