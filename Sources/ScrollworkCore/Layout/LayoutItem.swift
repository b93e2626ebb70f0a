import Foundation

/// One laid-out item of the scroll content.
public struct LayoutItem: Hashable, Sendable {
    /// What the item takes part in.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Part of the `scrollTargetLayout()` or marked `.scrollTarget()`.
        public static let scrollTarget = Flags(rawValue: 1 << 0)
        /// May pin to the top (leading) edge.
        public static let stickyTop = Flags(rawValue: 1 << 1)
        /// May pin to the bottom (trailing) edge.
        public static let stickyBottom = Flags(rawValue: 1 << 2)
    }

    public var id: ItemID
    /// The natural frame in content coordinates.
    public var frame: Rect
    public var flags: Flags
    /// Index of the item's transition in the simulation's transition list, or -1.
    public var transition: Int32
    /// An index the scene layer uses to find what the item shows; opaque to the core.
    public var content: Int32

    public init(id: ItemID, frame: Rect, flags: Flags = [], transition: Int32 = -1, content: Int32 = -1) {
        self.id = id
        self.frame = frame
        self.flags = flags
        self.transition = transition
        self.content = content
    }
}
