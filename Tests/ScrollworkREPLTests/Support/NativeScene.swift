import Foundation
import ScrollworkCore
import ScrollworkScript
@testable import ScrollworkREPL

/// A scene built straight from core types, standing in for script scenes in the tests.
/// Gestures on items change its state the way a scene's closures would: a tap counts and
/// selects, a long press marks, a drag remembers its translation. It has one scroll view
/// filling the screen and no views: no hit testing, dialogs, reloads or other screens.
final class NativeScene: LiveScene {
    let name: String
    let simulation: ScrollSimulation
    private let labels: [String]
    private var state: [String: ScriptValue] = ["taps": .int(0), "selected": .none, "pressed": .none, "dragged": .double(0)]

    /// The session's subscriptions; the scene owns the simulation's handlers, as script scenes do.
    var onEvent: ((ScrollEvent) -> Void)?
    var onFrame: (() -> Void)?
    /// Published at the end of every frame and command, as script scenes publish theirs.
    private(set) var reading: SceneReading
    /// The scene's own behaviour, while `behavior …` overrides it.
    private var ownBehavior: (any TargetBehavior)??

    init(name: String, simulation: ScrollSimulation, labels: [String]) {
        self.name = name
        self.simulation = simulation
        self.labels = labels
        reading = SceneReading(ScrollViewReading(simulation, label: { _ in "" }))
        simulation.eventHandler = { [weak self] event in self?.receive(event) }
        simulation.frameHandler = { [weak self] in self?.publish() }
        publish()
    }

    /// The frame's effects, then the reading (a simulation on its own evaluates its effects
    /// after its frame handler; this runs them first, once).
    private func publish() {
        simulation.evaluateFrameEffects()
        reading = SceneReading(ScrollViewReading(simulation, label: { [labels, simulation] index in
            index < labels.count ? labels[index] : simulation.layout.items[index].id.description
        }))
        onFrame?()
    }

    func runPendingCallbacks() { publish() }

    var hasNothingToScroll: Bool { false }
    var haptics: [String] { [] }
    var contentLayouts: [ContentLayout] { [simulation.layout] }
    func tapDialogAction(_ label: String) throws -> Bool { false }
    func reload(program: ScriptProgram) throws -> Bool { false }
    func reseed(_ seed: UInt64) {}
    func setScreen(_ size: Size, safeArea: EdgeInsets) throws -> Bool { false }

    func use(_ selector: String) throws -> ScrollViewReading {
        guard let found = reading.scrollView(selector) else {
            throw SceneError.invalidValue(selector, reason: "the scene has no scroll view '\(selector)'")
        }
        return found
    }

    func tap(at point: Point) throws -> String { throw Self.noViews(name) }
    func drag(at point: Point, by delta: Vector, over duration: Double) throws -> String { throw Self.noViews(name) }
    func fling(at point: Point, velocity: Vector) throws -> String { throw Self.noViews(name) }

    private static func noViews(_ name: String) -> SceneError {
        .invalidValue("\(name)", reason: "the native test scene has no views to find at a point; use tap ID, drag D or fling V")
    }

    /// Phase changes the scene heard, as an `onScrollPhaseChange` closure would.
    private(set) var phaseChanges = 0

    private func receive(_ event: ScrollEvent) {
        if case .phaseChanged = event.kind { phaseChanges += 1 }
        onEvent?(event)
    }

    func overrideBehavior(_ behavior: (any TargetBehavior)?) {
        if ownBehavior == nil { ownBehavior = .some(simulation.behavior) }
        simulation.behavior = behavior
    }

    func removeBehaviorOverride() {
        guard let own = ownBehavior else { return }
        simulation.behavior = own
        ownBehavior = nil
    }

    func label(ofItemAt index: Int) -> String { index < labels.count ? labels[index] : simulation.layout.items[index].id.description }
    func itemIndex(labelled label: String) -> Int? { simulation.layout.items.indices.first { self.label(ofItemAt: $0) == label } }
    func itemLabels(first count: Int) -> [String] { (0..<min(count, simulation.layout.items.count)).map(label(ofItemAt:)) }


    private func require(_ id: ItemID) throws {
        guard simulation.layout.index(of: id) != nil else { throw SceneError.unknownItem(id) }
    }

    func tap(_ id: ItemID) throws {
        try require(id)
        if case .int(let count) = state["taps"] { state["taps"] = .int(count + 1) }
        state["selected"] = ScriptValue(id)
    }

    func press(_ id: ItemID) throws {
        try require(id)
        state["pressed"] = ScriptValue(id)
    }

    func press(_ id: ItemID, thenDrag translation: Vector) throws {
        try press(id)
        state["dragged"] = ScriptValue(id)
    }

    func drag(on id: ItemID, by translation: Vector) throws {
        try require(id)
        state["dragged"] = .double(translation.dy)
    }

    var stateNames: [String] { state.keys.sorted() }

    func stateValue(_ name: String) -> ScriptValue? { state[name] }
    /// No script holds its state: expressions read the copies `stateValue` gives.
    var liveState: LiveValue? { nil }
    func idValue(_ id: ItemID) -> ScriptValue { ScriptValue(id) }

    /// Literals only: the native scene has no interpreter.
    func setState(_ name: String, to source: String) throws {
        guard state[name] != nil else { throw SceneError.unknownState(name, suggestion: nil) }
        let text = source.trimmingCharacters(in: .whitespaces)
        if let number = Int(text) { state[name] = .int(number) }
        else if let number = Double(text) { state[name] = .double(number) }
        else if text == "true" || text == "false" { state[name] = .bool(text == "true") }
        else if text == "nil" { state[name] = ScriptValue.none }
        else if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { state[name] = .string(String(text.dropFirst().dropLast())) }
        else { throw SceneError.invalidValue(source, reason: "the native test scene takes literals only") }
    }
}

/// `scrollTransition { content, phase in content.scaleEffect(1 - 0.2·|v|).opacity(1 - 0.5·|v|) }`:
/// the 80 % carousel of the WWDC gallery, with a fade.
struct ScaleFadeEffect: TransitionEffect {
    func effects(for phase: TransitionPhase) throws -> ItemEffects {
        var effects = ItemEffects()
        effects.scaleX = 1 - 0.2 * abs(phase.value)
        effects.scaleY = effects.scaleX
        effects.opacity = 1 - 0.5 * abs(phase.value)
        return effects
    }
}

/// Items slide sideways and fade as they leave: `offset(x: 120·v).opacity(1 − |v|)`.
struct SlideFadeEffect: TransitionEffect {
    func effects(for phase: TransitionPhase) throws -> ItemEffects {
        var effects = ItemEffects()
        effects.offsetX = 120 * phase.value
        effects.opacity = 1 - abs(phase.value)
        return effects
    }
}

/// A transition effect that always fails, as a broken script closure would.
struct FailingEffect: TransitionEffect {
    struct Failure: Error, CustomStringConvertible { var description: String { "transition closure failed at 1:1" } }
    func effects(for phase: TransitionPhase) throws -> ItemEffects { throw Failure() }
}
