import ScrollworkCore

/// A scene laid out on a screen: its scroll views, ready for the simulation, and every
/// view outside them.
///
/// The rules, where SwiftUI leaves room for choice:
/// - With no device the screen has no safe area of its own: scroll views get insets only from
///   `safeAreaPadding` and `contentMargins` in the scene (`safeAreaPadding` on any view reaches
///   the scroll views inside it and moves nothing else), and `ignoresSafeArea` drops the
///   `safeAreaPadding` around it.
/// - On a device (`safeArea` not zero) the outermost view is offered the screen inside the safe
///   area (on the edges its own `ignoresSafeArea` names, the whole screen); see
///   `SceneLayout+SafeArea.swift` for scroll views reaching under the bars.
/// - The outermost view is centred in the region it is offered, as a hosting controller's root
///   view is, whatever it holds: a frame on it sets the scene's size, and a root smaller than the
///   region sits in its middle (a root with no scroll view of its own is wrapped first, see
///   `unscrollable`).
/// - Stacks serve children from the least flexible to the most, each an equal share of
///   what is left (SwiftUI's algorithm); `Spacer()` is at least 8; lazy stacks fill the
///   width (height) they are offered, plain stacks hug their children.
/// - `Text` is measured in its font (`TextMetrics`: a line as tall as SF Pro's, widths per
///   character and weight); offered less width than it needs, it wraps at words
///   (`TextWrapping`). `Image` is 24×24 unless resizable; shapes and colours take the
///   proposal, 10 pt on an axis with none.
/// - A scroll view's content is an implicit stack along its axis, offered no length along
///   it and the container inside the insets across; content narrower than that is centred.
/// - Items are the children of the scroll content's item containers (see `ContentBuilder`);
///   an item's frame is its layout frame (`offset` moves only what `ItemInfo.views` shows).
/// - Scroll views inside items built up front are reported after the others; scroll views
///   in `ForEach` rows are laid out when a scene asks for a row on screen
///   (`ScrollViewLayout.scrollViews(inItemAt:)`).
public struct SceneLayout {
    public static let defaultScreen = Size(width: 390, height: 844)

    public let screen: Size
    /// The device's safe-area insets (status bar, home indicator); zero with no device.
    public let safeArea: EdgeInsets
    /// The outermost view's size.
    public let size: Size
    /// Every view outside the scroll views' content (scroll views included), in drawing order.
    public let views: [SceneView]
    /// The scroll views not inside other scroll views, in drawing order (the first is the main
    /// one), then those inside the items of others that were built up front (not `ForEach` rows),
    /// each after its parent, level by level; each with its key. Scroll views in `ForEach` rows are
    /// laid out on demand (`ScrollViewLayout.scrollViews(inItemAt:)`).
    public let scrollViews: [ScrollViewLayout]
    /// What the readers pass walks outside scroll content (frames on the screen); nil when the
    /// scene has no readers, preferences or geometry observers at all.
    public let readerPlan: ReaderPlanNode?

    /// Lays `root` out on a screen of `screen` points whose bars take `safeArea`.
    public init(root: ViewNode, screen: Size = SceneLayout.defaultScreen, safeArea: EdgeInsets = .zero) throws {
        guard screen.width.isFinite, screen.height.isFinite, screen.width > 0, screen.height > 0 else {
            throw SceneLayoutError.invalidScreen(screen)
        }
        let insets = Self.clamped(safeArea, to: screen)
        let region = Self.rootRegion(root, screen: screen, safeArea: insets)
        let engine = LayoutEngine()
        var environment = LayoutEnvironment(container: region.size)
        environment.configuration.sizeClasses = SizeClasses.of(screen: screen)
        environment.ignoredSafeEdges = Self.rootIgnoredEdges(root)
        let placed = try engine.place(root, Proposal(region.size), environment)
        let origin = Self.centred(placed.size, in: region)
        var walker = SceneViewWalker(relation: .beside)
        try walker.walk(root, placed, base: origin)
        var views = walker.views
        var scrollViews = [ScrollViewLayout]()
        for (number, record) in walker.scrollViews.enumerated() {
            var layout = engine.scrollViews[record.engineIndex]
            layout.frame = record.frame
            layout.adopt(record)
            layout.key = ScrollViewKey(top: number, identity: record.identity)
            scrollViews.append(layout)
        }
        let safeRegion = Rect(x: insets.leading, y: insets.top, width: screen.width - insets.leading - insets.trailing,
                              height: screen.height - insets.top - insets.bottom)
        Self.extendUnderBars(&scrollViews, &views, walker.scrollViews.map(\.viewIndex), safeRegion: safeRegion, bars: insets)
        Self.appendNested(to: &scrollViews, from: engine, first: 0)
        MatchedGeometry.applySources(to: &views)
        if let main = walker.scrollViews.first, let mainFrame = scrollViews.first?.frame {
            for index in views.indices {
                if index == main.viewIndex {
                    views[index].relation = .scrollView
                } else if walker.mainAncestors.contains(index) {
                    views[index].relation = .container
                } else if views[index].frame.intersects(mainFrame) {
                    views[index].relation = index < main.viewIndex ? .behind : .over
                }
            }
        }
        self.screen = screen
        self.safeArea = insets
        self.size = placed.size
        self.views = views
        self.scrollViews = scrollViews
        if engine.metReaders {
            var numbers: [Int: Int] = [:]
            for (number, record) in walker.scrollViews.enumerated() { numbers[record.engineIndex] = number }
            var builder = ReaderPlanBuilder(scrollViewNumbers: numbers)
            readerPlan = try builder.plan(root, placed, base: origin)
        } else {
            readerPlan = nil
        }
    }

