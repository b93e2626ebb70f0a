import ScrollworkCore

/// SwiftUI's proposal/response layout over `ViewNode` trees.
///
/// A parent proposes a size (nil on an axis: "your ideal"), the child answers with its
/// size, and the parent places it. Modifiers are layers around the content, applied from
/// the outermost in. One code path serves measuring (`placing: false`) and placing.
final class LayoutEngine {
    /// Laid-out rows shared by structurally identical rows (see `RowPrototypes`).
    let prototypes = RowPrototypes()
    /// Scroll views laid out while placing, in the order they were met.
    private(set) var scrollViews: [ScrollViewLayout] = []
    /// Views being laid out, one inside the other (a view's modifiers are loops, not levels).
    var nesting = 0
    /// Set once a reader modifier or a `GeometryReader` was placed: the scene has a readers plan.
    private(set) var metReaders = false

    /// A reader modifier met outside the engine's own placing: on an item container of scroll
    /// content, which `ContentBuilder` lays out (`.alert` on the stack a scroll view holds).
    func noteReaders() { metReaders = true }
    /// Deeper trees are refused rather than allowed to exhaust the stack.
    static let nestingLimit = 512

    func size(_ node: ViewNode, _ proposal: Proposal, _ environment: LayoutEnvironment) throws -> Size {
        try layer(node, node.modifiers.count, proposal, environment, placing: false).size
    }

    /// Lays out and places a view on its own, at (0, 0).
    func place(_ node: ViewNode, _ proposal: Proposal, _ environment: LayoutEnvironment) throws -> PlacedView {
        var placed = try layer(node, node.modifiers.count, proposal, environment, placing: true)
        try placeCustomSubviews(of: &placed, at: .zero)
        return placed
    }

    /// Places the subviews of a view laid out on its own, a custom layout waiting for its place:
    /// `origin` is its place in its parent (a scroll view's item in the stack holding it), where
    /// its bounds start; the placed view's own origin stays at (0, 0).
    func placeCustomSubviews(of placed: inout PlacedView, at origin: Point) throws {
        placed.origin = origin
        try placeCustomSubviews(of: &placed, parentOrigin: .zero)
        placed.origin = .zero
    }

    func layout(_ node: ViewNode, _ proposal: Proposal, _ environment: LayoutEnvironment, placing: Bool) throws -> PlacedView {
        try layer(node, node.modifiers.count, proposal, environment, placing: placing)
    }

    /// The view with its first `depth` modifiers applied. The proposal each modifier makes
    /// is worked out going in, the content is laid out, and each modifier's answer is made
    /// going out again: two loops, so a view with thousands of modifiers nests no deeper
    /// than one without.
    private func layer(_ node: ViewNode, _ depth: Int, _ proposal: Proposal, _ environment: LayoutEnvironment,
                       placing: Bool) throws -> PlacedView {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.nestingLimit else { throw SceneLayoutError.tooDeep(limit: Self.nestingLimit) }
        var layers = [ModifierLayer]()
        layers.reserveCapacity(depth)
        var proposal = proposal, environment = environment
        for index in stride(from: depth - 1, through: 0, by: -1) {
            let modifier = node.modifiers[index].sanitized
            var inner = environment.applying(modifier)
            let childProposal: Proposal
            var safeArea: SafeAreaLayer?
            if let safe = try SafeAreaLayout.entering(modifier, node, index: index, proposal, environment,
                                                      measure: { try self.size($0, $1, $2) }) {
                (childProposal, inner) = SafeAreaLayout.inner(safe, proposal, inner)
                safeArea = safe
            } else if case .aspectRatio(let ratio, let mode) = modifier {
                // The ideal size is the inner layers laid out on their own: nesting, counted as such.
                let needsIdeal = ratio == nil || (proposal.width == nil && proposal.height == nil)
                let ideal = needsIdeal ? try layer(node, index, .unspecified, inner, placing: false).size : nil
                childProposal = AspectRatioLayout.childProposal(ratio: ratio, mode: mode, proposal: proposal, ideal: ideal)
            } else {
                childProposal = Self.childProposal(of: modifier, proposal, environment)
            }
            layers.append(ModifierLayer(modifier: modifier, environment: environment, childProposal: childProposal, index: index,
                                        safeArea: safeArea))
            proposal = childProposal
            environment = inner
        }
        var placed = try content(node.content, proposal, environment, placing: placing)
        // The content has put its children in their places: custom layouts among them can place theirs.
        if placing {
            for index in placed.children.indices { try placeCustomSubviews(of: &placed.children[index], parentOrigin: .zero) }
        }
        // The view a transition is attached to: what is drawn before the first layer written after it.
        var transitionLayers = placing ? Self.transitionLayers(node, depth: depth) : nil
        for layer in layers.reversed() {
            if let inside = transitionLayers, layer.index >= inside {
                placed.transitionRect = Self.drawnRect(placed)
                transitionLayers = nil
            }
            placed = try answer(layer, placed, placing: placing)
            if placing, case .reader = layer.modifier {
                metReaders = true
                placed.hookFrames.append(HookFrame(modifier: layer.index, rect: Rect(origin: .zero, size: placed.size)))
            }
            if placing, case .id = layer.modifier {
                // The named view's layout frame: its offsets, inside the `.id` or outside, are
                // effects that move what is drawn (which the item's effects carry), not its frame.
                placed.idRect = Rect(origin: .zero, size: placed.size)
            }
            if placing, case .listCell = layer.modifier { placed.idRect = nil }
        }
        // An offset moves the view drawn off its layout frame: kept, as an item's frame is its layout frame.
        if let rect = placed.idRect, placed.drawOffset == .zero, rect == Rect(origin: .zero, size: placed.size) {
            placed.idRect = nil
        }
        if placed.transitionRect == Self.drawnRect(placed) { placed.transitionRect = nil }
        return placed
    }

