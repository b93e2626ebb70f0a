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
    }
}

extension LayoutEngine {
    /// A custom layout: its size from `sizeThatFits`; placing asks `placeSubviews` (bounds at the
    /// container's origin) and lays each subview out with the proposal it was placed with. A
    /// subview never placed goes at the centre of the bounds with the container's proposal, as
    /// Apple documents for `placeSubviews`.
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
        guard placing else { return result }
        let bounds = Rect(origin: .zero, size: size)
        try node.layout.placeSubviews(in: bounds, proposal: offered, subviews: subviews)
        result.children = try children.indices.map { index in
            let placement = subviews[index].placement
                ?? .init(position: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offered)
            var placed = try self.place(children[index].node, placement.proposal.proposal, childEnvironment)
            placed.origin = Point(x: placement.position.x - placed.size.width * placement.anchor.horizontal,
                                  y: placement.position.y - placed.size.height * placement.anchor.vertical)
            return placed
        }
        return result
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
