import Foundation

/// Whether content that fits the container still scrolls and rubber-bands (`scrollBounceBehavior`).
public enum BounceBehavior: String, Hashable, Sendable {
    case automatic, always, basedOnSize
}

/// One scroll view's deterministic simulation: gestures in, frames stepped, offsets out.
///
/// Time advances only through `step` (and the commands built on it) in fixed frames;
/// motions are closed forms sampled at each frame's time since the motion began.
public final class ScrollSimulation {
    public private(set) var metrics: ScrollMetrics
    public private(set) var layout: ContentLayout
    public var physics: any ScrollPhysics = UIKitPhysics()
    public var behavior: (any TargetBehavior)?
    public var stickyRule: (any StickyRule)? { didSet { updatePins() } }
    public var transitions: [TransitionSpec] = [] {
        didSet {
            hasAnimatedTransitions = transitions.contains { $0.configuration.isAnimated }
            hasFrameEvaluatedTransitions = transitions.contains { !$0.effect.isPlainValue }
            effectsGeneration += 1
        }
    }
    /// Whether any transition is `.animated`, so frames need to track item values (a scene
    /// may have one transition per item: not something to scan every frame).
    private var hasAnimatedTransitions = false
    /// Whether any transition's effects are more than plain values, so frames run them.
    var hasFrameEvaluatedTransitions = false
    public var decelerationRate = DecelerationRate.normal
    public var bounceBehavior = BounceBehavior.automatic
    public var isScrollDisabled = false
    /// The screen's size classes, which a behaviour's context reports.
    public var sizeClasses = SizeClasses.portraitPhone
    /// The top overscroll past which a release refreshes; nil when the scene is not `refreshable`.
    public var refreshThreshold: Double?
    /// The container's frame on the screen, for effects that read an item's global geometry.
    public var containerFrame: Rect = .zero {
        didSet { if containerFrame != oldValue { effectsGeneration += 1 } }
    }
    /// Called for every event, in order.
    public var eventHandler: ((ScrollEvent) -> Void)? {
        didSet {
            guard let eventHandler, !unheardErrors.isEmpty else { return }
            let errors = unheardErrors
            unheardErrors = []
            errors.forEach(eventHandler)
        }
    }
    /// Script errors raised before anyone listened (a sticky rule failing while the scroll
    /// view is being set up), delivered to the first handler; at most `unheardErrorLimit`.
    private var unheardErrors: [ScrollEvent] = []
    static let unheardErrorLimit = 20
    /// Called after every frame and every instant jump, once the offset is final: where a
    /// scene runs its scroll callbacks (`onScrollGeometryChange` and the like).
    public var frameHandler: (() -> Void)?

    /// The clock shared with the other scroll views of a scene (see `ScrollClock`); nil for a
    /// simulation on its own, which keeps its own frames.
    public private(set) var clock: ScrollClock?
    private var ownFrames = FrameCounter()
    public var framesPerSecond: Double { clock?.framesPerSecond ?? ownFrames.framesPerSecond }
    /// Seconds since the simulation (or its clock) began: whole frames, counted from the last
    /// fps change so that times stay exact multiples of the frame duration.
    public var time: Double { clock?.time ?? ownFrames.time }
    public internal(set) var offset: Double
    public internal(set) var velocity = 0.0
    public private(set) var phase = ScrollPhase.idle
    public internal(set) var lastRelease: ReleaseRecord?
    public private(set) var pins: [Pin] = []
    public internal(set) var refreshCount = 0
    /// Between a release that refreshed and `endRefreshing()`: the content rests pulled down
    /// by the refresh control's height (ScrollSimulation+Refresh.swift).
    public internal(set) var isRefreshing = false
    /// Whether a refresh holds the content down until `endRefreshing()`: set by a host that runs
    /// the refresh action and says when it ends; otherwise a refresh ends as it starts.
    public var refreshHoldsContent = false
    /// Offset and velocity at every frame since the last gesture or programmatic scroll began.
    public internal(set) var motionLog: [MotionRecord] = []