    /// Where the view laid out so far is drawn, in its own coordinates: offsets move it.
    private static func drawnRect(_ placed: PlacedView) -> Rect {
        Rect(origin: Point(x: placed.drawOffset.dx, y: placed.drawOffset.dy), size: placed.size)
    }

    /// How many of the node's first `depth` modifiers its last transition is written after,
    /// when some are written after it too; nil otherwise (the transition is on the whole view).
    private static func transitionLayers(_ node: ViewNode, depth: Int) -> Int? {
        for modifier in node.modifiers[..<depth].reversed() {
            guard case .scrollTransition(let transition) = modifier else { continue }
            return transition.layersInside
        }
        return nil
    }

    /// What a modifier proposes to the view inside it when that depends only on what it is
    /// offered and where it is: frames, padding, container-relative frames and fixed sizes
    /// change the proposal; every other modifier passes it on. (`aspectRatio`, which must lay
    /// out what is inside first, is the layout's own.)
    static func childProposal(of modifier: ViewModifier, _ proposal: Proposal, _ environment: LayoutEnvironment) -> Proposal {
        switch modifier {
        case .frame(let width, let height, _):
            return Proposal(width: width ?? proposal.width, height: height ?? proposal.height)
        case .flexibleFrame(let frame):
            return frame.childProposal(proposal)
        case .padding(let insets):
            return proposal.inset(by: insets)
        case .containerRelativeFrame(let frame):
            let (width, height) = containerLengths(frame, environment)
            return Proposal(width: width ?? proposal.width, height: height ?? proposal.height)
        case .fixedSize(let axes):
            return Proposal(width: axes.contains(.horizontal) ? nil : proposal.width,
                            height: axes.contains(.vertical) ? nil : proposal.height)
        default:
            return proposal
        }
    }

