import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// Every bundled preset loads without warnings and every scene it declares builds.
/// (Their `.session` files run through the real executable in the REPL tests.)
struct PresetSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("behaviors")

    static var presets: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test(arguments: presets)
    func presetLoadsCleanlyAndItsScenesBuild(_ preset: String) throws {
        let program = ScriptProgram()
        let text = try String(contentsOf: Self.folder.appendingPathComponent(preset), encoding: .utf8)
        let diagnostics = program.load(SourceFile(id: 1, path: preset, text: text))
        #expect(diagnostics.map { render($0, in: program) } == [])
        #expect(!program.previewTitles.isEmpty, "a preset shows itself in at least one #Preview")
        for name in program.sceneNames {
            let scene = try program.makeScene(name)
            var errors: [Diagnostic] = []
            scene.onEvent = { event in
                if case .scriptError(let diagnostic) = event.kind { errors.append(diagnostic) }
            }
            #expect(errors.isEmpty)
            #expect(scene.simulation.layout.count > 0)
        }
    }
}
