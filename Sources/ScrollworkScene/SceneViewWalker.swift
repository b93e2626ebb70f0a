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
        /// The `.id`s on the scroll view and the views around it, outermost first.
        var identity: [ItemID]
        /// The `.id` on the scroll view, the View type declaring it, and what it is called.
        var id: ItemID?
        var declaredIn: String?
        var kind: String
    }

    private(set) var views: [SceneView] = []
    private(set) var scrollViews: [ScrollViewRecord] = []
    /// Views containing the first scroll view met.
    private(set) var mainAncestors = Set<Int>()
    private var ancestors: [Int] = []
    /// Whether hit testing is allowed at each level being walked.
    private var hitTesting: [Bool] = []
    /// Every `ScrollView` met so far, reported or not.
    private var scrollViewCount = 0
    /// The `.id`s of the views being walked, outermost first.
    private var identity: [ItemID] = []
    private let relation: SceneView.Relation

    init(relation: SceneView.Relation) {
        self.relation = relation
    }

    mutating func walk(_ node: ViewNode, _ placed: PlacedView, base: Point) throws {
        let origin = Point(x: base.x + placed.origin.x, y: base.y + placed.origin.y)
        let children = try placed.contentChildren(of: node)
        let allowed = (hitTesting.last ?? true) && Self.allowsHitTesting(node)
        hitTesting.append(allowed)
        let ownID = Self.explicitID(node)
        if let ownID { identity.append(ownID) }
        defer {
            hitTesting.removeLast()
            if ownID != nil { identity.removeLast() }
        }
        // From the outermost modifier in: a background is drawn before what it is behind, an
        // overlay after it (so the innermost overlay first); a loop, however many modifiers.
        var overlays = [Int]()
        let firstBackground = views.count
        let parent = ancestors.last
        for index in node.modifiers.indices.reversed() {
            switch node.modifiers[index] {
            case .background(let view, _):
                try decoration(view, number: decorationNumber(node, index), children.count, placed, origin)
            case .overlay, .safeAreaInset:
                overlays.append(index)
            default:
                break
            }
        }
        let viewIndex = paintSelf(node, placed, origin)
        // Backgrounds are drawn first but belong to the view: a tap on one reaches its gestures.
        for index in firstBackground..<viewIndex where views[index].parentIndex == parent {
            views[index].parentIndex = viewIndex
        }
        ancestors.append(viewIndex)
        for (number, child) in children.enumerated() where placed.children.indices.contains(number) && !placed.children[number].isLeftOut {
            try walk(child.node, placed.children[number], base: origin)
        }
        for index in overlays.reversed() {
            guard let view = node.modifiers[index].decorationView else { continue }
            try decoration(view, number: decorationNumber(node, index), children.count, placed, origin)
        }
        ancestors.removeLast()
    }

    private mutating func decoration(_ view: ViewNode, number: Int, _ contentCount: Int, _ placed: PlacedView,
                                     _ origin: Point) throws {
        let slot = contentCount + number
        guard placed.children.indices.contains(slot) else { return }
        try walk(view, placed.children[slot], base: origin)
    }

    /// How many overlays and backgrounds come before modifier `index`: its slot after the content children.
    private func decorationNumber(_ node: ViewNode, _ index: Int) -> Int {
        node.modifiers[..<index].filter { $0.decorationView != nil }.count
    }

    /// Lists the view itself; returns its index.
    private mutating func paintSelf(_ node: ViewNode, _ placed: PlacedView, _ origin: Point) -> Int {
        let frame = Rect(x: origin.x + placed.drawOffset.dx, y: origin.y + placed.drawOffset.dy,
                         width: placed.size.width, height: placed.size.height)
        let contentFrame = placed.contentRect.offsetBy(dx: origin.x, dy: origin.y)
        var view = SceneView(kind: Self.kindName(of: node), id: Self.explicitID(node), label: Self.label(of: node),
                             frame: frame, contentFrame: contentFrame, depth: ancestors.count, actions: ItemActions(of: node),
                             relation: relation, scrollViewIndex: nil)
        view.idFrame = placed.idRect?.offsetBy(dx: origin.x, dy: origin.y)
            ?? (placed.drawOffset == .zero ? nil : Rect(origin: origin, size: placed.size))
        if view.id != nil || view.label != nil { view.namedNode = node }
        view.transitionFrame = placed.transitionRect?.offsetBy(dx: origin.x, dy: origin.y)
        view.parentIndex = ancestors.last
        view.takesTouches = Self.takesTouches(node)
        view.hasContentShape = node.modifiers.contains { if case .contentShape = $0 { return true } else { return false } }
        view.allowsHitTesting = hitTesting.last ?? true
        view.ignoredSafeEdges = SceneLayout.rootIgnoredEdges(node)
        view.isSelected = node.modifiers.contains { if case .selected = $0 { return true } else { return false } }
        for case .matchedGeometry(let geometry) in node.modifiers { view.matchedGeometry = geometry }
        view.transition = Self.transition(of: node)
        let viewIndex = views.count
        if case .scrollView = node.content {
            view.scrollOrdinal = scrollViewCount
            scrollViewCount += 1
        }
        if let engineIndex = placed.scrollIndex {
            let scrollFrame = (placed.scrollFrame ?? Rect(origin: .zero, size: placed.size)).offsetBy(dx: origin.x, dy: origin.y)
            if scrollViews.isEmpty { mainAncestors = Set(ancestors) }
            view.scrollViewIndex = scrollViews.count
            scrollViews.append(ScrollViewRecord(engineIndex: engineIndex, frame: scrollFrame, viewIndex: viewIndex, identity: identity,
                                                id: view.id, declaredIn: Self.declaration(of: node), kind: view.kind))
        }
        views.append(view)
        return viewIndex
    }

    /// Whether the view's own content takes touches (see `SceneView.takesTouches`).
    static func takesTouches(_ node: ViewNode) -> Bool {
        for modifier in node.modifiers {
            if case .contentShape = modifier { return true }
        }
        switch node.content {
        case .text, .image, .shape, .linearGradient, .button, .scrollView: return true
        case .color(let name): return name != "clear"
        default: return false
        }
    }

    /// False when the view's modifiers include `allowsHitTesting(false)`.
    static func allowsHitTesting(_ node: ViewNode) -> Bool {
        for modifier in node.modifiers {
            if case .allowsHitTesting(false) = modifier { return false }
        }
        return true
    }

    /// The view's name in Swift, or the name of the SwiftUI view it stands for (`List`).
    static func kindName(of node: ViewNode) -> String {
        for modifier in node.modifiers.reversed() {
            if case .kindName(let name) = modifier { return name }
        }
        return node.content.kindName
    }

    /// The `View` type whose body declared the view, if recorded.
    static func declaration(of node: ViewNode) -> String? {
        for modifier in node.modifiers {
            if case .declaredIn(let name) = modifier { return name }
        }
        return nil
    }

    /// The view's last `scrollTransition` (the one an item's layout reads too), which carries its
    /// body effects and `visualEffect`s.
    static func transition(of node: ViewNode) -> ScrollTransitionModifier? {
        for modifier in node.modifiers.reversed() {
            if case .scrollTransition(let transition) = modifier { return transition }
        }
        return nil
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
        case .image(let name, _, _): return name
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