    /// One modifier's answer, given what the view inside it answered.
    private func answer(_ layer: ModifierLayer, _ child: PlacedView, placing: Bool) throws -> PlacedView {
        var placed = child
        switch layer.modifier {
        case .frame(let width, let height, let alignment):
            return Self.wrap(placed, Size(width: width ?? placed.size.width, height: height ?? placed.size.height), alignment)
        case .flexibleFrame(let frame):
            return Self.wrap(placed, frame.size(child: placed.size, proposal: layer.childProposal), frame.alignment)
        case .padding(let insets):
            placed.shiftContents(by: Point(x: insets.leading, y: insets.top))
            placed.size = Size(width: placed.size.width + insets.leading + insets.trailing,
                               height: placed.size.height + insets.top + insets.bottom)
            return placed
        case .containerRelativeFrame(let frame):
            let (width, height) = Self.containerLengths(frame, layer.environment)
            return Self.wrap(placed, Size(width: width ?? placed.size.width, height: height ?? placed.size.height), frame.alignment)
        case .offset(let x, let y):
            placed.shiftContents(by: Point(x: x, y: y))
            placed.idRect = placed.idRect?.offsetBy(dx: -x, dy: -y)
            placed.drawOffset = Vector(dx: placed.drawOffset.dx + x, dy: placed.drawOffset.dy + y)
            return placed
        case .position(let x, let y):
            placed.shiftContents(by: Self.centred(placed.size, at: x, y))
            placed.size = layer.childProposal.replacingUnspecified(with: LeafLayout.unproposedShapeLength)
            return placed
        case .safeAreaPadding, .safeAreaInset:
            guard let safe = layer.safeArea else { return placed }
            let (size, shift) = SafeAreaLayout.answer(safe, child: placed.size)
            let region = Rect(origin: shift, size: placed.size)
            placed.shiftContents(by: shift)
            placed.size = size
            if placing && !safe.extendsUnder { extendScrollViews(in: &placed, reaching: region, by: safe.added) }
            if placing, case .safeAreaInset(let inset) = layer.modifier {
                var view = try self.layout(inset.view, safe.insetProposal, Self.detached(layer.environment), placing: true)
                view.origin = SafeAreaLayout.insetOrigin(inset, safe, in: size)
                try placeCustomSubviews(of: &view, parentOrigin: .zero)
                placed.children.append(view)
            }
            return placed
        case .overlay(let view, let alignment), .background(let view, let alignment):
            if placing {
                var decoration = try self.layout(view, Proposal(placed.size), Self.detached(layer.environment), placing: true)
                decoration.origin = aligned(decoration.size, in: placed.size, alignment)
                try placeCustomSubviews(of: &decoration, parentOrigin: .zero)
                placed.children.append(decoration)
            }
            return placed
        default:
            return placed
        }
    }

    /// Extends the reported scroll views inside `view` whose frames reach an edge of `region`
    /// (the view inside a safe-area layer) under the insets added there, as a scroll view in
    /// a stack reaches under a bar: a larger frame, the insets added to its content's.
    private func extendScrollViews(in view: inout PlacedView, reaching region: Rect, by added: EdgeInsets) {
        var pending: [(path: [Int], origin: Point)] = [([], .zero)]
        while let (path, origin) = pending.popLast() {
            let current = path.reduce(view) { $0.children[$1] }
            for (number, child) in current.children.enumerated() where path.count < Self.nestingLimit {
                pending.append((path + [number], Point(x: origin.x + child.origin.x, y: origin.y + child.origin.y)))
            }
            guard let index = current.scrollIndex, let frame = current.scrollFrame, scrollViews.indices.contains(index) else { continue }
            let onLayer = frame.offsetBy(dx: origin.x, dy: origin.y)
            let reach = EdgeInsets(top: abs(onLayer.minY - region.minY) < 0.5 ? added.top : 0,
                                   leading: abs(onLayer.minX - region.minX) < 0.5 ? added.leading : 0,
                                   bottom: abs(onLayer.maxY - region.maxY) < 0.5 ? added.bottom : 0,
                                   trailing: abs(onLayer.maxX - region.maxX) < 0.5 ? added.trailing : 0)
            guard reach != .zero else { continue }
            scrollViews[index].extendUnderSafeArea(reach)
            PlacedView.update(&view, at: path[...]) { $0.extendScrollFrame(by: reach) }
        }
    }

    /// The lengths a `containerRelativeFrame` sets, on the axes it names.
    static func containerLengths(_ frame: ContainerRelativeFrame, _ environment: LayoutEnvironment) -> (Double?, Double?) {
        let width = frame.axes.contains(.horizontal) ? frame.length(container: environment.container.width, axis: .horizontal) : nil
        let height = frame.axes.contains(.vertical) ? frame.length(container: environment.container.height, axis: .vertical) : nil
        return (width, height)
    }

    /// Where a view of `size` starts when `position(x:y:)` centres it at that point.
    static func centred(_ size: Size, at x: Double, _ y: Double) -> Point {
        Point(x: x - size.width / 2, y: y - size.height / 2)
    }

    /// A layer that sizes itself to `size` and places its child by `alignment` inside.
    private static func wrap(_ child: PlacedView, _ size: Size, _ alignment: Alignment) -> PlacedView {
        var result = child
        result.shiftContents(by: aligned(child.size, in: size, alignment))
        result.size = size
        return result
    }

    /// The environment of a view that is not a stack's child (so a `Spacer` fills both ways).
    static func detached(_ environment: LayoutEnvironment) -> LayoutEnvironment {
        var copy = environment
        copy.stackAxis = nil
        return copy
    }

