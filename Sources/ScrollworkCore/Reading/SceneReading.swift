import Foundation

/// What a reader may see of a scene at a frame: published once per frame, after layout and
/// effects, it is all `show`, `items`, `print`/`expect` and `export html` read. Reading it runs
/// no script code, so a read cannot fail, use a budget or change the scene.
public struct SceneReading {
    /// The screen the scene is laid out on, and the device's bars on it (zero with no device).
    public var screen: Size
    public var safeArea: EdgeInsets
    /// Every scroll view of the scene on screen, in number order.
    public var scrollViews: [ScrollViewReading]
    /// The scroll view commands go to (`use`): one of `scrollViews`, or, while the scene shows
    /// none (a tab without one), the one that was current, off stage.
    public var current: ScrollViewReading
    /// Views outside the scroll content with an `.id` or a text, in drawing order.
    public var outsideViews: [ItemReading]
    /// Everything the screen draws outside the scroll views' content, in drawing order, with the
    /// scroll views in their places: what `show` and the replay page draw around them.
    public var screenViews: [ScreenView] = []

    /// The screen's safe area as a view controller's `safeAreaInsets` reads it: the device's
    /// bars grown by a navigation bar at the top and a tab bar at the bottom.
    public var safeAreaWithBars: EdgeInsets {
        var insets = safeArea
        for view in screenViews where view.isBar {
            if view.frame.minY < screen.height / 2 {
                insets.top = max(insets.top, view.frame.maxY)
            } else {
                insets.bottom = max(insets.bottom, screen.height - view.frame.minY)
            }
        }
        return insets
    }

    public init(screen: Size, safeArea: EdgeInsets = .zero, scrollViews: [ScrollViewReading], current: ScrollViewReading,
                outsideViews: [ItemReading] = []) {
        self.screen = screen
        self.safeArea = safeArea
        self.scrollViews = scrollViews
        self.current = current
        self.outsideViews = outsideViews
    }

    /// A scene of one scroll view filling the screen (a scene built without views).
    public init(_ only: ScrollViewReading) {
        self.init(screen: only.frame.size, scrollViews: [only], current: only)
    }

    /// The scroll view with this number or `.id`.
    public func scrollView(_ selector: String) -> ScrollViewReading? {
        scrollViews.first { "\($0.number)" == selector } ?? scrollViews.first { $0.id == selector }
    }

    /// The first view outside the scroll content whose `.id` or text is `query`.
    public func outsideView(_ query: String) -> ItemReading? {
        outsideViews.first { $0.id.description == query || $0.label == query }
    }
}