    // Gesture state, shared with ScrollSimulation+Gestures.swift.
    var motion: (any Motion)?
    var motionStart = 0.0
    var finger: Finger?
    var touchDownTarget: ScrollTarget
    private var animations = TransitionAnimations()
    /// The `.animated` transitions of views inside items, keyed by item id and ordinal.
    var nestedAnimations = TransitionAnimations()
    /// What views with effects or ids each item holds (ScrollSimulation+NestedViews.swift), set
    /// by a scene whose items have such views; nil (the usual case) costs a frame nothing.
    public var nestedViews: ((Int) -> [NestedView])? {
        didSet { effectsGeneration += 1 }
    }
    /// Where the view an item's own `.id` names is, in the item's coordinates, when its layout
    /// modifiers are written after the `.id` (`Text("a").id(1).frame(width: 200, height: 80)`
    /// names the text): set by a scene with such items, nil when it has none.
    public var idViewFrame: ((Int) -> Rect?)?
    /// What the last frame evaluated (ScrollSimulation+FrameEffects.swift).
    public internal(set) var frameEffects = FrameEffects()
    var frameStamp: FrameStamp?
    /// Counts the changes other than time and offset that effects depend on.
    var effectsGeneration = 0

    struct Finger {
        /// Where the offset would be with no rubber band.
        var raw: Double
        var velocity = 0.0
    }

    static let motionLogLimit = 100_000

    public init(metrics: ScrollMetrics, layout: ContentLayout) {
        self.metrics = metrics
        self.layout = layout
        self.offset = metrics.minOffset
        self.touchDownTarget = ScrollTarget(rect: metrics.targetRect(forOffset: metrics.minOffset))
        updatePins()
    }

    // MARK: Configuration

    public var frameDuration: Double { 1 / framesPerSecond }

    /// Changes the frame rate (of the whole clock when the simulation shares one).
    public func setFramesPerSecond(_ fps: Double) {
        if let clock { clock.setFramesPerSecond(fps) } else { ownFrames.setFramesPerSecond(fps) }
    }

    /// Called by `ScrollClock.add`: a motion under way keeps its elapsed time on the new clock.
    func join(_ newClock: ScrollClock) {
        let before = time
        clock = newClock
        motionStart += newClock.time - before
    }

    /// Called by `ScrollClock.remove`: the simulation goes on with its own frames from the clock's time.
    func leave(_ oldClock: ScrollClock) {
        guard clock === oldClock else { return }
        ownFrames = FrameCounter(continuingFrom: oldClock.time, framesPerSecond: oldClock.framesPerSecond)
        clock = nil
    }

    /// Replaces the layout (after a state change or reload), keeping the offset where it is valid.
    public func update(metrics: ScrollMetrics, layout: ContentLayout) {
        self.metrics = metrics
        self.layout = layout
        effectsGeneration += 1
        if motion == nil && finger == nil { offset = restingOffset(offset) }
        updatePins()
    }

    /// Whether gestures move the content at all.
    public var canScroll: Bool {
        !isScrollDisabled && !(bounceBehavior == .basedOnSize && !metrics.contentExceedsContainer)
    }

    public var isFingerDown: Bool { finger != nil }

    // MARK: Derived state

    public var geometry: ScrollGeometry { ScrollGeometry(metrics: metrics, offset: offset) }
    /// The metrics targets are measured with now: the region inside the insets as they are at
    /// this offset (below a large title's bar as it is drawn).
    public var targetMetrics: ScrollMetrics { metrics.measuringTargets(atOffset: offset) }
    public var targetRect: Rect { targetMetrics.targetRect(forOffset: offset) }
    public var visibleRect: Rect { metrics.visibleRect(forOffset: offset) }
    public var scrollPositionID: ItemID? { layout.scrollPositionID(targetMin: targetMetrics.targetMin(forOffset: offset)) }

    /// Indices of the items overlapping the container, in layout order.
    public var visibleIndices: [Int] {
        let low = offset, high = offset + metrics.containerLength
        var indices = layout.indices(overlapping: low, high)
        for pin in pins where !indices.contains(pin.index) { indices.append(pin.index) }
        return indices.sorted()
    }

