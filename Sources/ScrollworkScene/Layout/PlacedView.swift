import ScrollworkCore

/// A laid-out view: its size, where it sits in its parent, and its laid-out children.
///
/// Children are, in order, the view's flattened content children (see
/// `ViewContent.layoutChildren`) and then the views of its `background`/`overlay`
/// modifiers from the innermost modifier out, so a walk over the `ViewNode` and this
/// tree side by side pairs every view with its frame.
struct PlacedView {
    /// The layout origin in the parent's coordinates.
    var origin: Point = .zero
    var size: Size
    var children: [PlacedView] = []
    /// The sum of the `.offset` modifiers on the view: where it is drawn, relative to its layout frame.
    var drawOffset: Vector = .zero
    /// For a scroll view: the scroll view's own rect, inside modifiers such as padding.
    var scrollFrame: Rect?
    /// For a reported scroll view: its index in the engine's scroll view list.
    var scrollIndex: Int?
    /// The view itself inside its frames and padding, in its own coordinates.
    var contentRect: Rect
    /// For a `GeometryReader`: the content it was given when placed (its placed tree is the only child).
    var readerContent: ViewNode?
    /// The view's frame at each of its reader modifiers, in its own coordinates.
    var hookFrames: [HookFrame] = []
    /// The view its outermost `.id` names, where it is drawn, in the view's own coordinates: the
    /// view inside the modifiers written after the `.id` (`Text("a").id(1).frame(width: 200)`
    /// names the text, not the frame); nil when the `.id` is outside every layout modifier and
    /// no `.offset` moves the view.
    var idRect: Rect?
    /// Where the view its last `scrollTransition` (or `visualEffect`) is attached to is drawn,
    /// in the view's own coordinates, when that is not the whole view: the view inside the
    /// layout modifiers written after the transition (`ScrollTransitionModifier.layersInside`).
    var transitionRect: Rect?
    /// For a custom layout whose subviews wait for its place in its parent (their bounds'
    /// origin): what placing them needs (`LayoutEngine.placeCustomSubviews`).
    var pendingLayout: PendingCustomLayout?
    /// A child a built-in layout left out (a `ViewThatFits` child not chosen): it keeps its slot
    /// so the walk still pairs views with their frames, but it is not shown, touched or read.
    var isLeftOut = false

    init(size: Size) {
        self.size = size
        self.contentRect = Rect(origin: .zero, size: size)
    }

    /// Whether this view or one inside it is a scroll view; a loop over the tree, not recursion.
    var holdsScrollView: Bool {
        var pending = [self]
        while let view = pending.popLast() {
            if view.scrollFrame != nil { return true }
            pending.append(contentsOf: view.children)
        }
        return false
    }

    /// Whether this view or one inside it is a `GeometryReader` with content; a loop, as above.
    var holdsReaderContent: Bool {
        var pending = [self]
        while let view = pending.popLast() {
            if view.readerContent != nil { return true }
            pending.append(contentsOf: view.children)
        }
        return false
    }

    /// Moves everything inside by `delta` (the view's own origin stays).
    mutating func shiftContents(by delta: Point) {
        guard delta.x != 0 || delta.y != 0 else { return }
        for index in children.indices {
            children[index].origin.x += delta.x
            children[index].origin.y += delta.y
        }
        if let frame = scrollFrame { scrollFrame = frame.offsetBy(dx: delta.x, dy: delta.y) }
        contentRect = contentRect.offsetBy(dx: delta.x, dy: delta.y)
        idRect = idRect?.offsetBy(dx: delta.x, dy: delta.y)
        transitionRect = transitionRect?.offsetBy(dx: delta.x, dy: delta.y)
        for index in hookFrames.indices { hookFrames[index].rect = hookFrames[index].rect.offsetBy(dx: delta.x, dy: delta.y) }
    }

    /// Applies `change` to the view at `path` (child indices from this view down); a loop.
    static func update(_ view: inout PlacedView, at path: ArraySlice<Int>, _ change: (inout PlacedView) -> Void) {
        guard let first = path.first else { change(&view); return }
        guard view.children.indices.contains(first) else { return }
        update(&view.children[first], at: path.dropFirst(), change)
    }

    /// A scroll view's frame grown by `insets` outward; the view's own frame too when the
    /// scroll view is all of it (no padding or fixed frame around it).
    mutating func extendScrollFrame(by insets: EdgeInsets) {
        guard let frame = scrollFrame else { return }
        let grown = Rect(x: frame.minX - insets.leading, y: frame.minY - insets.top,
                         width: frame.width + insets.leading + insets.trailing, height: frame.height + insets.top + insets.bottom)
        if frame == Rect(origin: .zero, size: size) {
            // An `.id` around the scroll view alone names it: it grows with it.
            if idRect == frame { idRect = nil }
            origin = Point(x: origin.x - insets.leading, y: origin.y - insets.top)
            size = grown.size
            contentRect = Rect(origin: .zero, size: grown.size)
            scrollFrame = contentRect
        } else {
            scrollFrame = grown
        }
    }

    /// The children a walk pairs with the view's content: a reader's content, else the flattened children.
    func contentChildren(of node: ViewNode) throws -> [FlatChild] {
        if case .geometryReader = node.content {
            return readerContent.map { [FlatChild(node: $0, elementID: nil, role: .plain)] } ?? []
        }
        return try node.content.layoutChildren() ?? []
    }
}

extension Axis {
    /// The other axis.
    var cross: Axis { self == .vertical ? .horizontal : .vertical }
}

extension ViewContent {
    /// Whether a container opens the view into others, or into none (`ChildFlattener`).
    var opensInLayout: Bool {
        switch self {
        case .group, .forEach, .section, .empty: return true
        default: return false
        }
    }

    /// The children a container lays out, flattened; nil for views without laid-out children.
    /// A standalone `Group`, `ForEach` or `Section` lays its views out as a `VStack` would.
    func layoutChildren() throws -> [FlatChild]? {
        switch self {
        case .stack(_, let children), .grid(_, let children), .group(let children), .button(let children, _):
            return try ChildFlattener.flatten(children)
        case .forEach(let forEach):
            return try ChildFlattener.flatten([ViewNode(.forEach(forEach))])
        case .section(let section):
            return try ChildFlattener.flatten([ViewNode(.section(section))])
        case .scrollView, .spacer, .text, .image, .shape, .color, .linearGradient, .empty, .divider, .geometryReader:
            return nil
        }
    }
}
