import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// Every bundled preset loads without warnings, and its session's interactions work.
struct PresetSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("behaviors")

    static var sessions: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".session") }.sorted()
    }

    @Test(arguments: sessions)
    func presetSessionRuns(_ session: String) throws {
        let runner = SessionRunner(folder: Self.folder)
        let text = try String(contentsOf: Self.folder.appendingPathComponent(session), encoding: .utf8)
        runner.run(text, name: session)
        #expect(runner.failures == [])
        let warnings = runner.loadDiagnostics.map { render($0, in: runner.program) }
        #expect(warnings == [])
    }
}
