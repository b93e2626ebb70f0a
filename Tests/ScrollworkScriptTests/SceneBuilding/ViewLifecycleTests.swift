import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// What `ViewLifecycle` makes due between evaluations: `onAppear` for views that came,
/// `onDisappear` for views that went, and the warning for both in a `ForEach` row.
struct ViewLifecycleTests {
    private static func action(_ name: String) -> ViewLifecycle.Action {
        .call(Callable(name: name, arity: 0) { _, _ in .none }, [])
    }

    private static func names(_ actions: [ViewLifecycle.Action]) -> [String] {
        actions.map { action in
            switch action {
            case .call(let callable, _): return callable.name
            case .task(let callable): return "task " + callable.name
            }
        }
    }

    private static let range = SourceRange(file: 0, start: 10, end: 20)

    @Test func viewsThatWentRunInTreeOrder() {
        let lifecycle = ViewLifecycle()
        lifecycle.beginEvaluation()
        for name in ["A", "B", "C", "D"] {
            lifecycle.disappear("/\(name)#0@0:5", inRow: false, Self.action(name), range: Self.range)
        }
        #expect(lifecycle.takeDue().isEmpty)
        lifecycle.beginEvaluation()
        lifecycle.disappear("/B#0@0:5", inRow: false, Self.action("B"), range: Self.range)
        #expect(Self.names(lifecycle.takeDue()) == ["A", "C", "D"])
    }

    @Test func goneViewsRunOnceBeforeTheViewsThatCame() {
        let lifecycle = ViewLifecycle()
        lifecycle.beginEvaluation()
        lifecycle.disappear("/A#0@0:5", inRow: false, Self.action("A first"), range: Self.range)
        lifecycle.disappear("/B#0@0:9", inRow: false, Self.action("B"), range: Self.range)
        _ = lifecycle.takeDue()
        lifecycle.beginEvaluation()
        lifecycle.disappear("/A#0@0:5", inRow: false, Self.action("A second"), range: Self.range)
        lifecycle.appear("/D#0@0:30", inRow: false, Self.action("D"), name: "onAppear", range: Self.range)
        #expect(Self.names(lifecycle.takeDue()) == ["B", "D"])
        // Taking the actions again with no evaluation in between finds nothing new gone.
        #expect(lifecycle.takeDue().isEmpty)
        // A was present through that evaluation: the closure it was last built with runs.
        lifecycle.beginEvaluation()
        #expect(Self.names(lifecycle.takeDue()) == ["A second"])
    }

    @Test func onDisappearInARowIsAWarningAndLeftOut() {
        let lifecycle = ViewLifecycle()
        lifecycle.beginEvaluation()
        lifecycle.disappear("/List#0/7@0:5", inRow: true, Self.action("row"), range: Self.range)
        lifecycle.disappear("/List#0/8@0:5", inRow: true, Self.action("row"), range: Self.range)
        _ = lifecycle.takeDue()
        lifecycle.beginEvaluation()
        #expect(lifecycle.takeDue().isEmpty)
        let warnings = lifecycle.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("'onDisappear' in a ForEach row is not simulated") == true)
    }
}
