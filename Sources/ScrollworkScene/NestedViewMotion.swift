import ScrollworkCore

/// An animated change's motion of views inside items that belong to a `matchedGeometryEffect`
/// group drawn elsewhere before the change (a thumbnail coming back into its row out of the
/// detail view it replaced): each starts from where its group was drawn and moves to its place
/// in its item along the change's curve, as `MatchedViewMotion` moves the views outside scroll
/// content. Only the nested views (those with an `.id` or effects, which readers see) move.
public struct NestedViewMotion {
    public let animation: AnimationCurve
    /// By item id, by the view's ordinal among the item's nested views: its start frame in the
    /// item's coordinates.
    private let starts: [ItemID: [Int: Rect]]

    /// The motion of the nested views of `layout`'s items `indices` whose group `arriving` gives
    /// a frame elsewhere (content coordinates); nil when none moves.
    public init?(layout: ScrollViewLayout, indices: [Int], arriving: [String: Rect], animation: AnimationCurve) {
        guard !arriving.isEmpty, layout.hasMatchedViews else { return nil }
        var starts: [ItemID: [Int: Rect]] = [:]
        for index in indices where layout.content.items.indices.contains(index) {
            let found = layout.nestedViewStarts(ofItemAt: index, arriving: arriving)
            if !found.isEmpty { starts[layout.content.items[index].id] = found }
        }
        guard !starts.isEmpty else { return nil }
        self.animation = animation
        self.starts = starts
    }

    public func isFinished(at elapsed: Double) -> Bool { elapsed >= animation.duration }

    /// The nested views of item `id` as drawn `elapsed` seconds after the change.
    public func views(_ views: [NestedView], ofItem id: ItemID, at elapsed: Double) -> [NestedView] {
        guard !isFinished(at: elapsed), let moved = starts[id] else { return views }
        let fraction = animation.progress(at: elapsed, duration: animation.duration)
        return views.map { view in
            guard let from = moved[view.ordinal] else { return view }
            var drawn = view
            drawn.frame = MatchedViewMotion.mix(from, view.frame, fraction)
            return drawn
        }
    }

    /// `layout`'s nested views as `motion` draws them at the time `elapsed` gives, for the
    /// simulation to ask each frame (`ScrollSimulation.nestedViews`).
    public static func provider(_ layout: ScrollViewLayout, _ motion: NestedViewMotion,
                                elapsed: @escaping () -> Double) -> ((Int) -> [NestedView])? {
        guard let plain = layout.nestedViewsProvider else { return nil }
        let items = layout.content.items
        return { index in
            let views = plain(index)
            guard items.indices.contains(index) else { return views }
            return motion.views(views, ofItem: items[index].id, at: elapsed())
        }
    }
}
