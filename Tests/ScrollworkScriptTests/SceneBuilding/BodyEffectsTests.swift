import ScrollworkCore
import ScrollworkFrontEnd
import Testing
@testable import ScrollworkScript

/// A view's own effects with its transition's: 3D turns follow one another, up to what one
/// view's effects keep (`Rotations3D.capacity`), past which a located error says so.
@Suite struct BodyEffectsTests {
    private func rows(_ modifiers: String) -> String {
        """
        struct Turning: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<20, id: \\.self) { i in
                            Text("Card \\(i)")
                                .frame(height: 100)
                                \(modifiers)
                        }
                    }
                }
            }
        }
        """
    }

    private let twoTurns = """
        .scrollTransition { content, phase in
            content
                .rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))
                .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
        }
        """

    /// The effects of card 0 and the errors its frames reported, each with the text it points at
    /// (a call's range is its whole chain: the call is the end of the text).
    private func card0(_ modifiers: String) throws -> (ItemEffects?, [(String, String)]) {
        let (program, scene) = try makeScene(rows(modifiers), "Turning")
        var errors: [Diagnostic] = []
        scene.onEvent = { if case .scriptError(let failure) = $0.kind { errors.append(Diagnostic(failure)) } }
        let effects = scene.effects(.int(0))
        let located = errors.map { error in
            (error.message, program.files.first { $0.id == error.range.file }?.text(in: error.range) ?? "")
        }
        return (effects, located)
    }

    @Test func theTransitionsTurnsComeBeforeTheViewsOwn() throws {
        let (effects, errors) = try card0("""
            .rotation3DEffect(.degrees(15), axis: (x: 0, y: 0, z: 1))
            .scrollTransition { content, phase in content.rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0)) }
            """)
        #expect(errors.isEmpty)
        // Degrees go through the Angle's radians: 15° comes back as 14.999999999999998.
        #expect(effects?.rotations3D.map { ($0.angle * 1e9).rounded() / 1e9 } == [20, 15])
        #expect(effects?.rotations3D.map(\.axisZ) == [0, 1])
    }

    @Test func aTurnWrittenBeforeATransitionThatFillsTheEffectsIsAnErrorAtTheTransition() throws {
        let (effects, errors) = try card0(".rotation3DEffect(.degrees(15), axis: (x: 0, y: 0, z: 1))\n" + twoTurns)
        #expect(effects?.isIdentity == true)
        #expect(errors.first?.0 == PluginMessages.tooManyTurns)
        #expect(errors.first?.1.hasSuffix("""
            .rotation3DEffect(.degrees(15), axis: (x: 0, y: 0, z: 1))
            .scrollTransition { content, phase in
                content
                    .rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))
                    .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
            }
            """) == true, "\(errors)")
    }

    @Test func aTurnWrittenAfterATransitionThatFillsTheEffectsIsAnErrorAtTheTurn() throws {
        let (effects, errors) = try card0(twoTurns + "\n.rotation3DEffect(.degrees(15), axis: (x: 0, y: 0, z: 1))")
        #expect(effects?.isIdentity == true)
        #expect(errors.first?.0 == PluginMessages.tooManyTurns)
        #expect(errors.first?.1.hasSuffix("}\n.rotation3DEffect(.degrees(15), axis: (x: 0, y: 0, z: 1))") == true, "\(errors)")
    }
}
