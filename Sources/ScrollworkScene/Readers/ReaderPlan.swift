import ScrollworkCore

/// The part of a laid-out scene that the readers pass walks after each frame: the views with
/// reader modifiers (preferences, observers, coordinate spaces, visual effects), the
/// `GeometryReader`s, and the views between them and the root, in tree order, with frames.
///
/// Views that hold nothing of that are left out, so a scene without readers has an empty
/// plan and its frames cost nothing more.
public struct ReaderPlanNode {
    public enum Step {
        /// A reader modifier, with the view's frame at that modifier.
        case hook(any ReaderHook, frame: Rect)
        /// Views whose preferences join the view's, in order: the view's content children,
        /// or one of its backgrounds or overlays.
        case views([ReaderPlanNode])
        /// The content of a scroll view (its index in `SceneLayout.scrollViews`): items as the
        /// scroll view shows them when the pass runs.
        case scrollContent(Int)
        /// The content of the n-th scroll view (from 0) inside the item being walked: a scroll
        /// view the scene simulates under the item's key (`ScrollViewKey.child(item:ordinal:)`).
        case itemScrollContent(Int)
    }

    /// The view's frame (its outermost layer).
    public var frame: Rect
    /// For a `GeometryReader`: the reader itself; its content is then the first step.
    public var reader: GeometryReaderNode?
    /// What the view's preferences are made of, in the order SwiftUI combines them: its
    /// content first, then its modifiers from the innermost out.
    public var steps: [Step]
}

/// Builds plan nodes from a view tree and its placed tree.
///
/// Frames are relative to `base`: the screen for views outside scroll content, the item's
/// origin for an item, the container's anchor for a container.
struct ReaderPlanBuilder {
    /// The engine's scroll view numbers to the layout's (`SceneLayout.scrollViews`).
    var scrollViewNumbers: [Int: Int] = [:]
    /// Set for an item's plan: its scroll views are numbered in tree order, as the scene keys them.
    var numbersItemScrollViews = false
    private var nextItemScrollView = 0
    private var nesting = 0

    init(scrollViewNumbers: [Int: Int] = [:], numbersItemScrollViews: Bool = false) {
        self.scrollViewNumbers = scrollViewNumbers
        self.numbersItemScrollViews = numbersItemScrollViews
    }

    /// The plan of `node` placed as `placed` at `base`, or nil when nothing in it takes part.
    mutating func plan(_ node: ViewNode, _ placed: PlacedView?, base: Point) throws -> ReaderPlanNode? {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= LayoutEngine.nestingLimit else { throw SceneLayoutError.tooDeep(limit: LayoutEngine.nestingLimit) }
        let origin = Point(x: base.x + (placed?.origin.x ?? 0), y: base.y + (placed?.origin.y ?? 0))
        let size = placed?.size ?? .zero
        let frame = Rect(origin: origin, size: size)
        var steps: [ReaderPlanNode.Step] = []
        var relevant = false
        let reader: GeometryReaderNode?
        if case .geometryReader(let node) = node.content { reader = node; relevant = true } else { reader = nil }

        // The content: a scroll view's items, or the children laid out inside.
        let children = try placed.map { try $0.contentChildren(of: node) } ?? (try node.content.layoutChildren() ?? [])
        if case .scrollView = node.content, let engineIndex = placed?.scrollIndex, let number = scrollViewNumbers[engineIndex] {
            steps.append(.scrollContent(number))
            relevant = true
        } else if case .scrollView = node.content, numbersItemScrollViews {
            steps.append(.itemScrollContent(nextItemScrollView))
            nextItemScrollView += 1
            relevant = true
        } else {
            var planned: [ReaderPlanNode] = []
            for (number, child) in children.enumerated() {
                let childPlaced = placed.flatMap { $0.children.indices.contains(number) ? $0.children[number] : nil }
                if childPlaced?.isLeftOut == true { continue }
                if let sub = try plan(child.node, childPlaced, base: origin) { planned.append(sub) }
            }
            // A reader's content is always its first step: the pass may build it again.
            if !planned.isEmpty || reader != nil { steps.append(.views(planned)) }
            if !planned.isEmpty { relevant = true }
        }

        // The modifiers, innermost first: reader hooks with their frames, decorations as views.
        let contentCount = placed == nil ? 0 : children.count
        var decorations = 0
        for index in node.modifiers.indices {
            switch node.modifiers[index] {
            case .reader(let hook):
                let rect = placed?.hookFrames.first { $0.modifier == index }?.rect
                steps.append(.hook(hook, frame: rect.map { $0.offsetBy(dx: origin.x, dy: origin.y) } ?? frame))
                relevant = true
            case .background, .overlay, .safeAreaInset:
                guard let view = node.modifiers[index].decorationView else { break }
                let slot = contentCount + decorations
                decorations += 1
                let decorationPlaced = placed.flatMap { $0.children.indices.contains(slot) ? $0.children[slot] : nil }
                if let sub = try plan(view, decorationPlaced, base: decorationPlaced == nil ? frame.origin : origin) {
                    steps.append(.views([sub]))
                    relevant = true
                }
            default:
                break
            }
        }
        guard relevant else { return nil }
        // A view that only passes up one view's preferences (a row around its reading
        // background) is that view to the pass: one level less to walk at every frame.
        if reader == nil, steps.count == 1, case .views(let only) = steps[0], only.count == 1 { return only[0] }
        return ReaderPlanNode(frame: frame, reader: reader, steps: steps)
    }
}

