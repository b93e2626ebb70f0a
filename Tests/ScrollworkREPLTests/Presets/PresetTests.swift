import Foundation
import Testing
@testable import ScrollworkREPL

struct PresetTests {
    /// A project folder with ./behaviors, a user folder, and a preset to import.
    final class Workspace {
        let root: URL
        var local: URL { root.appendingPathComponent("behaviors") }
        var user: URL { root.appendingPathComponent("home/.scrollwork/behaviors") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("presets-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("behaviors"), withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func session() -> Session {
            let directories = PresetDirectory.searchPath(currentDirectory: root, environment: [:], home: root.appendingPathComponent("home"))
            return Session(registry: SceneRegistry(factories: [NativeSceneFactory()]),
                           options: SessionOptions(directory: root, presetDirectories: directories))
        }
    }

    static let behavior = """
        /// Stops every fling where it started.
        ///
        /// - Version: 2.0
        struct Hold: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                target.rect = context.originalTarget.rect
            }
        }
        """

    @Test func importChecksThenCopiesAndRefusesClashes() throws {
        let workspace = try Workspace()
        try workspace.write(Self.behavior, "incoming/Hold.swift")
        try workspace.write("load Hold.swift\nscene List\nbehavior Hold()\nfling 1000\nsettle\nexpect offset == 0\n", "incoming/Hold.session")
        let session = workspace.session()
        #expect(session.execute("preset import incoming/Hold.swift").output
                == "imported Hold into ~/.scrollwork/behaviors (its session passed)")
        #expect(FileManager.default.fileExists(atPath: workspace.user.appendingPathComponent("Hold.session").path))
        #expect(session.execute("presets").output.contains("Hold  2.0      ~/.scrollwork/behaviors  Stops every fling where it started."))
        let clash = session.execute("preset import incoming/Hold.swift")
        #expect(clash.output == "error: a preset called 'Hold' already exists (~/.scrollwork/behaviors); use --force to replace it")
        #expect(session.execute("preset import incoming/Hold.swift --force").status == .ok)
        #expect(session.execute("preset show Hold").output == Self.behavior)
        #expect(session.execute("preset show Hodl").output == "error: no preset 'Hodl' — did you mean 'Hold'?")
        #expect(session.execute("preset export Hold out/Hold.swift").status == .usageError)
        #expect(session.execute("preset export Hold Copy.swift").output == "wrote Hold to Copy.swift")
        #expect(try String(contentsOf: workspace.root.appendingPathComponent("Copy.swift"), encoding: .utf8) == Self.behavior + "\n")
    }

    @Test func importRefusesBrokenFilesAndFailingSessions() throws {
        let workspace = try Workspace()
        try workspace.write("/// Does not parse.\nstruct Broken {\n  var = 1\n}\n", "incoming/Broken.swift")
        try workspace.write(Self.behavior, "incoming/Hold.swift")
        try workspace.write("expect 1 == 2\n", "incoming/Hold.session")
        let session = workspace.session()
        let broken = session.execute("preset import incoming/Broken.swift")
        #expect(broken.status == .usageError)
        #expect(broken.output.hasSuffix("error: 'Broken' was not imported"))
        let failing = session.execute("preset import incoming/Hold.swift")
        #expect(failing.output == "error: Hold.session:1: expect failed: 1 == 2\n'Hold' was not imported: its session failed")
        #expect(!FileManager.default.fileExists(atPath: workspace.user.path))
        #expect(session.execute("preset import nothing.txt").output == "error: no preset file 'nothing.txt' (a preset is one .swift file)")
    }

    @Test func searchPathOrderAndHeaders() {
        let directories = PresetDirectory.searchPath(currentDirectory: URL(fileURLWithPath: "/project"),
                                                     environment: ["SCROLLWORK_PATH": "/a:rel::/b"], home: URL(fileURLWithPath: "/home/u"))
        #expect(directories.map(\.url.path) == ["/project/behaviors", "/a", "/project/rel", "/b", "/home/u/.scrollwork/behaviors"])
        #expect(directories.map(\.label) == ["./behaviors", "$SCROLLWORK_PATH", "$SCROLLWORK_PATH", "$SCROLLWORK_PATH", "~/.scrollwork/behaviors"])
        let header = PresetCatalog.header(of: "\n/// Summary line.\n/// More.\n/// - Version: 1.0.2\n/// - Author: Me\nstruct A {}\n/// - Version: 9\n")
        #expect(header.summary == "Summary line.")
        #expect(header.version == "1.0.2")
    }
}
