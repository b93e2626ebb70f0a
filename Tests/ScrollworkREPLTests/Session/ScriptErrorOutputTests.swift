import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

/// A script error reaches the session as a located diagnostic and prints once, with its
/// source line and caret, the way every other error prints; with `trace on` it also has its
/// one trace line.
struct ScriptErrorOutputTests {
    static let divide = """
    struct Divide: ScrollTargetBehavior {
        var pages = 0
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let page = 100 / pages
            target.rect.origin.y = CGFloat(page)
        }
    }
    """

    static let rendered = """
    <repl-1>:4:20: error: division by zero
            let page = 100 / pages
                       ^~~~~~~~~~~
    <repl-1>:3:10: note: Divide(pages: 0) failed; the scroll heads for the natural target
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
             ^~~~~~~~~~~~
    """

    @Test func aFailingBehaviourPrintsItsErrorWithTheCaret() {
        let session = Session.native()
        session.run(Self.divide, "scene List", "behavior Divide()")
        let result = session.execute("fling 1000")
        #expect(result.status == .runtimeError)
        #expect(result.output == Self.rendered)
    }

    @Test func traceGivesOneLineAndTheErrorOnce() {
        let session = Session.native()
        session.run(Self.divide, "scene List", "behavior Divide()", "trace on")
        let result = session.execute("fling 1000")
        #expect(result.status == .runtimeError)
        #expect(result.output == """
            [  0.000 s]  phase idle → tracking
            [  0.000 s]  phase tracking → interacting
            [  0.000 s]  script error: division by zero
            \(Self.rendered)
            [  0.000 s]  release v=1000 pt/s natural 499.5 final 499.5
            [  0.000 s]  phase interacting → decelerating
            """)
    }

    @Test func anErrorRepeatedForEveryItemPrintsOnce() {
        let session = Session.native()
        session.run("scene Broken")
        let result = session.execute("step")
        #expect(result.status == .runtimeError)
        // A native plug-in's failure has no source: it prints without a place.
        let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors == ["error: transition closure failed at 1:1"])
    }

    @Test func sceneCallbackErrorsPrintTheSameWay() throws {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: "/")))
        session.run("""
        struct Failing: View {
            @State var list: [Int] = []
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<40) { i in Text("\\(i)").frame(height: 100) } } }
                    .onScrollPhaseChange { old, new in list[3] = 1 }
            }
        }
        """, "scene Failing")
        let result = session.execute("fling 500")
        #expect(result.status == .runtimeError)
        // The action fails at the three phase changes of the fling (to tracking, interacting,
        // decelerating): one error, with the count.
        #expect(result.output == """
            <repl-1>:5:48: error: index 3 out of range 0..<0
                        .onScrollPhaseChange { old, new in list[3] = 1 }
                                                           ^~~~~~~
            (raised 3 times by this command)
            """)
    }
}
