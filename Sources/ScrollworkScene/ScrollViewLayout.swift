import ScrollworkCore

/// One laid-out scroll view: what `ScrollSimulation` runs, and how to find what its items show.
public struct ScrollViewLayout {
    /// Where a scroll view inside another one's content sits.
    public struct Parent: Hashable {
        /// The containing scroll view's index in `SceneLayout.scrollViews`.
        public var scrollView: Int
        /// The item of that scroll view the scroll view is in.
        public var item: Int
    }

    /// The scroll view's rect on the screen; for a nested scroll view, in its parent's content coordinates.
    public internal(set) var frame: Rect = .zero
    /// Set for a scroll view inside another scroll view's content.
    public internal(set) var parent: Parent?
    /// Scroll views inside this one's items, laid out with it.
    var nested: [NestedScrollView] = []
    /// Item containers with reader modifiers or decorations, innermost recorded first.
    public internal(set) var readerContainers: [ReaderContainer] = []
    /// Items with readers that are built whether or not they are shown (a plain stack's
    /// children), in layout order; those of lazy stacks and grids exist only while shown.
    public internal(set) var eagerReaderItems: [Int] = []
    /// Axis, container size, content size, insets (safe-area padding + content margins).
    public let metrics: ScrollMetrics
    /// The items in content coordinates: the origin is the content's top-leading corner
    /// along the axis and the leading inset edge across it (content narrower than the
    /// container is centred, so its items start further in).
    public let content: ContentLayout
    /// The transitions the items' `transition` indices point into.
    public let transitions: [TransitionSpec]
    public let configuration: ScrollConfiguration
    let store: ItemStore

    init(metrics: ScrollMetrics, content: ContentLayout, transitions: [TransitionSpec],
         configuration: ScrollConfiguration, store: ItemStore) {
        self.metrics = metrics
        self.content = content
        self.transitions = transitions
        self.configuration = configuration
        self.store = store
    }

    public var axis: Axis { metrics.axis }

    /// A simulation set up with this layout and configuration: refreshing past 60 pt when
    /// `refreshable`, starting where `defaultScrollAnchor` says.
    public func makeSimulation() -> ScrollSimulation {
        let simulation = ScrollSimulation(metrics: metrics, layout: content)
        configure(simulation, includingBehavior: true)
        if let anchor = configuration.defaultAnchor {
            // `defaultScrollAnchor(.bottom)` starts at the end; `.center` halfway.
            let fraction = axis == .vertical ? anchor.y : anchor.x
            let start = metrics.minOffset + (metrics.maxOffset - metrics.minOffset) * min(max(fraction, 0), 1)
            if start != simulation.offset { simulation.scroll(toOffset: start, animated: false) }
        }
        return simulation
    }

    /// Gives a running simulation this layout after a state change or reload, keeping its
    /// offset and motion. A behaviour chosen in the session (`behavior …`) survives when
    /// `includingBehavior` is false.
    public func update(_ simulation: ScrollSimulation, includingBehavior: Bool) {
        simulation.update(metrics: metrics, layout: content)
        configure(simulation, includingBehavior: includingBehavior)
    }

    private func configure(_ simulation: ScrollSimulation, includingBehavior: Bool) {
        if includingBehavior { simulation.behavior = configuration.targetBehavior }
        simulation.stickyRule = configuration.stickyRule
        simulation.transitions = transitions
        simulation.decelerationRate = configuration.decelerationRate
        simulation.bounceBehavior = configuration.bounceBehavior
        simulation.isScrollDisabled = configuration.isDisabled
        simulation.refreshThreshold = configuration.isRefreshable ? 60 : nil
    }

    /// What the viewport writes in the item's box; the id when the row cannot be evaluated again.
    public func label(ofItemAt index: Int) -> String {
        if let info = try? item(at: index) { return info.label }
        return content.items.indices.contains(index) ? content.items[index].id.description : ""
    }

    /// The view behind item `index`, evaluating its row again if it came from a `ForEach`.
    public func node(forItemAt index: Int) throws -> ViewNode? {
        try store.node(at: index)
    }

    /// The item's label, actions and inner views; nil for an index out of range.
    public func item(at index: Int) throws -> ItemInfo? {
        guard content.items.indices.contains(index), let node = try store.node(at: index) else { return nil }
        let item = content.items[index]
        var views: [SceneView] = []
        if item.content >= 0, Int(item.content) < store.prototypes.rows.count {
            var walker = SceneViewWalker(relation: .inItem)
            try walker.walk(node, store.prototypes[item.content].placed, base: item.frame.origin)
            views = walker.views
        }
        var actions = ItemActions(of: node)
        for view in views where !view.actions.isEmpty { actions = actions.filling(from: view.actions) }
        let label = SceneViewWalker.label(of: node)
            ?? views.first(where: { $0.kind == "Text" })?.label
            ?? item.id.description
        return ItemInfo(index: index, id: item.id, frame: item.frame, label: label, actions: actions, views: views)
    }

    /// Whether the item's view holds reader modifiers or a `GeometryReader` (known from its
    /// prototype, without evaluating its row again).
    public func itemHasReaders(_ index: Int) -> Bool {
        guard content.items.indices.contains(index) else { return false }
        let prototype = content.items[index].content
        return prototype >= 0 && Int(prototype) < store.prototypes.rows.count && store.prototypes[prototype].hasReaders
    }

    /// What the readers pass walks in the item, frames in content coordinates (its natural
    /// frame); nil when the item holds no readers. Evaluates the item's row again.
    public func readerPlan(forItemAt index: Int) throws -> ReaderPlanNode? {
        guard itemHasReaders(index), let node = try store.node(at: index) else { return nil }
        let item = content.items[index]
        var placed = store.prototypes[item.content].placed
        placed.origin = .zero
        var builder = ReaderPlanBuilder()
        return try builder.plan(node, placed, base: item.frame.origin)
    }

    /// The item with this id (`12` or `intro`), else the first whose label is `query`.
    /// Label search evaluates rows one by one, so ids are the fast way in.
    public func itemIndex(matching query: String) throws -> Int? {
        if let index = content.index(of: ItemID(parsing: query)) { return index }
        if let index = content.index(of: .string(query)) { return index }
        for index in content.items.indices where try item(at: index)?.label == query { return index }
        return nil
    }
}

/// A scroll view found inside an item: the engine's index for it and where it sits in the item.
struct NestedScrollView {
    var engineIndex: Int
    var item: Int
    var frameInItem: Rect
}
