import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension SceneInstance {
    // MARK: Gestures

    /// Sends a tap to the item (or outside view) with this id: its `onTapGesture` or `Button` action.
    public func tap(_ id: ItemID) throws {
        if try dismissPresentedMenu() { return }
        let tokens = try self.actions(of: id).tapTokens
        guard !tokens.isEmpty else { throw interactionError("'\(id)' has no tap action (onTapGesture or Button)") }
        try runTaps(tokens)
    }

    /// Runs the taps one touch reaches, each action taken before any runs (a re-evaluation
    /// issues new tokens). A tap that reads where it landed is given `point` (screen
    /// coordinates) in its view's space, the view found in `chain`; `tap ID` names no point.
    public func runTaps(_ tokens: [ActionToken], at point: Point? = nil, in chain: [TouchResponder] = []) throws {
        let actions = try tokens.map { token -> (SceneAction?, [Value]) in
            let action = runtime.action(token)
            guard case .locatedTap(_, let space)? = action else { return (action, []) }
            guard let point, let owner = chain.first(where: { $0.view.actions.hasTap(token) }) else {
                throw interactionError("this tap action reads where the tap lands (onTapGesture(coordinateSpace:perform:)); tap it with 'tap at X Y'")
            }
            let origin = space == .global ? Point(x: 0, y: 0) : owner.view.frame.origin
            return (action, [.point(Point(x: point.x - origin.x, y: point.y - origin.y))])
        }
        for (action, arguments) in actions { try run(action, arguments) }
    }

    /// Sends a long press to the item, as a held finger does: `onPressingChanged(true)`, the
    /// action once the minimum duration has passed, then `onPressingChanged(false)` on release;
    /// the press that wins, then the simultaneous ones.
    public func press(_ id: ItemID) throws {
        let presses = try self.actions(of: id).longPresses
        guard !presses.isEmpty else { throw interactionError("'\(id)' has no onLongPressGesture") }
        // Every action is taken before any runs (a re-evaluation issues new tokens).
        let steps = presses.map { ($0.onPressingChanged.flatMap { runtime.action($0) }, runtime.action($0.action)) }
        for (pressing, action) in steps {
            if let pressing { try run(pressing, [.bool(true)]) }
            try run(action, [])
            if let pressing { try run(pressing, [.bool(false)]) }
        }
    }

    /// A long press held until it has lasted, then moved by `translation` before the finger
    /// lifts: one touch, which only a gesture combining a long press with a drag recognises
    /// as a whole (separate gestures are reached by `press` and `drag on`).
    public func press(_ id: ItemID, thenDrag translation: Vector) throws {
        let presses = try actions(of: id).longPresses
        guard let press = presses.first(where: { if case .touch? = runtime.action($0.action) { return true } else { return false } }) else {
            throw interactionError("'\(id)' has no gesture combining a long press with others (sequenced, simultaneously, exclusively); use press, then drag on")
        }
        try run(press.action, [.size(Size(width: translation.dx, height: translation.dy))])
    }

    /// Drags on the item by `translation`: its `DragGesture`'s `onChanged`, then `onEnded`.
    /// A translation shorter than the gesture's minimum distance does not start it.
    public func drag(on id: ItemID, translation: Vector) throws {
        let actions = try self.actions(of: id)
        guard let drag = actions.drag else { throw interactionError("'\(id)' has no DragGesture") }
        try runDrag(drag, translation: translation, start: .zero)
    }

    func closure(_ token: ActionToken) -> Callable? {
        if case .closure(let closure)? = runtime.action(token) { return closure }
        return nil
    }

    /// The gestures of the item with this id: in the current scroll view first, then in the
    /// others in number order, then a view outside scroll content.
    private func actions(of id: ItemID) throws -> ItemActions {
        for scroll in [current] + scrollViews.filter({ $0 !== current }) {
            if let index = scroll.simulation.layout.index(of: id), let info = try scroll.layout.item(at: index) {
                return info.actions.enclosed(by: ancestorActions(ofItemAt: index, in: scroll))
            }
        }
        // A view with an `.id` of its own inside an item on screen (a segment of a segmented
        // Picker) takes the touch itself, not the first gesture of its item.
        for scroll in [current] + scrollViews.filter({ $0 !== current }) {
            for index in scroll.simulation.visibleIndices {
                guard let info = try scroll.layout.item(at: index),
                      let view = info.views.last(where: { $0.id == id && !$0.actions.isEmpty }) else { continue }
                // Completed by the views around it in its item, then by those around the item.
                return enclosing(view.actions, from: view.parentIndex, in: info.views)
                    .enclosed(by: ancestorActions(ofItemAt: index, in: scroll))
            }
        }
        let views = layout.views
        if let view = views.first(where: { $0.matches(id.description) && !$0.actions.isEmpty }) {
            return enclosing(view.actions, from: view.parentIndex, in: views)
        }
        throw interactionError("no item or view with id '\(id)'")
    }

    /// The gestures around item `index` of `scroll`, each kind from the innermost view that has
    /// it: the item containers holding the item, then the scroll view and the views around it.
    /// As in SwiftUI, a touch on a view without a gesture of its own goes to its ancestors.
    func ancestorActions(ofItemAt index: Int, in scroll: SceneScrollView) -> ItemActions {
        var actions = ItemActions()
        for container in scroll.layout.gestureContainers where container.items.contains(index) {
            actions = actions.enclosed(by: container.actions)
        }
        let views = layout.views
        let scrollView = views.firstIndex { view in
            view.scrollViewIndex.map { layout.scrollViews.indices.contains($0) && layout.scrollViews[$0].key == scroll.key } ?? false
        }
        return enclosing(actions, from: scrollView, in: views)
    }

    /// `actions` completed by those of `views[parent]` and the views around it, outward: a touch
    /// goes to the view's own gestures first, except a `highPriorityGesture` tap further out.
    private func enclosing(_ actions: ItemActions, from parent: Int?, in views: [SceneView]) -> ItemActions {
        var actions = actions, next = parent
        while let position = next, views.indices.contains(position) {
            actions = actions.enclosed(by: views[position].actions)
            next = views[position].parentIndex
        }
        return actions
    }

    func interactionError(_ message: String) -> Diagnostic {
        Diagnostic.error(message, at: SceneInstance.range(of: root))
    }

    /// Runs an action closure, then brings the scene up to date with what it changed.
    func run(_ token: ActionToken, _ arguments: [Value]) throws {
        try run(runtime.action(token), arguments)
    }

    private func run(_ action: SceneAction?, _ arguments: [Value]) throws {
        if case .touch(let gesture, let makeTouch)? = action {
            for stage in GestureRecognition.stages(of: gesture, for: makeTouch(arguments)) {
                for (closure, values) in stage { try call(closure, values) }
                try update()
            }
            return
        }
        switch action {
        case .closure(let closure)?, .locatedTap(let closure, _)?:
            try call(closure, arguments)
            try update()
        default:
            return
        }
    }

    func call(_ closure: Callable, _ arguments: [Value]) throws {
        runtime.machine.begin()
        let range = SceneInstance.range(of: root)
        let count = closure.arity ?? arguments.count
        var values = Array(arguments.prefix(count))
        while values.count < count { values.append(.none) }
        _ = try runtime.within() { try located(range) { try closure.call(values, in: runtime) } }
    }

    /// Re-evaluates the body if state changed, then makes the `ScrollViewReader` scrolls asked
    /// for and follows the `scrollPosition` bindings that changed.
    func update() throws {
        if !runtime.failedTasks.isEmpty { reportUnclaimedTaskFailures() }
        if runtime.isDirty { try rebuild() }
        // A `GeometryReader` this update built has not been placed yet: SwiftUI lays it out
        // before any action runs, so the readers pass runs first (and this update goes on at its end).
        if runtime.readers.hasUnplacedReaders, !isSettling { return settleLayout() }
        try runLifecycleActions()
        let requests = runtime.scrollRequests
        runtime.scrollRequests = []
        for request in requests { scroll(to: request) }
        for scroll in scrollViews {
            guard let box = positionBinding(scroll), !Value.equal(box.value, scroll.lastPosition) else { continue }
            scroll.lastPosition = box.value
            if case .none = box.value { continue }
            if ScrollPositionValue.isPosition(box.value) {
                self.scroll(scroll, to: box.value, animated: true)
                continue
            }
            _ = scroll.simulation.scroll(toItem: ViewConversion.itemID(box.value), animated: true)
        }
    }

    /// `proxy.scrollTo(id, anchor:)`: the first scroll view (in number order) holding the id
    /// scrolls so that the item's anchor point meets the same point of the region inside its
    /// insets as they are now (below a large title's bar as drawn); with no anchor, the least
    /// that shows the whole item (none if it is shown). An id no scroll view holds does nothing,
    /// as in SwiftUI.
    private func scroll(to request: ScrollRequest) {
        guard let scroll = scrollViews.first(where: { $0.simulation.layout.index(of: request.id) != nil }),
              let index = scroll.simulation.layout.index(of: request.id) else {
            runtime.note("scrollTo(\(request.id)): no view has this id, nothing scrolls")
            return
        }
        let simulation = scroll.simulation
        let metrics = simulation.targetMetrics, axis = metrics.axis
        let frame = simulation.layout.items[index].frame
        let start = axis.minimum(of: frame), length = axis.maximum(of: frame) - start
        let view = metrics.targetLength, shown = metrics.targetMin(forOffset: simulation.offset)
        let targetMin: Double
        if let anchor = request.anchor {
            let fraction = axis == .vertical ? anchor.y : anchor.x
            targetMin = start - fraction * (view - length)
        } else if start < shown {
            targetMin = start
        } else if start + length > shown + view {
            targetMin = start + length - view
        } else {
            return
        }
        simulation.scroll(toOffset: metrics.offset(forTargetMin: metrics.clampedTargetMin(targetMin)), animated: request.animated)
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

    /// The value an item id was made from, as SwiftUI's `AnyHashable` id keeps it: `Color.green`
    /// for a row of `ForEach(colors, id: \.self)`, the case for a row of an enum's cases, and
    /// Ints and Strings as they are.
    public func idValue(_ id: ItemID) -> ScriptValue {
        runtime.idValues[id].map { ScriptValue($0) } ?? ScriptValue(id)
    }

    /// `state` for REPL expressions, live: its objects are the scene's own, so an expression
    /// reads their computed properties and calls their methods (`state.model.total`).
    public var liveState: LiveValue {
        let names = stateNames
        let values = names.map { name in runtime.rootState.first { $0.name == name }.map { StateBox.unwrap($0.value) } ?? .none }
        return LiveValue(value: .record(RecordType(HostRecordTypes.shared.type(named: "State", fields: names)), values))
    }

    /// `state` for REPL expressions: a record of every `@State` value (`state.selected`).
    public var stateRecord: ScriptValue {
        .record(type: "State", fields: stateNames.compactMap { name in stateValue(name).map { (name, $0) } })
    }

    /// The failures of the tasks the script made that nothing awaited since they failed.
    private func reportUnclaimedTaskFailures() {
        let failed = runtime.failedTasks
        runtime.failedTasks = []
        for task in failed { if let failure = task.unclaimedFailure { report(failure) } }
    }
}