    /// The item's frame where it is drawn, in content coordinates (pinned items move).
    public func drawnFrame(ofItemAt index: Int) -> Rect {
        let frame = layout.items[index].frame
        guard let pin = pins.first(where: { $0.index == index }) else { return frame }
        return metrics.axis.offset(frame, by: pin.drawnStart - metrics.axis.minimum(of: frame))
    }

    /// The transition phase of an item, identity when it has no transition.
    public func transitionPhase(ofItemAt index: Int) -> TransitionPhase {
        let item = layout.items[index]
        guard item.transition >= 0, Int(item.transition) < transitions.count else { return .identity }
        let configuration = transitions[Int(item.transition)].configuration
        if configuration.isAnimated {
            return TransitionPhase(value: animations.value(for: item.id, target: targetValue(index, configuration), time: time))
        }
        return TransitionPhase(value: targetValue(index, configuration))
    }

    /// The effects an item's transition applies now, running its closure; identity (and an
    /// event) if the closure fails. Frames call it (`evaluateFrameEffects()`); readers read what
    /// they kept.
    public func effects(ofItemAt index: Int) -> ItemEffects {
        effects(ofItemAt: index, phase: transitionPhase(ofItemAt: index))
    }

    func effects(ofItemAt index: Int, phase: TransitionPhase) -> ItemEffects {
        let item = layout.items[index]
        guard item.transition >= 0, Int(item.transition) < transitions.count else { return .identity }
        do {
            let spec = transitions[Int(item.transition)]
            guard spec.readsGeometry else { return try spec.effect.effects(for: phase) }
            let geometry = ItemGeometry(frame: drawnFrame(ofItemAt: index), contentOffset: self.geometry.contentOffset,
                                        container: containerFrame)
            return try spec.effect.effects(for: phase, at: geometry)
        } catch {
            emit(.scriptError(PluginFailure(error)))
            return .identity
        }
    }

    private func targetValue(_ index: Int, _ configuration: TransitionConfiguration) -> Double {
        let axis = configuration.axis ?? metrics.axis
        let frame = drawnFrame(ofItemAt: index), visible = visibleRect
        return configuration.targetValue(itemStart: axis.minimum(of: frame), itemEnd: axis.maximum(of: frame),
                                         visibleLow: axis.minimum(of: visible), visibleHigh: axis.maximum(of: visible))
    }

    /// The animation of the side of the visible region the item is on, if that side animates.
    private func animation(_ index: Int, _ configuration: TransitionConfiguration) -> AnimationCurve? {
        let axis = configuration.axis ?? metrics.axis
        let frame = drawnFrame(ofItemAt: index), visible = visibleRect
        return configuration.animation(itemStart: axis.minimum(of: frame), itemEnd: axis.maximum(of: frame),
                                       visibleLow: axis.minimum(of: visible), visibleHigh: axis.maximum(of: visible))
    }

    // MARK: Events

    func emit(_ kind: ScrollEvent.Kind) {
        if let eventHandler {
            eventHandler(ScrollEvent(time: time, kind: kind))
        } else if case .scriptError = kind, unheardErrors.count < Self.unheardErrorLimit {
            unheardErrors.append(ScrollEvent(time: time, kind: kind))
        }
    }

    func setPhase(_ newPhase: ScrollPhase) {
        guard newPhase != phase else { return }
        let old = phase
        phase = newPhase
        emit(.phaseChanged(from: old, to: newPhase))
    }

    func record() {
        guard motionLog.count < Self.motionLogLimit else { return }
        motionLog.append(MotionRecord(time: time, offset: offset, velocity: velocity))
    }

    func updatePins() {
        guard stickyRule != nil || !layout.stickyTopIndices.isEmpty || !layout.stickyBottomIndices.isEmpty else {
            if !pins.isEmpty { setPins([]) }
            return
        }
        let target = targetRect
        let context = StickyContext(visibleRect: target, containerSize: metrics.containerSize,
                                    contentSize: metrics.contentSize, velocity: metrics.axis.vector(velocity), phase: phase)
        let solver = PinSolver(layout: layout, axis: metrics.axis)
        let found = solver.pins(low: metrics.axis.minimum(of: target), high: metrics.axis.maximum(of: target),
                                rule: stickyRule, context: context) { [stickyRule] error in
            emit(.scriptError(PluginFailure(error, location: stickyRule?.location)))
        }
        setPins(found)
    }

