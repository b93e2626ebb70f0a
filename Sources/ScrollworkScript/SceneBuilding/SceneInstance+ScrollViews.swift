import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

// Which scroll views a scene simulates, how they are numbered, and which one is current.
//
// Scroll views outside scroll content and those in items built up front exist as long as the
// layout has them. One in a `ForEach` row exists while its row is on screen (the parent's
// container overlaps it), as a lazy stack makes rows; when the row goes, its offset is kept by
// key and given back when the row comes again, as SwiftUI keeps a row's state by its identity.
extension SceneInstance {
    /// Matches the simulated scroll views to the layout: keeps those whose key is still there
    /// (with the new layout), makes the new ones, drops the gone ones, then the row scroll views.
    /// `first` is a scroll view already made for the main one (when the scene is being built).
    func adoptScrollViews(first: SceneScrollView?) {
        // Jumps made while the list is rebuilt (a scroll view kept at its top) are followed by
        // the next `afterFrame()`, not in the middle of this.
        let wasFollowing = isFollowing
        isFollowing = true
        defer { isFollowing = wasFollowing }
        var byKey = [ScrollViewKey: SceneScrollView]()
        for scroll in scrollViews { byKey[scroll.key] = scroll }
        if let first { byKey[first.key] = first }
        var kept = [SceneScrollView]()
        var parents = [ScrollViewKey: SceneScrollView]()
        for layout in self.layout.scrollViews {
            let scroll = byKey.removeValue(forKey: layout.key) ?? makeScrollView(layout)
            if scroll === first || scroll.simulation.clock !== clock { start(scroll) } else { scroll.adopt(layout) }
            scroll.parent = layout.key.parent.flatMap { parents[$0] }
            parents[layout.key] = scroll
            kept.append(scroll)
        }
        // Row scroll views are laid out again from the new layout below; keep their simulations.
        var rows = [SceneScrollView]()
        for scroll in byKey.values where scroll.layout.itemInParent != nil && parents[scroll.key] == nil {
            rows.append(scroll)
        }
        let gone = byKey.values.filter { candidate in !rows.contains { $0 === candidate } }
        if kept.isEmpty {
            // No scroll view is left (a tab without one is shown): the current one stays on the
            // clock off stage, so time and the scene's callbacks go on, and comes back where it
            // was with its key.
            for scroll in gone where scroll !== current { retire(scroll) }
            savedOffsets[current.key] = current.simulation.offset
            current.simulation.eventHandler = nil
            scrollViews = []
            rowLayouts = [:]
            hasRowScrollViews = false
            return
        }
        for scroll in gone { retire(scroll) }
        scrollViews = kept
        hasRowScrollViews = kept.contains { $0.layout.rowsHoldScrollViews }
        syncRowScrollViews(reusing: rows)
        renumber()
    }

    /// Brings the scroll views in `ForEach` rows in line with the rows on screen; cheap when
    /// nothing changed (a look at the visible rows of the scroll views that have such rows).
    /// `reusing`: row scroll views of the previous layout, given the new layout of their row.
    func syncRowScrollViews(reusing previous: [SceneScrollView] = []) {
        guard hasRowScrollViews || !previous.isEmpty else { return }
        var available = [ScrollViewKey: SceneScrollView]()
        for scroll in previous { available[scroll.key] = scroll }
        var wanted = Set<RowKey>()
        var index = 0
        var changed = !previous.isEmpty
        // The list grows while it is walked: rows inside row scroll views are found too.
        while index < scrollViews.count {
            let parent = scrollViews[index]
            index += 1
            guard parent.layout.rowsHoldScrollViews else { continue }
            for item in parent.simulation.visibleIndices where parent.layout.itemHoldsScrollViews(at: item) {
                let id = parent.simulation.layout.items[item].id
                let rowKey = RowKey(parent: parent.key, item: id)
                wanted.insert(rowKey)
                if rowLayouts[rowKey] != nil { continue }
                changed = true
                let layouts: [ScrollViewLayout]
                do {
                    layouts = try parent.layout.scrollViews(inItemAt: item)
                } catch {
                    report(error)
                    layouts = []
                }
                rowLayouts[rowKey] = layouts
                var makers = [ScrollViewKey: SceneScrollView]()
                for layout in layouts {
                    let scroll: SceneScrollView
                    if let reused = available.removeValue(forKey: layout.key) {
                        scroll = reused
                        scroll.adopt(layout)
                    } else {
                        scroll = makeScrollView(layout)
                        start(scroll)
                    }
                    scroll.parent = layout.key.parent.flatMap { makers[$0] } ?? parent
                    makers[layout.key] = scroll
                    scrollViews.append(scroll)
                }
            }
        }
        // Rows that left the screen take their scroll views (and those inside them) along.
        for rowKey in rowLayouts.keys where !wanted.contains(rowKey) {
            rowLayouts[rowKey] = nil
            changed = true
        }
        guard changed else { return }
        let live = Set(rowLayouts.values.flatMap { $0.map(\.key) }).union(layout.scrollViews.map(\.key))
        let leaving = scrollViews.filter { !live.contains($0.key) }
        if !leaving.isEmpty {
            scrollViews.removeAll { !live.contains($0.key) }
            for scroll in leaving { retire(scroll) }
        }
        for scroll in available.values { retire(scroll) }
        renumber()
    }

