import Foundation
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// `tap at`, `drag … at` and `fling … at` on a script scene: hit testing picks the view, the
/// scene runs what it does, and one line says what happened, so a touch that a view in front
/// swallows (a scroll view's padding over a button) reads as it would on a device.
extension ScriptScene {
    func tap(at point: Point) throws -> String {
        let place = "tap at (\(Format.number(point.x)), \(Format.number(point.y)))"
        if try instance.dismissPresentedMenu() { return "\(place): outside the menu, which it dismisses" }
        guard let chain = try instance.hitTest(point), let reached = chain.first else {
            return "\(place): nothing there takes touches"
        }
        // A touch on a moving scroll view stops it; the content does not get the tap (UIKit).
        if let moving = chain.first(where: { $0.scroll.map { $0.simulation.isMoving } ?? false })?.scroll {
            moving.simulation.touch()
            moving.simulation.release(velocity: 0)
            return "\(place): \(describe(reached)) — stops scroll view \(moving.number), which was moving"
        }
        guard let (tokens, owner) = instance.tapActions(in: chain) else {
            return "\(place): \(describe(reached)) — no tap action there"
        }
        try instance.runTaps(tokens, at: point, in: chain)
        let via = owner.view.frame == reached.view.frame && owner.view.kind == reached.view.kind ? "" : ", action of \(describe(owner))"
        return "\(place): \(describe(reached))\(via)"
    }

    func drag(at point: Point, by delta: Vector, over duration: Double) throws -> String {
        let place = "drag at (\(Format.number(point.x)), \(Format.number(point.y)))"
        let (scroll, gestures, found) = try route(point, delta)
        guard let reached = found else { return "\(place): nothing there takes touches" }
        var parts = [String]()
        for (gesture, owner) in gestures {
            // Finger terms: the offset grows as the finger moves up (or left).
            try instance.runDrag(gesture, translation: Vector(dx: -delta.dx, dy: -delta.dy), start: point)
            parts.append("DragGesture of \(describe(owner))")
        }
        if let scroll {
            instance.makeCurrent(scroll)
            scroll.simulation.drag(by: scroll.axis == .vertical ? delta.dy : delta.dx, over: duration)
            parts.append("scroll view \(scroll.number) (\(scroll.axis.rawValue) \(scroll.declaration))")
        }
        guard !parts.isEmpty else { return "\(place): \(reached) — nothing there drags that way" }
        let note = scroll == nil ? " (the gesture ended as the finger lifted; nothing scrolled)" : ""
        return "\(place): " + parts.joined(separator: " and ") + note
    }

    func fling(at point: Point, velocity: Vector) throws -> String {
        let place = "fling at (\(Format.number(point.x)), \(Format.number(point.y)))"
        let (scroll, gestures, found) = try route(point, Vector(dx: velocity.dx * 0.1, dy: velocity.dy * 0.1))
        guard let reached = found else { return "\(place): nothing there takes touches" }
        var parts = [String]()
        for (gesture, owner) in gestures {
            // A flick moves the finger too: a tenth of a second of it, as `drag D` takes by default.
            try instance.runDrag(gesture, translation: Vector(dx: -velocity.dx * 0.1, dy: -velocity.dy * 0.1), start: point)
            parts.append("DragGesture of \(describe(owner))")
        }
        if let scroll {
            instance.makeCurrent(scroll)
            scroll.simulation.fling(scroll.axis == .vertical ? velocity.dy : velocity.dx)
            parts.append("scroll view \(scroll.number) (\(scroll.axis.rawValue) \(scroll.declaration))")
        }
        guard !parts.isEmpty else { return "\(place): \(reached) — nothing there scrolls that way" }
        return "\(place): " + parts.joined(separator: " and ")
    }

    /// The scroll view and gestures a drag by `delta` at `point` goes to, and the view it reached.
    /// `delta` is the drag's distance (for a fling, the tenth of a second of it the gestures get).
    private func route(_ point: Point, _ delta: Vector) throws -> (SceneScrollView?, [(DragGestureSpec, TouchResponder)], String?) {
        guard let chain = try instance.hitTest(point), let reached = chain.first else { return (nil, [], nil) }
        let axis: Axis = abs(delta.dx) > abs(delta.dy) ? .horizontal : .vertical
        let distance = (delta.dx * delta.dx + delta.dy * delta.dy).squareRoot()
        let (scroll, gestures) = instance.dragTargets(in: chain, along: axis, distance: distance)
        return (scroll, gestures, describe(reached))
    }

    /// `Button "Done"`, `Text "Card 3" in item 3 of scroll view 2`, `ScrollView 1`.
    private func describe(_ responder: TouchResponder) -> String {
        let view = responder.view
        if let scroll = responder.scroll { return "\(view.kind) \(scroll.number)" + (scroll.id.map { " id=\($0)" } ?? "") }
        var text = view.kind
        if let label = view.label { text += " \"\(label)\"" }
        if let id = view.id, id.description != view.label { text += " id=\(id)" }
        if let item = responder.item, let scroll = owner(of: responder) {
            text += " in item \(item) of scroll view \(scroll.number)"
        }
        return text
    }

    /// The scroll view whose content holds the responder's item.
    private func owner(of responder: TouchResponder) -> SceneScrollView? {
        guard let item = responder.item else { return nil }
        let center = Point(x: responder.view.frame.midX, y: responder.view.frame.midY)
        // The innermost scroll view showing that point that has the item.
        return instance.scrollViews.reversed().first { scroll in
            scroll.simulation.layout.index(of: item) != nil && scroll.visibleScreenRect.contains(center)
        } ?? instance.scrollViews.first { $0.simulation.layout.index(of: item) != nil }
    }
}
