import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkREPL

struct SessionTests {
    @Test func commandsNeedAScene() {
        let session = Session.native()
        for line in ["touch", "fling 100", "step", "show", "state", "items", "tap 1", "scrollto 3", "plot offset", "settle"] {
            let result = session.execute(line)
            #expect(result.status == .usageError, "\(line)")
            #expect(result.output == "error: no scene loaded — `load FILE` then `scene NAME`", "\(line)")
        }
    }

    @Test func unknownSceneSuggests() {
        let result = Session.native().execute("scene Lsit")
        #expect(result.status == .usageError)
        #expect(result.output == "error: unknown scene 'Lsit' — did you mean 'List'?")
    }

    @Test func sceneAndFling() {
        let session = Session.native()
        #expect(session.execute("scene List").output == "scene List: 50 items, vertical")
        session.run("fling 1000", "settle")
        let simulation = session.scene!.simulation
        #expect(simulation.phase == .idle)
        // x∞ = x0 − v0/k with k = 1000·ln 0.998: 499.4998…
        #expect(abs(simulation.offset - 499.5) < 0.001)
        #expect(simulation.lastRelease?.naturalTarget == simulation.offset)
    }

    @Test func dragKeepsFingerDownAndReleaseUsesItsVelocity() {
        let session = Session.native()
        session.run("scene List", "drag 100 in 0.1")
        let simulation = session.scene!.simulation
        #expect(simulation.isFingerDown)
        #expect(abs(simulation.offset - 100) < 1e-9)
        #expect(session.execute("settle").output == "error: the finger is still down (`release` first)")
        session.run("release", "settle")
        #expect(!simulation.isFingerDown)
        #expect(abs(simulation.offset - 599.5) < 0.001)
        #expect(session.execute("release").status == .usageError)
    }

    @Test func pagingSnapsToPages() {
        let session = Session.native()
        session.run("scene Paged", "fling 3000", "settle")
        #expect(session.scene!.simulation.offset == 844)
        // A slow flick to the next page (1688, clamped to the end, 1346) is carried there by the
        // bounce spring (docs/SEMANTICS.md, "Targets after a release"): d' = exp(−300/502000) =
        // 0.9994 is slower than normal. The spring from 844 at 300 pt/s is within 0.5 pt and 10
        // pt/s at frame 111.
        let flickedAt = session.scene!.simulation.time
        #expect(session.execute("fling 300").output == "")
        #expect(session.execute("settle").output == "")
        #expect(session.scene!.simulation.offset == 1346)
        #expect(abs(session.scene!.simulation.time - flickedAt - 111.0 / 120) < 1e-9)
    }

    @Test func stateShowsTargetsAsOffsetsAndLabelsTheRectEdge() {
        // The carousel has 45 pt leading margins: a target rect at minX 310 is offset 265.
        let session = Session.native()
        session.run("scene Carousel", "fling 800", "settle")
        let lines = session.execute("state").output.split(separator: "\n").map(String.init)
        #expect(lines.contains("offset          265  (range -45…2745)"))
        // Rounded to two decimals, and marked so: `print naturalTarget` shows the exact value.
        #expect(lines.contains("natural         ≈354.6  (target.rect.minX ≈399.6)"))
        #expect(lines.contains("final           265  (target.rect.minX 310)"))
    }

    @Test func scrollToItemsOffsetsAndEdges() {
        let session = Session.native()
        session.run("scene List", "scrollto 10 instant")
        let simulation = session.scene!.simulation
        #expect(simulation.offset == 1100)
        session.run("scrollto 10 center instant")
        #expect(simulation.offset == 1100 + 50 - 422)
        session.run("scrollto edge bottom instant")
        #expect(simulation.offset == simulation.metrics.maxOffset)
        session.run("scrollto offset 200")
        #expect(simulation.phase == .animating)
        session.run("settle")
        #expect(simulation.offset == 200)
        #expect(session.execute("scrollto 500").output == "error: no item with id '500' in the scene")
        #expect(session.execute("scrollto 4O").output == "error: no item with id '4O' in the scene — did you mean '4'?")
    }