extension ReaderPlanNode {
    /// The plan of a view built outside any layout (a `GeometryReader`'s content evaluated
    /// again during a frame), every view taken at `frame`; nil when nothing in it takes part.
    public static func unplaced(_ node: ViewNode, frame: Rect) throws -> ReaderPlanNode? {
        var builder = ReaderPlanBuilder()
        guard var plan = try builder.plan(node, nil, base: frame.origin) else { return nil }
        plan.setFrames(frame)
        return plan
    }

    /// The plan of a view laid out on its own at `frame` (a reader's content evaluated again,
    /// when something inside it needs its own frame).
    public static func placed(_ node: ViewNode, in frame: Rect) throws -> ReaderPlanNode? {
        let engine = LayoutEngine()
        var environment = LayoutEnvironment(container: frame.size)
        environment.reportsScrollViews = false
        var placed = try engine.place(node, Proposal(frame.size), environment)
        placed.origin = .zero
        var builder = ReaderPlanBuilder()
        return try builder.plan(node, placed, base: frame.origin)
    }

    /// Whether a reader's content needs to be laid out for the pass: some view inside it
    /// reads its own frame (a geometry observer, a nested reader), not just the reader's.
    public static func needsLayout(_ node: ViewNode, depth: Int = 0) -> Bool {
        guard depth < LayoutEngine.nestingLimit else { return false }
        for modifier in node.modifiers {
            switch modifier {
            case .reader(let hook) where hook.needsFrame: return true
            case .overlay(let view, _), .background(let view, _): if needsLayout(view, depth: depth + 1) { return true }
            case .safeAreaInset(let inset): if needsLayout(inset.view, depth: depth + 1) { return true }
            default: break
            }
        }
        switch node.content {
        case .geometryReader: return true
        case .stack(_, let children), .grid(_, let children), .group(let children), .button(let children, _):
            return children.contains { needsLayout($0, depth: depth + 1) }
        case .section(let section):
            return (section.header + section.content + section.footer).contains { needsLayout($0, depth: depth + 1) }
        default: return false
        }
    }

    /// Every frame in the plan set to `frame`.
    private mutating func setFrames(_ frame: Rect) {
        self.frame = frame
        for index in steps.indices {
            switch steps[index] {
            case .hook(let hook, _): steps[index] = .hook(hook, frame: frame)
            case .views(var nodes):
                for n in nodes.indices { nodes[n].setFrames(frame) }
                steps[index] = .views(nodes)
            case .scrollContent, .itemScrollContent: break
            }
        }
    }
}
