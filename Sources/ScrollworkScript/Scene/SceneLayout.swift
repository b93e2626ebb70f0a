import ScrollworkCore

/// A scene laid out on a screen: its scroll views, ready for the simulation, and every
/// view outside them.
///
/// The screen has no safe area of its own (no notch, no home indicator): scroll views get
/// insets only from `safeAreaPadding` and `contentMargins` in the scene, and
/// `ignoresSafeArea` drops the `safeAreaPadding` around it. The outermost view is offered
/// the screen and placed at its top-leading corner, so a frame on it sets the scene's size.
public struct SceneLayout {
    public static let defaultScreen = Size(width: 390, height: 844)

    public let screen: Size
    /// The outermost view's size.
    public let size: Size
    /// Every view outside the scroll views' content (scroll views included), in drawing order.
    public let views: [SceneView]
    /// The scroll views not inside other scroll views, in drawing order; the first is the main one.
    public let scrollViews: [ScrollViewLayout]

    /// Lays `root` out on a screen of `screen` points.
    public init(root: ViewNode, screen: Size = SceneLayout.defaultScreen) throws {
        guard screen.width.isFinite, screen.height.isFinite, screen.width > 0, screen.height > 0 else {
            throw SceneLayoutError.invalidScreen(screen)
        }
        let engine = LayoutEngine()
        let placed = try engine.place(root, Proposal(screen), LayoutEnvironment(container: screen))
        var walker = SceneViewWalker(relation: .beside)
        try walker.walk(root, placed, base: .zero)
        var views = walker.views
        var scrollViews = [ScrollViewLayout]()
        for record in walker.scrollViews {
            var layout = engine.scrollViews[record.engineIndex]
            layout.frame = record.frame
            scrollViews.append(layout)
        }
        if let main = walker.scrollViews.first {
            for index in views.indices {
                if index == main.viewIndex {
                    views[index].relation = .scrollView
                } else if walker.mainAncestors.contains(index) {
                    views[index].relation = .container
                } else if views[index].frame.intersects(main.frame) {
                    views[index].relation = index < main.viewIndex ? .behind : .over
                }
            }
        }
        self.screen = screen
        self.size = placed.size
        self.views = views
        self.scrollViews = scrollViews
    }

    /// The main scroll view: the first one drawn that is not inside another.
    public var main: ScrollViewLayout? { scrollViews.first }

    /// The views outside scroll content whose id or label is `query`, in drawing order.
    public func views(matching query: String) -> [SceneView] {
        views.filter { $0.matches(query) }
    }
}

/// Why a scene could not be laid out.
public enum SceneLayoutError: Error, Equatable, CustomStringConvertible {
    case invalidScreen(Size)
    /// The content has no finite length, e.g. a `frame(height: .infinity)` inside a scroll view.
    case infiniteContent(axis: Axis)
    /// More items than the layout can index.
    case tooManyItems

    public var description: String {
        switch self {
        case .invalidScreen(let size):
            return "the screen must have a positive, finite size (got \(size.width)×\(size.height))"
        case .infiniteContent(let axis):
            return "the scroll view's content has an infinite \(axis == .vertical ? "height" : "width"); give its views a finite size along the scroll axis"
        case .tooManyItems:
            return "the scroll view has more than \(Int32.max) items"
        }
    }
}
