import Foundation
import ScrollworkCore
import ScrollworkScene

/// One scroll view of a live scene: its layout, its simulation, and what the scene's callbacks
/// remember about it between frames.
///
/// Every scroll view of a scene is simulated (docs/SEMANTICS.md, "Several scroll views"); they
/// share the scene's clock, so a frame moves all of them. A scroll view inside another's content
/// moves with its parent's offset: its frame on the screen is worked out from the parent each time.
public final class SceneScrollView {
    public let key: ScrollViewKey
    public internal(set) var layout: ScrollViewLayout
    public let simulation: ScrollSimulation
    /// Its number in the scene, from 1: outermost first in layout order, then those inside
    /// them, level by level (see `SceneInstance.renumber`).
    public internal(set) var number = 1
    /// The scroll view whose content holds this one.
    public internal(set) weak var parent: SceneScrollView?

    // What the scene's callbacks remember (see SceneInstance+Callbacks.swift).
    /// The last value each `onScrollGeometryChange` transform gave, by its order on the scroll view.
    var geometryValues: [Int: Value] = [:]
    /// The `scrollPosition` binding's value the scene last wrote or scrolled to.
    var lastPosition: Value = .none
    /// The layout change a `withAnimation` started, and the simulation time it started at.
    var layoutAnimation: (LayoutAnimation, Double)?
    /// The motion of matched views inside its items that the same change started, and the
    /// clock time it started at (SceneInstance+MatchedGeometry.swift).
    var nestedMotion: (NestedViewMotion, Double)?
    /// `behavior …` from the REPL, which wins over the scroll view's `scrollTargetBehavior`.
    var behaviorOverride: (any TargetBehavior)??
    /// What its items show, by index, read once per layout as they come on screen (reading a
    /// row's label evaluates the row again).
    var labels: [Int: String] = [:]
    /// The `refreshable` action running as a task: the content is held down until it ends.
    var refreshTask: TaskRunner?

    init(layout: ScrollViewLayout) {
        self.key = layout.key
        self.layout = layout
        self.simulation = layout.makeSimulation()
        // The scene runs the refresh action as a task and ends the refresh when it returns.
        simulation.refreshHoldsContent = true
    }

    public var axis: Axis { layout.axis }
    /// The `.id` written on the scroll view, if any.
    public var id: ItemID? { layout.id }

    /// The scroll view's rect on the screen now: its layout frame, or for one inside another's
    /// content, where its parent draws it at the parent's offset (a pinned row moves it too).
    public var screenFrame: Rect {
        guard let parent else { return layout.frame }
        return parent.screenRect(ofContentRect: layout.frame, item: layout.itemInParent)
    }

    /// Where a rect of this scroll view's content (of item `item`, if given, which may be pinned)
    /// is on the screen now.
    func screenRect(ofContentRect rect: Rect, item: Int?) -> Rect {
        var moved = rect
        if let item, simulation.layout.items.indices.contains(item) {
            let natural = simulation.layout.items[item].frame, drawn = simulation.drawnFrame(ofItemAt: item)
            moved = moved.offsetBy(dx: drawn.minX - natural.minX, dy: drawn.minY - natural.minY)
        }
        let frame = screenFrame
        let visible = simulation.visibleRect
        return moved.offsetBy(dx: frame.minX - visible.minX, dy: frame.minY - visible.minY)
    }

    /// The region of the screen this scroll view shows: its frame, cut by its parents' frames.
    public var visibleScreenRect: Rect {
        var rect = screenFrame
        var ancestor = parent
        while let current = ancestor {
            rect = Self.intersection(rect, current.screenFrame)
            ancestor = current.parent
        }
        return rect
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Gives the simulation this layout (after a state change, a reload or a new device), keeping
    /// its offset and motion; a scroll view resting at its top stays at its top when its top inset
    /// changes (a safe-area padding that grew, the device's status bar), as UIKit keeps it.
    func adopt(_ newLayout: ScrollViewLayout) {
        let old = simulation.metrics
        let wasAtTop = !simulation.isMoving && simulation.offset == old.minOffset
        layout = newLayout
        labels = [:]
        let configuration = newLayout.configuration
        simulation.transitions = newLayout.transitions
        simulation.decelerationRate = configuration.decelerationRate
        simulation.bounceBehavior = configuration.bounceBehavior
        simulation.isScrollDisabled = configuration.isDisabled
        simulation.refreshThreshold = configuration.isRefreshable ? 60 : nil
        // The views inside items come from the new layout: what the old one found is stale.
        simulation.nestedViews = newLayout.nestedViewsProvider
        if let behaviorOverride { simulation.behavior = behaviorOverride } else { simulation.behavior = configuration.targetBehavior }
        simulation.update(metrics: newLayout.metrics, layout: newLayout.content)
        simulation.stickyRule = configuration.stickyRule
        simulation.containerFrame = screenFrame
        if wasAtTop, simulation.offset != simulation.metrics.minOffset {
            simulation.scroll(toOffset: simulation.metrics.minOffset, animated: false)
        } else if let anchor = configuration.sizeChangesAnchor, simulation.phase == .idle, old != newLayout.metrics {
            // `defaultScrollAnchor(_:for: .sizeChanges)`: that point of the content keeps its place.
            let kept = newLayout.metrics.offsetKeeping(anchor: newLayout.axis == .vertical ? anchor.y : anchor.x, from: old,
                                                       offset: simulation.offset)
            if kept != simulation.offset { simulation.scroll(toOffset: kept, animated: false) }
        }
    }

    /// What item `index` shows, from the cache (see `labels`).
    func label(ofItemAt index: Int) -> String {
        if let known = labels[index] { return known }
        let label = layout.label(ofItemAt: index)
        // A long scroll through a big list would keep every label it passed.
        if labels.count >= 10_000 { labels = [:] }
        labels[index] = label
        return label
    }

    /// How `scrolls` names it: `ScrollView`, or `List`, `TabView` … and the View declaring it.
    public var declaration: String {
        layout.declaredIn.map { "\(layout.kind) in \($0)" } ?? layout.kind
    }
}
