import Foundation
import Testing
@testable import ScrollworkREPL
@testable import ScrollworkScript

/// Nothing is accepted and silently ignored: every name of the API surface that claims an
/// effect (a value, a layout change, a scroll setting, an interaction, a visual effect) is
/// reached by some fixture whose session asserts what it does. Purely visual names (drawn
/// only), unsupported names (a located warning) and the session's own names are exempt.
///
/// A name added to the surface without a fixture fails here, listed: give it a fixture in
/// `Tests/Conformance` (or a bundled preset) or leave it out of the surface.
@Suite(.serialized) struct SurfaceCoverageTests {
    /// Every session of the conformance corpus and of the bundled presets, run in-process so
    /// `SurfaceUsage` sees what they compiled.
    static let sessions: [URL] = {
        let folders = [TestFolders.conformance, TestFolders.behaviors]
        return folders.flatMap { folder in folder.files(withExtension: "session").map { folder.url.appendingPathComponent($0) } }
    }()

    @Test func everyEntryWithAnEffectIsExercised() throws {
        #expect(Self.sessions.count >= 11)
        var failures: [String] = []
        for url in Self.sessions {
            let text = try String(contentsOf: url, encoding: .utf8)
            let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                                  options: SessionOptions(directory: url.deletingLastPathComponent()))
            let sink = OutputSink(standard: { _ in }, error: { failures.append($0) })
            let status = SessionScript(path: url.lastPathComponent, text: text).run(in: session, output: sink)
            if status != .ok { failures.append("\(url.lastPathComponent) ended with \(status)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let exempt: Set<SurfaceRole> = [.visual, .unsupported, .session]
        let missed = Surface.standard.allEntries.filter {
            !exempt.contains($0.role) && !SurfaceUsage.shared.contains($0)
        }
        if !missed.isEmpty {
            let list = missed.map { "  \($0.provider): \($0.declaration)" }.joined(separator: "\n")
            Issue.record("\(missed.count) surface entries no fixture reaches:\n\(list)")
        }
    }
}
