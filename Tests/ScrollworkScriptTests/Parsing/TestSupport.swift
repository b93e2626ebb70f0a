import Foundation
import ScrollworkCore
import ScrollworkTestSupport
@testable import ScrollworkScript

/// Paths and functions the language tests share.
enum TestSupport {
    /// `Tests/ScrollworkScriptTests`, found from this file's path (no bundle resources).
    static let testsDirectory = CaseFolder(from: #filePath, up: 1, "").url
    /// Realistic behaviour and scene files within the subset.
    static let fixtureFolder = CaseFolder(from: #filePath, up: 1, "Fixtures")
    static let snapshots = SnapshotFolder(testsDirectory.appendingPathComponent("Snapshots"))
    /// `behaviors/` at the package root: the bundled presets.
    static let presetFolder = CaseFolder(from: #filePath, up: 3, "behaviors")

    /// Every fixture as (file name, contents), sorted by name.
    static func fixtures() throws -> [(name: String, text: String)] {
        try fixtureFolder.files(withExtension: "swift").map { name in (name, try fixtureFolder.text(of: name)) }
    }

    /// The bundled presets' file names, sorted.
    static var presets: [String] { presetFolder.files(withExtension: "swift") }

    static func parse(_ text: String, path: String = "test.swift") -> (SourceUnit, [Diagnostic]) {
        Parser.parse(SourceFile(id: 1, path: path, text: text))
    }

    /// Runs `body` on a thread of its own with a stack of `stackSize` bytes and returns what
    /// it returns: work that recursed once per step of a long chain would overflow it.
    /// (Expectations belong on the test's own thread, after this returns.)
    static func onThread<T>(stackSize: Int, _ body: @escaping () -> T) -> T {
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        guard let value = result.value else { preconditionFailure("the thread returned nothing") }
        return value
    }

    /// Renders parse errors for test failure messages.
    static func render(_ diagnostics: [Diagnostic], text: String, path: String = "test.swift") -> String {
        DiagnosticRenderer(files: [SourceFile(id: 1, path: path, text: text)], color: false).render(diagnostics)
    }
}

/// The result of `TestSupport.onThread`, handed from its thread to the waiting one.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
