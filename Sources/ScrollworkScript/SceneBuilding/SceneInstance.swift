import Foundation
import ScrollworkCore
import ScrollworkScene

/// A live scroll scene: the body evaluated into views and laid out, the simulation of its
/// main scroll view, and the scene's `@State`, kept in step as gestures and the simulation
/// change it.
///
/// After every frame of the simulation the scene runs `afterFrame()`: a running `withAnimation`
/// layout change, then `onScrollPhaseChange`, `refreshable`, `onScrollGeometryChange` and the
/// `scrollPosition` binding in that order, then re-evaluates the body if state changed. Hosts
/// call it too after gestures they apply outside frames.
///
/// The scene owns its simulation's `eventHandler`: hosts subscribe with `onEvent`, which
/// hears every event of the simulation and, as `.scriptError`, every error the scene's own
/// code raised while it followed the simulation, in the order they happened.
public final class SceneInstance {
    /// Where the scene's outermost view comes from.
    enum Root {
        case preview(PreviewScene)
        /// A `View` value built from `TypeName(arguments)`.
        case view(Value, source: String)
    }

    public let name: String
    public let simulation: ScrollSimulation
    public private(set) var layout: SceneLayout
    public private(set) var screen: Size
    /// Hears the scene's events: the simulation's, after the scene has noted them, and the
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
    /// `behavior …` from the REPL wins over the scene's `scrollTargetBehavior` across re-evaluations.
    var behaviorOverride: (any TargetBehavior)??
    var pendingEvents: [ScrollEvent] = []
    /// The last value each `onScrollGeometryChange` transform gave, by its order in the scroll view.
    var geometryValues: [Int: Value] = [:]
    /// The `scrollPosition` binding's value the scene last wrote or scrolled to.
    var lastPosition: Value = .none
    /// The layout change a `withAnimation` started, and the simulation time it started at.
    var layoutAnimation: (LayoutAnimation, Double)?
    /// The program the scene was built from, for `setState(_:toSource:)`.
    var program: ScriptProgram?
    /// Set once a layout that does not settle has been reported.
    var hasWarnedUnsettled = false
    /// Counts the layouts, so the readers pass knows whether it has seen this one.
    var layoutGeneration = 0
    /// Set while the scene follows a frame (`afterFrame`).
    var isFollowing = false

    init(name: String, root: Root, runtime: SceneRuntime, screen: Size) throws {
        self.name = name
        self.root = root
        self.runtime = runtime
        self.screen = screen
        let node = try Self.evaluate(root, runtime: runtime)
        let layout = try Self.layOut(node, screen: screen, name: name, at: Self.range(of: root))
        guard let main = layout.main else {
            throw Diagnostic.error("'\(name)' has no ScrollView to simulate", at: Self.range(of: root))
        }
        rootNode = node
        self.layout = layout
        simulation = main.makeSimulation()
        simulation.containerFrame = main.frame
        simulation.eventHandler = { [weak self] event in self?.receive(event) }
        runtime.noteSink = { [weak self] text in
            guard let self else { return }
            self.publish(ScrollEvent(time: self.simulation.time, kind: .note(text)))
        }
        simulation.frameHandler = { [weak self] in self?.afterFrame() }
        runtime.markClean()
        runtime.readers.layoutChanged()
        primeGeometryValues()
        if let box = positionBinding() {
            lastPosition = box.value
            if ScrollPositionValue.isPosition(box.value) {
                scroll(to: box.value, animated: false)
            } else if case .none = box.value {} else {
                _ = simulation.scroll(toItem: ViewConversion.itemID(box.value), animated: false)
            }
        }
        // Readers see the first layout; what they change is laid out before anyone looks.
        isFollowing = true
        settleLayout()
        isFollowing = false
    }

    /// The main scroll view as laid out now.
    public var scrollView: ScrollViewLayout? { layout.main }

    /// The label the viewport writes in an item's box (its `Text`, else its id).
    public func label(ofItemAt index: Int) -> String? {
        (try? layout.main?.item(at: index))??.label
    }

    /// Lays the scene out on another screen size, keeping the offset (clamped).
    public func setScreen(_ size: Size) throws {
        let old = screen
        screen = size
        do {
            try rebuild()
        } catch {
            screen = old
            throw error
        }
    }

    /// Overrides the scroll view's target behaviour (`behavior …` in the REPL); nil is `none`.
    public func overrideBehavior(_ behavior: (any TargetBehavior)?) {
        behaviorOverride = .some(behavior)
        simulation.behavior = behavior
    }

    /// Ends the override: the scroll view's own `scrollTargetBehavior` applies again.
    public func removeBehaviorOverride() {
        behaviorOverride = nil
        simulation.behavior = layout.main?.configuration.targetBehavior
    }

    // MARK: Outside views

    /// The frame (screen coordinates) of the view outside the scroll content whose `.id` or label is `id`.
    public func outsideFrame(_ id: String) -> Rect? {
        layout.views(matching: id).first { $0.relation != .inItem }?.frame
    }

    /// The effects (`.opacity`, `.scaleEffect` …) written on the view outside the scroll content with this `.id`.
    public func outsideEffects(_ id: String) -> ItemEffects? {
        Self.find(id, in: rootNode).map(BodyEffects.effects(of:))
    }

