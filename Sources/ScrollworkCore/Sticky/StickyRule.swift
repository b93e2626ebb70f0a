import Foundation

/// An item offered to a sticky rule (`StickyItem` in scripts).
public struct StickyItem: Hashable, Sendable {
    public var id: ItemID
    public var index: Int
    /// The natural frame in content coordinates.
    public var frame: Rect
    public init(id: ItemID, index: Int, frame: Rect) { self.id = id; self.index = index; self.frame = frame }
}

/// What a sticky rule is told (`StickyContext` in scripts).
public struct StickyContext: Sendable {
    /// The target rect: the visible region inside the insets.
    public var visibleRect: Rect
    public var containerSize: Size
    public var contentSize: Size
    public var velocity: Vector
    public var phase: ScrollPhase
    public init(visibleRect: Rect, containerSize: Size, contentSize: Size, velocity: Vector, phase: ScrollPhase) {
        self.visibleRect = visibleRect
        self.containerSize = containerSize
        self.contentSize = contentSize
        self.velocity = velocity
        self.phase = phase
    }
}

/// Decides which items may pin to an edge: `StickyBehavior` in scripts.
public protocol StickyRule {
    var displayName: String { get }
    /// Where the rule's `pin` is written, for errors that carry no place of their own.
    var location: SourceSpan? { get }
    /// `.top`/`.leading` or `.bottom`/`.trailing` to let the item pin there, nil to let it scroll.
    func pin(_ item: StickyItem, context: StickyContext) throws -> Edge?
}

extension StickyRule {
    public var location: SourceSpan? { nil }
}

/// An item drawn pinned to an edge instead of at its natural place.
public struct Pin: Hashable, Sendable {
    public enum Side: String, Hashable, Sendable { case top, bottom }
    public var index: Int
    public var id: ItemID
    public var side: Side
    /// Where the item is drawn along the axis, in content coordinates.
    public var drawnStart: Double
}
