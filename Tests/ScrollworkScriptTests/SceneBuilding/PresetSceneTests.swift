import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkTestSupport
@testable import ScrollworkScript

/// Every bundled preset loads without warnings and every scene it declares builds.
/// (Their `.session` files run through the real executable in the REPL tests.)
struct PresetSceneTests {
    /// The cases come from the folder: a folder that moved must not pass with none.
    @Test func presetsAreFound() {
        #expect(TestSupport.presets.count >= 10, "no presets in \(TestSupport.presetFolder.url.path)")
    }

    @Test(arguments: TestSupport.presets)
    func presetLoadsCleanlyAndItsScenesBuild(_ preset: String) throws {
        let program = ScriptProgram()
        let text = try TestSupport.presetFolder.text(of: preset)
        let diagnostics = program.load(SourceFile(id: 1, path: preset, text: text))
        #expect(diagnostics.map { render($0, in: program) } == [])
        #expect(!program.previewTitles.isEmpty, "a preset shows itself in at least one #Preview")
        for name in program.sceneNames {
            let scene = try program.makeScene(name)
            var errors: [Diagnostic] = []
            scene.onEvent = { event in
                if case .scriptError(let failure) = event.kind { errors.append(Diagnostic(failure)) }
            }
            #expect(errors.isEmpty)
            #expect(scene.simulation.layout.count > 0)
        }
    }
}
