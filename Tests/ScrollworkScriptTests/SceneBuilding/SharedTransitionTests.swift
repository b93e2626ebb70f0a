import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// The rows of a `ForEach` share one transition entry when their `scrollTransition` closure
/// reads nothing of the row, and each keep their own when it does; frames that closures keep
/// do not keep the views made in them.
struct SharedTransitionTests {
    static func feed(_ transition: String, fields: String = "") -> String {
        """
        struct Feed: View {
            \(fields)
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<50) { i in
                            Text("Row \\(i)")
                                .frame(height: 60)
                                .scrollTransition \(transition)
                        }
                    }
                }
            }
        }
        """
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var transition: String
        var fields = ""
        /// Transition entries for the 50 rows.
        var entries: Int
        /// The opacity of rows 0 (in view) and 49 (out of view, phase not identity).
        var opacities: (Double, Double)
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "reads only its parameters", transition: "{ content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }",
             entries: 1, opacities: (1, 0.5)),
        Case(name: "parameter named like the row's", transition: "{ i, phase in i.opacity(phase.isIdentity ? 1 : 0.25) }",
             entries: 1, opacities: (1, 0.25)),
        Case(name: "reads the row", transition: "{ content, phase in content.opacity(Double(i) / 100) }",
             entries: 50, opacities: (0, 0.49)),
        Case(name: "reads the view's property", transition: "{ content, phase in content.opacity(phase.isIdentity ? 1 : fade) }",
             fields: "var fade = 0.5", entries: 50, opacities: (1, 0.5)),
        Case(name: "declares a local named like the row's",
             transition: "{ content, phase in\n let i = 3\n return content.opacity(Double(i) / 4) }",
             entries: 50, opacities: (0.75, 0.75)),
    ])
    func rowsShareTheirTransitionOnlyWhenItReadsNothingOfTheRow(_ c: Case) throws {
        let (_, scene) = try makeScene(Self.feed(c.transition, fields: c.fields), "Feed")
        #expect(scene.simulation.transitions.count == c.entries)
        let first = try #require(scene.effects(.int(0))), last = try #require(scene.effects(.int(49)))
        #expect(abs(first.opacity - c.opacities.0) < 1e-12)
        #expect(abs(last.opacity - c.opacities.1) < 1e-12)
    }

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
            guard case .int(42) = try closure.call([], in: nil) else {
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
