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

    /// `presets` fits an 80-column terminal: the summaries wrap under their column, whole.
    @Test func thePresetsTableFitsEightyColumns() throws {
        let session = Session(options: SessionOptions(directory: Self.behaviors,
                                                      presetDirectories: [PresetDirectory(url: Self.behaviors, label: "./behaviors")]))
        let table = session.execute("presets").output
        let lines = table.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix("name ") == true, "\(table)")
        #expect(lines.count > 10)
        for line in lines { #expect(line.count <= 80, "\(line)") }
        // Every word of a summary is there once unwrapped.
        let summary = "Full-width pages that a flick turns one at a time, as SwiftUI's `.paging`."
        let paging = lines.drop { !$0.hasPrefix("paging ") }.prefix { $0.hasPrefix("paging ") || $0.hasPrefix(" ") }
        // The header ends with the summary column's title.
        let column = lines[0].count - "summary".count
        let text = paging.map { $0.dropFirst(column) }
        #expect(text.joined(separator: " ") == summary, "\(table)")
    }
}