    private func makeScrollView(_ layout: ScrollViewLayout) -> SceneScrollView {
        SceneScrollView(layout: layout)
    }

    /// Puts a new scroll view on the scene's clock and events, where it was if it was here before
    /// (or where its `scrollPosition` binding says), with its geometry callbacks primed.
    private func start(_ scroll: SceneScrollView) {
        clock.add(scroll.simulation)
        scroll.simulation.eventHandler = { [weak self, weak scroll] event in
            guard let self, let scroll else { return }
            self.receive(event, from: scroll)
        }
        // The frame handler comes last: these jumps happen while the scene is being put together.
        if let offset = savedOffsets.removeValue(forKey: scroll.key) {
            scroll.simulation.scroll(toOffset: offset, animated: false)
        }
        scroll.simulation.containerFrame = scroll.screenFrame
        if let box = positionBinding(scroll) {
            scroll.lastPosition = box.value
            if ScrollPositionValue.isPosition(box.value) {
                self.scroll(scroll, to: box.value, animated: false)
            } else if case .none = box.value {} else {
                _ = scroll.simulation.scroll(toItem: ViewConversion.itemID(box.value), animated: false)
            }
        }
        primeGeometryValues(scroll)
        scroll.simulation.frameHandler = { [weak self] in self?.afterFrame() }
    }

    /// Takes a scroll view off the scene, remembering its offset for when it comes back.
    private func retire(_ scroll: SceneScrollView) {
        savedOffsets[scroll.key] = scroll.simulation.offset
        scroll.simulation.eventHandler = nil
        scroll.simulation.frameHandler = nil
        clock.remove(scroll.simulation)
    }

    /// Numbers the scroll views from 1: those outside scroll content in layout order, then level
    /// by level those inside them, by their parent's number, then their item and order in it.
    /// The current scroll view stays current whatever its new number.
    func renumber() {
        var ordered = scrollViews.filter { $0.parent == nil }
        var next = 0
        while next < ordered.count {
            let parent = ordered[next]
            next += 1
            let children = scrollViews.enumerated()
                .filter { $0.element.parent === parent }
                .sorted { a, b in
                    let itemA = a.element.layout.itemInParent ?? 0, itemB = b.element.layout.itemInParent ?? 0
                    return itemA != itemB ? itemA < itemB : a.offset < b.offset
                }
            ordered.append(contentsOf: children.map(\.element))
        }
        // A scroll view whose parent is gone (it goes at the next sync) keeps a number meanwhile.
        for scroll in scrollViews where !ordered.contains(where: { $0 === scroll }) { ordered.append(scroll) }
        scrollViews = ordered
        for (index, scroll) in scrollViews.enumerated() { scroll.number = index + 1 }
        // The one `use` chose, else the nearest scroll view around it (its row left the screen).
        var wanted: ScrollViewKey? = currentKey
        while let key = wanted {
            if let found = scrollViews.first(where: { $0.key == key }) {
                current = found
                return
            }
            wanted = key.parent
        }
        if let first = scrollViews.first { current = first }
    }

    // MARK: Choosing

    /// The scroll view `selector` names: its number (`2`) or its `.id` (`gallery`).
    public func scrollView(named selector: String) -> SceneScrollView? {
        if let number = Int(selector), scrollViews.indices.contains(number - 1) { return scrollViews[number - 1] }
        return scrollViews.first { $0.id?.description == selector }
    }

    /// Makes the scroll view `selector` names current (`use 2`, `use gallery`).
    public func use(_ selector: String) throws -> SceneScrollView {
        guard let scroll = scrollView(named: selector) else {
            let ids = scrollViews.compactMap { $0.id?.description }
            let count = scrollViews.count
            throw Diagnostic.error("no scroll view '\(selector)': the scene has \(count), numbered 1…\(count)"
                                   + (ids.isEmpty ? "" : "; ids " + ids.joined(separator: ", ")) + " (`scrolls` lists them)",
                                   at: SceneInstance.range(of: root))
        }
        current = scroll
        currentKey = scroll.key
        // The reading says which one is current now; nothing else changed, so no effect runs again.
        publishFrame()
        return scroll
    }
}
