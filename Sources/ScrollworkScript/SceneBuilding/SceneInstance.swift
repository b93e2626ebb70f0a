import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A live scroll scene: the body evaluated into views and laid out, a simulation for every
/// scroll view in it, and the scene's `@State`, kept in step as gestures and the simulations
/// change it.
///
/// The scroll views share one clock (`ScrollClock`): a frame moves all of them. One of them is
/// current (`use`, the first by default): `simulation` is its simulation, and gestures, `state`
/// and `item(…)` in the REPL go to it. After every frame the scene runs `afterFrame()`
/// (SceneInstance+Callbacks.swift): a running `withAnimation` layout change, then
/// `onScrollPhaseChange`, `refreshable`, `onScrollGeometryChange` and the `scrollPosition`
/// binding of each scroll view in that order, then the readers pass over the whole scene
/// (SceneInstance+Readers.swift), re-evaluating and laying out the body again in the same frame
/// while they change state.
/// Hosts call it too after gestures they apply outside frames.
///
/// The scene owns its simulations' `eventHandler`s: hosts subscribe with `onEvent`, which
/// hears every event of every simulation and, as `.scriptError`, every error the scene's own
/// code raised while it followed them, in the order they happened.
public final class SceneInstance {
    /// Where the scene's outermost view comes from.
    enum Root {
        case preview(PreviewScene)
        /// A `View` value built from `TypeName(arguments)`.
        case view(Value, source: String)
    }

    public let name: String
    public private(set) var layout: SceneLayout
    public private(set) var screen: Size
    /// The device's safe area (zero with no device).
    public private(set) var safeArea: EdgeInsets
    /// The frames every scroll view of the scene steps by.
    public let clock = ScrollClock()
    /// Every scroll view simulated now, in number order (see `SceneScrollView.number`).
    public internal(set) var scrollViews: [SceneScrollView] = []
    /// The scroll view the REPL's commands go to.
    public internal(set) var current: SceneScrollView
    /// The key of the scroll view `use` chose; it is current again when its row comes back.
    var currentKey: ScrollViewKey?
    /// Hears the scene's events: the simulations', after the scene has noted them, and the
    /// errors of its callbacks. Events from before the first subscriber (an error while the
    /// scene was built) are delivered when it subscribes.
    public var onEvent: ((ScrollEvent) -> Void)? {
        didSet {
            guard let onEvent, let early = earlyEvents else { return }
            earlyEvents = nil
            early.forEach(onEvent)
        }
    }
    /// Events kept until the first subscriber; nil once there has been one.
    private var earlyEvents: [ScrollEvent]? = []

