import Foundation
import ScrollworkCore
@testable import ScrollworkScript

/// Paths and helpers shared by the front-end tests.
enum TestSupport {
    /// `Tests/ScrollworkScriptTests`, found from this file's path (no bundle resources).
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesDirectory = testsDirectory.appendingPathComponent("Fixtures")
    static let snapshotsDirectory = testsDirectory.appendingPathComponent("Snapshots")

    /// Every fixture as (file name, contents), sorted by name.
    static func fixtures() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        return try names.map { name in
            (name, try String(contentsOf: fixturesDirectory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    static func parse(_ text: String, path: String = "test.swift") -> (SourceUnit, [Diagnostic]) {
        Parser.parse(SourceFile(id: 1, path: path, text: text))
    }

    /// Renders parse errors for test failure messages.
    static func render(_ diagnostics: [Diagnostic], text: String, path: String = "test.swift") -> String {
        DiagnosticRenderer(files: [SourceFile(id: 1, path: path, text: text)], color: false).render(diagnostics)
    }
}
