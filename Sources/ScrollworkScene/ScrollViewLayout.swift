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
    /// Set for a scroll view inside another scroll view's content that the scene layout
    /// reports (one in an item built up front).
    public internal(set) var parent: Parent?
    /// Which scroll view of the scene this is, stable across re-evaluations (see `ScrollViewKey`).
    public internal(set) var key = ScrollViewKey(top: 0)
    /// For a scroll view inside another's content: the index of the parent's item it is in.
    public internal(set) var itemInParent: Int?
    /// The `.id(_:)` written on the scroll view, if any.
    public internal(set) var id: ItemID?
    /// The `View` type whose body declares the scroll view (nil for a `#Preview`'s own body).
    public internal(set) var declaredIn: String?
    /// What the scroll view is in Swift: `ScrollView`, or `List`, `Form`, `TabView` for the
    /// containers built on one.
    public internal(set) var kind = "ScrollView"
    /// Whether some rows of a `ForEach` hold scroll views, laid out when such a row is on
    /// screen (`scrollViews(inItemAt:)`); false for most scenes, which then pay nothing.
    public internal(set) var rowsHoldScrollViews = false
    /// Scroll views inside this one's items, laid out with it.
    var nested: [NestedScrollView] = []
    /// Item containers with reader modifiers or decorations, innermost recorded first.
    public internal(set) var readerContainers: [ReaderContainer] = []
    /// Item containers with gestures of their own, innermost recorded first.
    public internal(set) var gestureContainers: [GestureContainer] = []
    /// Items with readers that are built whether or not they are shown (a plain stack's
    /// children), in layout order; those of lazy stacks and grids exist only while shown.
    public internal(set) var eagerReaderItems: [Int] = []
    /// Edges on which an `ignoresSafeArea` around the scroll view lets it reach under the
    /// device's bars without insets.
    var ignoredSafeEdges: EdgeSet = []
    /// The device's bars the scroll view extends under, per edge: added to its frame and,
    /// where not ignored, to its insets (see `SceneLayout`).
    public internal(set) var barInsets: EdgeInsets = .zero
    /// Axis, container size, content size, insets (the device's bars, safe-area padding, content margins).
    public internal(set) var metrics: ScrollMetrics
    /// The items in content coordinates: the origin is the content's top-leading corner
    /// along the axis and the leading inset edge across it (content narrower than the
    /// container is centred, so its items start further in).
    public let content: ContentLayout
    /// The transitions the items' `transition` indices point into.
    public let transitions: [TransitionSpec]
    public let configuration: ScrollConfiguration
    let store: ItemStore
    /// Labels read so far, for finding items by what they show; shared by copies of the
    /// layout, as a label does not depend on where the scroll view is.
    private let labels = ItemLabelIndex()
    /// Whether some item holds views with effects or ids of their own (ScrollViewLayout+NestedViews.swift).
    var hasNestedViews = false
    let nestedCache = NestedViewCache()
    /// Whether some item's own `.id` names a view inside its layout modifiers (`idViewFrameProvider`).
    var hasIDViews = false
    /// Items with a `matchedGeometryEffect` (`MatchedGeometry`).
    var matchedItems: [MatchedItem] = []

    /// Extends the scroll view under the device's bars on these edges (`SceneLayout`'s safe-area
    /// pass): a larger frame, and the bars added to the insets unless `ignoresSafeArea` said
    /// otherwise, so its resting offset becomes −(bar + padding). The content's layout does
    /// not change: the space inside the insets is the same.
    mutating func extendUnderBars(_ bars: EdgeInsets) {
        frame = Rect(x: frame.minX - bars.leading, y: frame.minY - bars.top,
                     width: frame.width + bars.leading + bars.trailing, height: frame.height + bars.top + bars.bottom)
        let added = ignoredSafeEdges.removing(from: bars)
        metrics.containerSize = frame.size
        metrics.insets = metrics.insets + added
        barInsets = bars
    }

    /// Extends the scroll view under safe-area insets a `safeAreaPadding` or `safeAreaInset`
    /// around it added (it reached their edge while laid out inside them): a larger container,
    /// the insets added to its content's unless it ignores the safe area there.
    mutating func extendUnderSafeArea(_ added: EdgeInsets) {
        let size = metrics.containerSize
        metrics.containerSize = Size(width: size.width + added.leading + added.trailing, height: size.height + added.top + added.bottom)
        metrics.insets = metrics.insets + ignoredSafeEdges.removing(from: added)
    }

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
        simulation.sizeClasses = configuration.sizeClasses
        simulation.refreshThreshold = configuration.isRefreshable ? 60 : nil
        simulation.nestedViews = nestedViewsProvider
        simulation.idViewFrame = idViewFrameProvider
    }

    /// Where the view each item's own `.id` names is in the item (`ScrollSimulation.idViewFrame`):
    /// nil when no item's `.id` has layout modifiers after it.
    var idViewFrameProvider: ((Int) -> Rect?)? {
        guard hasIDViews else { return nil }
        let items = content.items, prototypes = store.prototypes
        return { index in
            guard items.indices.contains(index), items[index].content >= 0,
                  Int(items[index].content) < prototypes.rows.count else { return nil }
            return prototypes.idRect(of: items[index].content)
        }
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

    /// The first item (of the first `ItemLabelIndex.searchLimit`) whose label is `label`.
    public func index(ofItemLabelled label: String) -> Int? {
        labels.index(of: label, count: content.items.count) { (try? item(at: $0))??.label }
    }

    /// The item's label, actions and inner views; nil for an index out of range.
    public func item(at index: Int) throws -> ItemInfo? {
        guard content.items.indices.contains(index), let node = try store.node(at: index) else { return nil }
        let item = content.items[index]
        var views: [SceneView] = []
        if item.content >= 0, Int(item.content) < store.prototypes.rows.count {
            var walker = SceneViewWalker(relation: .inItem)
            try walker.walk(node, try placedRow(node, prototype: item.content), base: item.frame.origin)
            views = walker.views
            MatchedGeometry.applySources(to: &views)
        }
        var actions = ItemActions(of: node)
        for view in views where !view.actions.isEmpty { actions = actions.filling(from: view.actions) }
        let label = SceneViewWalker.label(of: node)
            ?? views.first(where: { $0.kind == "Text" })?.label
            ?? item.id.description
        return ItemInfo(index: index, id: item.id, frame: item.frame, label: label, actions: actions, views: views)
    }

    /// The row `node` of prototype `prototype` placed, its origin at zero: the prototype's
    /// tree, shared by every row of its shape, unless the row holds a `GeometryReader`: then the
    /// row is laid out again, as a reader's content is built per row and is not part of the
    /// shape (row 3's reader holds row 3's views, not the first row's).
    func placedRow(_ node: ViewNode, prototype: Int32) throws -> PlacedView {
        let row = store.prototypes[prototype]
        guard row.holdsReaderContent else {
            var placed = row.placed
            placed.origin = .zero
            return placed
        }
        var environment = row.environment
        environment.reportsScrollViews = false
        return try LayoutEngine().place(node, row.proposal, environment)
    }

    /// Whether the item's view holds reader modifiers or a `GeometryReader` (known from its
    /// prototype, without evaluating its row again).
    public func itemHasReaders(_ index: Int) -> Bool {
        guard content.items.indices.contains(index) else { return false }
        let prototype = content.items[index].content
        return prototype >= 0 && Int(prototype) < store.prototypes.rows.count && store.prototypes[prototype].hasReaders
    }

    /// Whether the readers pass looks into the item: it holds readers, or scroll views (whose
    /// own items may hold readers).
    public func itemNeedsReaderPlan(_ index: Int) -> Bool {
        guard content.items.indices.contains(index) else { return false }
        let prototype = content.items[index].content
        guard prototype >= 0 && Int(prototype) < store.prototypes.rows.count else { return false }
        return store.prototypes[prototype].hasReaders || store.prototypes.holdsScrollView(prototype)
    }

    /// What the readers pass walks in the item, frames in content coordinates (its natural
    /// frame); nil when nothing in the item takes part. Evaluates the item's row again.
    public func readerPlan(forItemAt index: Int) throws -> ReaderPlanNode? {
        guard itemNeedsReaderPlan(index), let node = try store.node(at: index) else { return nil }
        let item = content.items[index]
        var placed = store.prototypes[item.content].placed
        placed.origin = .zero
        var builder = ReaderPlanBuilder(numbersItemScrollViews: true)
        return try builder.plan(node, placed, base: item.frame.origin)
    }

    /// Whether the item is a `ForEach` row holding a scroll view (laid out on demand).
    public func itemHoldsScrollViews(at index: Int) -> Bool {
        guard rowsHoldScrollViews, store.sources.indices.contains(index), store.sources[index].run >= 0,
              index < content.items.count else { return false }
        let prototype = content.items[index].content
        return prototype >= 0 && Int(prototype) < store.prototypes.rows.count && store.prototypes[prototype].holdsScrollView
    }

    /// The scroll views inside item `index`, laid out as they are in the row: frames in this
    /// scroll view's content coordinates, keys under this one's (the row's id and their order),
    /// and those inside their own items built up front after them. Rows of a `ForEach` are
    /// evaluated and laid out again here, so a scene asks only for the rows on screen.
    public func scrollViews(inItemAt index: Int) throws -> [ScrollViewLayout] {
        guard content.items.indices.contains(index), let node = try store.node(at: index) else { return [] }
        let item = content.items[index]
        guard item.content >= 0, Int(item.content) < store.prototypes.rows.count else { return [] }
        let prototype = store.prototypes[item.content]
        var environment = prototype.environment
        environment.reportsScrollViews = true
        let engine = LayoutEngine()
        let placed = try engine.place(node, prototype.proposal, environment)
        var walker = SceneViewWalker(relation: .inItem)
        try walker.walk(node, placed, base: .zero)
        var found = [ScrollViewLayout]()
        for (ordinal, record) in walker.scrollViews.enumerated() {
            var layout = engine.scrollViews[record.engineIndex]
            layout.frame = record.frame.offsetBy(dx: item.frame.minX, dy: item.frame.minY)
            layout.adopt(record)
            layout.key = key.child(item: item.id, ordinal: ordinal)
            layout.itemInParent = index
            found.append(layout)
        }
        SceneLayout.appendNested(to: &found, from: engine, first: 0)
        return found
    }

    /// Takes what the walker read from the scroll view's own modifiers.
    mutating func adopt(_ record: SceneViewWalker.ScrollViewRecord) {
        id = record.id
        declaredIn = record.declaredIn
        kind = record.kind
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

/// A container of items (a lazy stack, a grid) with gestures of its own: the items it holds.
public struct GestureContainer {
    public var items: Range<Int>
    public var actions: ItemActions
    /// What it is in Swift (`LazyVStack`).
    public var kind: String

    /// The container as a touch passes through it on its way out from an item.
    public var view: SceneView {
        SceneView(kind: kind, id: nil, label: nil, frame: .zero, contentFrame: .zero, depth: 0, actions: actions,
                  relation: .inItem, scrollViewIndex: nil)
    }
}

/// A scroll view found inside an item: the engine's index for it and where it sits in the item.
struct NestedScrollView {
    var engineIndex: Int
    var item: Int
    var frameInItem: Rect
    var id: ItemID?
    var declaredIn: String?
    var kind: String
}
