import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

// Following the simulations: the scroll callbacks of every scroll view, after every frame.
extension SceneInstance {
    /// Runs the scene's scroll callbacks for what the simulations did since the last call,
    /// in a fixed order: phase changes and refreshes (in event order), geometry changes, the
    /// scroll position bindings (each in scroll view number order), the readers pass; then
    /// re-evaluates the body if any of them changed state (again in the same frame while they
    /// do, see `settleLayout`), and lays out the scroll views of rows that came on screen.
    /// Errors are reported as `.scriptError` events (see `onEvent`); the scene goes on.
    public func afterFrame() {
        // An instant scroll made by a callback below calls back here: the pass under way covers it.
        guard !isFollowing else { return }
        isFollowing = true
        defer { isFollowing = false }
        runDueWork()
        for scroll in scrollViews where scroll.layoutAnimation != nil { followLayoutAnimation(scroll) }
        followOutsideMotion()
        let events = pendingEvents
        pendingEvents = []
        for (scroll, event) in events {
            let configuration = scroll.layout.configuration
            switch event.kind {
            case .phaseChanged(let from, let to):
                for token in configuration.phaseChangeActions {
                    guard case .closure(let closure)? = runtime.action(token) else { continue }
                    attempt(callback: "onScrollPhaseChange action", closure) {
                        try call(closure, [.symbol(from.rawValue), .symbol(to.rawValue), phaseChangeContext(scroll)])
                    }
                }
            case .refreshed:
                if let token = configuration.refreshAction, case .closure(let closure)? = runtime.action(token) {
                    // SwiftUI runs the refresh action as a task: `await Task.sleep(…)` in it waits
                    // for the simulation clock.
                    attempt(callback: "refreshable action", closure) { scroll.refreshTask = try runAsTask(closure) }
                }
                // An action that failed before its first suspension has ended: nothing holds the content.
                if scroll.refreshTask == nil { scroll.simulation.endRefreshing() }
                endFinishedRefreshes()
            default:
                break
            }
        }
        // Geometry changes, scroll positions and the readers pass, laying the scene out again
        // while they change state (SceneInstance+Readers.swift).
        settleLayout()
        syncRowScrollViews()
        publishFrame()
    }

    private func geometryValue(_ scroll: SceneScrollView) -> Value { BuiltinTypes.value(scroll.simulation.geometry) }

    /// `onScrollPhaseChange`'s context: the scroll view's geometry and velocity now.
    private func phaseChangeContext(_ scroll: SceneScrollView) -> Value {
        let simulation = scroll.simulation
        return BuiltinTypes.scrollPhaseChangeContext.make([geometryValue(scroll),
                                                           .vector(simulation.metrics.axis.vector(simulation.velocity))])
    }

    func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            report(error)
        }
    }

    /// Runs a callback the scene calls on its own, frame after frame, unless it has been
    /// turned off. One that uses up the steps or memory it had (its own, or what was left of
    /// the frame's) is turned off for the rest of the session, with one error that says
    /// where it stopped and a note naming it: an endless one cannot keep every frame busy.
    func attempt(callback kind: String, _ closure: Callable, _ body: () throws -> Void) {
        let key = closure.declaration
        if let key, runtime.machine.disabledCallbacks.contains(key) { return }
        do {
            try body()
        } catch {
            guard let key, runtime.machine.budgetRanOut else { return report(error) }
            guard runtime.machine.turnOff(key) else { return }
            report(Diagnostic(failure: error, at: key).adding(.note(CallbackMessages.turnedOff(kind), at: key)))
        }
    }

    /// Records the transforms' first values: `action` runs only when a value changes.
    func primeGeometryValues(_ scroll: SceneScrollView) {
        scroll.geometryValues = [:]
        followGeometry(scroll, prime: true)
    }

    /// Each transform and action is a callback of its own: one that uses up its budget is
    /// turned off alone (see `attempt(callback:_:_:)`).
    func followGeometry(_ scroll: SceneScrollView, prime: Bool = false) {
        let tokens = scroll.layout.configuration.geometryChangeActions
        guard !tokens.isEmpty else { return }
        for (position, token) in tokens.enumerated() {
            guard case .geometryChange(let transform, let action)? = runtime.action(token) else { continue }
            attempt(callback: "onScrollGeometryChange transform", transform) {
                runtime.machine.begin()
                let value = try runtime.within() { try transform.call([geometryValue(scroll)], in: runtime) }
                let old = scroll.geometryValues[position]
                scroll.geometryValues[position] = value
                guard !prime, let old, !Value.equal(old, value) else { return }
                attempt(callback: "onScrollGeometryChange action", action) { try call(action, [old, value]) }
            }
        }
    }

    func followScrollPosition(_ scroll: SceneScrollView) {
        let simulation = scroll.simulation
        if let box = positionBinding(scroll), ScrollPositionValue.isPosition(box.value) {
            // A `ScrollPosition` follows the user's scrolls, not programmatic ones.
            guard simulation.phase == .interacting || simulation.phase == .decelerating else { return }
            let id = simulation.scrollPositionID
            let value = ScrollPositionValue.positionedByUser(box.value, viewID: id.map { runtime.idValues[$0] ?? BuiltinTypes.value($0) })
            guard !Value.equal(value, box.value) else { return }
            scroll.lastPosition = value
            box.set(value)
            return
        }
        guard let box = positionBinding(scroll), scroll.simulation.phase != .animating,
              let id = scroll.simulation.scrollPositionID else { return }
        // The id as the script wrote it (an enum case, a struct), not only as the layout keys it.
        let value = runtime.idValues[id] ?? BuiltinTypes.value(id)
        guard !Value.equal(value, box.value) else { return }
        scroll.lastPosition = value
        box.set(value)
    }
}

/// Messages about callbacks the scene turned off.
enum CallbackMessages {
    static func turnedOff(_ kind: String) -> String {
        "this \(kind) used up its budget and is turned off for the rest of the session"
    }
}
