import Foundation

/// A view outside the scroll views' content as the screen shows it (a header, a button, a tab
/// bar, an overlay, an inset's view), or the place in drawing order where a scroll view is drawn.
public struct ScreenView: Equatable {
    /// What it is in Swift: `Text`, `Button`, `Color`, …
    public var kind: String
    /// What it shows (its text, image name or button's text).
    public var label: String?
    /// Where it is drawn on the screen.
    public var frame: Rect
    /// For a scroll view: its number; it is drawn, with what it holds, at this place in the order.
    public var scrollView: Int?
    /// The selected tab of a tab bar: drawn marked.
    public var isSelected = false
    /// A navigation bar or a tab bar: opaque, drawn as a box over what scrolls under it.
    public var isBar = false
    /// A view in a bar (a title, a toolbar button, a tab): drawn as its text, `frame` being
    /// where the view itself is (not the room its bar gives it).
    public var isInBar = false

    public init(kind: String, label: String?, frame: Rect, scrollView: Int? = nil) {
        self.kind = kind
        self.label = label
        self.frame = frame
        self.scrollView = scrollView
    }
}