    /// Where a root of `size` goes in `region`: centred, overflowing evenly when it is larger.
    static func centred(_ size: Size, in region: Rect) -> Point {
        let offset = aligned(size, in: region.size, .center)
        return Point(x: region.origin.x + offset.x, y: region.origin.y + offset.y)
    }

    /// Appends the scroll views inside the items built up front of `list[first...]` (and of
    /// those appended), each framed in its parent's content, with its parent and key.
    static func appendNested(to list: inout [ScrollViewLayout], from engine: LayoutEngine, first: Int) {
        var next = first
        while next < list.count {
            let parent = list[next]
            var ordinals = [Int: Int]()
            for found in parent.nested where parent.content.items.indices.contains(found.item) {
                var layout = engine.scrollViews[found.engineIndex]
                let item = parent.content.items[found.item]
                layout.frame = found.frameInItem.offsetBy(dx: item.frame.origin.x, dy: item.frame.origin.y)
                layout.parent = ScrollViewLayout.Parent(scrollView: next, item: found.item)
                layout.itemInParent = found.item
                layout.id = found.id
                layout.declaredIn = found.declaredIn
                layout.kind = found.kind
                let ordinal = ordinals[found.item, default: 0]
                ordinals[found.item] = ordinal + 1
                layout.key = parent.key.child(item: item.id, ordinal: ordinal)
                list.append(layout)
            }
            next += 1
        }
    }

    /// The main scroll view: the first one drawn that is not inside another.
    public var main: ScrollViewLayout? { scrollViews.first }

    /// The scroll view with this key, if the layout has it (not one in a `ForEach` row).
    public func scrollView(_ key: ScrollViewKey) -> ScrollViewLayout? {
        scrollViews.first { $0.key == key }
    }

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
    /// More items in one scroll view, or children in one stack, than the row budget allows.
    case tooManyItems(limit: Int)
    /// A `ForEach` with more elements than the row budget allows.
    case tooManyRows(count: Int, limit: Int)
    /// Views nested deeper than the limit (a view's modifiers are loops and do not count).
    case tooDeep(limit: Int)
    /// An item ended up with a non-finite position or size (e.g. infinitely wide across the axis).
    case nonFiniteFrame(ItemID)

    /// 2000000 as 2,000,000.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }

    public var description: String {
        switch self {
        case .invalidScreen(let size):
            return "the screen must have a positive, finite size (got \(size.width)×\(size.height))"
        case .infiniteContent(let axis):
            return "the scroll view's content has an infinite \(axis == .vertical ? "height" : "width"); give its views a finite size along the scroll axis"
        case .tooManyItems(let limit):
            return "more than \(Self.grouped(limit)) items in one container; at most \(Self.grouped(limit)) rows are laid out (the row budget)"
        case .tooManyRows(let count, let limit):
            // Int.max also stands for a count that overflowed (`-1..<Int.max`).
            let shown = count == Int.max ? "\(Self.grouped(count)) or more" : Self.grouped(count)
            return "ForEach has \(shown) rows; at most \(Self.grouped(limit)) are laid out (the row budget)"
        case .nonFiniteFrame(let id):
            return "item '\(id)' has no finite frame; give it a finite size across the scroll axis"
        case .tooDeep(let limit):
            return "views are nested more than \(limit) deep; flatten the scene"
        }
    }
}
