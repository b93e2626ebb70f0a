import Foundation
import ScrollworkCore

/// A layout written by the script (SwiftUI's `Layout` protocol): the engine asks it for its
/// size and where its subviews go, and hands it subviews it can measure and place.
///
/// The layout may run source code, so every call can throw (a budget, a script error).
public protocol CustomLayout: AnyObject {
    /// The layout's type name, for listings (`MyVStack`).
    var typeName: String { get }
    /// The axis it stacks along (`LayoutProperties.stackOrientation`), which a `Spacer` or a
    /// `Divider` inside it follows as inside a stack; nil for none.
    var stackOrientation: Axis? { get }
    /// `sizeThatFits(proposal:subviews:cache:)`.
    func sizeThatFits(_ proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws -> Size
    /// `placeSubviews(in:proposal:subviews:cache:)`: calls `place` on the subviews it places.
    func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws
}

/// The container of a custom layout, carried by `StackNode.Kind.custom`; compared by identity,
/// so two rows never share the measures of layouts that might differ.
public final class CustomLayoutNode: Hashable {
    public let layout: any CustomLayout
    /// Unique for the process, unlike an address, which a freed layout's successor may reuse.
    let serial: UInt64
    nonisolated(unsafe) private static var nextSerial: UInt64 = 0
    private static let serialLock = NSLock()

    public init(_ layout: any CustomLayout) {
        self.layout = layout
        Self.serialLock.lock()
        Self.nextSerial &+= 1
        serial = Self.nextSerial
        Self.serialLock.unlock()
    }

    public static func == (a: CustomLayoutNode, b: CustomLayoutNode) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// SwiftUI's `ProposedViewSize` as the scene hands it over: nil on an axis asks for the ideal length.
public struct LayoutProposal: Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ proposal: Proposal) { self.init(width: proposal.width, height: proposal.height) }

    var proposal: Proposal { Proposal(width: width, height: height) }
}

/// One subview of a custom layout: `LayoutSubview`. Measuring lays the view out with a
/// proposal (no script state changes); `place` records where it goes, for the engine to
/// lay it out there once the layout's `placeSubviews` returns.
public final class LayoutSubviewProxy {
    /// Where the layout placed the subview: the anchor's point in the layout's bounds.
    public struct Placement {
        public var position: Point
        /// The point of the subview that goes at `position`, as fractions of its size.
        public var anchor: Alignment
        public var proposal: LayoutProposal
    }

    /// The subview's values of `layoutValue(key:value:)`, by key type name, opaque here.
    public let layoutValues: [String: AnyObject]
    /// `layoutPriority(_:)`; 0 where none is set.
    public let priority: Double
    private let measure: (LayoutProposal) throws -> Size
    public private(set) var placement: Placement?
    /// Whether a built-in layout left the subview out of its view (a `ViewThatFits` child not
    /// chosen): it is neither placed nor shown. A script's layout cannot, as in SwiftUI.
    private(set) var isLeftOut = false

    init(layoutValues: [String: AnyObject], priority: Double, measure: @escaping (LayoutProposal) throws -> Size) {
        self.layoutValues = layoutValues
        self.priority = priority
        self.measure = measure
    }

    /// `sizeThatFits(_:)`: the size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: LayoutProposal) throws -> Size { try measure(proposal) }

    /// `place(at:anchor:proposal:)`; a second call replaces the first, as in SwiftUI.
    public func place(at position: Point, anchor: Alignment, proposal: LayoutProposal) {
        placement = Placement(position: position, anchor: anchor, proposal: proposal)
        isLeftOut = false
    }

    func leaveOut() {
        placement = nil
        isLeftOut = true
    }

    /// Forgets where the last `placeSubviews` put the subview: each call places afresh.
    func forgetPlacement() {
        placement = nil
        isLeftOut = false
    }
}

extension LayoutEngine {
    /// A custom layout: its size from `sizeThatFits`. Its subviews are placed once its place in
    /// its parent is known (`placeCustomSubviews`): placing leaves them pending.
    func customLayout(_ node: CustomLayoutNode, _ children: [FlatChild], _ proposal: Proposal,
                      _ environment: LayoutEnvironment, placing: Bool) throws -> PlacedView {
        var childEnvironment = Self.detached(environment)
        childEnvironment.stackAxis = node.layout.stackOrientation
        let subviews = children.map { child in
            LayoutSubviewProxy(layoutValues: child.node.layoutValues, priority: child.node.layoutPriority) { offered in
                try self.size(child.node, offered.proposal, childEnvironment)
            }
        }
        let offered = LayoutProposal(proposal)
        let answer = try node.layout.sizeThatFits(offered, subviews: subviews)
        let size = Size(width: answer.width.isFinite ? answer.width : 0, height: answer.height.isFinite ? answer.height : 0)
        var result = PlacedView(size: size)
        if placing {
            result.pendingLayout = PendingCustomLayout(node: node, children: children, subviews: subviews,
                                                       proposal: offered, environment: childEnvironment)
        }
        return result
    }

