import ScrollworkCore

/// Walks a view tree and its placed tree side by side, in drawing order, listing every
/// view with its absolute frame. Backgrounds are drawn before the view they decorate,
/// overlays after it, and a `ZStack`'s children in order, so list order is paint order.
struct SceneViewWalker {
    struct ScrollViewRecord {
        /// Index in the engine's scroll view list.
        var engineIndex: Int
        var frame: Rect
        /// Index of the scroll view's own entry in `views`.
        var viewIndex: Int
    }

    private(set) var views: [SceneView] = []
    private(set) var scrollViews: [ScrollViewRecord] = []
    /// Views containing the first scroll view met.
    private(set) var mainAncestors = Set<Int>()
    private var ancestors: [Int] = []
    private let relation: SceneView.Relation

    init(relation: SceneView.Relation) {
        self.relation = relation
    }

    mutating func walk(_ node: ViewNode, _ placed: PlacedView, base: Point) throws {
        let origin = Point(x: base.x + placed.origin.x, y: base.y + placed.origin.y)
        let children = try placed.contentChildren(of: node)
        // From the outermost modifier in: a background is drawn before what it is behind, an
        // overlay after it (so the innermost overlay first); a loop, however many modifiers.
        var overlays = [Int]()
        for index in node.modifiers.indices.reversed() {
            switch node.modifiers[index] {
            case .background(let view, _):
                try decoration(view, number: decorationNumber(node, index), children.count, placed, origin)
            case .overlay:
                overlays.append(index)
            default:
                break
            }
        }
        try paintSelf(node, placed, origin, children)
        for index in overlays.reversed() {
            guard case .overlay(let view, _) = node.modifiers[index] else { continue }
            try decoration(view, number: decorationNumber(node, index), children.count, placed, origin)
        }
    }

    private mutating func decoration(_ view: ViewNode, number: Int, _ contentCount: Int, _ placed: PlacedView,
                                     _ origin: Point) throws {
        let slot = contentCount + number
        guard placed.children.indices.contains(slot) else { return }
        try walk(view, placed.children[slot], base: origin)
    }

    /// How many overlays and backgrounds come before modifier `index`: its slot after the content children.
    private func decorationNumber(_ node: ViewNode, _ index: Int) -> Int {
        node.modifiers[..<index].filter {
            switch $0 {
            case .overlay, .background: return true
            default: return false
            }
        }.count
    }

    private mutating func paintSelf(_ node: ViewNode, _ placed: PlacedView, _ origin: Point,
                                    _ children: [FlatChild]) throws {
        let frame = Rect(x: origin.x + placed.drawOffset.dx, y: origin.y + placed.drawOffset.dy,
                         width: placed.size.width, height: placed.size.height)
        let contentFrame = placed.contentRect.offsetBy(dx: origin.x, dy: origin.y)
        var view = SceneView(kind: node.content.kindName, id: Self.explicitID(node), label: Self.label(of: node),
                             frame: frame, contentFrame: contentFrame, depth: ancestors.count, actions: ItemActions(of: node),
                             relation: relation, scrollViewIndex: nil)
        let viewIndex = views.count
        if let engineIndex = placed.scrollIndex {
            let scrollFrame = (placed.scrollFrame ?? Rect(origin: .zero, size: placed.size)).offsetBy(dx: origin.x, dy: origin.y)
            if scrollViews.isEmpty { mainAncestors = Set(ancestors) }
            view.scrollViewIndex = scrollViews.count
            scrollViews.append(ScrollViewRecord(engineIndex: engineIndex, frame: scrollFrame, viewIndex: viewIndex))
        }
        views.append(view)
        ancestors.append(viewIndex)
        for (number, child) in children.enumerated() where placed.children.indices.contains(number) {
            try walk(child.node, placed.children[number], base: origin)
        }
        ancestors.removeLast()
    }

    static func explicitID(_ node: ViewNode) -> ItemID? {
        var found: ItemID?
        for modifier in node.modifiers {
            if case .id(let id) = modifier { found = id }
        }
        return found
    }

    /// A view's own label: the `label` modifier, its text, its image name, or its button's text.
    static func label(of node: ViewNode) -> String? {
        for modifier in node.modifiers.reversed() {
            if case .label(let label) = modifier { return label }
        }
        switch node.content {
        case .text(let string): return string
        case .image(let name, _): return name
        case .button(let label, _): return label.lazy.compactMap { firstText(in: $0) }.first
        default: return nil
        }
    }

    /// The first text in the view or inside it, depth first (rows of a `ForEach` are not evaluated).
    static func firstText(in node: ViewNode) -> String? {
        if case .text(let string) = node.content { return string }
        switch node.content {
        case .stack(_, let children), .grid(_, let children), .group(let children), .button(let children, _):
            return children.lazy.compactMap { firstText(in: $0) }.first
        case .section(let section):
            return (section.header + section.content + section.footer).lazy.compactMap { firstText(in: $0) }.first
        default:
            return nil
        }
    }
}
