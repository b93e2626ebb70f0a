// Scrollwork's own names, not SwiftUI's: the sticky rules (docs/SEMANTICS.md, "Sticky items") and
// the `scrollDecelerationRate` modifier. An app that uses them adds these declarations (and an
// implementation) of its own; they are here so the type check knows them.

public struct StickyItem {
    public let id: AnyHashable
    public let index: Int
    public let frame: CGRect
}

public struct StickyContext {
    public let visibleRect: CGRect
    public let containerSize: CGSize
    public let contentSize: CGSize
    public let velocity: CGVector
    public let phase: ScrollPhase
}

public protocol StickyBehavior {
    func pin(_ item: StickyItem, context: StickyContext) -> Edge?
}

extension View {
    public func sticky(_ edges: Edge.Set = .top, isActive: Bool = true) -> some View { self }
    public func stickyBehavior(_ behavior: some StickyBehavior) -> some View { self }
    public func scrollDecelerationRate(_ rate: ScrollDecelerationRate) -> some View { self }
}