    private func setPins(_ found: [Pin]) {
        if found != pins { effectsGeneration += 1 }
        let oldIDs = pins.map(\.id), newIDs = found.map(\.id)
        for pin in pins where !newIDs.contains(pin.id) { emit(.unpinned(id: pin.id)) }
        pins = found
        for pin in found where !oldIDs.contains(pin.id) { emit(.pinned(id: pin.id, side: pin.side)) }
    }

    /// Per-frame bookkeeping after the offset moved.
    func offsetDidChange() {
        updatePins()
        guard hasAnimatedTransitions else { return }
        var live = Set<ItemID>()
        for index in visibleIndices {
            let item = layout.items[index]
            guard item.transition >= 0, Int(item.transition) < transitions.count else { continue }
            let configuration = transitions[Int(item.transition)].configuration
            guard configuration.isAnimated, let curve = animation(index, configuration) else { continue }
            animations.retarget(item.id, to: targetValue(index, configuration), time: time, curve: curve)
            live.insert(item.id)
        }
        animations.keepOnly(live)
    }

    // MARK: Frames

    /// Whether a motion runs or the finger is down.
    public var isMoving: Bool { motion != nil || finger != nil }

    /// Advances one frame: samples the current motion at its elapsed time. With a clock,
    /// every simulation of the clock advances.
    public func step() {
        if let clock {
            clock.step()
            return
        }
        ownFrames.tick()
        advanceFrame()
        frameHandler?()
        evaluateFrameEffects()
    }

    /// The frame's work once time has moved: sampling the motion, pins, the motion log.
    func advanceFrame() {
        let moving = motion != nil || finger != nil
        if let motion {
            let elapsed = time - motionStart
            if motion.isFinished(at: elapsed) {
                finishMotion(at: motion.restPosition)
            } else {
                let sample = motion.sample(at: elapsed)
                offset = sample.position
                velocity = sample.velocity
            }
        }
        offsetDidChange()
        if moving { record() }
    }

    /// Stops early, between two frames, when an interruption is asked for (Ctrl-C).
    public func step(frames: Int) {
        for _ in 0..<max(0, frames) {
            if Interruption.isRequested { return }
            step()
        }
    }

    /// Advances by whole frames covering `seconds`.
    public func advance(seconds: Double) {
        step(frames: frameCount(for: seconds))
    }

    /// Steps until nothing moves (no scroll view of the clock, when there is one) or
    /// `maxSeconds` pass; false if still moving.
    @discardableResult
    public func settle(maxSeconds: Double = 10) -> Bool {
        let limit = frameCount(for: maxSeconds)
        var frames = 0
        while isBusy && frames < limit && !Interruption.isRequested {
            step()
            frames += 1
        }
        return !isBusy
    }

    /// Whether `settle` goes on: this simulation moves, or with a clock any of its simulations
    /// moves or the clock's other work (a scene's scheduled blocks, a layout animation) is under way.
    private var isBusy: Bool {
        guard let clock else { return isMoving }
        return clock.isMoving || clock.pendingWork?() == true
    }

    func frameCount(for seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((seconds * framesPerSecond).rounded())
    }

    func start(_ newMotion: any Motion, phase newPhase: ScrollPhase) {
        motion = newMotion
        motionStart = time
        if newMotion.isFinished(at: 0) {
            finishMotion(at: newMotion.restPosition)
        } else {
            velocity = newMotion.sample(at: 0).velocity
            setPhase(newPhase)
        }
    }

    /// The motion came to rest. A gesture's (a drag, a deceleration, a spring back) that leaves
    /// a large title partly collapsed goes on as a programmatic scroll to where UIKit settles it
    /// (`ScrollMetrics.settledOffset(afterGestureEndingAt:)`).
    func finishMotion(at rest: Double) {
        let endsGesture = phase == .tracking || phase == .interacting || phase == .decelerating
        motion = nil
        offset = rest
        velocity = 0
        if endsGesture, let settled = metrics.settledOffset(afterGestureEndingAt: rest) {
            start(physics.programmaticMotion(from: rest, to: settled), phase: .animating)
            return
        }
        setPhase(.idle)
    }
}
