import Foundation
import Testing
@testable import ScrollworkREPL

/// Runs every `ScriptSessions/*.session` against scenes built from Swift source (the
/// conformance fixtures) and compares the transcript with `Snapshots/script-session-NAME.txt`:
/// `scrolls`, `use`, `tap at`, `drag … at`, `fling … at`, `device` and the viewport they draw.
struct ScriptSessionTests {
    static let folder = CaseFolderURL.scriptSessions

    static var sessionNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".session") }.map { String($0.dropLast(".session".count)) }.sorted()
    }

    /// Sessions that end in an error on purpose (the last lines try what is not allowed).
    static let expectedStatus: [String: CommandStatus] = ["scroll-views": .usageError, "devices": .usageError, "touches": .usageError]

    @Test func sessionsAreFound() {
        #expect(Set(Self.expectedStatus.keys).isSubset(of: Self.sessionNames))
    }

    @Test(arguments: sessionNames)
    func transcript(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name + ".session"), encoding: .utf8)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: Self.folder))
        var transcript: [String] = []
        let sink = OutputSink(standard: { transcript.append($0) }, error: { transcript.append($0) })
        let worst = SessionScript(path: name + ".session", text: text).run(in: session, output: sink) { entry in
            if !entry.text.trimmingCharacters(in: .whitespaces).isEmpty { transcript.append("> " + entry.text) }
        }
        #expect(worst == Self.expectedStatus[name, default: .ok])
        TestFolders.snapshots.assert(transcript.joined(separator: "\n"), named: "script-session-" + name)
    }
}

extension ScriptSessionTests {
    struct ViewportCase: CustomStringConvertible {
        let name: String
        let lines: [String]
        var ascii = false
        var description: String { name }
    }

    /// The viewport of scenes from source: shelves drawn inside the page's rows, the current
    /// scroll view marked; a device's status bar and home indicator.
    static let viewports: [ViewportCase] = [
        ViewportCase(name: "nested-carousel", lines: ["load ../../Conformance/carousel-feed.swift", "scene Storefront",
                                                      "use 3", "scrollto offset 144 instant", "use 1", "scrollto offset 100 instant"]),
        ViewportCase(name: "nested-carousel-ascii", lines: ["load ../../Conformance/carousel-feed.swift", "scene Storefront", "use 2"],
                     ascii: true),
        ViewportCase(name: "device-bars", lines: ["load ../../Conformance/device-safe-area.swift", "device iPhone 15",
                                                  "scene \"Headered inbox\""]),
        ViewportCase(name: "navigation-and-tab-bars", lines: ["load ../../Conformance/navigation-bars.swift", "device iPhone 15",
                                                              "scene Mail", "scrollto offset 200 instant"]),
        ViewportCase(name: "whole-screen", lines: ["load ../../Conformance/feed-screen.swift", "scene FeedScreen",
                                                   "scrollto edge bottom instant"]),
        ViewportCase(name: "device-bars-ascii", lines: ["load ../../Conformance/device-safe-area.swift", "device iPhone SE",
                                                        "scene Inbox", "scrollto offset 200 instant"], ascii: true),
    ]

    @Test(arguments: viewports)
    func viewport(_ test: ViewportCase) {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: Self.folder, render: RenderOptions(ascii: test.ascii)))
        for line in test.lines { #expect(session.execute(line).status == .ok, "\(line)") }
        let result = session.execute("show")
        #expect(result.status == .ok)
        TestFolders.snapshots.assert(result.output, named: "viewport-" + test.name)
    }
}

enum CaseFolderURL {
    static let scriptSessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScriptSessions")
}
