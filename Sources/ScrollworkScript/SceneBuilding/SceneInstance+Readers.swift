import Foundation
import ScrollworkCore
import ScrollworkScene

extension SceneInstance: ReadersHost {
    /// How many times one frame may lay the scene out again because readers changed state,
    /// before the cycle is cut (SwiftUI, too, stops a layout that keeps invalidating itself).
    static let layoutPassLimit = 4

    func scrollViewNow(_ index: Int) -> ScrollViewNow? {
        guard index == 0, let main = layout.main else { return nil }
        let simulation = self.simulation
        return ScrollViewNow(layout: main, frame: main.frame, contentOffset: simulation.geometry.contentOffset,
                             visible: simulation.visibleIndices,
                             drawnOrigin: { simulation.drawnFrame(ofItemAt: $0).origin })
    }

    /// The end of a frame: scroll geometry callbacks, the `scrollPosition` binding, then the
    /// readers pass; while their actions changed state (or a `GeometryReader` was laid out with
    /// a frame that was not its own), the scene is evaluated and laid out again in the same
    /// frame and the pass runs again, as SwiftUI settles a layout. A cycle that does not settle
    /// is cut after `layoutPassLimit` layouts, with one warning naming the readers involved.
    func settleLayout() {
        var layouts = 0
        while true {
            attempt { try followGeometry() }
            followScrollPosition()
            let readers = runtime.readers
            readers.run(self, runtime: runtime)
            for error in readers.errors { report(error) }
            guard runtime.isDirty || readers.needsLayout else { break }
            if layouts == Self.layoutPassLimit {
                warnUnsettled(readers.ranActions)
                break
            }
            layouts += 1
            let relayout = readers.needsLayout
            attempt {
                if runtime.isDirty || relayout { try rebuild() }
            }
        }
        attempt { try update() }
    }

    /// One warning per scene for a layout that does not settle, at the first reader involved.
    private func warnUnsettled(_ hooks: [SceneHook]) {
        guard !hasWarnedUnsettled else { return }
        hasWarnedUnsettled = true
        var ranges: [SourceRange] = []
        for hook in hooks where !ranges.contains(hook.range) { ranges.append(hook.range) }
        let message = "the layout does not settle: readers change state each time the scene is laid out; "
            + "cut after \(Self.layoutPassLimit) layouts in one frame"
        var diagnostic = Diagnostic.warning(message, at: ranges.first ?? SceneInstance.range(of: root),
                                            hint: ranges.isEmpty ? "a GeometryReader's content moves the reader itself" : nil)
        for range in ranges.dropFirst() { diagnostic = diagnostic.adding(.note("this reader changed state too", at: range)) }
        report(diagnostic)
    }
}
