import ScrollworkCore

// The views inside items that have effects or an `.id` of their own (an image with a
// `scrollTransition` inside a card): found per item by walking its view, for the simulation to
// run their effects from their own frames (ScrollSimulation+NestedViews.swift).
extension ScrollViewLayout {
    /// The views inside item `index` with effects or an `.id`, frames in the item's coordinates,
    /// in drawing order; empty when its rows have none. A row of a `ForEach` is evaluated again
    /// the first time it is asked for; what it holds is kept until the layout changes.
    public func nestedViews(ofItemAt index: Int) -> [NestedView] {
        guard content.items.indices.contains(index) else { return [] }
        let prototype = content.items[index].content
        guard prototype >= 0, Int(prototype) < store.prototypes.rows.count, store.prototypes[prototype].hasNestedViews else {
            return []
        }
        if let kept = nestedCache.views[index] { return kept }
        let found = (try? findNestedViews(index, prototype: prototype)) ?? []
        nestedCache.keep(found, for: index)
        return found
    }

    private func findNestedViews(_ index: Int, prototype: Int32) throws -> [NestedView] {
        // A view with an `.id` is the view the `.id` names (inside the modifiers written after
        // it); its effects are worked out from the view they are attached to, which may be
        // larger (`.id(k).frame(height: 200).scrollTransition { … }`) or smaller.
        try nestedSceneViews(index, prototype: prototype).enumerated().map { ordinal, view in
            NestedView(ordinal: ordinal, id: view.id, label: view.label, frame: view.idFrame ?? view.frame,
                       transition: view.transition.map { TransitionSpec(configuration: $0.configuration, effect: $0.effect) },
                       transitionFrame: view.transitionFrame ?? view.frame)
        }
    }

    /// The views of item `index` that are nested views (`nestedViews(ofItemAt:)`), in drawing
    /// order, frames in the item's coordinates, sources matched.
    private func nestedSceneViews(_ index: Int, prototype: Int32) throws -> [SceneView] {
        guard let node = try store.node(at: index) else { return [] }
        var walker = SceneViewWalker(relation: .inItem)
        try walker.walk(node, try placedRow(node, prototype: prototype), base: .zero)
        var views = walker.views
        MatchedGeometry.applySources(to: &views)
        // The item's own view (the one with no parent) is the item: its effects are the item's.
        return views.filter { $0.parentIndex != nil && ($0.id != nil || $0.transition != nil) }
    }

    /// Where the nested views of item `index` with a `matchedGeometryEffect` start when an
    /// animated change finds their group drawn elsewhere before it (`arriving`, in content
    /// coordinates): by ordinal, the frame in the item's coordinates matched to that rect, for
    /// those it moves.
    public func nestedViewStarts(ofItemAt index: Int, arriving: [String: Rect]) -> [Int: Rect] {
        guard !arriving.isEmpty, content.items.indices.contains(index) else { return [:] }
        let prototype = content.items[index].content
        guard prototype >= 0, Int(prototype) < store.prototypes.rows.count, store.prototypes[prototype].hasNestedViews,
              let views = try? nestedSceneViews(index, prototype: prototype) else { return [:] }
        let origin = content.items[index].frame.origin
        var starts: [Int: Rect] = [:]
        for (ordinal, view) in views.enumerated() {
            guard let geometry = view.matchedGeometry, let from = arriving[geometry.key] else { continue }
            let start = geometry.matched(view.frame, to: from.offsetBy(dx: -origin.x, dy: -origin.y))
            if start != view.frame { starts[ordinal] = start }
        }
        return starts
    }

    /// What the simulation asks each frame for the items it evaluates: nil when no row has
    /// nested views, so such scenes pay nothing.
    public var nestedViewsProvider: ((Int) -> [NestedView])? {
        guard hasNestedViews else { return nil }
        let layout = self
        return { layout.nestedViews(ofItemAt: $0) }
    }
}

/// The nested views found so far, by item index: shared by copies of a layout, as they do not
/// depend on where the scroll view is. Bounded, so a fling through a million rows keeps at
/// most a few thousand.
final class NestedViewCache {
    private(set) var views: [Int: [NestedView]] = [:]
    static let limit = 4_096

    func keep(_ found: [NestedView], for index: Int) {
        if views.count >= Self.limit { views.removeAll(keepingCapacity: true) }
        views[index] = found
    }
}
