import Foundation
import Testing
@testable import ScrollworkREPL

/// `scrollwork FILE.swift`: a file with one scene or one `#Preview` opens it; with several,
/// the names to type are listed, untitled previews numbered in file order as Xcode does.
struct OpenDeclaredSceneTests {
    static let feed = """
        import SwiftUI

        struct Feed: View {
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<12) { i in
                            Text("Row \\(i)").frame(height: 100).id(i)
                        }
                    }
                }
            }
        }

        """

    private func session(with files: [String: String]) throws -> (Session, URL) {
        let folder = try Executable.temporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: folder))
        for name in files.keys.sorted() { #expect(session.execute("load \(name)").status == .ok) }
        return (session, folder)
    }

    @Test func oneUntitledPreviewOpens() throws {
        let (session, folder) = try session(with: ["Card.swift": Self.feed + "#Preview {\n    Feed()\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let opened = session.openDeclaredScene(of: ["Card.swift"])
        #expect(opened?.status == .ok)
        #expect(opened?.output == "scene Preview: 12 items, vertical")
        #expect(session.scene?.name == "Preview")
    }

    @Test func oneViewOpensWhenThereIsNoPreview() throws {
        let (session, folder) = try session(with: ["Feed.swift": Self.feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(session.openDeclaredScene(of: ["Feed.swift"])?.output == "scene Feed: 12 items, vertical")
    }

    @Test func aPreviewWinsOverTheViewItShows() throws {
        let (session, folder) = try session(with: ["Card.swift": Self.feed + "#Preview(\"Tall\") {\n    Feed()\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(session.openDeclaredScene(of: ["Card.swift"])?.output == "scene Tall: 12 items, vertical")
    }

    @Test func severalAreListedWithTheNamesToType() throws {
        let previews = "#Preview {\n    Feed()\n}\n\n#Preview(\"Dark mode\") {\n    Feed()\n}\n\n#Preview {\n    Feed().padding()\n}\n"
        let (session, folder) = try session(with: ["Many.swift": Self.feed + previews])
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = session.openDeclaredScene(of: ["Many.swift"])
        #expect(session.scene == nil)
        #expect(listed?.status == .ok)
        #expect(listed?.output == """
            Many.swift declares 4 scenes; open one with:
              scene "Preview 1"
              scene "Dark mode"
              scene "Preview 2"
              scene Feed
            """)
        // The listed names are the ones `scene` takes.
        #expect(session.execute("scene \"Preview 2\"").output == "scene Preview 2: 12 items, vertical")
        #expect(session.execute("scene \"Preview 1\"").status == .ok)
        #expect(session.execute("scene \"Preview 3\"").status == .usageError)
    }

    @Test func aPreviewWithNothingToScrollIsANote() throws {
        let card = "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        Text(\"Hello\").padding()\n    }\n}\n\n#Preview {\n    Card()\n}\n"
        let (session, folder) = try session(with: ["Card.swift": card])
        defer { try? FileManager.default.removeItem(at: folder) }
        let opened = session.openDeclaredScene(of: ["Card.swift"])
        #expect(opened == CommandResult(output: "note: Preview has no ScrollView to simulate, so no scene is open; "
                                            + "`scene Preview` opens it for its layout, taps and state", status: .ok))
        #expect(session.scene == nil)
    }

    @Test func nothingHappensWithoutScenesOrWithOneOpen() throws {
        let behavior = "struct Snap: ScrollTargetBehavior {\n    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}\n}\n"
        let (session, folder) = try session(with: ["Snap.swift": behavior, "Card.swift": Self.feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(session.openDeclaredScene(of: ["Snap.swift"]) == nil)
        #expect(session.scene == nil)
        #expect(session.execute("scene Feed").status == .ok)
        #expect(session.openDeclaredScene(of: ["Card.swift"]) == nil)
    }

    @Test(.enabled(if: Executable.url != nil, "needs the built scrollwork executable"))
    func theToolOpensTheFilesScene() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try (Self.feed + "#Preview {\n    Feed()\n}\n").write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let outcome = try Executable.run(["Card.swift"], input: "print offset\n", directory: folder, home: folder)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "loaded Card.swift\nscene Preview: 12 items, vertical\n0.0\n")
        #expect(outcome.standardError == "")
    }
}
