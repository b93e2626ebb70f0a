import ScrollworkCore
import ScrollworkScene

// `matchedGeometryEffect` across the scene: an animated change moves a view inserted in a group
// from where the group was drawn before, whether that was outside the scroll views, an item of
// a scroll view or a view inside an item (a thumbnail in a row growing into a detail view and
// back). Items move through their scroll view's `LayoutAnimation`; views outside the scroll
// content through `MatchedViewMotion`, which changes only what is drawn and read.
extension SceneInstance {
    /// The views outside the scroll content as drawn now: where touches find them
    /// (`touchedViews`), moved by a running matched-geometry motion.
    var drawnViews: [SceneView] {
        guard let (motion, start) = outsideMotion else { return touchedViews }
        return motion.views(touchedViews, at: clock.time - start)
    }

    /// The views outside the scroll content where touches find them: where the layout put them
    /// (not where a motion draws them, as SwiftUI hit-tests its model), with the large-title bars
    /// as the scroll views under them have collapsed or stretched them, and the views following a
    /// source in scroll content where that source is now.
    var touchedViews: [SceneView] {
        var views = layout.views
        for bar in largeTitleBars { bar.apply(to: &views, shift: largeTitleShift(bar)) }
        followScrolledSources(&views)
        return views
    }

    /// Gives each view outside the scroll content that is not its group's source, and whose
    /// group has no source there, the frame of its source inside a scroll view's content (an
    /// item or a view inside one) as drawn on the screen now, so it moves as that content
    /// scrolls; with its source off the screen it stays at its own place.
    private func followScrolledSources(_ views: inout [SceneView]) {
        let followers = MatchedGeometry.followers(in: views)
        guard !followers.isEmpty else { return }
        var sources: [String: Rect] = [:]
        forEachMatchedViewInScrollContent { geometry, frame in
            if geometry.isSource, sources[geometry.key] == nil { sources[geometry.key] = frame }
        }
        for index in followers {
            guard let key = views[index].matchedGeometry?.key, let source = sources[key] else { continue }
            MatchedGeometry.match(index, to: source, in: &views)
        }
    }

    /// Whether some view outside the scroll content follows a source inside it (its frame then
    /// changes as the content scrolls).
    var hasScrolledFollowers: Bool { !MatchedGeometry.followers(in: layout.views).isEmpty }

    /// The layout's large-title bars (found once per layout).
    var largeTitleBars: [NavigationBars.LargeTitleBar] {
        if let kept = keptLargeTitleBars, kept.generation == layoutGeneration { return kept.bars }
        let bars = NavigationBars.largeTitleBars(in: layout)
        keptLargeTitleBars = (layoutGeneration, bars)
        return bars
    }

    /// How far `bar`'s bottom has moved as the scroll view under it is now (0 with none).
    func largeTitleShift(_ bar: NavigationBars.LargeTitleBar) -> Double {
        guard let key = bar.scrollView, let scroll = scrollViews.first(where: { $0.key == key }) else { return 0 }
        return NavigationBars.largeTitleShift(scroll.simulation.metrics, offset: scroll.simulation.offset)
    }

    /// Where each matched-geometry group is drawn on the screen now, by key: its first source in
    /// drawing order (the views outside the scroll content, then the items on screen of each
    /// scroll view and the views inside them), else its first view. Empty when nothing matches.
    func matchedFramesOnScreen() -> [String: Rect] {
        var sources: [String: Rect] = [:], others: [String: Rect] = [:]
        func note(_ geometry: MatchedGeometry, _ frame: Rect) {
            if geometry.isSource {
                if sources[geometry.key] == nil { sources[geometry.key] = frame }
            } else if others[geometry.key] == nil {
                others[geometry.key] = frame
            }
        }
        for view in drawnViews where view.relation != .inItem {
            if let geometry = view.matchedGeometry { note(geometry, view.frame) }
        }
        forEachMatchedViewInScrollContent(note)
        return sources.merging(others) { source, _ in source }
    }

    /// Calls `body` with each `matchedGeometryEffect` of the items on screen of every scroll
    /// view and of the views inside them, with its frame on the screen now, in drawing order.
    private func forEachMatchedViewInScrollContent(_ body: (MatchedGeometry, Rect) -> Void) {
        for scroll in scrollViews where scroll.layout.hasMatchedViews {
            let items = scroll.simulation.layout.items
            for index in scroll.simulation.visibleIndices where items.indices.contains(index) {
                for (geometry, frame) in scroll.layout.matchedViews(ofItemAt: index, itemFrame: items[index].frame) {
                    body(geometry, scroll.screenRect(ofContentRect: frame, item: index))
                }
            }
        }
    }

    /// Notes where the matched-geometry groups are drawn as an animated change begins, for the
    /// views it will insert (a row re-evaluated after the change no longer shows what it showed).
    func noteMatchedFrames() {
        let frames = matchedFramesOnScreen()
        matchedBefore = frames.isEmpty ? nil : frames
    }

    /// `frames` (screen coordinates) in the content coordinates of `scroll` as it is now.
    func contentRects(_ frames: [String: Rect], in scroll: SceneScrollView) -> [String: Rect] {
        let frame = scroll.screenFrame, visible = scroll.simulation.visibleRect
        return frames.mapValues { $0.offsetBy(dx: visible.minX - frame.minX, dy: visible.minY - frame.minY) }
    }

    /// Starts the motion of the matched views inside `scroll`'s items on screen whose group an
    /// animated change found drawn elsewhere (`arriving`, in its content coordinates): the
    /// simulation then reads their frames through it until it ends.
    func startNestedMotion(_ scroll: SceneScrollView, arriving: [String: Rect], animation: AnimationCurve) {
        guard let motion = NestedViewMotion(layout: scroll.layout, indices: scroll.simulation.visibleIndices,
                                            arriving: arriving, animation: animation) else { return }
        let start = clock.time
        scroll.nestedMotion = (motion, start)
        scroll.simulation.nestedViews = NestedViewMotion.provider(scroll.layout, motion) { [unowned clock] in clock.time - start }
    }

    /// Drops the matched-geometry motions that have ended.
    func followOutsideMotion() {
        for scroll in scrollViews {
            guard let (motion, start) = scroll.nestedMotion, motion.isFinished(at: clock.time - start) else { continue }
            scroll.nestedMotion = nil
            scroll.simulation.nestedViews = scroll.layout.nestedViewsProvider
        }
        guard let (motion, start) = outsideMotion, motion.isFinished(at: clock.time - start) else { return }
        outsideMotion = nil
    }
}
