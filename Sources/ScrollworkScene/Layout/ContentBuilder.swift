import ScrollworkCore

/// Lays out a scroll view's content into the core's flat list of items.
///
/// The content is an implicit stack along the scroll axis. Item containers are opened
/// into items: the implicit stack, a stack or grid that is lazy or marked
/// `scrollTargetLayout()` (or holds one), and a stack or grid that is the only child of a
/// plain stack that was opened (`ScrollView { VStack { rows } }`). Their flattened children
/// (ForEach elements, section headers, rows, footers) are the items; anything else is one item. Rows are measured through the shared prototypes
/// and placed by running sums, in one pass, so a million rows cost a million look-ups.
final class ContentBuilder {
    let engine: LayoutEngine
    let axis: Axis
    // Appended to once per row, each access complete before the next: exempt from run-time
    // exclusivity checks, which cost a million rows a tenth of their layout.
    @exclusivity(unchecked) private var items: [LayoutItem] = []
    @exclusivity(unchecked) private var sources: [ItemSource] = []
    private var runs: [RowRun] = []
    private var keptNodes: [ViewNode] = []
    private var transitions = TransitionTable()
    private var nested: [NestedScrollView] = []
    private var containers: [ReaderContainer] = []
    private var gestureContainers: [GestureContainer] = []
    /// Items with a `matchedGeometryEffect`, in layout order.
    private var matchedItems: [MatchedItem] = []
    /// Items with readers that a plain (not lazy) stack holds: SwiftUI builds them whether shown or not.
    private var eagerReaders: [Int] = []
    /// Whether the container being expanded builds its children lazily (a lazy stack or grid).
    private var inLazyContainer = false
    /// Set when some `ForEach` row holds a scroll view (see `ScrollViewLayout.rowsHoldScrollViews`).
    private var rowsHoldScrollViews = false
    /// Set when some item holds views with effects or ids of their own.
    private var hasNestedViews = false
    /// Set when some item's own `.id` names a view inside its layout modifiers.
    private var hasIDViews = false
    private var nesting = 0
    /// The items that are custom layouts, in item order, with where the container holding each
    /// placed it (`placeCustomLayoutItems`), and how many are not placed yet.
    private var customLayoutItems: [CustomLayoutItem] = []
    private var unplacedCustomLayoutItems = 0

    private struct CustomLayoutItem {
        var index: Int
        /// A `ForEach` row, whose scroll views are laid out when it is on screen.
        var isRow: Bool
        var origin: Point?
    }

    /// Remembers which top-level `ForEach` of a `visit` call the current rows belong to.
    private struct RunTracker {
        var top: ChildFlattener.TopForEach?
        var run: Int32 = -1
    }

    init(engine: LayoutEngine, axis: Axis) {
        self.engine = engine
        self.axis = axis
    }

    func build(_ children: [ViewNode], containerSize: Size, insets: EdgeInsets,
               environment: LayoutEnvironment) throws -> ScrollViewLayout {
        var contentEnvironment = environment
        contentEnvironment.container = Size(width: max(0, containerSize.width - insets.leading - insets.trailing),
                                            height: max(0, containerSize.height - insets.top - insets.bottom))
        let declared = try ChildFlattener.declaredRows(children)
        guard declared <= ForEachNode.rowLimit else {
            throw SceneLayoutError.tooManyItems(limit: ForEachNode.rowLimit)
        }
        // Each declared row is an item (or more): room for them at once spares copying a
        // million items each time the arrays outgrow their storage.
        items.reserveCapacity(declared)
        sources.reserveCapacity(declared)
        contentEnvironment.safeArea = .zero
        contentEnvironment.collapsingTopInset = 0
        contentEnvironment.reportsScrollViews = false
        contentEnvironment.stackAxis = nil
        let available = contentEnvironment.container.across(axis)
        let root = ViewNode(.stack(StackNode(axis == .vertical ? .vertical : .horizontal), children: children))
        let size = try expand(root, 0, Proposal(axis: axis, along: nil, across: available), contentEnvironment,
                              isTargetLayout: false)
        guard size.width.isFinite, size.height.isFinite else { throw SceneLayoutError.infiniteContent(axis: axis) }
        if let bad = items.first(where: { !$0.frame.isFinite }) { throw SceneLayoutError.nonFiniteFrame(bad.id) }
        // Content narrower than the container is centred across it, as SwiftUI does.
        let centring = max(0, available - size.across(axis)) * 0.5
        if centring > 0 { shift(from: 0, by: axis.point(along: 0, across: centring)) }
        var metrics = ScrollMetrics(axis: axis, containerSize: containerSize, contentSize: size, insets: insets)
        if let anchor = environment.configuration.alignmentAnchor { metrics.alignment = axis == .vertical ? anchor.y : anchor.x }
        try placeCustomLayoutItems()
        MatchedItem.applySources(matchedItems, to: &items)
        let content = ContentLayout(axis: axis, items: items, contentSize: size)
        var layout = ScrollViewLayout(metrics: metrics, content: content, transitions: transitions.specs,
                                      configuration: environment.configuration,
                                      store: ItemStore(sources: sources, runs: runs, keptNodes: keptNodes,
                                                       prototypes: engine.prototypes))
        layout.nested = nested
        layout.readerContainers = containers
        layout.gestureContainers = gestureContainers
        layout.eagerReaderItems = eagerReaders
        layout.rowsHoldScrollViews = rowsHoldScrollViews
        layout.hasNestedViews = hasNestedViews
        layout.hasIDViews = hasIDViews
        layout.matchedItems = matchedItems
        return layout
    }

