import Foundation
import Testing
@testable import ScrollworkREPL

/// A reload that breaks the file says what `check` says about it, located in the file, and
/// keeps the open scene; a file broken at launch opens its preview once a reload fixes it.
struct ReloadErrorTests {
    static let feed = """
        import SwiftUI

        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<50) { i in
                            Text("Row \\(i)").frame(height: 100).id(i)
                        }
                    }
                }
            }
        }

        #Preview {
            Feed()
        }

        """

    /// The save that leaves an extra `{` after `LazyVStack(spacing: 0) {`.
    static let extraBrace = feed.replacingOccurrences(of: "LazyVStack(spacing: 0) {", with: "LazyVStack(spacing: 0) { {")

    private func launch(_ text: String) throws -> (Session, URL, CommandResult?) {
        let folder = try Executable.temporaryFolder()
        try text.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
        _ = session.execute("load Feed.swift")
        return (session, folder, session.openDeclaredScene(of: ["Feed.swift"]))
    }

    private func save(_ text: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
    }

    /// What `check` prints for the file: the same located errors the reload must show.
    private func checked(in folder: URL) -> String {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
        return session.execute("load Feed.swift").output
    }

    @Test func aReloadThatBreaksTheFileShowsItsErrorsAndKeepsTheScene() throws {
        let (session, folder, opened) = try launch(Self.feed)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(opened?.output == "scene Preview: 50 items, vertical")
        #expect(session.execute("scrollto offset 1200 instant").status == .ok)
        try save(Self.extraBrace, in: folder)
        let broken = session.execute("reload")
        #expect(broken.status == .usageError)
        let expected = checked(in: folder)
        #expect(expected.contains("Feed.swift:17:2: error: expected '}' to end struct"), "\(expected)")
        #expect(broken.output.hasPrefix(expected), "\(broken.output)")
        #expect(!broken.output.contains("<input>"), "\(broken.output)")
        #expect(broken.output.hasSuffix("note: the scene Preview stays as it was until the file loads again"), "\(broken.output)")
        #expect(session.scene?.name == "Preview")
        #expect(session.scene?.simulation.offset == 1200)
        // The scene still runs while the file is broken.
        #expect(session.execute("scrollto offset 1300 instant").status == .ok)
        // Saving the fix reloads the scene where it was.
        try save(Self.feed, in: folder)
        let fixed = session.execute("reload")
        #expect(fixed.status == .ok, "\(fixed.output)")
        #expect(fixed.output == "reloaded Feed.swift")
        #expect(session.scene?.simulation.offset == 1300)
    }

    @Test func aFileBrokenAtLaunchOpensItsPreviewOnceFixed() throws {
        let (session, folder, opened) = try launch(Self.extraBrace)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(opened == nil)
        #expect(session.scene == nil)
        // Still broken: nothing opens.
        try save(Self.extraBrace + "\n", in: folder)
        #expect(session.execute("reload").status == .usageError)
        #expect(session.scene == nil)
        try save(Self.feed, in: folder)
        let fixed = session.execute("reload")
        #expect(fixed.status == .ok, "\(fixed.output)")
        #expect(fixed.output == "reloaded Feed.swift\nscene Preview: 50 items, vertical")
        #expect(session.scene?.name == "Preview")
        // Once a scene is open, closing nothing: a later reload keeps it and opens nothing new.
        try save(Self.feed + "\n", in: folder)
        #expect(session.execute("reload").output == "reloaded Feed.swift")
    }

    @Test func aFileWithSeveralScenesListsThemOnceItLoads() throws {
        let (session, folder, _) = try launch(Self.extraBrace)
        defer { try? FileManager.default.removeItem(at: folder) }
        try save(Self.feed + "#Preview(\"Second\") {\n    Feed()\n}\n", in: folder)
        let fixed = session.execute("reload")
        #expect(fixed.output == "reloaded Feed.swift\nFeed.swift declares 3 scenes; open one with:\n  scene Preview\n  scene Second\n  scene Feed",
                "\(fixed.output)")
        #expect(session.scene == nil)
        // Listed once, as at launch.
        try save(Self.feed + "#Preview(\"Second\") {\n    Feed()\n}\n\n", in: folder)
        #expect(session.execute("reload").output == "reloaded Feed.swift")
    }
}
