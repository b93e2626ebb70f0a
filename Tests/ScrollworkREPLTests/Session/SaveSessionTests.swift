import Foundation
import Testing
@testable import ScrollworkREPL

/// `save FILE.session`: the current scene's commands since it opened, then `expect` lines for
/// where they left it; the saved file, run at once, passes.
struct SaveSessionTests {
    static let picker = """
        import SwiftUI

        struct Picker: View {
            @State private var selected = -1
            @State private var position: Int?
            @State private var untouched = "as declared"

            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<30) { row in
                            Text(row == selected ? "Picked \\(row)" : "Row \\(row)")
                                .frame(height: 100)
                                .id(row)
                                .onTapGesture { selected = row }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
            }
        }

        """

    private func folderWithPicker() throws -> URL {
        let folder = try Executable.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sessions"), withIntermediateDirectories: true)
        try Self.picker.write(to: folder.appendingPathComponent("Picker.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    private func scriptSession(in folder: URL) -> Session {
        Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
    }

    @Test func savesTheCommandsAndWhereTheyLeftTheScene() throws {
        let folder = try folderWithPicker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = scriptSession(in: folder)
        for line in ["load Picker.swift", "set fps = 60", "scene Picker", "tap 2", "flng 3", "show", "fling 1500",
                     "trace on", "settle", "print offset", "expect offset > 0"] {
            _ = session.execute(line)
        }
        let saved = session.execute("save sessions/picked.session")
        #expect(saved.status == .ok)
        #expect(saved.output == "saved sessions/picked.session: 3 commands, 6 expectations")
        let text = try String(contentsOf: folder.appendingPathComponent("sessions/picked.session"), encoding: .utf8)
        // A fling of v0 with no behaviour coasts to v0 / (1000 · −ln 0.998) = 749.2497… (the
        // decay of docs/SEMANTICS.md, "Deceleration", rate 0.998 per ms); rows are 100 pt with no
        // spacing, so the first row whose maxY is past offset + 0.5 is row 7 (700…800).
        #expect(text == """
            # Saved from a scrollwork session: the commands since `scene` opened, then where they left it.
            load ../Picker.swift
            set fps = 60
            scene Picker
            tap 2
            fling 1500
            settle
            # where the commands leave the scene
            expect phase == .idle
            expect abs(offset - 749.25) < 0.01
            expect abs((finalTarget ?? .infinity) - 749.25) < 0.01
            expect scrollPositionID == 7
            expect state.selected == 2
            expect state.position == 7

            """)
        let replay = scriptSession(in: folder.appendingPathComponent("sessions"))
        var problems: [String] = []
        let status = SessionScript(path: "picked.session", text: text)
            .run(in: replay, output: OutputSink(standard: { _ in }, error: { problems.append($0) }))
        #expect(status == .ok, "\(problems)")
    }

    /// Only the odd rows have a tap action: `tap 2` fails (nothing is tapped) and `fling` with
    /// no number is a usage error; neither is saved, so the saved session replays cleanly.
    @Test func aCommandThatFailedIsNotSaved() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            import SwiftUI

            struct Odd: View {
                @State private var taps = 0
                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<30) { row in
                                if row % 2 == 1 {
                                    Text("Row \\(row)").frame(height: 100).id(row).onTapGesture { taps += 1 }
                                } else {
                                    Text("Row \\(row)").frame(height: 100).id(row)
                                }
                            }
                        }
                    }
                }
            }

            """.write(to: folder.appendingPathComponent("Odd.swift"), atomically: true, encoding: .utf8)
        let session = scriptSession(in: folder)
        var statuses: [CommandStatus] = []
        for line in ["load Odd.swift", "scene Odd", "tap 2", "tap 3", "fling", "tap 3"] {
            statuses.append(session.execute(line).status)
        }
        #expect(statuses == [.ok, .ok, .runtimeError, .ok, .usageError, .ok])
        #expect(session.execute("save odd.session").output == "saved odd.session: 2 commands, 5 expectations")
        let text = try String(contentsOf: folder.appendingPathComponent("odd.session"), encoding: .utf8)
        #expect(text.contains("scene Odd\ntap 3\ntap 3\n# where"), "\(text)")
        #expect(text.contains("expect state.taps == 2"), "\(text)")
        var problems: [String] = []
        let status = SessionScript(path: "odd.session", text: text)
            .run(in: scriptSession(in: folder), output: OutputSink(standard: { _ in }, error: { problems.append($0) }))
        #expect(status == .ok, "\(problems)")
    }

    @Test func aNewSceneStartsANewRecording() throws {
        let folder = try folderWithPicker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = scriptSession(in: folder)
        for line in ["load Picker.swift", "scene Picker", "fling 800", "settle", "scene Picker", "scrollto 3 instant"] {
            #expect(session.execute(line).status == .ok, "\(line)")
        }
        #expect(session.execute("save again.session").output == "saved again.session: 1 command, 5 expectations")
        let text = try String(contentsOf: folder.appendingPathComponent("again.session"), encoding: .utf8)
        #expect(text.contains("load Picker.swift\nscene Picker\nscrollto 3 instant\n# where"))
        // scrollto 3 puts row 3's top (300) at the top edge.
        #expect(text.contains("expect offset == 300\nexpect finalTarget == nil\nexpect scrollPositionID == 3\n"))
    }

    /// Headers 40 pt tall pinned over 100 pt rows. A header without an `.id` has one made up
    /// for it: "#0" for the first of a stack, its element for one made by `ForEach`, which rows
    /// 0 and 1 also have: `item(1)` finds row 1 first, so the second header cannot be named.
    static func sections(inForEach: Bool) -> String {
        let content = inForEach ? """
                    ForEach(0..<2) { section in
                        Section {
                            ForEach(0..<10) { row in Text("Row \\(section * 10 + row)").frame(height: 100).id(section * 10 + row) }
                        } header: {
                            Text(section == 0 ? "First" : "Second").frame(height: 40)
                        }
                    }
            """ : """
                    Section {
                        ForEach(0..<10) { row in Text("Row \\(row)").frame(height: 100).id(row) }
                    } header: {
                        Text("First").frame(height: 40)
                    }
            """
        return """
            import SwiftUI

            struct Sections: View {
                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
            \(content)
                        }
                    }
                }
            }

            """
    }

    @Test(arguments: [false, true])
    func pinsAreExpectedByTheIdsThatNameThem(inForEach: Bool) throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.sections(inForEach: inForEach).write(to: folder.appendingPathComponent("Sections.swift"), atomically: true, encoding: .utf8)
        let session = scriptSession(in: folder)
        // The first section spans 0…1040: at 500 its header is pinned, at 1200 the second's.
        let offset = inForEach ? 1200 : 500
        for line in ["load Sections.swift", "scene Sections", "scrollto offset \(offset) instant"] {
            #expect(session.execute(line).status == .ok, "\(line)")
        }
        let saved = session.execute("save pinned.session").output
        let text = try String(contentsOf: folder.appendingPathComponent("pinned.session"), encoding: .utf8)
        if inForEach {
            #expect(saved == "saved pinned.session: 1 command, 4 expectations")
            #expect(text.hasSuffix("expect scrollPositionID == nil\n# pinned: Second (no id of its own to name it by)\n"))
        } else {
            #expect(saved == "saved pinned.session: 1 command, 5 expectations")
            #expect(text.hasSuffix("expect scrollPositionID == nil\nexpect item(\"#0\").isPinned\n"))
        }
        var problems: [String] = []
        let status = SessionScript(path: "pinned.session", text: text)
            .run(in: scriptSession(in: folder), output: OutputSink(standard: { _ in }, error: { problems.append($0) }))
        #expect(status == .ok, "\(problems)")
    }

    @Test func saveNeedsASceneAndASessionName() {
        let session = scriptSession(in: FileManager.default.temporaryDirectory)
        #expect(session.execute("save x.session").output == "error: no scene loaded — `load FILE` then `scene NAME`")
        #expect(session.execute("save").output == "error: usage: save FILE.session")
        let native = Session.native()
        _ = native.execute("scene List")
        #expect(native.execute("save notes.txt").output == "error: save writes a session script: name it FILE.session")
    }

    @Test func theDemoSavesWithItsSourceAndReplays() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = scriptSession(in: folder)
        try session.openBundledDemo()
        for line in ["fling 2000", "settle", "tap 3", "drag -150", "release", "step 30"] {
            #expect(session.execute(line).status == .ok, "\(line)")
        }
        #expect(session.execute("save demo.session").status == .ok)
        let text = try String(contentsOf: folder.appendingPathComponent("demo.session"), encoding: .utf8)
        #expect(text.contains("struct Feed: View {"))
        #expect(text.contains("expect state.liked == 3"))
        var problems: [String] = []
        let status = SessionScript(path: "demo.session", text: text)
            .run(in: scriptSession(in: folder), output: OutputSink(standard: { _ in }, error: { problems.append($0) }))
        #expect(status == .ok, "\(problems)")
    }