    var root: Root
    var runtime: SceneRuntime
    var rootNode: ViewNode
    /// Simulation events not yet followed by `afterFrame()`, with the scroll view they came from.
    var pendingEvents: [(SceneScrollView, ScrollEvent)] = []
    /// The offsets of scroll views that went away (a row left the screen), by key, so they come
    /// back where they were, as SwiftUI keeps a row's state.
    var savedOffsets: [ScrollViewKey: Double] = [:]
    /// The layouts of the scroll views in `ForEach` rows on screen, by parent and item id.
    var rowLayouts: [RowKey: [ScrollViewLayout]] = [:]
    /// Whether some scroll view has rows holding scroll views (checked every frame only then).
    var hasRowScrollViews = false
    /// False for a view with no ScrollView of its own: the scene shows it in one that cannot
    /// scroll, and gestures say there is nothing to scroll.
    public private(set) var hasOwnScrollView = true
    /// Set while `afterFrame()` runs (or the scroll views are being matched to a new layout), so
    /// an instant scroll inside it does not run it again.
    var isFollowing = false
    /// Set while `settleLayout()` runs, so an update inside it does not start another.
    var isSettling = false
    /// Set once a layout that does not settle has been reported.
    var hasWarnedUnsettled = false
    /// Counts the layouts, so the readers pass knows whether it has seen this one.
    var layoutGeneration = 0
    /// The motion of the matched-geometry views outside the scroll content that a `withAnimation`
    /// started, and the simulation time it started at (SceneInstance+MatchedGeometry.swift).
    var outsideMotion: (MatchedViewMotion, Double)?
    /// Where the matched-geometry groups were drawn as the pending animated change began.
    var matchedBefore: [String: Rect]?
    /// `reading.screenViews` as worked out for a layout, scroll view numbering and large-title
    /// bars' shifts (SceneInstance+Reading.swift).
    var keptScreenViews: (generation: Int, numbers: [Int], shifts: [Double], views: [ScreenView])?
    /// The layout's large-title bars, found once per layout (NavigationBars+LargeTitle.swift).
    var keptLargeTitleBars: (generation: Int, bars: [NavigationBars.LargeTitleBar])?
    /// Set by a host that reads the scene (the REPL): only then is `reading` published each
    /// frame; a scene no one reads runs only its frames' effects (SceneInstance+Reading.swift).
    public var isRead = false {
        didSet { if isRead && !oldValue { publishFrame() } }
    }
    /// What a reader may see, as the last frame (or command) left the scene.
    public internal(set) var reading: SceneReading
    /// Called each time `reading` is published (a frame, or the end of a command).
    public var onPublish: (() -> Void)?

    struct RowKey: Hashable {
        var parent: ScrollViewKey
        var item: ItemID
    }

    init(name: String, root: Root, runtime: SceneRuntime, screen: Size, safeArea: EdgeInsets = .zero) throws {
        self.name = name
        self.root = root
        self.runtime = runtime
        self.screen = screen
        self.safeArea = safeArea
        runtime.screen = screen
        runtime.safeArea = safeArea
        runtime.machine.beginFrame()
        var node = try Self.evaluate(root, runtime: runtime)
        var layout = try Self.layOut(node, screen: screen, safeArea: safeArea, name: name, at: Self.range(of: root))
        if layout.main == nil {
            // A view with no ScrollView still opens (layout, taps, state), as the content of
            // a scroll view that cannot scroll; gestures say there is nothing to scroll.
            hasOwnScrollView = false
            node = SceneLayout.unscrollable(node, screen: screen, safeArea: safeArea)
            layout = try Self.layOut(node, screen: screen, safeArea: safeArea, name: name, at: Self.range(of: root))
        }
        guard let main = layout.main else {
            throw Diagnostic.error("'\(name)' has no ScrollView to simulate", at: Self.range(of: root))
        }
        rootNode = node
        self.layout = layout
        current = SceneScrollView(layout: main)
        reading = SceneReading(screen: screen, scrollViews: [],
                               current: ScrollViewReading(current.simulation, label: { _ in "" }))
        // A frame's scripts share one budget (see `Machine`), from before the simulations
        // advance (sticky rules, transitions) through the frame's callbacks; what runs between
        // two frames (a gesture's sticky rules, a tap's action) shares another.
        clock.frameWillStart = { [weak self] in self?.runtime.machine.beginFrame() }
        clock.frameHandler = { [weak self] in
            self?.afterFrame()
            self?.runtime.machine.beginFrame()
        }
        clock.pendingWork = { [weak self] in self?.hasPendingWork ?? false }
        runtime.sceneServices.clock = { [unowned clock] in clock.time }
        runtime.sceneServices.emit = { [weak self] kind in
            guard let self else { return }
            self.publish(ScrollEvent(time: self.clock.time, kind: kind))
        }
        runtime.willAnimateChange = { [weak self] in self?.noteMatchedFrames() }
        runtime.noteSink = { [weak self] text in
            guard let self else { return }
            self.publish(ScrollEvent(time: self.clock.time, kind: .note(text)))
        }
        runtime.markClean()
        runtime.readers.layoutChanged()
        adoptScrollViews(first: current)
        // Readers see the first layout; what they change is laid out before anyone looks.
        isFollowing = true
        settleLayout()
        isFollowing = false
        publishFrame()
    }

