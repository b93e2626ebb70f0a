import Foundation
import Testing
@testable import ScrollworkREPL

/// Escape sequences in a preset (its summary, version, `Text` labels, source lines echoed in
/// errors) and in input lines never reach the terminal raw.
@Suite(.enabled(if: Executable.url != nil, "the scrollwork executable was not built next to the tests"))
struct ControlCharacterTests {
    static let esc = "\u{1B}", bel = "\u{07}"

    static var preset: String {
        """
        /// Sets the title\(esc)]0;owned\(bel) and clears\(esc)[2J the screen.
        ///
        /// - Version: 1.0\(esc)[2J
        import SwiftUI

        struct Evil: View {
            var body: some View {
                ScrollView {
                    LazyVStack {
                        Text("Row \(esc)]0;title\(bel)").frame(height: 100)
                    }
                }
            }
        }

        #Preview("Evil") { Evil() }

        let broken = "\(esc)[2J" + @
        """
    }

    @Test func nothingRawReachesTheTerminal() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("behaviors"), withIntermediateDirectories: true)
        try Self.preset.write(to: folder.appendingPathComponent("behaviors/evil.swift"), atomically: true, encoding: .utf8)
        let input = ["presets", "preset show evil", "load behaviors/evil.swift",
                     "print \"\(Self.esc)]0;x\(Self.bel)\"", "help \(Self.esc)7"].joined(separator: "\n") + "\n"
        let outcome = try Executable.run([], input: input, directory: folder, home: folder)
        let everything = outcome.standardOutput + outcome.standardError
        #expect(!everything.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
        #expect(outcome.standardOutput.contains(#"Sets the title\u{1B}]0;owned\u{7} and clears\u{1B}[2J the screen."#))
        #expect(outcome.standardOutput.contains(#"1.0\u{1B}[2J"#))
        #expect(outcome.standardError.contains(#"let broken = "\u{1B}[2J" + @"#))
        #expect(outcome.standardOutput.contains(#"\u{1B}]0;x\u{7}"#))
        #expect(outcome.standardError.contains(#"no command '\u{1B}7'"#))
    }

    @Test func textLabelsInTheViewportAreEscaped() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Self.preset.replacingOccurrences(of: "let broken = \"\(Self.esc)[2J\" + @", with: "")
        try source.write(to: folder.appendingPathComponent("evil.swift"), atomically: true, encoding: .utf8)
        let outcome = try Executable.run(["evil.swift"], input: "scene Evil\nshow\nitems\n", directory: folder, home: folder)
        #expect(outcome.status == 0)
        #expect(!outcome.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
        // The label is cut by its box, after the escape has made it wider.
        #expect(outcome.standardOutput.contains(#"│ Row \u{1│"#))
    }
}
