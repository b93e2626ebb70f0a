import Foundation
import Testing
@testable import ScrollworkREPL

/// The built `scrollwork` executable: batch runs, exit codes, piped input.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct EndToEndTests {
    private func write(_ text: String, to name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func runExitsZeroWhenAllIsFine() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("# fine\nhelp step\nset fps = 60\ntrace on\n", to: "ok.session", in: folder)
        let outcome = try Executable.run(["run", "ok.session"], directory: folder, home: folder)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "usage: step [N]\nadvance N frames (default 1)\nfps 60\ntrace on\n")
        #expect(outcome.standardError == "")
    }

    @Test func runExitsTwoOnUsageErrorsAndNamesTheLine() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("help\n\nflng 1000\nhelp quit\n", to: "sub/bad.session", in: folder)
        let outcome = try Executable.run(["run", "sub/bad.session"], directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "sub/bad.session:3: error: unknown command 'flng' — did you mean 'fling'? (`help` lists them)\n")
        #expect(outcome.standardOutput.hasSuffix("usage: quit\nleave\n"))
    }

    @Test func runExitsOneWhenAnExpectationFails() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("expect 1 + 1 == 2\nlet limit = 3\nexpect limit * 2 > 7\nprint limit\n", to: "fail.session", in: folder)
        let outcome = try Executable.run(["run", "fail.session"], directory: folder, home: folder)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "fail.session:3: expect failed: limit * 2 > 7 (limit * 2 was 6)\n")
        #expect(outcome.standardOutput == "3\n")
    }

    @Test func pathsInASessionAreRelativeToItsFolder() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("load missing.swift\n", to: "sub/load.session", in: folder)
        let outcome = try Executable.run(["run", "sub/load.session"], directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "sub/load.session:1: error: cannot read 'missing.swift': no such file\n")
    }

    @Test func flagsAndUsage() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = try Executable.run(["--version"], directory: folder, home: folder)
        #expect(version.status == 0)
        #expect(version.standardOutput == "scrollwork \(ScrollworkTool.version)\n")
        let help = try Executable.run(["--help"], directory: folder, home: folder)
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: scrollwork"))
        let unknown = try Executable.run(["--fast"], directory: folder, home: folder)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown option '--fast'\nusage: scrollwork"))
        let missing = try Executable.run(["run", "nope.session"], directory: folder, home: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError == "error: cannot read 'nope.session': no such file\n")
    }

    @Test func pipedCommandsRunWithoutPrompts() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fine = try Executable.run([], input: "help wait\nwatch on\n", directory: folder, home: folder)
        #expect(fine.status == 0)
        #expect(fine.standardOutput == "usage: wait T\nadvance T seconds\nwatch on\n")
        let bad = try Executable.run([], input: "scene Nope\nquit\nflng\n", directory: folder, home: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError == "error: unknown scene 'Nope'\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".scrollwork_history").path))
    }

    @Test func aNewScreenKeepsTheScrollStateAndTheState() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try BundledDemo.source.write(to: folder.appendingPathComponent("demo.swift"), atomically: true, encoding: .utf8)
        let input = "load demo.swift\nscene Demo\nfling 2000\nsettle\nset liked = 4\nscreen 320 600\nprint offset\nprint state.liked\n"
        let outcome = try Executable.run([], input: input, directory: folder, home: folder)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "loaded demo.swift\nscene Demo: 27 items, vertical\nstate.liked = 4\nscreen 320 × 600\n960.0\n4\n")
    }

    @Test func checkSummarises() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("help\n", to: "behaviors/a.session", in: folder)
        try write("zzz\n", to: "behaviors/b.session", in: folder)
        let outcome = try Executable.run(["check"], directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "PASS  behaviors/a.session\nFAIL  behaviors/b.session\n1 passed, 1 failed\n")
        #expect(outcome.standardError == "behaviors/b.session:1: error: unknown command 'zzz' (`help` lists them)\n")
        try write("struct Fine: ScrollTargetBehavior {\n  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}\n}\n",
                  to: "more/Fine.swift", in: folder)
        try write("expect 2 > 1\n", to: "more/fine.session", in: folder)
        let fine = try Executable.run(["check", "more"], directory: folder, home: folder)
        #expect(fine.status == 0)
        #expect(fine.standardOutput == "PASS  more/Fine.swift\nPASS  more/fine.session\n2 passed, 0 failed\n")
        try write("struct Broken {\n  var = 1\n}\n", to: "more/Broken.swift", in: folder)
        try write("expect 2 < 1\n", to: "more/z.session", in: folder)
        let broken = try Executable.run(["check", "more"], directory: folder, home: folder)
        #expect(broken.status == 2)
        #expect(broken.standardOutput.hasSuffix("2 passed, 2 failed\n"))
        #expect(broken.standardError.contains("more/Broken.swift:2:"))
        #expect(broken.standardError.contains("more/z.session:1: expect failed: 2 < 1"))
        let empty = try Executable.run(["check", "nothing-here"], directory: folder, home: folder)
        #expect(empty.status == 2)
    }

    /// Paths that overlap name each file once, as the first path that reaches it shows it, and
    /// the files are listed in the order of those names.
    @Test func checkListsOverlappingPathsOnce() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("struct A {}\n", to: "a/b/x.swift", in: folder)
        try write("expect 1 < 2\n", to: "a/b/z.session", in: folder)
        try write("struct B {}\n", to: "a/y.swift", in: folder)
        let outcome = try Executable.run(["check", "a/b", "./a", "a/y.swift", "a/b/x.swift"], directory: folder, home: folder)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "PASS  ./a/y.swift\nPASS  a/b/x.swift\nPASS  a/b/z.session\n3 passed, 0 failed\n")
    }

    /// A preview left out for a module scrollwork does not simulate is a scene that does not
    /// open: the file fails, though the load itself reported only notes.
    @Test func checkFailsAFileWhosePreviewIsLeftOut() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
            import SwiftUI
            import Charts

            struct Chores: View {
                // A method running a name of Charts is left out: calling it is the error.
                var body: some View { Text(title()) }
                func title() -> String { Chart.title }
            }

            #Preview { Chores() }

            """, to: "Chores.swift", in: folder)
        let outcome = try Executable.run(["check", "Chores.swift"], directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "FAIL  Chores.swift\n0 passed, 1 failed\n")
        #expect(outcome.standardError.contains("'title()' uses 'Chart' from Charts, which scrollwork does not simulate"))
    }

    /// A file that opens only with placeholders for views it lacks is neither passed nor failed:
    /// its own line, its warnings, and exit status 3 (README, "Files, folders and modules").
    @Test func checkTellsAFileThatOpensWithPlaceholders() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run(["check", "Gallery.swift", "GalleryCell.swift"], directory: CaseFolderURL.scriptSessions,
                                         home: folder)
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput == "OPEN  Gallery.swift\nPASS  GalleryCell.swift\n1 passed, 1 opened with placeholders, 0 failed\n")
        TestFolders.snapshots.assert(outcome.standardError, named: "check-placeholders")
    }
}