    deinit {
        // Suspended tasks end now, while the scene they belong to is still there.
        runtime.sceneServices.schedule.cancelAll()
    }

    /// The current scroll view's simulation.
    public var simulation: ScrollSimulation { current.simulation }

    /// The current scroll view as laid out now.
    public var scrollView: ScrollViewLayout? { current.layout }

    /// The label the viewport writes in an item's box (its `Text`, else its id), in the current scroll view.
    public func label(ofItemAt index: Int) -> String? {
        (try? current.layout.item(at: index))??.label
    }

    /// The first item of the current scroll view showing `label` (see `ItemLabelIndex`).
    public func itemIndex(labelled label: String) -> Int? {
        current.layout.index(ofItemLabelled: label)
    }

    /// Lays the scene out on another screen size and safe area, keeping the offsets (clamped).
    public func setScreen(_ size: Size, safeArea newSafeArea: EdgeInsets = .zero) throws {
        let old = (screen, safeArea)
        screen = size
        safeArea = newSafeArea
        runtime.screen = size
        runtime.safeArea = newSafeArea
        do {
            try rebuild()
        } catch {
            (screen, safeArea) = old
            runtime.screen = old.0
            runtime.safeArea = old.1
            throw error
        }
    }

    /// Overrides the current scroll view's target behaviour (`behavior …` in the REPL); nil is `none`.
    public func overrideBehavior(_ behavior: (any TargetBehavior)?) {
        current.behaviorOverride = .some(behavior)
        current.simulation.behavior = behavior
    }

    /// Ends the override: the current scroll view's own `scrollTargetBehavior` applies again.
    public func removeBehaviorOverride() {
        current.behaviorOverride = nil
        current.simulation.behavior = current.layout.configuration.targetBehavior
    }

    // MARK: Outside views

    /// The frame (screen coordinates) of the view outside the scroll content whose `.id` or label is `id`.
    public func outsideFrame(_ id: String) -> Rect? {
        drawnViews.first { $0.relation != .inItem && $0.matches(id) }?.frame
    }

    /// The effects (`.opacity`, `.scaleEffect` …) written on the view outside the scroll content with this `.id`.
    public func outsideEffects(_ id: String) -> ItemEffects? {
        drawnViews.first { $0.relation != .inItem && $0.id?.description == id }?.namedNode.map(BodyEffects.effects(of:))
    }

    // MARK: Building

    static func evaluate(_ root: Root, runtime: SceneRuntime) throws -> ViewNode {
        runtime.beginEvaluation()
        runtime.machine.begin()
        return try runtime.within() {
            switch root {
            case .preview(let preview):
                let frame = Frame(size: preview.function.frameSize, parent: nil, context: runtime)
                runtime.isRunningPreviewBody = true
                defer { runtime.isRunningPreviewBody = false }
                let value = try preview.function.run(frame, machine: runtime.machine, at: preview.range)
                return try ViewConversion.node(value, range: preview.range, in: runtime)
            case .view(let value, _):
                return try ViewConversion.node(value, range: range(of: root), in: runtime)
            }
        }
    }

    static func layOut(_ node: ViewNode, screen: Size, safeArea: EdgeInsets, name: String, at range: SourceRange) throws -> SceneLayout {
        do {
            return try SceneLayout(root: node, screen: screen, safeArea: safeArea)
        } catch let error as SceneLayoutError {
            throw Diagnostic.error("cannot lay out '\(name)': \(error.description)", at: range)
        }
    }

    /// Where scene-level errors point: the `#Preview`, or the scene's View type.
    static func range(of root: Root) -> SourceRange {
        switch root {
        case .preview(let preview): return preview.range
        case .view(.record(let record, _), _): return record.type.range ?? SourceRange(file: 0, at: 0)
        case .view: return SourceRange(file: 0, at: 0)
        }
    }