    @Test(.enabled(if: Executable.url != nil, "needs the built scrollwork executable"))
    func aSessionSavedInTheToolRunsAtOnce() throws {
        let folder = try folderWithPicker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let explore = try Executable.run(["Picker.swift"], input: "tap 5\nfling -300\nsettle\nfling 2500\nstep 40\nsave sessions/s.session\n",
                                         directory: folder, home: folder)
        #expect(explore.status == 0, "\(explore.standardError)")
        #expect(explore.standardOutput.hasSuffix("saved sessions/s.session: 5 commands, 6 expectations\n"))
        let replay = try Executable.run(["run", "sessions/s.session"], directory: folder, home: folder)
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardError == "")
    }

    @Test func loadPathsAreRelativeToTheSavedSession() {
        let folder = URL(fileURLWithPath: "/projects/app/tests")
        #expect(SessionRecording.path(of: URL(fileURLWithPath: "/projects/app/Card.swift"), from: folder) == "../Card.swift")
        #expect(SessionRecording.path(of: URL(fileURLWithPath: "/projects/app/tests/a/B.swift"), from: folder) == "a/B.swift")
        #expect(SessionRecording.path(of: URL(fileURLWithPath: "/elsewhere/C.swift"), from: folder) == "/elsewhere/C.swift")
    }
}
