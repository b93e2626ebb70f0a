import Foundation
import ScrollworkCore
import ScrollworkScene

/// One view a touch passes through on its way out from the view it reached, with its frame on
/// the screen; `scroll` is set for a simulated scroll view.
public struct TouchResponder {
    public var view: SceneView
    public var scroll: SceneScrollView?
    /// The item this view belongs to, for views inside scroll content.
    public var item: ItemID?
}

// Hit testing as UIKit does it (docs/SEMANTICS.md, "Several scroll views"): the frontmost view
// under the point that takes touches gets it — shapes, colours (not `.clear`), text, images,
// buttons, scroll views (their whole frame, padding and insets included) and views with a
// `contentShape`; containers only through what they hold; `allowsHitTesting(false)` lets touches
// through to what is behind. A scroll view's content is hit only inside the scroll view (and its
// parents), at the offsets the scroll views have now.
extension SceneInstance {
    /// The view the touch at `point` (screen coordinates) reaches, then every view around it out
    /// to the scene's outermost view; nil when nothing there takes touches.
    public func hitTest(_ point: Point) throws -> [TouchResponder]? {
        let views = touchedViews
        for index in views.indices.reversed() {
            let view = views[index]
            guard view.allowsHitTesting, view.hitFrame.contains(point) else { continue }
            if let number = view.scrollViewIndex, layout.scrollViews.indices.contains(number),
               let scroll = scrollViews.first(where: { $0.key == layout.scrollViews[number].key }) {
                let inner = try hitContent(of: scroll, at: point) ?? []
                return inner + [TouchResponder(view: view, scroll: scroll)] + climb(views, from: view.parentIndex, in: nil)
            }
            if view.takesTouches { return climb(views, from: index, in: nil) }
        }
        return nil
    }

    /// The chain inside `scroll`'s content from the view the point reaches out to its item's
    /// outermost view, or nil when the point hits no item view there.
    private func hitContent(of scroll: SceneScrollView, at point: Point) throws -> [TouchResponder]? {
        guard scroll.visibleScreenRect.contains(point) else { return nil }
        let simulation = scroll.simulation
        let pinned = Set(simulation.pins.map(\.index))
        let visible = simulation.visibleIndices
        // Pinned items are drawn last, so they are in front.
        let order = visible.filter { pinned.contains($0) }.reversed() + visible.filter { !pinned.contains($0) }.reversed()
        for index in order {
            guard let info = try scroll.layout.item(at: index) else { continue }
            let item = ItemContext(scroll: scroll, index: index, id: info.id)
            for viewIndex in info.views.indices.reversed() {
                let view = info.views[viewIndex]
                guard view.allowsHitTesting, item.screen(view.hitFrame).contains(point) else { continue }
                if let ordinal = view.scrollOrdinal {
                    let key = scroll.key.child(item: info.id, ordinal: ordinal)
                    if let nested = scrollViews.first(where: { $0.key == key }) {
                        var screenView = view
                        screenView.frame = nested.screenFrame
                        screenView.contentFrame = nested.screenFrame
                        let inner = try hitContent(of: nested, at: point) ?? []
                        return inner + [TouchResponder(view: screenView, scroll: nested, item: info.id)]
                            + climb(info.views, from: view.parentIndex, in: item)
                    }
                }
                if view.takesTouches {
                    // Then the item containers holding the item, innermost first.
                    let containers = scroll.layout.gestureContainers.filter { $0.items.contains(index) }
                    return climb(info.views, from: viewIndex, in: item) + containers.map { TouchResponder(view: $0.view, item: info.id) }
                }
            }
        }
        return nil
    }

    /// Where an item is drawn now, to put its views (content coordinates) on the screen.
    private struct ItemContext {
        let scroll: SceneScrollView
        let index: Int
        let id: ItemID
        func screen(_ rect: Rect) -> Rect { scroll.screenRect(ofContentRect: rect, item: index) }
    }