    @Test func stepWaitAndSettleLimit() {
        let session = Session.native()
        session.run("scene List", "fling 5000", "step 12")
        let simulation = session.scene!.simulation
        #expect(abs(simulation.time - 0.1) < 1e-9)
        session.run("wait 0.5")
        #expect(abs(simulation.time - 0.6) < 1e-9)
        #expect(session.execute("settle 0.1").output == "not settled after 0.1 s (phase decelerating)")
    }

    @Test func fpsChangesFrameLength() {
        let session = Session.native()
        #expect(session.execute("set fps = 60").output == "fps 60")
        session.run("scene List", "fling 1000", "step 6")
        #expect(abs(session.scene!.simulation.time - 0.1) < 1e-9)
        #expect(session.execute("set fps = 0").status == .usageError)
    }

    @Test func gesturesOnItemsReachTheScene() {
        let session = Session.native()
        session.run("scene List", "tap 3", "tap 4", "press 2", "drag on 1 80")
        let scene = session.scene!
        #expect(scene.stateValue("taps") == .int(2))
        #expect(scene.stateValue("selected") == .int(4))
        #expect(scene.stateValue("pressed") == .int(2))
        #expect(scene.stateValue("dragged") == .double(80))
        #expect(session.execute("tap nope").status == .usageError)
        session.run("tap \"Row 7\"")
        #expect(scene.stateValue("selected") == .int(7))
    }

    @Test func setStateAndUnknownNames() {
        let session = Session.native()
        session.run("scene List")
        #expect(session.execute("set state.selected = 7").output == "state.selected = 7")
        #expect(session.execute("set taps = 3").output == "state.taps = 3")
        let unknown = session.execute("set tpas = 1")
        #expect(unknown.status == .usageError)
        #expect(unknown.output.hasSuffix("did you mean 'taps'?"))
        #expect(session.execute("set state.nope = 1").output == "error: the scene has no @State 'nope'")
    }

    @Test func stateReportsTheScroll() {
        let session = Session.native()
        session.run("scene Sections", "scrollto offset 130 instant")
        TestFolders.snapshots.assert(session.execute("state").output, named: "state-sections")
        TestFolders.snapshots.assert(session.execute("items").output, named: "items-sections")
    }

    @Test func itemsShowTransitions() {
        let session = Session.native()
        session.run("scene Carousel", "scrollto offset 100 instant")
        TestFolders.snapshots.assert(session.execute("items").output, named: "items-carousel")
    }

    @Test func traceListsEvents() {
        let session = Session.native()
        session.run("scene Sections", "trace on")
        TestFolders.snapshots.assert(session.execute("fling 800").output, named: "trace-fling")
        TestFolders.snapshots.assert(session.execute("settle").output, named: "trace-settle")
        session.run("trace off")
        #expect(session.execute("fling 100").output == "")
    }

    @Test func traceShowsStateChanges() {
        let session = Session.native()
        session.run("scene List", "trace on")
        #expect(session.execute("tap 2").output == "[  0.000 s]  state.selected nil → 2\n[  0.000 s]  state.taps 0 → 1")
    }

    /// The closure fails in the frame that runs it, not in a read: `items` then reads what the
    /// frame left (identity effects) and cannot fail.
    @Test func scriptErrorsAreRuntimeErrorsAndTheSessionGoesOn() {
        let session = Session.native()
        session.run("scene Broken")
        let result = session.execute("step")
        #expect(result.status == .runtimeError)
        #expect(result.output.hasPrefix("error: transition closure failed at 1:1"))
        #expect(session.execute("items").status == .ok)
        #expect(session.execute("step").status == .runtimeError)
    }

    @Test func watchShowsTheViewportAfterCommands() {
        let session = Session.native()
        session.run("scene List", "watch on")
        let output = session.execute("step").output
        #expect(output.contains("List  offset 0  velocity 0  idle"))
        #expect(!session.execute("help").output.contains("offset 0"))
    }

    @Test func contentThatFitsStillRubberBands() {
        let session = Session.native()
        session.run("scene Short", "drag -100")
        #expect(session.scene!.simulation.offset < 0)
        session.run("release", "settle")
        #expect(session.scene!.simulation.offset == 0)
    }