    private func content(_ content: ViewContent, _ proposal: Proposal, _ environment: LayoutEnvironment,
                         placing: Bool) throws -> PlacedView {
        switch content {
        case .text(let string):
            return PlacedView(size: TextMetrics.size(string, proposal: proposal, environment.text))
        case .image(_, let resizable, let natural):
            let size = natural ?? Size(width: LeafLayout.imageSide, height: LeafLayout.imageSide)
            guard resizable else { return PlacedView(size: size) }
            return PlacedView(size: Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height))
        case .shape, .color, .linearGradient:
            return PlacedView(size: proposal.replacingUnspecified(with: LeafLayout.unproposedShapeLength))
        case .spacer(let minLength):
            return PlacedView(size: LeafLayout.spacerSize(minLength: minLength, proposal: proposal, stackAxis: environment.stackAxis))
        case .empty:
            return PlacedView(size: .zero)
        case .divider:
            return PlacedView(size: LeafLayout.dividerSize(proposal: proposal, stackAxis: environment.stackAxis))
        case .stack(let stack, _):
            let children = try content.layoutChildren() ?? []
            if case .custom(let custom) = stack.kind {
                return try customLayout(custom, children, proposal, environment, placing: placing)
            }
            guard let axis = stack.axis else { return try zStack(children, stack.alignment, proposal, environment, placing: placing) }
            return try self.stack(children, stack, axis, proposal, environment, placing: placing)
        case .grid(let grid, _):
            return try self.grid(try content.layoutChildren() ?? [], grid, proposal, environment, placing: placing)
        case .group, .forEach, .section, .button:
            let children = try content.layoutChildren() ?? []
            return try stack(children, StackNode(.vertical), .vertical, proposal, environment, placing: placing)
        case .scrollView(let axes, let children):
            return try scrollView(axes, children, proposal, environment, placing: placing)
        case .geometryReader(let reader):
            return try geometryReader(reader, proposal, environment, placing: placing)
        }
    }

    /// A `GeometryReader` takes what it is offered (10 pt on an axis with no offer); placing
    /// it builds its content for that size and lays it out inside at the top-leading corner.
    private func geometryReader(_ reader: GeometryReaderNode, _ proposal: Proposal, _ environment: LayoutEnvironment,
                                placing: Bool) throws -> PlacedView {
        let size = proposal.replacingUnspecified(with: LeafLayout.unproposedShapeLength)
        var result = PlacedView(size: size)
        guard placing else { return result }
        metReaders = true
        let content = try reader.content(ReaderGeometry(size: size, safeAreaInsets: environment.safeArea))
        // Placed at the reader's corner: the layer's pass over its content's children places a
        // custom layout's subviews there.
        var placed = try self.layout(content, Proposal(size), Self.detached(environment), placing: true)
        placed.origin = .zero
        result.children = [placed]
        result.readerContent = content
        return result
    }

    private func stack(_ children: [FlatChild], _ stack: StackNode, _ axis: Axis, _ proposal: Proposal,
                       _ environment: LayoutEnvironment, placing: Bool) throws -> PlacedView {
        var childEnvironment = environment
        childEnvironment.stackAxis = axis
        let across = proposal.across(axis)
        let spacing = stack.spacing ?? LeafLayout.defaultSpacing
        var placedChildren = [PlacedView?](repeating: nil, count: placing ? children.count : 0)
        let sizes = try StackPlan.sizes(
            count: children.count, spacing: spacing, along: proposal.along(axis),
            priority: { children[$0].node.layoutPriority },
            lengths: { index in
                let node = children[index].node
                let low = try self.size(node, Proposal(axis: axis, along: 0, across: across), childEnvironment)
                let high = try self.size(node, Proposal(axis: axis, along: .infinity, across: across), childEnvironment)
                return (low.along(axis), high.along(axis))
            },
            measure: { index, along in
                let placed = try self.layout(children[index].node, Proposal(axis: axis, along: along, across: across),
                                             childEnvironment, placing: placing)
                if placing { placedChildren[index] = placed }
                return placed.size
            }, axis: axis)
        let (starts, length) = StackPlan.positions(sizes, spacing: spacing, axis: axis)
        let maxAcross = sizes.map { $0.across(axis) }.max() ?? 0
        let crossLength = stack.isLazy ? (across.flatMap { $0.isFinite ? $0 : nil } ?? maxAcross) : maxAcross
        var result = PlacedView(size: axis.size(along: length, across: crossLength))
        if placing {
            let fraction = stack.alignment.fraction(on: axis.cross)
            result.children = placedChildren.enumerated().map { index, placed in
                var child = placed ?? PlacedView(size: sizes[index])
                child.origin = axis.point(along: starts[index], across: (crossLength - sizes[index].across(axis)) * fraction)
                return child
            }
        }
        return result
    }

    private func zStack(_ children: [FlatChild], _ alignment: Alignment, _ proposal: Proposal,
                        _ environment: LayoutEnvironment, placing: Bool) throws -> PlacedView {
        let childEnvironment = Self.detached(environment)
        var placedChildren = try children.map { try layout($0.node, proposal, childEnvironment, placing: placing) }
        let size = Size(width: placedChildren.map(\.size.width).max() ?? 0,
                        height: placedChildren.map(\.size.height).max() ?? 0)
        for index in placedChildren.indices {
            placedChildren[index].origin = aligned(placedChildren[index].size, in: size, alignment)
        }
        var result = PlacedView(size: size)
        if placing { result.children = placedChildren }
        return result
    }

    private func grid(_ children: [FlatChild], _ grid: GridNode, _ proposal: Proposal,
                      _ environment: LayoutEnvironment, placing: Bool) throws -> PlacedView {
        let childEnvironment = Self.detached(environment)
        var flow = GridFlow(grid: grid, crossProposal: proposal.across(grid.axis))
        var placedChildren = [PlacedView](repeating: PlacedView(size: .zero), count: children.count)
        let place: GridFlow.Place = { token, origin in placedChildren[token].origin = origin }
        for (index, child) in children.enumerated() {
            let isLine = child.role != .plain
            let childProposal = isLine ? flow.lineProposal : flow.cellProposal
            placedChildren[index] = try layout(child.node, childProposal, childEnvironment, placing: placing)
            if isLine {
                try flow.addLine(index, placedChildren[index].size, place: place)
            } else {
                try flow.addCell(index, placedChildren[index].size, place: place)
            }
        }
        var result = PlacedView(size: try flow.finish(place: place))
        if placing { result.children = placedChildren }
        return result
    }

    /// A scroll view takes the size it is offered; on an axis with no offer it takes its
    /// content's ideal length plus the insets. Placing lays out its content (reported
    /// scroll views only; those inside scroll content are sized here and laid out by the
    /// content builder or on demand for their row).
    private func scrollView(_ axes: AxisSet, _ children: [ViewNode], _ proposal: Proposal,
                            _ environment: LayoutEnvironment, placing: Bool) throws -> PlacedView {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let insets = environment.safeArea + environment.configuration.contentMargins
        var size = Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        if proposal.width == nil || proposal.height == nil {
            let crossInsets = axis == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom
            let alongInsets = axis == .vertical ? insets.top + insets.bottom : insets.leading + insets.trailing
            let ideal = try self.size(ViewNode(.stack(StackNode(axis == .vertical ? .vertical : .horizontal), children: children)),
                                      Proposal(axis: axis, along: nil, across: proposal.across(axis).map { max(0, $0 - crossInsets) }),
                                      Self.detached(environment))
            let idealSize = axis.size(along: ideal.along(axis) + alongInsets, across: ideal.across(axis) + crossInsets)
            size = Size(width: proposal.width ?? idealSize.width, height: proposal.height ?? idealSize.height)
        }
        var result = PlacedView(size: size)
        result.scrollFrame = Rect(origin: .zero, size: size)
        if placing && environment.reportsScrollViews {
            let builder = ContentBuilder(engine: self, axis: axis)
            var layout = try builder.build(children, containerSize: size, insets: insets, environment: environment)
            layout.ignoredSafeEdges = environment.ignoredSafeEdges
            if axis == .vertical { layout.metrics.collapsingLeadingInset = min(environment.collapsingTopInset, insets.top) }
            result.scrollIndex = scrollViews.count
            scrollViews.append(layout)
        }
        return result
    }
}

/// A modifier on the way in to a view's content: what its answer on the way out needs.
struct ModifierLayer {
    let modifier: ViewModifier
    /// The environment outside the modifier.
    let environment: LayoutEnvironment
    /// What the modifier proposed to the view inside it.
    let childProposal: Proposal
    /// The modifier's index in the view's modifier list.
    var index = 0
    /// For `safeAreaPadding` and `safeAreaInset`: where the insets go.
    var safeArea: SafeAreaLayer?
}
