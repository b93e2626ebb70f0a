import Foundation

/// A view inside an item that has effects or an `.id` of its own: an image with a
/// `scrollTransition` inside a card, a badge with a `visualEffect`. SwiftUI works such a
/// view's phase and geometry out from its own frame, not its row's.
public struct NestedView {
    /// Its place among the item's nested views, in drawing order: with the item's id, what
    /// keeps an `.animated` transition's value from frame to frame.
    public var ordinal: Int
    public var id: ItemID?
    /// What it shows (its text or image name), as the viewport writes it.
    public var label: String?
    /// Its frame in the item's coordinates (the item's top-leading corner at the origin).
    public var frame: Rect
    /// Its effects (transition, `visualEffect`, effects written in the body); nil for a view
    /// found only by its `.id`.
    public var transition: TransitionSpec?
    /// Where the view its transition is attached to is, in the item's coordinates: its phase
    /// and a `visualEffect`'s proxy read this frame (`frame` unless given).
    public var transitionFrame: Rect

    public init(ordinal: Int, id: ItemID?, label: String?, frame: Rect, transition: TransitionSpec?, transitionFrame: Rect? = nil) {
        self.ordinal = ordinal
        self.id = id
        self.label = label
        self.frame = frame
        self.transition = transition
        self.transitionFrame = transitionFrame ?? frame
    }
}

/// A nested view as the last frame evaluated it.
public struct NestedViewEffects {
    /// The index of the item it is in.
    public var index: Int
    public var view: NestedView
    /// Where it is, in content coordinates: the item's drawn frame (pinned items where pinned)
    /// plus its frame in the item.
    public var frame: Rect
    public var phase: TransitionPhase
    public var effects: ItemEffects
}
