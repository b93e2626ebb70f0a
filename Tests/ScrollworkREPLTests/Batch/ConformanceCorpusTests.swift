import Foundation
import Testing
@testable import ScrollworkREPL

/// The conformance corpus (`Tests/Conformance`): view files written the way apps write them,
/// each with a session asserting what SwiftUI would do. `scrollwork check` runs them all
/// through the real executable, as CI does.
@Suite struct ConformanceCorpusTests {
    static let folder = TestFolders.conformance.url

    @Test func everyFixtureComesWithItsSession() throws {
        let views = TestFolders.conformance.files(withExtension: "swift")
        let sessions = TestFolders.conformance.files(withExtension: "session")
        #expect(!views.isEmpty)
        #expect(Set(views.map { $0.dropLast(6) }) == Set(sessions.map { $0.dropLast(8) }))
    }

    @Test func checkPassesOnTheCorpus() throws {
        let count = TestFolders.conformance.files(withExtension: "swift").count
            + TestFolders.conformance.files(withExtension: "session").count
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run(["check", Self.folder.path], directory: folder, home: folder)
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("\(count) passed, 0 failed\n"))
    }
}
