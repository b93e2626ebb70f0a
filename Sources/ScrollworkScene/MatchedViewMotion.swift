import ScrollworkCore

/// An animated change's motion of the views outside scroll content that belong to a
/// `matchedGeometryEffect` group: each starts from where its group was drawn before the change
/// (the removed view's frame when one view of the group replaces another: a header growing into
/// a full-screen card, a detail view coming out of a thumbnail in a row) and moves to its own
/// frame along the change's curve, `old + (new − old) · progress(t)`, as `LayoutAnimation`
/// moves items. What a moved view holds, its backgrounds and overlays move with its origin.
///
/// The motion is drawn only: hit testing and the layout use the final frames, as SwiftUI's
/// animations change what is drawn, not the model.
public struct MatchedViewMotion {
    struct Move {
        var index: Int
        var from: Rect
        /// The views inside it, which keep their place in it.
        var parts: [Int]
    }

    public let animation: AnimationCurve
    private let duration: Double
    private let moves: [Move]

    /// The motion of `views` (outside the scroll content, as laid out after the change) whose
    /// group was drawn elsewhere before it: `before` gives each group's frame then, by key, in
    /// screen coordinates. Nil when no view moves.
    public init?(views: [SceneView], before: [String: Rect], animation: AnimationCurve) {
        guard !before.isEmpty else { return nil }
        var moves: [Move] = []
        for (index, view) in views.enumerated() where view.relation != .inItem {
            guard let geometry = view.matchedGeometry, let old = before[geometry.key] else { continue }
            let from = geometry.matched(view.frame, to: old)
            guard from != view.frame else { continue }
            moves.append(Move(index: index, from: from, parts: MatchedGeometry.parts(of: index, views)))
        }
        guard !moves.isEmpty else { return nil }
        self.animation = animation
        self.duration = animation.duration
        self.moves = moves
    }

    public func isFinished(at elapsed: Double) -> Bool { elapsed >= duration }

    /// `views` as drawn `elapsed` seconds after the change.
    public func views(_ views: [SceneView], at elapsed: Double) -> [SceneView] {
        guard !isFinished(at: elapsed) else { return views }
        let fraction = animation.progress(at: elapsed, duration: duration)
        var drawn = views
        for move in moves where drawn.indices.contains(move.index) {
            let end = views[move.index].frame
            let frame = Self.mix(move.from, end, fraction)
            let dx = frame.minX - end.minX, dy = frame.minY - end.minY
            drawn[move.index].frame = frame
            let content = views[move.index].contentFrame
            drawn[move.index].contentFrame = content == end ? frame : content.offsetBy(dx: dx, dy: dy)
            for part in move.parts where drawn.indices.contains(part) {
                drawn[part].frame = views[part].frame.offsetBy(dx: dx, dy: dy)
                drawn[part].contentFrame = views[part].contentFrame.offsetBy(dx: dx, dy: dy)
            }
        }
        return drawn
    }

    static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
             width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}

extension ScrollViewLayout {
    /// Whether an item has a `matchedGeometryEffect` or may hold a view with one.
    public var hasMatchedViews: Bool { !matchedItems.isEmpty || hasNestedViews }

    /// The `matchedGeometryEffect`s of item `index` and of the views inside it, with their frames
    /// in content coordinates where the layout put the item (the item's own as given), sources
    /// matched. Evaluates a `ForEach` row again when it may hold one.
    public func matchedViews(ofItemAt index: Int, itemFrame: Rect) -> [(geometry: MatchedGeometry, frame: Rect)] {
        guard content.items.indices.contains(index) else { return [] }
        var found: [(geometry: MatchedGeometry, frame: Rect)] = []
        if let own = matchedItems.first(where: { $0.index == index }) { found.append((own.geometry, itemFrame)) }
        let prototype = content.items[index].content
        guard prototype >= 0, Int(prototype) < store.prototypes.rows.count, store.prototypes[prototype].hasNestedViews,
              let info = try? item(at: index) else { return found }
        let natural = content.items[index].frame
        for view in info.views where view.parentIndex != nil {
            guard let geometry = view.matchedGeometry else { continue }
            found.append((geometry, view.frame.offsetBy(dx: itemFrame.minX - natural.minX, dy: itemFrame.minY - natural.minY)))
        }
        return found
    }
}
