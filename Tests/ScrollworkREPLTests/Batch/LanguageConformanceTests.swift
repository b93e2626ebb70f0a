import Foundation
import Testing
import ScrollworkTestSupport
@testable import ScrollworkREPL

/// The language's conformance fixtures (`Tests/Conformance/lang-*`): view files in the
/// shapes apps use (view models, enums of pages, generic containers, extensions, nested
/// preference keys, `#if`), each with a session that asserts what it does, through the real
/// executable.
@Suite struct LanguageConformanceTests {
    static let folder = CaseFolder(from: #filePath, up: 2, "Conformance")

    static var fixtures: [String] {
        folder.files(withExtension: "swift").filter { $0.hasPrefix("lang-") }
    }

    @Test func everyFixtureHasASession() {
        #expect(Self.fixtures.count >= 9)
        let sessions = Set(Self.folder.files(withExtension: "session").filter { $0.hasPrefix("lang-") }.map { $0.dropLast(8) })
        #expect(Set(Self.fixtures.map { $0.dropLast(6) }) == sessions)
    }

    @Test func fixturesCheckAndTheirSessionsPass() throws {
        let temporary = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let paths = Self.fixtures.flatMap { name in
            [Self.folder.url.appendingPathComponent(name).path,
             Self.folder.url.appendingPathComponent(String(name.dropLast(6)) + ".session").path]
        }
        let outcome = try Executable.run(["check"] + paths, directory: temporary, home: temporary)
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("\(paths.count) passed, 0 failed\n"))
    }

    /// What the compiler checks before running must accept every fixture of the corpus,
    /// whoever wrote it: valid Swift is never rejected.
    @Test func theWholeCorpusChecks() throws {
        let temporary = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let outcome = try Executable.run(["check", Self.folder.url.path], directory: temporary, home: temporary)
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }
}