    /// Evaluates the body again and replaces the layout, keeping every scroll view's offset
    /// and item identities; inside `withAnimation`, or when a watched `.animation(_:value:)`
    /// value changed, the change animates along that animation.
    func rebuild() throws {
        let withAnimation = runtime.changeAnimation
        var node = try Self.evaluate(root, runtime: runtime)
        if !hasOwnScrollView { node = SceneLayout.unscrollable(node, screen: screen, safeArea: safeArea) }
        let animation = withAnimation ?? runtime.valueAnimation
        // A scene may lose all its scroll views for a while (a TabView showing a page without
        // one); see `adoptScrollViews`.
        let newLayout = try Self.layOut(node, screen: screen, safeArea: safeArea, name: name, at: Self.range(of: root))
        let old = Dictionary(scrollViews.map { ($0.key, $0.layout) }, uniquingKeysWith: { first, _ in first })
        // Where the matched-geometry groups are drawn before the change, for what it inserts.
        let before = animation == nil ? [:] : matchedBefore ?? matchedFramesOnScreen()
        matchedBefore = nil
        runtime.markClean()
        runtime.readers.layoutChanged()
        layoutGeneration += 1
        rootNode = node
        layout = newLayout
        rowLayouts = [:]
        adoptScrollViews(first: nil)
        outsideMotion = animation.flatMap { MatchedViewMotion(views: layout.views, before: before, animation: $0) }
            .map { ($0, clock.time) }
        for scroll in scrollViews {
            scroll.layoutAnimation = nil
            scroll.nestedMotion = nil
            guard let animation else { continue }
            let arriving = before.isEmpty || !scroll.layout.hasMatchedViews ? [:] : contentRects(before, in: scroll)
            let change = LayoutAnimation(from: old[scroll.key], to: scroll.layout, animation: animation, arriving: arriving)
            if !change.isEmpty {
                scroll.layoutAnimation = (change, clock.time)
                followLayoutAnimation(scroll)
            }
            startNestedMotion(scroll, arriving: arriving, animation: animation)
        }
    }

    /// Shows a running `withAnimation` layout change as it is at the clock's time; the final
    /// layout once it is over.
    func followLayoutAnimation(_ scroll: SceneScrollView) {
        guard let (animation, start) = scroll.layoutAnimation else { return }
        let elapsed = clock.time - start
        if animation.isFinished(at: elapsed) {
            scroll.layoutAnimation = nil
            scroll.simulation.update(metrics: animation.target.metrics, layout: animation.target.content)
        } else {
            scroll.simulation.update(metrics: animation.metrics(at: elapsed), layout: animation.content(at: elapsed))
        }
    }

    func positionBinding(_ scroll: SceneScrollView) -> StateBox? {
        scroll.layout.configuration.positionBinding.flatMap(runtime.binding)
    }

    /// Notes a simulation event for `afterFrame()` and passes it on.
    func receive(_ event: ScrollEvent, from scroll: SceneScrollView) {
        pendingEvents.append((scroll, event))
        var published = event
        if scrollViews.count > 1 { published.scrollView = scroll.number }
        publish(published)
    }

    /// Reports an error of the scene's own code (a callback, a re-evaluation) the way the
    /// simulation reports a failing plug-in: as a `.scriptError` event at the current time.
    func report(_ error: any Error) {
        publish(ScrollEvent(time: clock.time, kind: .scriptError(PluginFailure(Diagnostic(failure: error, at: Self.range(of: root))))))
    }

    func publish(_ event: ScrollEvent) {
        if let onEvent {
            onEvent(event)
        } else if earlyEvents != nil, earlyEvents?.count ?? 0 < Self.earlyEventLimit {
            earlyEvents?.append(event)
        }
    }

    /// How many events are kept for a subscriber that has not come yet.
    static let earlyEventLimit = 1_000
}
