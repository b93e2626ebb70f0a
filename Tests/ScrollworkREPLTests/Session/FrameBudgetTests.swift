import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

/// Script work is budgeted per frame, not per call: callbacks the scene runs every frame
/// share one budget of steps, and one that uses it up is turned off with one located error,
/// so a slow or endless one costs a session one frame's budget, once.
struct FrameBudgetTests {
    static func session(_ source: String, scene: String) -> Session {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: "/nonexistent")))
        let loaded = session.execute(source)
        #expect(loaded.status == .ok, "\(loaded.output)")
        return session
    }

    static func list(_ modifier: String) -> String {
        """
        struct Rows: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<60) { i in Text("Row \\(i)").frame(height: 50).id(i) }
                    }
                }
                \(modifier)
            }
        }
        """
    }

    /// 400,000 loop turns a call: under the per-call budget, but each frame asks about every
    /// row, so a frame was 60 such calls (24 million steps, minutes in a debug build).
    static let slowPin = """
        struct SlowPin: StickyBehavior {
            func pin(_ item: StickyItem, context: StickyContext) -> Edge? {
                var n = 0
                while n < 400_000 { n += 1 }
                return nil
            }
        }
        """

    @Test func aSlowStickyRuleIsTurnedOffOnceItHasUsedAFramesBudget() {
        let clock = ContinuousClock(), start = clock.now
        let session = Self.session(Self.slowPin + "\n" + Self.list(".stickyBehavior(SlowPin())"), scene: "Rows")
        let opened = session.execute("scene Rows")
        let stepped = session.run("fling 2000", "step 10")
        let settled = session.execute("settle")
        #expect(clock.now - start < .seconds(60))
        let output = opened.output + stepped.output + settled.output
        let errors = output.components(separatedBy: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(output)")
        #expect(errors.first?.contains("the scripts of one frame exceeded their step budget of 1000000 steps together") == true)
        // The error points into the loop, with a note at the rule it turned off.
        #expect(errors.first?.hasPrefix("<repl-1>:4:") == true)
        #expect(output.contains("note: this sticky rule's pin used up its budget and is turned off for the rest of the session"))
        #expect(settled.status == .ok)
    }

    @Test func anEndlessGeometryActionDoesNotKeepSettleBusy() {
        let source = Self.list("""
            .onScrollGeometryChange(for: CGFloat.self) { geometry in geometry.contentOffset.y } action: { _, _ in
                    while true {}
                }
            """)
        let clock = ContinuousClock(), start = clock.now
        let session = Self.session(source, scene: "Rows")
        #expect(session.execute("scene Rows").status == .ok)
        let flung = session.run("fling 3000", "settle")
        let more = session.run("fling -3000", "settle")
        #expect(clock.now - start < .seconds(60))
        let errors = (flung.output + more.output).components(separatedBy: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(flung.output)\n\(more.output)")
        #expect(flung.output.contains("note: this onScrollGeometryChange action used up its budget and is turned off for the rest of the session"))
        #expect(more.status == .ok)
    }

    @Test func anEndlessReaderTransformIsTurnedOffOnce() {
        // An `onGeometryChange` transform runs in every readers pass, frame after frame.
        let source = """
            struct Rows: View {
                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            Text("Header").frame(height: 80)
                                .onGeometryChange(for: CGFloat.self) { proxy in
                                    while true {}
                                    return proxy.size.height
                                } action: { _ in }
                            ForEach(0..<60) { i in Text("Row \\(i)").frame(height: 50).id(i) }
                        }
                    }
                }
            }
            """
        let session = Self.session(source, scene: "Rows")
        let opened = session.execute("scene Rows")
        let moved = session.run("fling 3000", "settle", "fling -3000", "settle")
        let output = opened.output + "\n" + moved.output
        let errors = output.components(separatedBy: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(output)")
        #expect(output.contains("note: this reader callback used up its budget and is turned off for the rest of the session"), "\(output)")
        #expect(moved.status == .ok)
    }

    @Test func growingArraysStopAtTheMemoryBudget() {
        // 3,000 arrays of half a million elements each: every one stays under the cap on one
        // value, but together they were gigabytes. The budget counts what all of them made.
        let session = Self.session("""
            func hoard() -> Int {
                var all: [[Int]] = []
                for _ in 0..<3_000 {
                    var a = [0]
                    while a.count < 500_000 { a = a + a }
                    all.append(a)
                }
                return all.count
            }
            """, scene: "")
        let result = session.execute("print hoard()")
        #expect(result.status == .runtimeError)
        #expect(result.output.contains("error: script values would exceed the memory budget of 10000000 elements and string bytes made in one call or frame"),
                "\(result.output)")
        #expect(result.output.hasPrefix("<repl-1>:5:"))
    }

    /// A list's rows are all built in the frame window in which it opens. Each row brings its
    /// own allowance to the window's budgets, so 10,000 rows of some 150 steps and 500 string
    /// bytes each (1.5 million steps and 5 million bytes together, over one window's budgets)
    /// open, as a million-row list must; a row that never ends is still stopped, where it loops.
    @Test func everyRowOfALongListIsBuiltInTheWindowItOpensIn() {
        let rows = """
            func label(_ i: Int) -> String {
                var n = 0
                while n < 150 { n += 1 }
                return String(repeating: "x", count: 500) + "\\(i)"
            }
            struct Rows: View {
                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<10_000) { i in Text(label(i)).frame(height: 50) }
                        }
                    }
                }
            }
            """
        let session = Self.session(rows, scene: "Rows")
        let opened = session.execute("scene Rows")
        #expect(opened.status == .ok, "\(opened.output)")
        // 10,000 rows of 50 pt under an 844 pt screen: every row was built and measured.
        let state = session.execute("state").output
        #expect(state.contains("(range 0…499156)"), "\(state)")

        let endless = Self.session(rows.replacingOccurrences(of: "n < 150", with: "n >= 0").replacingOccurrences(of: "Rows", with: "Endless"), scene: "Endless")
        let stopped = endless.execute("scene Endless")
        #expect(stopped.output.contains("<repl-1>:3:5: error: script exceeded its step budget"), "\(stopped.output)")
    }
}
