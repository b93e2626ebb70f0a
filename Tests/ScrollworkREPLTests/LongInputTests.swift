import Foundation
import Testing
@testable import ScrollworkREPL

/// Output and time proportional to what is shown: a megabyte typed or pasted by mistake gets a
/// short answer, and a run of stray characters at most 20 errors and a count.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct LongInputTests {
    @Test func aMegabyteCommandWordIsQuotedShort() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run([], input: String(repeating: "x", count: 1_000_000) + "\nhelp quit\n",
                                         directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "error: unknown command '" + String(repeating: "x", count: 60) + "…' (`help` lists them)\n")
        #expect(outcome.standardOutput == "usage: quit\nleave\n")
    }

    @Test func strayCharactersGiveTwentyErrorsAndACount() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run([], input: "let a = 1 " + String(repeating: "$", count: 30_000) + "\n",
                                         directory: folder, home: folder)
        #expect(outcome.status == 2)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: ") }.count == 20)
        #expect(lines.last?.hasPrefix("<repl-1>: note: ") == true)
        #expect(lines.last?.hasSuffix(" more errors not shown (only the first 20 of a file are)") == true)
        // Each echoed line is a window of at most 120 characters and two ellipses.
        #expect(lines.allSatisfy { $0.count <= 200 })
    }

    @Test func aMegabyteExpressionIsAnsweredWithAWindowOfIt() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Executable.run([], input: "print " + String(repeating: "a", count: 1_000_000) + "\n",
                                         directory: folder, home: folder)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.utf8.count < 1_000)
    }
}

/// Names and expressions quoted back in REPL errors are clipped too.
struct QuotedInputTests {
    @Test func longNamesAndExpressionsAreClipped() {
        let session = Session.native()
        let name = String(repeating: "S", count: 100_000)
        #expect(session.execute("scene \(name)").output == "error: unknown scene '\(String(repeating: "S", count: 60))…'")
        let text = String(repeating: "a", count: 100_000)
        let failed = session.execute("expect \"\(text)\" == \"b\"").output
        #expect(failed.hasPrefix("expect failed: \"aaa"))
        #expect(failed.utf8.count < 1_000)
    }
}
