import ScrollworkCore

// The device's safe area (docs/SEMANTICS.md, "Devices and safe areas"), as SwiftUI applies it:
// - content stays inside it: the outermost view is offered the screen inside the insets;
// - `ignoresSafeArea` on the outermost view offers it the screen on those edges instead, and on
//   any other view that reaches the safe area's edge extends its frame (and the frames inside it
//   that reach the same edge) under the bar;
// - a scroll view that reaches the safe area's edge extends under the bar and insets its content
//   by the bar, so it rests at offset −bar; under an `ignoresSafeArea` it extends without insets.
// Views are not laid out again in the larger frames: a colour or gradient behind the content is
// what usually ignores the safe area, and it fills whatever frame it gets.
extension SceneLayout {
    /// Insets that fit the screen (negative or non-finite ones are zero).
    static func clamped(_ insets: EdgeInsets, to screen: Size) -> EdgeInsets {
        func clean(_ value: Double, _ limit: Double) -> Double { value.isFinite ? min(max(0, value), limit) : 0 }
        let top = clean(insets.top, screen.height), leading = clean(insets.leading, screen.width)
        return EdgeInsets(top: top, leading: leading, bottom: clean(insets.bottom, screen.height - top),
                          trailing: clean(insets.trailing, screen.width - leading))
    }

    /// The edges the outermost view's own `ignoresSafeArea` modifiers name.
    static func rootIgnoredEdges(_ root: ViewNode) -> EdgeSet {
        var edges: EdgeSet = []
        for modifier in root.modifiers {
            if case .ignoresSafeArea(let ignored) = modifier { edges.formUnion(ignored) }
        }
        return edges
    }

    /// The rect the outermost view is offered and placed in.
    static func rootRegion(_ root: ViewNode, screen: Size, safeArea: EdgeInsets) -> Rect {
        let kept = rootIgnoredEdges(root).removing(from: safeArea)
        return Rect(x: kept.leading, y: kept.top, width: screen.width - kept.leading - kept.trailing,
                    height: screen.height - kept.top - kept.bottom)
    }

    /// A root with no scroll view of its own, as the content of a vertical scroll view that cannot
    /// scroll (the simulation needs one). As a `UIHostingController` lays out its root view, the
    /// root is offered the region `rootRegion` gives (the screen inside the safe area, on the edges
    /// its `ignoresSafeArea` names the screen) and centred in it, where a scroll view's content
    /// alone would be offered no height. A fixed frame of that size does both; it goes on a stack
    /// holding the root, not on the root, so the root keeps its own frame as an item (a stack of
    /// one view offers it all it is offered and is as large as it). The wrapper ignores the same
    /// edges, so it covers the same region.
    public static func unscrollable(_ root: ViewNode, screen: Size, safeArea: EdgeInsets) -> ViewNode {
        let region = rootRegion(root, screen: screen, safeArea: clamped(safeArea, to: screen))
        let framed = ViewNode.vStack([root]).modified(.frame(width: region.width, height: region.height, alignment: .center))
        let wrapper = ViewNode.scrollView(.vertical, [framed]).modified(.scrollDisabled(true))
        let ignored = rootIgnoredEdges(root)
        return ignored.isEmpty ? wrapper : wrapper.modified(.ignoresSafeArea(ignored))
    }

    /// Extends the outermost scroll views that reach the safe area's edges under the bars, and
    /// the views that ignore the safe area there.
    static func extendUnderBars(_ scrollViews: inout [ScrollViewLayout], _ views: inout [SceneView], _ viewIndices: [Int],
                                safeRegion: Rect, bars: EdgeInsets) {
        guard bars != .zero else { return }
        for index in scrollViews.indices {
            let reach = reaching(scrollViews[index].frame, safeRegion, bars)
            guard reach != .zero else { continue }
            scrollViews[index].extendUnderBars(reach)
            if viewIndices.indices.contains(index), views.indices.contains(viewIndices[index]) {
                views[viewIndices[index]].frame = scrollViews[index].frame
                views[viewIndices[index]].contentFrame = scrollViews[index].frame
            }
        }
        var index = 0
        while index < views.count {
            let edges = views[index].ignoredSafeEdges
            guard !edges.isEmpty, views[index].scrollViewIndex == nil else { index += 1; continue }
            let bars = EdgeInsets(top: edges.contains(.top) ? bars.top : 0, leading: edges.contains(.leading) ? bars.leading : 0,
                                  bottom: edges.contains(.bottom) ? bars.bottom : 0,
                                  trailing: edges.contains(.trailing) ? bars.trailing : 0)
            let depth = views[index].depth
            var inner = index
            // The view, then every view inside it (deeper, until the next at its depth).
            repeat {
                let reached = reaching(views[inner].frame, safeRegion, bars)
                if reached != .zero { views[inner].frame = extended(views[inner].frame, by: reached) }
                let reachedContent = reaching(views[inner].contentFrame, safeRegion, bars)
                if reachedContent != .zero { views[inner].contentFrame = extended(views[inner].contentFrame, by: reachedContent) }
                inner += 1
            } while inner < views.count && views[inner].depth > depth
            index += 1
        }
    }

    /// The bars a frame reaches: on each edge where it touches the safe area's edge (within half a point).
    static func reaching(_ frame: Rect, _ safeRegion: Rect, _ bars: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: bars.top > 0 && abs(frame.minY - safeRegion.minY) < 0.5 ? bars.top : 0,
                   leading: bars.leading > 0 && abs(frame.minX - safeRegion.minX) < 0.5 ? bars.leading : 0,
                   bottom: bars.bottom > 0 && abs(frame.maxY - safeRegion.maxY) < 0.5 ? bars.bottom : 0,
                   trailing: bars.trailing > 0 && abs(frame.maxX - safeRegion.maxX) < 0.5 ? bars.trailing : 0)
    }

    static func extended(_ frame: Rect, by insets: EdgeInsets) -> Rect {
        Rect(x: frame.minX - insets.leading, y: frame.minY - insets.top,
             width: frame.width + insets.leading + insets.trailing, height: frame.height + insets.top + insets.bottom)
    }

    /// The screen inside the safe area.
    public var safeRegion: Rect {
        Rect(x: safeArea.leading, y: safeArea.top, width: screen.width - safeArea.leading - safeArea.trailing,
             height: screen.height - safeArea.top - safeArea.bottom)
    }

    /// What a `GeometryProxy.safeAreaInsets` reads for a view with this frame on the screen: on
    /// each edge, the bar when the frame reaches the safe area's edge, the part of the bar it
    /// covers when it extends under it, else zero.
    public func safeAreaInsets(ofFrame frame: Rect) -> EdgeInsets {
        let region = safeRegion
        func inset(_ outside: Double, _ bar: Double) -> Double {
            // `outside`: how far the frame's edge lies beyond the safe area's edge.
            if bar <= 0 || outside < -0.5 { return 0 }
            return outside <= 0.5 ? bar : min(bar, outside)
        }
        return EdgeInsets(top: inset(region.minY - frame.minY, safeArea.top),
                          leading: inset(region.minX - frame.minX, safeArea.leading),
                          bottom: inset(frame.maxY - region.maxY, safeArea.bottom),
                          trailing: inset(frame.maxX - region.maxX, safeArea.trailing))
    }
}