    /// Places the subviews of `view`, a custom layout placed in its parent, if they wait for it:
    /// `placeSubviews` gets the bounds SwiftUI passes, the container's region in its parent's
    /// coordinates (its origin `view`'s place relative to `parentOrigin`, inside its frames and
    /// padding), and each subview goes where the layout put its anchor, laid out with the
    /// proposal it was placed with. A subview never placed goes at the centre of the bounds with
    /// the container's proposal, as Apple documents for `placeSubviews`.
    func placeCustomSubviews(of view: inout PlacedView, parentOrigin: Point) throws {
        guard let pending = view.pendingLayout else { return }
        view.pendingLayout = nil
        // Nested layouts place theirs in turn: a level each, counted as the layout's levels are.
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.nestingLimit else { throw SceneLayoutError.tooDeep(limit: Self.nestingLimit) }
        let container = view.contentRect
        let bounds = Rect(x: view.origin.x + container.minX - parentOrigin.x, y: view.origin.y + container.minY - parentOrigin.y,
                          width: container.width, height: container.height)
        // A row's prototype keeps its layout waiting, placed again for each row of it.
        for subview in pending.subviews { subview.forgetPlacement() }
        try pending.node.layout.placeSubviews(in: bounds, proposal: pending.proposal, subviews: pending.subviews)
        let placed = try pending.children.indices.map { index in
            if pending.subviews[index].isLeftOut {
                var leftOut = PlacedView(size: .zero)
                leftOut.isLeftOut = true
                return leftOut
            }
            let placement = pending.subviews[index].placement
                ?? .init(position: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: pending.proposal)
            var subview = try self.layout(pending.children[index].node, placement.proposal.proposal, pending.environment, placing: true)
            subview.origin = Point(x: container.minX + placement.position.x - bounds.minX - subview.size.width * placement.anchor.horizontal,
                                   y: container.minY + placement.position.y - bounds.minY - subview.size.height * placement.anchor.vertical)
            try placeCustomSubviews(of: &subview, parentOrigin: container.origin)
            return subview
        }
        // The subviews are the view's content: before the backgrounds and overlays its modifiers added.
        view.children.insert(contentsOf: placed, at: 0)
    }
}

/// What placing a custom layout's subviews needs once its place is known.
final class PendingCustomLayout {
    let node: CustomLayoutNode
    let children: [FlatChild]
    /// The proxies `sizeThatFits` was given, placed by `placeSubviews`.
    let subviews: [LayoutSubviewProxy]
    let proposal: LayoutProposal
    /// The subviews' environment.
    let environment: LayoutEnvironment

    init(node: CustomLayoutNode, children: [FlatChild], subviews: [LayoutSubviewProxy], proposal: LayoutProposal,
         environment: LayoutEnvironment) {
        self.node = node
        self.children = children
        self.subviews = subviews
        self.proposal = proposal
        self.environment = environment
    }
}

/// A `layoutValue(key:value:)` written on a view: the key type's name and the script's value.
public struct LayoutValueEntry {
    public var key: String
    public var value: AnyObject

    public init(key: String, value: AnyObject) {
        self.key = key
        self.value = value
    }
}

extension ViewNode {
    /// Whether the view is a container a custom layout (`Layout`) lays out.
    var isCustomLayout: Bool {
        if case .stack(let stack, _) = content, case .custom = stack.kind { return true }
        return false
    }

    /// The view's `layoutValue(key:value:)`s, the outermost winning as the nearest to its container.
    var layoutValues: [String: AnyObject] {
        var values = [String: AnyObject]()
        for modifier in modifiers {
            if case .layoutValue(let entry) = modifier { values[entry.key] = entry.value }
        }
        return values
    }

    /// The view's `layoutPriority(_:)`, the outermost winning; 0 without one.
    var layoutPriority: Double {
        var priority = 0.0
        for modifier in modifiers { if case .layoutPriority(let value) = modifier { priority = value } }
        return priority
    }
}