    /// Lays out an item container with its first `depth` modifiers applied (the implicit root
    /// has none), appending its items with frames relative to its origin; returns its size.
    /// As in `LayoutEngine`, the modifiers are a loop going in and one coming out.
    private func expand(_ node: ViewNode, _ depth: Int, _ proposal: Proposal, _ environment: LayoutEnvironment,
                        isTargetLayout: Bool) throws -> Size {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= LayoutEngine.nestingLimit else { throw SceneLayoutError.tooDeep(limit: LayoutEngine.nestingLimit) }
        var layers = [ModifierLayer]()
        layers.reserveCapacity(depth)
        var proposal = proposal, environment = environment, isTargetLayout = isTargetLayout
        for index in stride(from: depth - 1, through: 0, by: -1) {
            let modifier = node.modifiers[index].sanitized
            var inner = environment.applying(modifier)
            if case .scrollTargetLayout = modifier { isTargetLayout = true }
            // Overlays, backgrounds and aspect ratios on an item container change no item.
            var childProposal = LayoutEngine.childProposal(of: modifier, proposal, environment)
            let safeArea = try SafeAreaLayout.entering(modifier, node, index: index, proposal, environment,
                                                       measure: { try self.engine.size($0, $1, $2) })
            if let safeArea { (childProposal, inner) = SafeAreaLayout.inner(safeArea, proposal, inner) }
            layers.append(ModifierLayer(modifier: modifier, environment: environment, childProposal: childProposal, index: index,
                                        safeArea: safeArea))
            proposal = childProposal
            environment = inner
        }
        let first = items.count
        var size = try expandContent(node, proposal, environment, isTargetLayout: isTargetLayout)
        var readers = ContainerReaders()
        func move(_ delta: Point) {
            shift(from: first, by: delta)
            readers.shift(by: delta)
        }
        for layer in layers.reversed() {
            switch layer.modifier {
            case .frame(let width, let height, let alignment):
                let outer = Size(width: width ?? size.width, height: height ?? size.height)
                move(aligned(size, in: outer, alignment))
                size = outer
            case .flexibleFrame(let frame):
                let outer = frame.size(child: size, proposal: layer.childProposal)
                move(aligned(size, in: outer, frame.alignment))
                size = outer
            case .padding(let insets):
                move(Point(x: insets.leading, y: insets.top))
                size = Size(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
            case .containerRelativeFrame(let frame):
                let (width, height) = LayoutEngine.containerLengths(frame, layer.environment)
                let outer = Size(width: width ?? size.width, height: height ?? size.height)
                move(aligned(size, in: outer, frame.alignment))
                size = outer
            case .offset(let x, let y):
                move(Point(x: x, y: y))
            case .position(let x, let y):
                move(LayoutEngine.centred(size, at: x, y))
                size = layer.childProposal.replacingUnspecified(with: LeafLayout.unproposedShapeLength)
            case .safeAreaPadding, .safeAreaInset:
                // An item container's inset view is not an item: only the room it takes is laid out.
                if let safe = layer.safeArea {
                    let answer = SafeAreaLayout.answer(safe, child: size)
                    move(answer.shift)
                    size = answer.size
                }
            case .reader(let hook):
                readers.hook(hook, size: size)
            case .background(let view, let alignment), .overlay(let view, let alignment):
                try readers.decoration(view, alignment, size: size, environment: layer.environment, engine: engine)
            default:
                break
            }
        }
        if !readers.isEmpty, first < items.count {
            engine.noteReaders()
            containers.append(readers.container(items: first..<items.count, anchor: items[first].frame.origin, size: size))
        }
        // A gesture on a container of items (`LazyVStack { … }.onTapGesture`) is every item's
        // ancestor: a touch on an item with none of its own reaches it.
        let actions = ItemActions(of: node)
        if !actions.isEmpty, first < items.count {
            gestureContainers.append(GestureContainer(items: first..<items.count, actions: actions,
                                                      kind: SceneViewWalker.kindName(of: node)))
        }
        return size
    }

    /// An item container's content, inside all its modifiers.
    private func expandContent(_ node: ViewNode, _ proposal: Proposal, _ environment: LayoutEnvironment,
                               isTargetLayout: Bool) throws -> Size {
        switch node.content {
        case .stack(let stack, let children):
            if let stackAxis = stack.axis {
                return try expandStack(stack, stackAxis, children, proposal, environment, isTargetLayout: isTargetLayout)
            }
        case .grid(let grid, let children):
            return try expandGrid(grid, children, proposal, environment, isTargetLayout: isTargetLayout)
        default:
            break
        }
        var tracker = RunTracker()
        let flat = FlatChild(node: node, elementID: nil, role: .plain)
        let origin = ChildFlattener.ChildOrigin(top: nil, element: 0, ordinal: 0)
        return try leaf(flat, origin, &tracker, proposal, environment, isTargetLayout: isTargetLayout, pinned: [])
    }

    private func expandStack(_ stack: StackNode, _ stackAxis: Axis, _ children: [ViewNode], _ proposal: Proposal,
                             _ environment: LayoutEnvironment, isTargetLayout: Bool) throws -> Size {
        let wasLazy = inLazyContainer
        inLazyContainer = stack.isLazy
        defer { inLazyContainer = wasLazy }
        var childEnvironment = environment
        childEnvironment.stackAxis = stackAxis
        let spacing = stack.spacing ?? LeafLayout.defaultSpacing
        let across = proposal.across(stackAxis)
        let fixedCross = stack.isLazy ? across.flatMap { $0.isFinite ? $0 : nil } : nil
        let fraction = stack.alignment.fraction(on: stackAxis.cross)
        // A plain stack's only stack or grid child is opened too (`ScrollView { VStack { rows } }`);
        // the children of a lazy stack or target layout are items whatever they are.
        let soleChild = !stack.isLazy && !isTargetLayout && children.count == 1 && Self.isStackOrGrid(children[0])
        // Read once: the closures below run once per row, and reading it from the captured
        // stack there copied the whole `StackNode` (a custom layout's object with it) each time.
        let pinned = stack.pinnedViews
        var tracker = RunTracker()
        var starts = [Double](), sizes = [Size](), firsts = [Int]()

        if let offered = proposal.along(stackAxis) {
            // A length along the axis: share it as a stack does, then open the children in order.
            var flat = [(FlatChild, ChildFlattener.ChildOrigin)]()
            try ChildFlattener.visit(children) { flat.append(($0, $1)) }
            var proposals = [Proposal](repeating: .unspecified, count: flat.count)
            sizes = try StackPlan.sizes(
                count: flat.count, spacing: spacing, along: offered,
                priority: { flat[$0].0.node.layoutPriority },
                lengths: { index in
                    let node = flat[index].0.node
                    let low = try self.engine.size(node, Proposal(axis: stackAxis, along: 0, across: across), childEnvironment)
                    let high = try self.engine.size(node, Proposal(axis: stackAxis, along: .infinity, across: across), childEnvironment)
                    return (low.along(stackAxis), high.along(stackAxis))
                },
                measure: { index, along in
                    proposals[index] = Proposal(axis: stackAxis, along: along, across: across)
                    return try self.engine.size(flat[index].0.node, proposals[index], childEnvironment)
                }, axis: stackAxis)
            starts = StackPlan.positions(sizes, spacing: spacing, axis: stackAxis).starts
            for index in flat.indices {
                firsts.append(items.count)
                sizes[index] = try child(flat[index].0, flat[index].1, &tracker, proposals[index], childEnvironment,
                                         isTargetLayout: isTargetLayout, pinned: pinned, soleChild: soleChild)
            }
        } else if let crossLength = fixedCross {
            // A lazy stack along the scroll axis, as wide as offered: each child is placed as
            // soon as it is laid out, keeping no per-child arrays (a million rows would need three).
            var along = 0.0, count = 0
            let childProposal = Proposal(axis: stackAxis, along: nil, across: across)
            try ChildFlattener.visit(children) { flat, origin in
                if count > 0 { along += spacing }
                count += 1
                let first = items.count
                let size = try child(flat, origin, &tracker, childProposal, childEnvironment,
                                     isTargetLayout: isTargetLayout, pinned: pinned, soleChild: soleChild)
                shift(first..<items.count,
                      by: stackAxis.point(along: along, across: (crossLength - size.across(stackAxis)) * fraction))
                along += size.along(stackAxis)
            }
            return stackAxis.size(along: along, across: crossLength)
        } else {
            // No length along the axis (the scroll axis): one pass, each child at its ideal length.
            var along = 0.0
            let childProposal = Proposal(axis: stackAxis, along: nil, across: across)
            try ChildFlattener.visit(children) { flat, origin in
                if !sizes.isEmpty { along += spacing }
                firsts.append(items.count)
                let size = try child(flat, origin, &tracker, childProposal, childEnvironment,
                                     isTargetLayout: isTargetLayout, pinned: pinned, soleChild: soleChild)
                starts.append(along)
                sizes.append(size)
                along += size.along(stackAxis)
            }
        }
        let length = starts.last.map { $0 + (sizes.last?.along(stackAxis) ?? 0) } ?? 0
        let crossLength = fixedCross ?? (sizes.map { $0.across(stackAxis) }.max() ?? 0)
        firsts.append(items.count)
        for index in sizes.indices {
            let offset = stackAxis.point(along: starts[index], across: (crossLength - sizes[index].across(stackAxis)) * fraction)
            shift(firsts[index]..<firsts[index + 1], by: offset)
        }
        return stackAxis.size(along: length, across: crossLength)
    }

    private func expandGrid(_ grid: GridNode, _ children: [ViewNode], _ proposal: Proposal,
                            _ environment: LayoutEnvironment, isTargetLayout: Bool) throws -> Size {
        let wasLazy = inLazyContainer
        inLazyContainer = true
        defer { inLazyContainer = wasLazy }
        let childEnvironment = LayoutEngine.detached(environment)
        var flow = GridFlow(grid: grid, crossProposal: proposal.across(grid.axis))
        var tracker = RunTracker()
        let place: GridFlow.Place = { token, origin in
            self.items[token].frame.origin = origin
            self.notePlaces(token..<token + 1, origin)
        }
        try ChildFlattener.visit(children) { flat, origin in
            let isLine = flat.role != .plain
            let index = items.count
            let size = try leaf(flat, origin, &tracker, isLine ? flow.lineProposal : flow.cellProposal, childEnvironment,
                                isTargetLayout: isTargetLayout, pinned: grid.pinnedViews)
            if isLine { try flow.addLine(index, size, place: place) } else { try flow.addCell(index, size, place: place) }
        }
        return try flow.finish(place: place)
    }

    private func child(_ flat: FlatChild, _ origin: ChildFlattener.ChildOrigin, _ tracker: inout RunTracker,
                       _ proposal: Proposal, _ environment: LayoutEnvironment, isTargetLayout: Bool,
                       pinned: PinnedViews, soleChild: Bool) throws -> Size {
        // A stack given an `.id` is one thing (a card), not a wrapper of rows.
        if Self.isItemContainer(flat.node) || (soleChild && Self.isStackOrGrid(flat.node) && SceneViewWalker.explicitID(flat.node) == nil) {
            return try expand(flat.node, flat.node.modifiers.count, proposal, environment, isTargetLayout: false)
        }
        return try leaf(flat, origin, &tracker, proposal, environment, isTargetLayout: isTargetLayout, pinned: pinned)
    }

    /// Appends one item, measured through the shared prototypes, at the origin.
    private func leaf(_ flat: FlatChild, _ origin: ChildFlattener.ChildOrigin, _ tracker: inout RunTracker,
                      _ proposal: Proposal, _ environment: LayoutEnvironment, isTargetLayout: Bool,
                      pinned: PinnedViews) throws -> Size {
        guard items.count < ForEachNode.rowLimit else { throw SceneLayoutError.tooManyItems(limit: ForEachNode.rowLimit) }
        let prototypes = engine.prototypes
        let prototype = try prototypes.prototype(for: flat.node, proposal, environment, engine: engine)
        let size = prototypes.size(of: prototype)
        var flags: LayoutItem.Flags = isTargetLayout ? [.scrollTarget] : []
        var explicitID: ItemID?
        var transition: Int32 = -1
        let modifiers = flat.node.modifiers
        // Indexing rather than `for … in` spares a copy of each (large) modifier per row.
        for position in modifiers.indices {
            switch modifiers[position] {
            case .id(let id): explicitID = id
            case .scrollTarget: flags.insert(.scrollTarget)
            case .sticky(let edges, let isActive) where isActive:
                if !edges.isDisjoint(with: [.top, .leading]) { flags.insert(.stickyTop) }
                if !edges.isDisjoint(with: [.bottom, .trailing]) { flags.insert(.stickyBottom) }
            case .scrollTransition(let modifier): transition = transitions.index(for: modifier)
            case .matchedGeometry(let geometry): matchedItems.append(MatchedItem(index: items.count, geometry: geometry))
            default: break
            }
        }
        if flat.role == .header && pinned.contains(.sectionHeaders) { flags.insert(.stickyTop) }
        if flat.role == .footer && pinned.contains(.sectionFooters) { flags.insert(.stickyBottom) }
        let id = explicitID ?? flat.elementID ?? .string("#\(items.count)")
        if !inLazyContainer, prototypes.hasReaders(prototype) { eagerReaders.append(items.count) }
        if !hasNestedViews, prototypes.hasNestedViews(prototype) { hasNestedViews = true }
        if !hasIDViews, explicitID != nil, prototypes.idRect(of: prototype) != nil { hasIDViews = true }
        items.append(LayoutItem(id: id, frame: Rect(origin: .zero, size: size), flags: flags,
                                transition: transition, content: prototype))
        if flat.node.isCustomLayout {
            customLayoutItems.append(CustomLayoutItem(index: items.count - 1, isRow: origin.top != nil))
            unplacedCustomLayoutItems += 1
        }
        sources.append(source(for: flat, origin, &tracker))
        if origin.top == nil {
            if Self.containsScrollView(flat.node) {
                try recordNestedScrollViews(in: flat.node, item: items.count - 1, proposal, environment)
            }
        } else if !rowsHoldScrollViews, prototypes.holdsScrollView(prototype) {
            rowsHoldScrollViews = true
        }
        return size
    }

    /// Lays out the scroll views inside an item built up front (a carousel among the rows), so
    /// they are reported too. Rows of a `ForEach` are skipped: a million rows would mean a
    /// million scroll views, and their views are not kept; their scroll views are laid out when
    /// the row is on screen (`ScrollViewLayout.scrollViews(inItemAt:)`).
    private func recordNestedScrollViews(in node: ViewNode, item: Int, _ proposal: Proposal,
                                         _ environment: LayoutEnvironment) throws {
        var reporting = environment
        reporting.reportsScrollViews = true
        let placed = try engine.place(node, proposal, reporting)
        var walker = SceneViewWalker(relation: .inItem)
        try walker.walk(node, placed, base: .zero)
        for record in walker.scrollViews {
            nested.append(NestedScrollView(engineIndex: record.engineIndex, item: item, frameInItem: record.frame,
                                           id: record.id, declaredIn: record.declaredIn, kind: record.kind))
        }
    }

    /// Whether a scroll view is in the view, looking through containers and decorations but
    /// not into `ForEach` rows.
    static func containsScrollView(_ node: ViewNode) -> Bool {
        for modifier in node.modifiers {
            switch modifier {
            case .overlay(let view, _), .background(let view, _):
                if containsScrollView(view) { return true }
            case .safeAreaInset(let inset):
                if containsScrollView(inset.view) { return true }
            default:
                break
            }
        }
        switch node.content {
        case .scrollView:
            return true
        case .stack(_, let children), .grid(_, let children), .group(let children), .button(let children, _):
            return children.contains(where: containsScrollView)
        case .section(let section):
            return (section.header + section.content + section.footer).contains(where: containsScrollView)
        default:
            return false
        }
    }

    private func source(for flat: FlatChild, _ origin: ChildFlattener.ChildOrigin, _ tracker: inout RunTracker) -> ItemSource {
        guard let top = origin.top else {
            keptNodes.append(flat.node)
            return ItemSource(run: -1, element: Int32(clamping: keptNodes.count - 1), ordinal: 0)
        }
        if top !== tracker.top {
            runs.append(RowRun(forEach: top.forEach, modifiers: top.modifiers))
            tracker = RunTracker(top: top, run: Int32(clamping: runs.count - 1))
        }
        return ItemSource(run: tracker.run, element: Int32(clamping: origin.element), ordinal: Int32(clamping: origin.ordinal))
    }

    private func shift(from first: Int, by delta: Point) {
        shift(first..<items.count, by: delta)
    }

    private func shift(_ range: Range<Int>, by delta: Point) {
        if unplacedCustomLayoutItems > 0 { notePlaces(range, delta) }
        guard delta.x != 0 || delta.y != 0 else { return }
        for index in range {
            items[index].frame.origin.x += delta.x
            items[index].frame.origin.y += delta.y
        }
    }

    /// An item's first move (from (0, 0), where it is made) is its container placing it: where
    /// it is in its parent, which a custom layout's bounds start at. The custom layouts in the
    /// range are found by bisection, as they are in item order: a stack of 10,000 of them,
    /// placed one by one, looked through all those not placed yet at each.
    private func notePlaces(_ range: Range<Int>, _ origin: Point) {
        var low = 0, high = customLayoutItems.count
        while low < high {
            let middle = (low + high) / 2
            if customLayoutItems[middle].index < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        for position in low..<customLayoutItems.count {
            guard customLayoutItems[position].index < range.upperBound else { break }
            guard customLayoutItems[position].origin == nil else { continue }
            customLayoutItems[position].origin = origin
            unplacedCustomLayoutItems -= 1
        }
    }

    /// Places the subviews of each item that is a custom layout, waiting until now, so its
    /// `placeSubviews` gets bounds where it is (`LayoutEngine.placeCustomSubviews`).
    private func placeCustomLayoutItems() throws {
        let prototypes = engine.prototypes
        for item in customLayoutItems {
            let placed = try prototypes.prototype(items[item.index].content, at: item.origin ?? .zero, engine: engine)
            items[item.index].content = placed
            if item.isRow, !rowsHoldScrollViews, prototypes.holdsScrollView(placed) { rowsHoldScrollViews = true }
        }
    }

    static func isStackOrGrid(_ node: ViewNode) -> Bool {
        switch node.content {
        case .stack(let stack, _): return stack.axis != nil
        case .grid: return true
        default: return false
        }
    }

    /// Whether the node's children, rather than the node, are items.
    static func isItemContainer(_ node: ViewNode) -> Bool {
        let children: [ViewNode]
        switch node.content {
        case .stack(let stack, let nodes):
            guard stack.axis != nil else { return false }
            if stack.isLazy { return true }
            children = nodes
        case .grid:
            return true
        default:
            return false
        }
        if node.modifiers.contains(where: { if case .scrollTargetLayout = $0 { return true }; return false }) { return true }
        return children.contains(where: holdsItemContainer)
    }

    private static func holdsItemContainer(_ node: ViewNode) -> Bool {
        switch node.content {
        case .group(let nodes): return nodes.contains(where: holdsItemContainer)
        case .section(let section): return (section.header + section.content + section.footer).contains(where: holdsItemContainer)
        default: return isItemContainer(node)
        }
    }
}
