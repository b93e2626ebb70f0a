import Foundation
import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// An app folder's files as its bundle's resources: found by name wherever they are in the
/// folder, as Xcode copies them to the bundle's top; never a file outside the folder.
struct AppResourcesTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func filesAreFoundByNameWhereverTheyAre() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("silkworm\nzebra\n", "Words/start.txt", in: root)
        try write("[]", "missions.json", in: root)
        try write("struct A {}", "ContentView.swift", in: root)
        try write("{}", "Assets.xcassets/Contents.json", in: root)
        try write("x", "AppTests/fixture.txt", in: root)
        let resources = AppResources(root: root, name: "Words")
        #expect(resources.fileName("start", extension: "txt") == "start.txt")
        // Foundation takes the extension with or without its dot, or in the name.
        #expect(resources.fileName("start", extension: ".txt") == "start.txt")
        #expect(resources.fileName("start.txt", extension: nil) == "start.txt")
        #expect(resources.path(of: "start.txt") == "/Words.app/start.txt")
        #expect(resources.contents(atPath: "/Words.app/start.txt") == Data("silkworm\nzebra\n".utf8))
        #expect(resources.contents(atPath: "file:///Words.app/missions.json") == Data("[]".utf8))
        // Code, catalogs and test targets are not copied into the bundle; a missing name is nil.
        #expect(resources.fileName("ContentView", extension: "swift") == nil)
        #expect(resources.fileName("Contents", extension: "json") == nil)
        #expect(resources.fileName("fixture", extension: "txt") == nil)
        #expect(resources.fileName("end", extension: "txt") == nil)
        #expect(resources.contents(atPath: "/Words.app/end.txt") == nil)
        #expect(resources.contents(atPath: root.appendingPathComponent("Words/start.txt").path) == nil)
    }

    /// An app group the app's entitlements name has a shared container, empty at first, that the
    /// app writes and reads; another group has none (nil), as on iOS for a group the app is not
    /// entitled to. A file that is no property list names no group.
    @Test func anEntitledAppGroupHasAContainer() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>com.apple.security.application-groups</key>
                <array>
                    <string>group.com.example.pokedex</string>
                </array>
            </dict>
            </plist>
            """, "Pokedex/Pokedex.entitlements", in: root)
        try write("not a property list", "Widget/Widget.entitlements", in: root)
        let resources = AppResources(root: root, name: "Pokedex")
        #expect(resources.appGroups == ["group.com.example.pokedex"])
        // The entitlements are the app's signing, not a resource of its bundle.
        #expect(resources.fileName("Pokedex", extension: "entitlements") == nil)
        let program = ScriptProgram()
        program.platform.resources = resources
        let diagnostics = program.load([SourceFile(id: 1, path: "Pokedex/Shared.swift", text: """
            import SwiftUI

            struct SharedStore: View {
                @State private var report = ""
                var body: some View {
                    Text(report).onAppear {
                        let manager = FileManager.default
                        let shared = manager.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pokedex")!
                        let file = shared.appendingPathComponent("team.json")
                        try? Data("[25]".utf8).write(to: file)
                        let other = manager.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.other")
                        report = "\\(shared.path) \\(String(data: manager.contents(atPath: file.path)!, encoding: .utf8)!) \\(other == nil)"
                    }
                }
            }

            #Preview("Shared") { SharedStore() }

            """)])
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Shared")
        #expect(scene.itemIndex(labelled: "/var/mobile/Containers/Shared/AppGroup/group.com.example.pokedex [25] true") != nil)
    }

    @Test func nothingOutsideTheFolderIsRead() throws {
        let outside = try folder(), root = try folder()
        defer { try? FileManager.default.removeItem(at: outside); try? FileManager.default.removeItem(at: root) }
        try write("secret", "secret.txt", in: outside)
        try write("more", "Deep/more.txt", in: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("secret.txt"),
                                                   withDestinationURL: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Deep"), withDestinationURL: outside.appendingPathComponent("Deep"))
        // A link back to the folder itself does not loop.
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Loop"), withDestinationURL: root)
        try write("inside", "inside.txt", in: root)
        let resources = AppResources(root: root, name: "App")
        #expect(resources.fileName("secret", extension: "txt") == nil)
        #expect(resources.fileName("more", extension: "txt") == nil)
        #expect(resources.contents(atPath: "/App.app/../secret.txt") == nil)
        #expect(resources.contents(atPath: "/App.app/inside.txt") == Data("inside".utf8))
    }

    @Test func twoFilesOfOneNameGiveTheFirstInPathOrder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("b", "B/data.json", in: root)
        try write("a", "A/data.json", in: root)
        let resources = AppResources(root: root, name: "App")
        #expect(resources.contents(atPath: "/App.app/data.json") == Data("a".utf8))
    }
}
