import Foundation
import ScrollworkCore
import ScrollworkScene

extension SceneInstance {
    // MARK: Gestures

    /// Sends a tap to the item (or outside view) with this id: its `onTapGesture` or `Button` action.
    public func tap(_ id: ItemID) throws {
        let actions = try self.actions(of: id)
        guard let token = actions.tap else { throw interactionError("'\(id)' has no tap action (onTapGesture or Button)") }
        try run(token, [])
    }

    /// Sends a long press to the item, as a held finger does: `onPressingChanged(true)`, the
    /// action once the minimum duration has passed, then `onPressingChanged(false)` on release.
    public func press(_ id: ItemID) throws {
        let actions = try self.actions(of: id)
        guard let press = actions.longPress else { throw interactionError("'\(id)' has no onLongPressGesture") }
        if let pressing = press.onPressingChanged { try run(pressing, [.bool(true)]) }
        try run(press.action, [])
        if let pressing = press.onPressingChanged { try run(pressing, [.bool(false)]) }
    }

    /// Drags on the item by `translation`: its `DragGesture`'s `onChanged`, then `onEnded`.
    /// A translation shorter than the gesture's minimum distance does not start it.
    public func drag(on id: ItemID, translation: Vector) throws {
        let actions = try self.actions(of: id)
        guard let drag = actions.drag else { throw interactionError("'\(id)' has no DragGesture") }
        guard (translation.dx * translation.dx + translation.dy * translation.dy).squareRoot() >= drag.minimumDistance else { return }
        let value = DragValueType.make(translation: translation, start: .zero)
        // Both closures are taken before either runs: a re-evaluation issues new tokens.
        let changed = drag.onChanged.flatMap(closure), ended = drag.onEnded.flatMap(closure)
        if let changed {
            try call(changed, [value])
            try update()
        }
        if let ended {
            try call(ended, [value])
            try update()
        }
    }

    private func closure(_ token: ActionToken) -> Callable? {
        if case .closure(let closure)? = runtime.action(token) { return closure }
        return nil
    }

    private func actions(of id: ItemID) throws -> ItemActions {
        if let main = layout.main, let index = main.content.index(of: id), let info = try main.item(at: index) {
            return info.actions
        }
        if let view = layout.views(matching: id.description).first(where: { !$0.actions.isEmpty }) { return view.actions }
        throw interactionError("no item or view with id '\(id)'")
    }

    private func interactionError(_ message: String) -> Diagnostic {
        Diagnostic.error(message, at: SceneInstance.range(of: root))
    }

    /// Runs an action closure, then brings the scene up to date with what it changed.
    private func run(_ token: ActionToken, _ arguments: [Value]) throws {
        guard case .closure(let closure)? = runtime.action(token) else { return }
        try call(closure, arguments)
        try update()
    }

    private func call(_ closure: Callable, _ arguments: [Value]) throws {
        runtime.machine.begin()
        let range = SceneInstance.range(of: root)
        let count = closure.arity ?? arguments.count
        var values = Array(arguments.prefix(count))
        while values.count < count { values.append(.none) }
        _ = try runtime.within() { try located(range) { try closure.call(values) } }
    }

    /// Re-evaluates the body if state changed, then follows a changed `scrollPosition` binding.
    func update() throws {
        if runtime.isDirty { try rebuild() }
        if let box = positionBinding(), !Value.equal(box.value, lastPosition) {
            lastPosition = box.value
            if case .none = box.value { return }
            if ScrollPositionValue.isPosition(box.value) { return scroll(to: box.value, animated: true) }
            _ = simulation.scroll(toItem: ViewConversion.itemID(box.value), animated: true)
        }
    }

    // MARK: Following the simulation

    /// Runs the scene's scroll callbacks for what the simulation did since the last call,
    /// in a fixed order: phase changes and refreshes (in event order), geometry changes,
    /// the scroll position binding; then re-evaluates the body if any of them changed state.
    /// Errors are reported as `.scriptError` events (see `onEvent`); the scene goes on.
    public func afterFrame() {
        // An instant scroll made while following (a scroll view kept at its top as its inset
        // changed) calls back here: the pass under way covers it.
        guard !isFollowing else { return }
        isFollowing = true
        defer { isFollowing = false }
        followLayoutAnimation()
        let events = pendingEvents
        pendingEvents = []
        guard let configuration = layout.main?.configuration else { return }
        for event in events {
            switch event.kind {
            case .phaseChanged(let from, let to):
                for token in configuration.phaseChangeActions {
                    guard case .closure(let closure)? = runtime.action(token) else { continue }
                    attempt { try call(closure, [.symbol(from.rawValue), .symbol(to.rawValue), phaseChangeContext]) }
                }
            case .refreshed:
                if let token = configuration.refreshAction, case .closure(let closure)? = runtime.action(token) {
                    attempt { try call(closure, []) }
                }
            default:
                break
            }
        }
        settleLayout()
    }

    private var geometryValue: Value { BuiltinTypes.value(simulation.geometry) }

    /// `onScrollPhaseChange`'s context: the geometry and the velocity now.
    private var phaseChangeContext: Value {
        BuiltinTypes.scrollPhaseChangeContext.make([geometryValue, .vector(simulation.metrics.axis.vector(simulation.velocity))])
    }

    func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            report(error)
        }
    }

    /// Records the transforms' first values: `action` runs only when a value changes.
    func primeGeometryValues() {
        geometryValues = [:]
        attempt { try followGeometry(prime: true) }
    }

    func followGeometry(prime: Bool = false) throws {
        guard let tokens = layout.main?.configuration.geometryChangeActions else { return }
        for (position, token) in tokens.enumerated() {
            guard case .geometryChange(let transform, let action)? = runtime.action(token) else { continue }
            runtime.machine.begin()
            let value = try runtime.within() { try transform.call([geometryValue]) }
            let old = geometryValues[position]
            geometryValues[position] = value
            guard !prime, let old, !Value.equal(old, value) else { continue }
            try call(action, [old, value])
        }
    }

    func followScrollPosition() {
        if let box = positionBinding(), ScrollPositionValue.isPosition(box.value) {
            // A `ScrollPosition` follows the user's scrolls, not programmatic ones.
            guard simulation.phase == .interacting || simulation.phase == .decelerating else { return }
            let value = ScrollPositionValue.positionedByUser(box.value, viewID: simulation.scrollPositionID)
            guard !Value.equal(value, box.value) else { return }
            lastPosition = value
            box.set(value)
            return
        }
        guard let box = positionBinding(), simulation.phase != .animating,
              let id = simulation.scrollPositionID else { return }
        let value = BuiltinTypes.value(id)
        guard !Value.equal(value, box.value) else { return }
        lastPosition = value
        box.set(value)
    }

    // MARK: State

    /// The scene's own `@State` properties, in declaration order.
    public var stateNames: [String] {
        var seen = Set<String>()
        return runtime.rootState.map(\.name).filter { seen.insert($0).inserted }
    }

    public func stateValue(_ name: String) -> ScriptValue? {
        runtime.rootState.first { $0.name == name }.map { ScriptValue($0.value) }
    }

    /// `state` for REPL expressions: a record of every `@State` value (`state.selected`).
    public var stateRecord: ScriptValue {
        .record(type: "State", fields: stateNames.compactMap { name in stateValue(name).map { (name, $0) } })
    }
}