    @Test func scenesHearSimulationEvents() {
        let session = Session.native()
        session.run("scene List", "fling 1000", "settle")
        // tracking, interacting, decelerating, idle: a flick is a finger that moved.
        #expect((session.scene as? NativeScene)?.phaseChanges == 4)
    }

    @Test func quitIsReported() {
        #expect(Session.native().execute("quit").quits)
    }

    @Test func presetsAreListedFromTheSearchPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("presets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "/// Snaps to the top when released near it.\n///\n/// - Version: 1.2\n/// - Author: A\nstruct SnapToTop {}\n"
            .write(to: folder.appendingPathComponent("SnapToTop.swift"), atomically: true, encoding: .utf8)
        try "struct Plain {}\n".write(to: folder.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        let session = Session(registry: SceneRegistry(), options: SessionOptions(
            directory: folder, presetDirectories: [PresetDirectory(url: folder, label: "./behaviors")]))
        #expect(session.execute("presets").output == """
            name       version  origin       summary
            Plain      -        ./behaviors  (no summary)
            SnapToTop  1.2      ./behaviors  Snaps to the top when released near it.
            """)
    }
}

struct SessionLimitsAndReloadTests {
    @Test func hugeFrameCountsAreRefused() {
        let session = Session.native()
        session.run("scene List")
        #expect(session.execute("step 100000000").output == "error: at most 1000000 frames at a time")
        #expect(session.execute("wait 100000").output == "error: wait 100000 s is 12000000 frames; at most 1000000 frames at a time")
        #expect(session.execute("settle 1e9").status == .usageError)
        #expect(session.execute("drag 10 in 1e9").status == .usageError)
        #expect(session.execute("fling 1e300").status == .ok)
        #expect(session.execute("settle").status == .ok)
        #expect(session.execute("show").status == .ok)
    }

    @Test func screenRebuildsTheScene() {
        let session = Session.native()
        session.run("scene List")
        #expect(session.execute("screen 320 568").output == "screen 320 × 568")
        #expect(session.scene?.simulation.metrics.containerSize == Size(width: 320, height: 568))
        #expect(session.execute("screen 0 10").status == .usageError)
    }

    @Test func reloadPicksUpChangesAndKeepsTheScrollState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snap.swift")
        func write(_ threshold: Int) throws {
            try """
            struct Snap: ScrollTargetBehavior {
                var threshold: CGFloat = \(threshold)
                func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                    if target.rect.minY < threshold { target.rect.origin.y = 0 }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        }
        try write(300)
        let session = Session.native(directory: folder)
        #expect(session.execute("load Snap.swift").output == "loaded Snap.swift")
        session.run("scene List", "behavior Snap()", "scrollto offset 420 instant")
        #expect(session.execute("reload").output == "nothing changed")
        try write(100)
        #expect(session.execute("reload").output == "reloaded Snap.swift")
        #expect(session.scene?.simulation.offset == 420)
        #expect(session.scene?.simulation.behavior?.displayName == "Snap(threshold: 300.0)")
        try "struct Snap: ScrollTargetBehavior { var = }".write(to: file, atomically: true, encoding: .utf8)
        let broken = session.execute("reload")
        #expect(broken.status == .usageError)
        #expect(broken.output.contains("Snap.swift:1:"))
        #expect(broken.output.hasSuffix("note: the rest of Snap.swift is active; declarations with errors keep their last good versions"))
        #expect(session.execute("behavior Snap()").output == "behavior Snap(threshold: 100.0)")
    }

    @Test func exportNamesWhatIsMissing() {
        let session = Session.native()
        session.run("struct SnapToTop: ScrollTargetBehavior { func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {} }")
        #expect(session.execute("export SnapToTp").output == "error: no behaviour 'SnapToTp' to export — did you mean 'SnapToTop'?")
        #expect(session.execute("export SnapToTop").output.hasPrefix("struct SnapToTop: ScrollTargetBehavior"))
    }

    @Test func helpOverview() {
        TestFolders.snapshots.assert(Session.native().execute("help").output, named: "help")
    }
}
