import Foundation
import Testing
@testable import ScrollworkREPL

/// Runs every `ScriptSessions/*.session` against scenes built from Swift source (the
/// conformance fixtures) and compares the transcript with `Snapshots/script-session-NAME.txt`:
/// `scrolls`, `use`, `tap at`, `drag … at`, `fling … at`, `device` and the viewport they draw.
struct ScriptSessionTests {
    static let folder = CaseFolderURL.scriptSessions

    static var sessionNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".session") }.map { String($0.dropLast(".session".count)) }.sorted()
    }

    /// Sessions that end in an error on purpose (the last lines try what is not allowed).
    static let expectedStatus: [String: CommandStatus] = ["scroll-views": .usageError, "devices": .usageError, "touches": .usageError]

    @Test func sessionsAreFound() {
        #expect(Set(Self.expectedStatus.keys).isSubset(of: Self.sessionNames))
    }

    @Test(arguments: sessionNames)
    func transcript(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name + ".session"), encoding: .utf8)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: Self.folder))
        var transcript: [String] = []
        let sink = OutputSink(standard: { transcript.append($0) }, error: { transcript.append($0) })
        let worst = SessionScript(path: name + ".session", text: text).run(in: session, output: sink) { entry in
            if !entry.text.trimmingCharacters(in: .whitespaces).isEmpty { transcript.append("> " + entry.text) }
        }
        #expect(worst == Self.expectedStatus[name, default: .ok])
        TestFolders.snapshots.assert(transcript.joined(separator: "\n"), named: "script-session-" + name)
    }
}

enum CaseFolderURL {
    static let scriptSessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScriptSessions")
}
