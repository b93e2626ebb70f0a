import Foundation
import Testing
@testable import ScrollworkREPL

/// `export html FILE`: one self-contained page replaying the last motion. The page's script
/// is run in headless Chromium: it draws every frame, and scrubbing to a time shows that
/// frame's offset.
struct ReplayPageTests {
    /// A fling of 1500 pt/s with no behaviour on 100 pt rows.
    private func exported(fragment: String = "") throws -> (session: Session, page: URL, folder: URL) {
        let folder = try Executable.temporaryFolder()
        try SaveSessionTests.picker.write(to: folder.appendingPathComponent("Picker.swift"), atomically: true, encoding: .utf8)
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
        for line in ["load Picker.swift", "scene Picker", "fling 1500", "settle"] {
            #expect(session.execute(line).status == .ok, "\(line)")
        }
        let result = session.execute("export html replay.html")
        #expect(result.status == .ok, "\(result.output)")
        return (session, folder.appendingPathComponent("replay.html"), folder)
    }

    @Test func thePageIsSelfContained() throws {
        let (session, page, folder) = try exported()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try String(contentsOf: page, encoding: .utf8)
        // No outside scripts, styles, images or fonts: only the SVG namespace names a URL.
        #expect(!html.contains("<script src"))
        #expect(!html.contains("<link"))
        #expect(html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "https?://", options: .regularExpression) == nil)
        #expect(html.contains(#"viewBox="0 0 390 844""#))
        #expect(html.contains(#""frames":[{"#))
        let frames = session.scene?.simulation.motionLog.count ?? 0
        #expect(session.execute("export html replay.html").output
            == "exported replay.html: \(frames) frames from 0.000 s to \(Format.seconds(session.scene?.simulation.time ?? 0))")
    }

    /// The page draws each frame as the scene published it: its last frame is what `show` draws
    /// (pins, scaled and faded items of the demo's transition), one frame per motion record.
    @Test func theReplayKeepsWhatEachFrameShowed() throws {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: FileManager.default.temporaryDirectory))
        try session.openBundledDemo()
        for line in ["fling 1500", "step 40"] { #expect(session.execute(line).status == .ok) }
        let scene = try #require(session.scene)
        let live = ViewportModel(scene.reading.current)
        #expect(live.boxes.contains { $0.isPinned } && live.boxes.contains { $0.opacity < 1 })
        let frames = session.replay.frames(of: scene.simulation.motionLog)
        #expect(frames.map(\.index) == Array(0..<scene.simulation.motionLog.count))
        #expect(frames.last?.viewport.boxes == live.boxes)
        #expect(frames.first?.viewport.boxes != live.boxes)
    }

    @Test func aSceneWithNoMotionHasNothingToReplay() throws {
        let session = Session.native()
        _ = session.execute("scene List")
        #expect(session.execute("export html x.html").output == "error: no motion to replay yet: fling, drag or scrollto first")
        #expect(session.execute("export html").status == .usageError)
    }

    @Test(.enabled(if: HeadlessChromium.url != nil, "skipped: chromium is not installed (scripts/install-deps installs it)"))
    func chromiumRunsTheReplay() throws {
        let (session, page, folder) = try exported()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = try #require(session.scene?.simulation.motionLog)

        let start = try HeadlessChromium.dom(of: page)
        #expect(start.contains(#"data-frame-count="\#(log.count)""#), "\(start.prefix(300))")
        #expect(start.contains(#"data-ready="true""#))
        #expect(start.contains(#"<output id="offset">0</output>"#))

        // Half a second after the release, UIKit's decay has covered v0 / k · (1 − e^(−k·0.5)) with
        // k = 1000 · −ln 0.998: 473.89 pt, moving at v0 · e^(−k·0.5) = 551.27 pt/s.
        let half = try HeadlessChromium.dom(of: page, fragment: "#t=0.5")
        #expect(half.contains(#"<output id="time">0.500 s</output>"#), "\(half.prefix(300))")
        #expect(half.contains(#"<output id="offset">473.89</output>"#))
        #expect(half.contains(#"<output id="velocity">551.27</output>"#))
        // The items drawn are those at that offset: rows 4 (400…500) to 13.
        #expect(half.contains(">Row 4</text>") && half.contains(">Row 13</text>") && !half.contains(">Row 3</text>"))

        // The last frame rests at v0 / k = 749.25.
        let end = try HeadlessChromium.dom(of: page, fragment: "#frame=\(log.count - 1)")
        #expect(end.contains(#"<output id="offset">749.25</output>"#), "\(end.prefix(300))")
    }

    @Test(.enabled(if: HeadlessChromium.url != nil, "skipped: chromium is not installed (scripts/install-deps installs it)"))
    func theScreenshotIsNotBlank() throws {
        let (_, page, folder) = try exported()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blank = folder.appendingPathComponent("blank.html")
        try "<!DOCTYPE html><html><body></body></html>".write(to: blank, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("replay.png"), empty = folder.appendingPathComponent("blank.png")
        try HeadlessChromium.screenshot(of: page, fragment: "#t=0.5", to: shot)
        try HeadlessChromium.screenshot(of: blank, to: empty)
        let size = { (url: URL) in (try? Data(contentsOf: url))?.count ?? 0 }
        // PNG starts with its signature; a page of boxes, text and plots compresses far worse than
        // an empty one of the same size.
        #expect(try Data(contentsOf: shot).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(size(empty) > 0)
        #expect(size(shot) > 4 * size(empty), "screenshot \(size(shot)) bytes, blank page \(size(empty)) bytes")
    }
}
