import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `PhaseAnimator` and `phaseAnimator`: the content at the first phase, with a located warning
/// saying the phases do not run.
struct PhaseAnimatorSurfaceTests {
    private func load(_ source: String) throws -> ([Diagnostic], SourceFile, ScriptProgram) {
        let program = ScriptProgram()
        let file = SourceFile(id: 1, path: "pulse.swift", text: source)
        return (program.load(file), file, program)
    }

    @Test func theViewBuildsItsContentAtTheFirstPhaseAndWarnsWhereItIsMade() throws {
        let (diagnostics, file, program) = try load("""
        struct Pulse: View {
            var body: some View {
                ScrollView {
                    PhaseAnimator([30.0, 60.0, 90.0]) { side in
                        Color.red.frame(width: side, height: side)
                    }
                    .id("pulse")
                }
            }
        }
        """)
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && warning.severity == .warning)
        #expect(warning.message == SwiftUIPhaseAnimatorSurface.cyclingCaveat)
        let location = file.location(of: warning.range.start)
        #expect(location.line == 4 && location.column == 13)
        let scene = try program.makeScene("Pulse")
        #expect(scene.frame(.string("pulse"))?.size == Size(width: 30, height: 30))
    }

    @Test func theModifierPassesTheViewAndTheFirstPhaseAndATriggerChangeKeepsIt() throws {
        let (diagnostics, _, program) = try load("""
        struct Heart: View {
            @State private var likes = 0
            var body: some View {
                ScrollView {
                    Color.pink.frame(width: 20, height: 20)
                        .phaseAnimator([2, 3], trigger: likes) { content, inset in
                            content.padding(Double(inset))
                        }
                        .id("heart")
                    Button("Like") { likes += 1 }.id("like")
                }
            }
        }
        """)
        #expect(diagnostics.map(\.message) == [SwiftUIPhaseAnimatorSurface.triggeredCaveat])
        let scene = try program.makeScene("Heart")
        #expect(scene.frame(.string("heart"))?.size == Size(width: 24, height: 24))
        try scene.tap(.string("like"))
        #expect(scene.stateValue("likes") == .int(1))
        #expect(scene.frame(.string("heart"))?.size == Size(width: 24, height: 24))
    }

    @Test func noPhasesIsALocatedFailure() throws {
        let (_, _, program) = try load("""
        struct Empty: View {
            var body: some View {
                PhaseAnimator([Double]()) { side in Color.red.frame(width: side) }
            }
        }
        """)
        #expect(throws: (any Error).self) { try program.makeScene("Empty") }
    }
}
