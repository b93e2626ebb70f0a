import ScrollworkTestSupport
@testable import ScrollworkFrontEnd

/// Paths and functions the front end's tests share.
enum TestSupport {
    /// Realistic behaviour and scene files within the subset.
    static let fixtureFolder = CaseFolder.languageFixtures
    /// Golden files of rendered parse errors.
    static let snapshots = SnapshotFolder(CaseFolder(from: #filePath, up: 1, "Snapshots").url)
    /// `behaviors/` at the package root: the bundled presets.
    static let presetFolder = CaseFolder.bundledPresets

    /// Every fixture as (file name, contents), sorted by name.
    static func fixtures() throws -> [(name: String, text: String)] {
        try fixtureFolder.files(withExtension: "swift").map { name in (name, try fixtureFolder.text(of: name)) }
    }

    /// The bundled presets' file names, sorted.
    static var presets: [String] { presetFolder.files(withExtension: "swift") }

    static func parse(_ text: String, path: String = "test.swift") -> (SourceUnit, [Diagnostic]) {
        Parser.parse(SourceFile(id: 1, path: path, text: text))
    }

    /// Renders parse errors for test failure messages.
    static func render(_ diagnostics: [Diagnostic], text: String, path: String = "test.swift") -> String {
        DiagnosticRenderer(files: [SourceFile(id: 1, path: path, text: text)], color: false).render(diagnostics)
    }
}