    private static func find(_ id: String, in node: ViewNode) -> ViewNode? {
        for modifier in node.modifiers {
            if case .id(let itemID) = modifier, itemID.description == id { return node }
        }
        var children: [ViewNode] = []
        switch node.content {
        case .stack(_, let nodes), .grid(_, let nodes), .group(let nodes): children = nodes
        case .button(let label, _): children = label
        case .section(let section): children = section.header + section.content + section.footer
        default: break
        }
        for modifier in node.modifiers {
            if case .overlay(let view, _) = modifier { children.append(view) }
            if case .background(let view, _) = modifier { children.append(view) }
        }
        for child in children { if let found = find(id, in: child) { return found } }
        return nil
    }

    // MARK: Building

    static func evaluate(_ root: Root, runtime: SceneRuntime) throws -> ViewNode {
        runtime.beginEvaluation()
        runtime.machine.begin()
        return try runtime.within() {
            switch root {
            case .preview(let preview):
                let frame = Frame(size: preview.function.frameSize, parent: nil)
                let value = try preview.function.run(frame, machine: runtime.machine, at: preview.range)
                return try ViewConversion.node(value, range: preview.range)
            case .view(let value, _):
                return try ViewConversion.node(value, range: range(of: root))
            }
        }
    }

    static func layOut(_ node: ViewNode, screen: Size, name: String, at range: SourceRange) throws -> SceneLayout {
        do {
            return try SceneLayout(root: node, screen: screen)
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

    /// Evaluates the body again and replaces the layout, keeping offset and item identities.
    func rebuild() throws {
        let animated = runtime.isAnimatedChange
        let node = try Self.evaluate(root, runtime: runtime)
        let newLayout = try Self.layOut(node, screen: screen, name: name, at: Self.range(of: root))
        guard let main = newLayout.main else {
            throw Diagnostic.error("'\(name)' no longer has a ScrollView", at: Self.range(of: root))
        }
        let old = layout.main
        runtime.markClean()
        runtime.readers.layoutChanged()
        layoutGeneration += 1
        rootNode = node
        layout = newLayout
        configure(main)
        layoutAnimation = nil
        if animated, let old {
            let animation = LayoutAnimation(from: old, to: main)
            if !animation.isEmpty {
                layoutAnimation = (animation, simulation.time)
                followLayoutAnimation()
            }
        }
    }

    /// Shows the running `withAnimation` layout change as it is at the simulation's time;
    /// the final layout once it is over.
    func followLayoutAnimation() {
        guard let (animation, start) = layoutAnimation else { return }
        let elapsed = simulation.time - start
        if animation.isFinished(at: elapsed) {
            layoutAnimation = nil
            simulation.update(metrics: animation.target.metrics, layout: animation.target.content)
        } else {
            simulation.update(metrics: animation.metrics(at: elapsed), layout: animation.content(at: elapsed))
        }
    }

    private func configure(_ main: ScrollViewLayout) {
        let configuration = main.configuration
        simulation.transitions = main.transitions
        simulation.decelerationRate = configuration.decelerationRate
        simulation.bounceBehavior = configuration.bounceBehavior
        simulation.isScrollDisabled = configuration.isDisabled
        simulation.refreshThreshold = configuration.isRefreshable ? 60 : nil
        if let behaviorOverride { simulation.behavior = behaviorOverride } else { simulation.behavior = configuration.targetBehavior }
        let old = simulation.metrics, anchor = configuration.sizeChangesAnchor
        let wasAtTop = simulation.phase == .idle && simulation.offset == old.minOffset
        simulation.update(metrics: main.metrics, layout: main.content)
        // A scroll view resting at its top stays at its top when its top inset changes, as UIKit keeps it.
        if wasAtTop, main.metrics.minOffset != old.minOffset { simulation.scroll(toOffset: main.metrics.minOffset, animated: false) }
        if let anchor, simulation.phase == .idle, old != main.metrics {
            let kept = main.metrics.offsetKeeping(anchor: main.axis == .vertical ? anchor.y : anchor.x, from: old,
                                                  offset: simulation.offset)
            if kept != simulation.offset { simulation.scroll(toOffset: kept, animated: false) }
        }
        simulation.stickyRule = configuration.stickyRule
        simulation.containerFrame = main.frame
    }

    func positionBinding() -> StateBox? {
        layout.main?.configuration.positionBinding.flatMap(runtime.binding)
    }

    /// Notes a simulation event for `afterFrame()` and passes it on.
    private func receive(_ event: ScrollEvent) {
        pendingEvents.append(event)
        publish(event)
    }

    /// Reports an error of the scene's own code (a callback, a re-evaluation) the way the
    /// simulation reports a failing plug-in: as a `.scriptError` event at the current time.
    func report(_ error: any Error) {
        publish(ScrollEvent(time: simulation.time, kind: .scriptError(Diagnostic(failure: error, at: Self.range(of: root)))))
    }

    private func publish(_ event: ScrollEvent) {
        if let onEvent {
            onEvent(event)
        } else if earlyEvents != nil, earlyEvents?.count ?? 0 < Self.earlyEventLimit {
            earlyEvents?.append(event)
        }
    }

    /// How many events are kept for a subscriber that has not come yet.
    static let earlyEventLimit = 1_000
}
