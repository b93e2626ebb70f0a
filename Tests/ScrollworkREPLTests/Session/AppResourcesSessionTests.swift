import Foundation
import ScrollworkTestSupport
import Testing
@testable import ScrollworkREPL

/// An app folder's resource files read as iOS reads them from the app's bundle: by name
/// through `Bundle.main`, nil for a name the bundle lacks, with `Data(contentsOf:)`,
/// `String(contentsOf:)` and `UIImage(contentsOfFile:)`.
struct AppResourcesSessionTests {
    static let app = """
        import SwiftUI

        @main
        struct WordsApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }

        """

    static let view = """
        import SwiftUI

        extension Bundle {
            func text(_ file: String) -> String {
                guard let url = self.url(forResource: file, withExtension: nil) else { return "missing" }
                guard let data = try? Data(contentsOf: url) else { return "unreadable" }
                return String(data: data, encoding: .utf8) ?? "not text"
            }
        }

        struct ContentView: View {
            @State private var words: [String] = []

            var body: some View {
                List(words, id: \\.self) { Text($0) }
                    .onAppear(perform: load)
            }

            func load() {
                if let url = Bundle.main.url(forResource: "start", withExtension: "txt") {
                    if let text = try? String(contentsOf: url) {
                        words = text.components(separatedBy: "\\n").filter { !$0.isEmpty }
                    }
                }
            }
        }

        """

    @Test func theAppReadsItsOwnResourceFiles() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Words")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Data"), withIntermediateDirectories: true)
        try Self.app.write(to: app.appendingPathComponent("WordsApp.swift"), atomically: true, encoding: .utf8)
        try Self.view.write(to: app.appendingPathComponent("ContentView.swift"), atomically: true, encoding: .utf8)
        try "alpha\nbeta\ngamma\n".write(to: app.appendingPathComponent("Data/start.txt"), atomically: true, encoding: .utf8)
        try "{\"a\": 1}".write(to: app.appendingPathComponent("info.json"), atomically: true, encoding: .utf8)
        try AssetFixture.png(width: 120, height: 80).write(to: app.appendingPathComponent("Data/banner@2x.png"))
        try "outside".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
        #expect(session.execute("load Words").status == .ok)
        #expect(session.execute("scene WordsApp").status == .ok)
        #expect(session.execute("print state.words").output == "[\"alpha\", \"beta\", \"gamma\"]")
        #expect(session.execute("print Bundle.main.text(\"info.json\")").output == "{\"a\": 1}")
        #expect(session.execute("print Bundle.main.text(\"secret.txt\")").output == "missing")
        #expect(session.execute("print Bundle.main.url(forResource: \"start\", withExtension: \"txt\")?.absoluteString ?? \"nil\"").output
            == "file:///Words.app/start.txt")
        #expect(session.execute("print Bundle.main.path(forResource: \"info\", ofType: \"json\") ?? \"nil\"").output == "/Words.app/info.json")
        #expect(session.execute("print Bundle.main.path(forResource: \"end\", ofType: \"txt\") ?? \"nil\"").output == "nil")
        // The bundle's own folder: a resource's URL built from it reads the same file.
        #expect(session.execute("print Bundle.main.resourceURL!.appending(component: \"info.json\").absoluteString").output
            == "file:///Words.app/info.json")
        #expect(session.execute("print String(data: try! Data(contentsOf: Bundle.main.bundleURL.appendingPathComponent(\"start.txt\")), encoding: .utf8)!.count")
            .output == "17")
        #expect(session.execute("print Bundle.main.bundlePath + \" \" + Bundle.main.resourcePath!").output == "/Words.app /Words.app")
        // 120 × 80 px named @2x: 60 × 40 pt, as UIKit reads the scale from the name.
        #expect(session.execute("print UIImage(contentsOfFile: Bundle.main.path(forResource: \"banner@2x\", ofType: \"png\")!)!.size").output
            == "CGSize(width: 60.0, height: 40.0)")
        #expect(session.execute("print UIImage(contentsOfFile: \"/Words.app/none.png\") == nil").output == "true")
        // Every resource of an extension, wherever it is in the folder (Xcode copies each to the
        // top of the bundle), in name order; a subdirectory of the bundle holds none.
        #expect(session.execute("print Bundle.main.urls(forResourcesWithExtension: \"txt\", subdirectory: nil)!.map(\\.lastPathComponent)")
            .output == "[\"start.txt\"]")
        #expect(session.execute("print Bundle.main.urls(forResourcesWithExtension: nil, subdirectory: nil)!.map(\\.lastPathComponent)")
            .output == "[\"banner@2x.png\", \"info.json\", \"start.txt\"]")
        #expect(session.execute("print Bundle.main.paths(forResourcesOfType: \"json\", inDirectory: nil)").output == "[\"/Words.app/info.json\"]")
        #expect(session.execute("print Bundle.main.urls(forResourcesWithExtension: \"txt\", subdirectory: \"Data\")!.count").output == "0")
        // A resource is a file of the bundle: it exists, and is no folder.
        #expect(session.execute("print FileManager.default.fileExists(atPath: Bundle.main.path(forResource: \"info\", ofType: \"json\")!)")
            .output == "true")
        #expect(session.execute("print FileManager.default.fileExists(atPath: \"/Words.app/none.json\")").output == "false")
        // A path that is not one of the bundle's (nor of the app's container) throws what iOS
        // throws for a missing file; the machine's own files are never read.
        let outside = session.execute("print String(contentsOfFile: \"/etc/hostname\")")
        #expect(outside.status != .ok)
        #expect(outside.output.contains("NSCocoaErrorDomain Code=260"))
        #expect(session.execute("print FileManager.default.contents(atPath: \"/etc/hostname\") == nil").output == "true")
        #expect(session.execute("print FileManager.default.fileExists(atPath: \"/etc/hostname\")").output == "false")
    }
}
