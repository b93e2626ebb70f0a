import Foundation
import Testing
@testable import ScrollworkREPL

/// Every bundled preset parses and checks, and every preset session passes, through the
/// real executable as a team's CI would run it.
@Suite struct BundledPresetTests {
    static let behaviors = TestFolders.behaviors.url

    @Test func executableWasBuilt() {
        #expect(Executable.url != nil, "build the scrollwork product before testing (scripts/test does)")
    }

    @Test func checkPassesOnTheBundledLibrary() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.behaviors.path)
        let presets = files.filter { $0.hasSuffix(".swift") }
        let sessions = files.filter { $0.hasSuffix(".session") }
        #expect(presets.count >= 10)
        // Every preset comes with its session test.
        #expect(Set(presets.map { $0.dropLast(6) }) == Set(sessions.map { $0.dropLast(8) }))
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run(["check", Self.behaviors.path], directory: folder, home: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("\(presets.count + sessions.count) passed, 0 failed\n"))
    }
}
