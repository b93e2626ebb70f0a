import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension SceneInstance: ReadersHost {
    /// How many readers passes one frame may run, each after laying the scene out again
    /// because the last one changed state, before the cycle is cut (SwiftUI, too, stops a
    /// layout that keeps invalidating itself).
    static let readersPassLimit = 4

    func scrollViewNow(_ key: ScrollViewKey) -> ScrollViewNow? {
        guard let scroll = scrollViews.first(where: { $0.key == key }) else { return nil }
        let simulation = scroll.simulation
        return ScrollViewNow(key: key, layout: scroll.layout, frame: scroll.screenFrame,
                             contentOffset: simulation.geometry.contentOffset, visible: simulation.visibleIndices,
                             drawnOrigin: { simulation.drawnFrame(ofItemAt: $0).origin })
    }

    /// The end of a frame: every scroll view's geometry callbacks and `scrollPosition` binding,
    /// then the readers pass; while their actions changed state (or a `GeometryReader` was laid out with
    /// a frame that was not its own), the scene is evaluated and laid out again in the same
    /// frame and the pass runs again, as SwiftUI settles a layout. A cycle that does not settle
    /// is cut after `readersPassLimit` passes, with one warning naming the readers involved;
    /// the scene then shows the last state, and the next frame goes on from there.
    func settleLayout() {
        isSettling = true
        defer { isSettling = false }
        var passes = 0
        while true {
            for scroll in scrollViews {
                // A scroll view inside another's content moves with it: effects read its frame now.
                if scroll.parent != nil { scroll.simulation.containerFrame = scroll.screenFrame }
                followGeometry(scroll)
            }
            for scroll in scrollViews { followScrollPosition(scroll) }
            let readers = runtime.readers
            // Nothing moved and nothing was laid out since the last pass: it would find the same.
            // (A scene without readers has nothing to compare: its pass is one look.)
            let stamp = layout.readerPlan == nil ? nil : readersStamp
            if let stamp, stamp == readers.lastStamp, !runtime.isDirty { break }
            readers.run(self, runtime: runtime)
            readers.lastStamp = stamp
            for error in readers.errors { report(error) }
            passes += 1
            guard runtime.isDirty || readers.needsLayout else {
                readers.wasCut = false
                break
            }
            if passes == Self.readersPassLimit {
                warnUnsettled(readers.ranActions)
                // The scene shows the last state; its readers see it at the next frame.
                readers.wasCut = true
                attempt { try update() }
                readers.lastStamp = layout.readerPlan == nil ? nil : readersStamp
                return
            }
            let relayout = readers.needsLayout
            attempt {
                if runtime.isDirty || relayout { try rebuild() }
            }
        }
        attempt { try update() }
    }

    /// What a readers pass depends on: the layout, where every scroll view is, and the time
    /// while a layout change animates (frames move with it) or after a cycle was cut (its
    /// readers go on at the next frame). At rest nothing a reader sees changes from frame to
    /// frame, so, as in SwiftUI, a `GeometryReader`'s content is not built again each frame
    /// (work it schedules, `DispatchQueue.main.async`, lets `settle` end).
    var readersStamp: ReadersPass.Stamp {
        ReadersPass.Stamp(layout: layoutGeneration, time: isMotionInFlight || runtime.readers.wasCut ? clock.time : nil,
                          offsets: scrollViews.map(\.simulation.offset))
    }

    /// One warning per scene for a layout that does not settle, at the first reader involved.
    private func warnUnsettled(_ hooks: [SceneHook]) {
        guard !hasWarnedUnsettled else { return }
        hasWarnedUnsettled = true
        var ranges: [SourceRange] = []
        for hook in hooks where !ranges.contains(hook.range) { ranges.append(hook.range) }
        let message = "the layout does not settle: readers change state each time the scene is laid out; "
            + "cut after \(Self.readersPassLimit) passes in one frame"
        var diagnostic = Diagnostic.warning(message, at: ranges.first ?? SceneInstance.range(of: root),
                                            hint: ranges.isEmpty ? "a GeometryReader's content moves the reader itself" : nil)
        for range in ranges.dropFirst() { diagnostic = diagnostic.adding(.note("this reader changed state too", at: range)) }
        report(diagnostic)
    }
}
