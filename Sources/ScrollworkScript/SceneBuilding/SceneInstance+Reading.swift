import Foundation
import ScrollworkCore
import ScrollworkScene

// The end of a frame: the transition and `visualEffect` closures of the items on screen run,
// once, and, for a scene someone reads, what a reader may see is published as `reading`.
extension SceneInstance {
    /// Runs the frame's effects and, when the scene is read, publishes its reading. Called at the
    /// end of `afterFrame()` and when the scene is built; a second call in the same frame
    /// evaluates nothing again (see `ScrollSimulation.evaluateFrameEffects()`).
    func publishFrame() {
        for scroll in scrollViews { scroll.simulation.evaluateFrameEffects() }
        if scrollViews.isEmpty { current.simulation.evaluateFrameEffects() }
        guard isRead else { return }
        let scrolls = scrollViews.map(reading(of:))
        reading = SceneReading(screen: screen, safeArea: safeArea, scrollViews: scrolls,
                               current: scrolls.first { $0.isCurrent } ?? reading(of: current),
                               outsideViews: outsideReadings())
        reading.screenViews = screenReadings()
        onPublish?()
    }

    private func reading(of scroll: SceneScrollView) -> ScrollViewReading {
        ScrollViewReading(scroll.simulation, number: scroll.number, id: scroll.id?.description,
                          declaration: scroll.declaration, frame: scroll.screenFrame, visibleFrame: scroll.visibleScreenRect,
                          parent: scroll.parent?.number, isCurrent: scroll === current,
                          label: { scroll.label(ofItemAt: $0) })
    }

    /// The views outside the scroll content that `item(…)` can find: those with an `.id` or a text.
    private func outsideReadings() -> [ItemReading] {
        var found: [ItemReading] = []
        for view in drawnViews where view.relation != .inItem {
            guard let id = view.id ?? view.label.map(ItemID.string) else { continue }
            let effects = view.namedNode.map(BodyEffects.effects(of:)) ?? .identity
            found.append(ItemReading(outside: id, label: view.label, frame: view.idFrame ?? view.frame, effects: effects))
        }
        return found
    }

    /// What the screen draws outside the scroll content, in drawing order, with the scroll views in
    /// their places: views that draw something (text, images, shapes, colours, buttons), not the
    /// containers that only arrange them, nor a button's own label, nor what covers the whole
    /// screen (a background colour). Worked out once per layout.
    private func screenReadings() -> [ScreenView] {
        // A matched-geometry motion, or a view following a source in scroll content, moves views
        // every frame: worked out again while it runs.
        let shifts = largeTitleBars.map(largeTitleShift)
        let moving = outsideMotion != nil || hasScrolledFollowers
        if let kept = keptScreenViews, !moving, kept.generation == layoutGeneration,
           kept.numbers == scrollViews.map(\.number), kept.shifts == shifts {
            return kept.views
        }
        let views = drawnViews
        let inBar = NavigationBars.viewsInBars(views)
        var found: [ScreenView] = []
        for (index, view) in views.enumerated() where view.relation != .inItem {
            if let index = view.scrollViewIndex {
                guard layout.scrollViews.indices.contains(index) else { continue }
                let key = layout.scrollViews[index].key
                if let scroll = scrollViews.first(where: { $0.key == key }) {
                    found.append(ScreenView(kind: view.kind, label: nil, frame: scroll.screenFrame, scrollView: scroll.number))
                }
                continue
            }
            let frame = view.frame
            let coversScreen = frame.minX <= 0 && frame.minY <= 0 && frame.maxX >= screen.width && frame.maxY >= screen.height
            guard view.takesTouches, !coversScreen, frame.width > 0, frame.height > 0 else { continue }
            if let parent = view.parentIndex, views.indices.contains(parent), views[parent].kind == "Button" { continue }
            var screenView = ScreenView(kind: view.kind, label: view.label, frame: inBar.contains(index) ? view.contentFrame : view.frame)
            screenView.isSelected = view.isSelected
            screenView.isBar = NavigationBars.barKinds.contains(view.kind)
            screenView.isInBar = inBar.contains(index)
            found.append(screenView)
        }
        if !moving { keptScreenViews = (layoutGeneration, scrollViews.map(\.number), shifts, found) }
        return found
    }
}
