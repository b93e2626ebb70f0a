import ScrollworkCore

/// The reader modifiers and decorations on an item container of a scroll view's content (a
/// `LazyVStack { … }.background(GeometryReader { … })`): the container is not an item, so
/// what the readers pass needs of it is kept here.
public struct ReaderContainer {
    /// The items inside the container, in layout order.
    public var items: Range<Int>
    /// The container's frame relative to the origin of its first item (content coordinates
    /// then follow from that item's frame, wherever the layout moved the container).
    public var frame: Rect
    /// Its hooks and decorations, innermost first, frames relative to the first item's origin.
    public var steps: [ReaderPlanNode.Step]
}

/// Collects a container's reader steps while `ContentBuilder` lays it out, moving them as the
/// container's outer modifiers move its items.
struct ContainerReaders {
    private var steps: [(step: ReaderPlanNode.Step, origin: Point)] = []

    var isEmpty: Bool { steps.isEmpty }

    /// A reader modifier at a layer whose size is `size` (origin at the layer's corner).
    mutating func hook(_ hook: any ReaderHook, size: Size) {
        steps.append((.hook(hook, frame: Rect(origin: .zero, size: size)), .zero))
    }

    /// A background or overlay laid out at the layer's size, if anything in it takes part.
    mutating func decoration(_ view: ViewNode, _ alignment: Alignment, size: Size, environment: LayoutEnvironment,
                             engine: LayoutEngine) throws {
        guard ViewNode.containsReaders(view) else { return }
        var placed = try engine.place(view, Proposal(size), LayoutEngine.detached(environment))
        placed.origin = aligned(placed.size, in: size, alignment)
        var builder = ReaderPlanBuilder()
        guard let plan = try builder.plan(view, placed, base: .zero) else { return }
        steps.append((.views([plan]), .zero))
    }

    /// Moves what was collected so far with the container's items.
    mutating func shift(by delta: Point) {
        guard delta.x != 0 || delta.y != 0 else { return }
        for index in steps.indices {
            steps[index].origin.x += delta.x
            steps[index].origin.y += delta.y
        }
    }

    /// The container record, frames made relative to `anchor` (its first item's origin now).
    func container(items: Range<Int>, anchor: Point, size: Size) -> ReaderContainer {
        let frame = Rect(x: -anchor.x, y: -anchor.y, width: size.width, height: size.height)
        let moved = steps.map { entry in
            entry.step.offset(by: Point(x: entry.origin.x - anchor.x, y: entry.origin.y - anchor.y))
        }
        return ReaderContainer(items: items, frame: frame, steps: moved)
    }
}

extension ReaderPlanNode.Step {
    /// The step with every frame in it moved by `delta`.
    func offset(by delta: Point) -> ReaderPlanNode.Step {
        guard delta.x != 0 || delta.y != 0 else { return self }
        switch self {
        case .hook(let hook, let frame): return .hook(hook, frame: frame.offsetBy(dx: delta.x, dy: delta.y))
        case .views(let nodes): return .views(nodes.map { $0.offset(by: delta) })
        case .scrollContent, .itemScrollContent: return self
        }
    }
}

extension ReaderPlanNode {
    /// The node with every frame in it moved by `delta`.
    func offset(by delta: Point) -> ReaderPlanNode {
        var copy = self
        copy.frame = frame.offsetBy(dx: delta.x, dy: delta.y)
        copy.steps = steps.map { $0.offset(by: delta) }
        return copy
    }
}
