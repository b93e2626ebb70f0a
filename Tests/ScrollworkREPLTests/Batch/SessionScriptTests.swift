import Foundation
import Testing
@testable import ScrollworkREPL

/// Runs every `Sessions/*.session` against the native scenes and compares the transcript
/// (each entry, its output and any failure) with `Snapshots/session-NAME.txt`.
struct SessionScriptTests {
    static let folder = TestFolders.sessions.url

    static var sessionNames: [String] {
        TestFolders.sessions.files(withExtension: "session").map { String($0.dropLast(".session".count)) }
    }

    /// The transcripts are built from the folder: a folder that moved must not pass with none.
    @Test func sessionsAreFound() {
        #expect(Self.sessionNames.count >= 10, "no session scripts in \(Self.folder.path)")
        #expect(Set(Self.expectedStatus.keys).isSubset(of: Self.sessionNames))
    }

    /// Sessions whose point is to fail, with the status they must end with.
    static let expectedStatus: [String: CommandStatus] = ["errors": .usageError, "language-errors": .usageError]

    @Test(arguments: sessionNames)
    func transcript(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name + ".session")
        let text = try String(contentsOf: url, encoding: .utf8)
        let session = Session.native(directory: Self.folder)
        var transcript: [String] = []
        let sink = OutputSink(standard: { transcript.append($0) }, error: { transcript.append($0) })
        let worst = SessionScript(path: name + ".session", text: text).run(in: session, output: sink) { entry in
            if !entry.text.trimmingCharacters(in: .whitespaces).isEmpty { transcript.append("> " + entry.text) }
        }
        #expect(worst == Self.expectedStatus[name, default: .ok])
        TestFolders.snapshots.assert(transcript.joined(separator: "\n"), named: "session-" + name)
    }

    @Test func failuresNameTheFileAndLine() {
        let session = Session.native()
        var errors: [String] = []
        let status = SessionScript(path: "demo.session", text: "scene List\n\nflng 3\n")
            .run(in: session, output: OutputSink(standard: { _ in }, error: { errors.append($0) }))
        #expect(status == .usageError)
        #expect(errors == ["demo.session:3: error: unknown command 'flng' — did you mean 'fling'? (`help` lists them)"])
    }

    @Test func quitEndsTheScript() {
        var output: [String] = []
        let status = SessionScript(path: "q.session", text: "quit\nflng\n")
            .run(in: Session.native(), output: OutputSink(standard: { output.append($0) }, error: { output.append($0) }))
        #expect(status == .ok)
        #expect(output.isEmpty)
    }
}