    /// The view at `start` and each view containing it in the same list, out to the list's top.
    private func climb(_ views: [SceneView], from start: Int?, in item: ItemContext?) -> [TouchResponder] {
        var chain = [TouchResponder]()
        var next = start
        while let index = next, views.indices.contains(index) {
            var view = views[index]
            if let item {
                view.frame = item.screen(view.frame)
                view.contentFrame = item.screen(view.contentFrame)
            }
            chain.append(TouchResponder(view: view, item: item?.id))
            next = view.parentIndex
        }
        return chain
    }

    // MARK: What a touch does

    /// The taps a touch on the view reached runs, gathered on the way out from it (the first tap
    /// unless a view further out has a `highPriorityGesture` one, then every simultaneous one),
    /// and the view whose tap wins.
    public func tapActions(in chain: [TouchResponder]) -> ([ActionToken], TouchResponder)? {
        let tokens = chain.reduce(ItemActions()) { $0.enclosed(by: $1.view.actions) }.tapTokens
        guard let winner = tokens.first,
              let owner = chain.first(where: { $0.view.actions.tap == winner || $0.view.actions.simultaneousTaps.contains(winner) })
        else { return nil }
        return (tokens, owner)
    }

    /// Who gets a drag starting in `chain` along `axis`: the innermost scroll view on that axis,
    /// and the drag gestures that take it instead or as well. A `gesture` or
    /// `highPriorityGesture` inside that scroll view takes the drag from it (as a `DragGesture`
    /// in scroll content stops the scrolling on a device); outside it only a
    /// `highPriorityGesture` does; a `simultaneousGesture` runs beside the scroll view.
    /// A gesture whose minimum distance is longer than the drag (`distance`) never starts, so
    /// it takes nothing.
    public func dragTargets(in chain: [TouchResponder], along axis: Axis,
                            distance: Double) -> (scroll: SceneScrollView?, gestures: [(DragGestureSpec, TouchResponder)]) {
        let scrollPosition = chain.firstIndex { $0.scroll?.axis == axis && $0.scroll?.simulation.canScroll == true }
        var gestures = [(DragGestureSpec, TouchResponder)]()
        var blocked = false
        for (position, responder) in chain.enumerated() {
            guard let drag = responder.view.actions.drag, drag.minimumDistance <= distance else { continue }
            let inside = scrollPosition.map { position < $0 } ?? true
            switch drag.priority {
            case .simultaneous:
                gestures.append((drag, responder))
            case .high:
                gestures.append((drag, responder))
                blocked = true
            case .normal where inside:
                gestures.append((drag, responder))
                blocked = true
            case .normal:
                continue
            }
        }
        return (blocked ? nil : scrollPosition.flatMap { chain[$0].scroll }, gestures)
    }

    /// Sends a drag gesture's `onChanged` then `onEnded` with this translation (finger terms).
    /// A translation shorter than the gesture's minimum distance does not start it.
    public func runDrag(_ drag: DragGestureSpec, translation: Vector, start: Point) throws {
        let value = DragValueType.make(translation: translation, start: start)
        // A combined gesture takes the whole touch, a long press in it seeing the finger come down
        // even when its drag does not start.
        if let token = drag.onChanged, case .touch? = runtime.action(token) { return try run(token, [value]) }
        guard (translation.dx * translation.dx + translation.dy * translation.dy).squareRoot() >= drag.minimumDistance else { return }
        // Both closures are taken before either runs: a re-evaluation issues new tokens.
        let changed = drag.onChanged.flatMap(closure), ended = drag.onEnded.flatMap(closure)
        if let changed {
            try call(changed, [value])
            try update()
        }
        if let ended {
            try call(ended, [value])
            try update()
        }
    }

    /// Makes `scroll` current (a touch routed to it), keeping it current when its row comes back.
    public func makeCurrent(_ scroll: SceneScrollView) {
        current = scroll
        currentKey = scroll.key
    }
}
