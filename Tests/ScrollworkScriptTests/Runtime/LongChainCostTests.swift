import Foundation
import Testing
import ScrollworkTestSupport
import ScrollworkCore
@testable import ScrollworkScript

/// Long chains cost each step about the same, however long the chain: no step looks through
/// everything before it. Each case would take minutes if a step's cost grew with the chain
/// (the fuzzer found 100,000 `.offset(y: 1)`s taking over a minute and a half, and 5,000
/// calls on a value of unknown type taking 9 s); the bound leaves room for a slow machine, and
/// is on the processor time of the thread that compiles, so other work on the cores does not
/// count.
struct LongChainCostTests {
    static let bound = Duration.seconds(30)

    @Test func thirtyThousandEffectsBetweenOtherModifiersCostEachTheSame() throws {
        // Each `.offset` changes the body effects the view carries as its transition; the
        // `.padding`s between them are modifiers appended after it.
        let count = 30_000
        let source = """
        struct Moved: View {
            var body: some View {
                ScrollView {
                    Rectangle().frame(width: 10, height: 10)\(String(repeating: ".offset(y: 1).padding(1)", count: count)).id("box")
                    Rectangle().frame(height: 100).id("after")
                }
            }
        }
        """
        let (made, processorTime) = onThreadMeasured(stackSize: 1 << 20) { Result { try makeScene(source, "Moved").1 } }
        let scene = try made.get()
        #expect(processorTime < Self.bound)
        // Offsets add up and move only what is drawn (SwiftUI's `offset`); the paddings grow the frame.
        #expect(scene.effects(.string("box"))?.offsetY == Double(count))
        #expect(scene.frame(.string("box"))?.height == Double(10 + 2 * count))
        // The next row follows after the scroll view's stack spacing of 8.
        #expect(scene.frame(.string("after"))?.minY == Double(10 + 2 * count + 8))
    }

    @Test func fortyThousandCallsOnAValueOfUnknownTypeCompileQuickly() throws {
        // `v` has no declared type: each `.rounded()` is looked up when it runs, and the
        // compiler finds the entries of that name through an index, not by copying and
        // scanning the whole surface per call site (which took 0.85 ms a call in a debug build).
        let source = "func run() -> Double { let f = { v in v" + String(repeating: ".rounded()", count: 40_000) + " }; return f(2.6) }"
        let (result, processorTime) = onThreadMeasured(stackSize: 1 << 20) { () -> String in
            do {
                return try loadProgram(source).evaluate("run()", bindings: FakeSession()).description
            } catch {
                return errorMessage { throw error } ?? "?"
            }
        }
        #expect(processorTime < .seconds(15))
        #expect(result == "3.0")
    }

    @Test func aHundredThousandForceUnwrapsQuoteTheSourceOnlyWhenOneFails() throws {
        // Each `!` names what it unwraps, the whole chain before it: copied for every step,
        // 100,000 of them took some 5 GB (the fuzzer's child was stopped at 3 GB).
        func run(_ source: String) -> (value: String, processorTime: Duration) {
            onThreadMeasured(stackSize: 1 << 20) { () -> String in
                do {
                    return try loadProgram(source).evaluate("run()", bindings: FakeSession()).description
                } catch {
                    return errorMessage { throw error } ?? "?"
                }
            }
        }
        let unwrapped = run("func run() -> Int { let a: Int? = 4; return a" + String(repeating: "!", count: 100_000) + " }")
        #expect(unwrapped.value == "4")
        #expect(unwrapped.processorTime < Self.bound)
        #expect(run("func run() -> Int { let a: [Int?] = [nil]; return a[0]! }").value == "unexpectedly found nil while unwrapping 'a[0]'")
    }
}
