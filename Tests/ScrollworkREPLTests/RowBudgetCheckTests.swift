import Foundation
import Testing
@testable import ScrollworkREPL

/// `check` opens every `#Preview`, so a scene over the row budget fails the check (it used to
/// PASS and then trap when the scene opened).
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct RowBudgetCheckTests {
    static func scene(_ range: String) -> String {
        """
        /// Rows.
        import SwiftUI

        struct Rows: View {
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(\(range)) { i in Text("Row \\(i)") } }
                }
            }
        }

        #Preview("Rows") { Rows() }
        """
    }

    @Test func checkOpensPreviewsAndCatchesTheRowBudget() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scene("-1..<Int.max").write(to: folder.appendingPathComponent("huge.swift"), atomically: true, encoding: .utf8)
        try Self.scene("0..<100").write(to: folder.appendingPathComponent("small.swift"), atomically: true, encoding: .utf8)
        let outcome = try Executable.run(["check", "huge.swift", "small.swift"], directory: folder, home: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "FAIL  huge.swift\nPASS  small.swift\n1 passed, 1 failed\n")
        #expect(outcome.standardError.hasPrefix("huge.swift:7:26: error: ForEach has 9,223,372,036,854,775,807 or more rows; "
            + "at most 2,000,000 are laid out (the row budget)\n"))
        // Opening it in the REPL is the same located error, and the session goes on.
        let repl = try Executable.run(["huge.swift"], input: "scene Rows\nhelp quit\n", directory: folder, home: folder)
        #expect(repl.status == 2)
        #expect(repl.standardError.hasPrefix("huge.swift:7:26: error: ForEach has "))
        #expect(repl.standardOutput.hasSuffix("usage: quit\nleave\n"))
    }
}
