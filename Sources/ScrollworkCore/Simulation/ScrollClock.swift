import Foundation

/// Whole frames at a rate: the simulated time, exact multiples of the frame duration since the
/// last change of rate (so no error accumulates).
struct FrameCounter {
    private(set) var framesPerSecond = 120.0
    private var timeAtRateChange = 0.0
    private var framesSinceRateChange = 0

    var time: Double { timeAtRateChange + Double(framesSinceRateChange) / framesPerSecond }

    init() {}

    /// Frames that go on from `time` at `framesPerSecond` (a simulation leaving its clock).
    init(continuingFrom time: Double, framesPerSecond: Double) {
        self.framesPerSecond = framesPerSecond
        timeAtRateChange = time
    }

    mutating func tick() { framesSinceRateChange += 1 }

    mutating func setFramesPerSecond(_ fps: Double) {
        guard fps.isFinite, fps > 0 else { return }
        timeAtRateChange = time
        framesSinceRateChange = 0
        framesPerSecond = fps
    }
}

/// The frames the scroll views of one scene share: one time, and every frame steps all of them
/// before the scene follows what they did, once.
///
/// A simulation that joined a clock steps the whole clock when told to step, so a command given
/// to one scroll view (`fling`, `settle`) moves time for all: a carousel decelerating inside a
/// feed goes on while the feed is flung. A simulation on its own (no clock) costs what it did.
public final class ScrollClock {
    private var counter = FrameCounter()
    /// Weak: the scene owns its simulations; a scroll view that went away (its row left the
    /// screen) drops out of the clock by itself.
    private var members: [WeakSimulation] = []
    /// Called once per frame after every member advanced (the scene's `afterFrame`).
    public var frameHandler: (() -> Void)?
    /// Called once per frame before any member advances (the scene starts the budget its
    /// scripts share in the frame).
    public var frameWillStart: (() -> Void)?
    /// Whether work outside the scroll motion is still under way (a scene's scheduled blocks,
    /// a layout animation): `settle` steps until it is done too.
    public var pendingWork: (() -> Bool)?

    private struct WeakSimulation {
        weak var simulation: ScrollSimulation?
    }

    public init() {}

    public var time: Double { counter.time }
    public var framesPerSecond: Double { counter.framesPerSecond }

    public func setFramesPerSecond(_ fps: Double) {
        counter.setFramesPerSecond(fps)
    }

    /// The simulations stepped by this clock, in the order they joined.
    public var simulations: [ScrollSimulation] { members.compactMap(\.simulation) }

    /// Whether any member is moving or held by the finger.
    public var isMoving: Bool { members.contains { $0.simulation?.isMoving == true } }

    /// Adds a simulation: from now on its time is the clock's and stepping it steps them all.
    public func add(_ simulation: ScrollSimulation) {
        guard !members.contains(where: { $0.simulation === simulation }) else { return }
        members.append(WeakSimulation(simulation: simulation))
        simulation.join(self)
    }

    /// Takes a simulation out (its scroll view is gone); it keeps its own time from then on.
    public func remove(_ simulation: ScrollSimulation) {
        members.removeAll { $0.simulation == nil || $0.simulation === simulation }
        simulation.leave(self)
    }

    /// One frame for every member, then the frame handler.
    public func step() {
        counter.tick()
        frameWillStart?()
        var index = 0
        while index < members.count {
            if let simulation = members[index].simulation {
                simulation.advanceFrame()
                index += 1
            } else {
                members.remove(at: index)
            }
        }
        frameHandler?()
        // The members' closures run once the frame's layout and callbacks are done (a scene
        // has usually evaluated them already at the end of its frame; then this does nothing).
        for member in members { member.simulation?.evaluateFrameEffects() }
    }
}
