import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// `.gesture(_:)` with a gesture value: what the REPL's `tap ID`, `press ID` and `drag on ID`
/// then reach, as the view's tap, long press and drag actions. A combined gesture is reached by
/// the commands of the gestures in it, and recognises their touch as a whole (GestureRecognition).
enum GestureAttachment {
    static func attach(_ gesture: Value, to value: inout Value, priority: GesturePriority = .normal, range: SourceRange,
                       in context: ScriptContext?) throws {
        // `.gesture(isOpen ? drag : nil)`: no gesture is attached.
        if case .none = gesture { return }
        guard case .host(let given as GestureValue) = gesture else {
            throw RuntimeFailure("only DragGesture, TapGesture, LongPressGesture and their combinations are supported in scrollwork scenes, not \(gesture.typeName)")
        }
        let runtime = try context.requiredRuntime()
        let modifier: ViewModifier
        switch given.kind {
        case .drag(let minimumDistance):
            let changed = changing(given), ended = ending(given)
            modifier = .dragGesture(DragGestureSpec(minimumDistance: minimumDistance,
                                                    onChanged: changed.map { runtime.register(.closure($0)) },
                                                    onEnded: ended.map { runtime.register(.closure($0)) },
                                                    priority: priority))
        case .tap(let count):
            // A tap gesture's value is `()`: its action is called with nothing.
            let ended = given.onEnded
            let action = Callable(name: "onEnded", arity: 0) { _, context in try ended.map { try call($0, [], in: context) } ?? .none }
            modifier = .onTapGesture(count: count, action: runtime.register(.closure(action)), priority: priority)
        case .spatialTap(let count, let inScreen):
            // Its value holds where the tap landed (`tap at X Y`), as `onTapGesture`'s location.
            let ended = given.onEnded
            let action = Callable(name: "onEnded", arity: 1) { arguments, context in
                try ended.map { try call($0, [.host(SpatialTapValue(location: arguments.first ?? .point(.zero)))], in: context) } ?? .none
            }
            modifier = .onTapGesture(count: count, action: runtime.register(.locatedTap(action, space: inScreen ? .global : .local)),
                                     priority: priority)
        case .unrecognised:
            // Nothing pinches or rotates, and no UIKit recognizer runs, here: its closures never
            // run (a warning said so).
            return
        case .combined:
            for modifier in try combinedModifiers(given, priority: priority, in: context) {
                try ViewModifiers.append(modifier, to: &value, range: range, in: context)
            }
            return
        case .longPress(let minimumDuration, _):
            // `onChanged(true)` when the press starts, `onEnded(true)` once it has lasted.
            let changed = changing(given), ended = ending(given)
            let action = Callable(name: "onEnded", arity: 0) { _, context in
                try ended.map { try call($0, [.bool(true)], in: context) } ?? .none
            }
            let pressing = changed.map { changed in
                runtime.register(.closure(Callable(name: "onChanged", arity: 1) { arguments, context in
                    guard case .bool(true)? = arguments.first else { return .none }
                    return try call(changed, [.bool(true)], in: context)
                }))
            }
            modifier = .onLongPressGesture(minimumDuration: minimumDuration, action: runtime.register(.closure(action)),
                                           onPressingChanged: pressing, priority: priority)
        }
        try ViewModifiers.append(modifier, to: &value, range: range, in: context)
    }

    /// `onChanged` after the gesture's `updating` closures: each is given the value, its
    /// `@GestureState`'s current value (`inout`) and a transaction, and its state keeps what
    /// the closure left there, as SwiftUI updates gesture state before `onChanged` runs.
    static func changing(_ gesture: GestureValue) -> Callable? {
        guard !gesture.updating.isEmpty else { return gesture.onChanged }
        let updating = gesture.updating, changed = gesture.onChanged
        return Callable(name: "onChanged", arity: 1) { arguments, context in
            for update in updating {
                let arity = update.body.arity ?? 3
                guard arity >= 2 else {
                    _ = try call(update.body, arguments, in: context)
                    continue
                }
                let values = Array((arguments + [update.state.value, .none]).prefix(arity))
                update.state.set(try update.body.call(values, readingBack: 1, in: context))
            }
            return try changed.map { try call($0, arguments, in: context) } ?? .none
        }
    }

    /// `onEnded` after every `@GestureState` the gesture updates has gone back to its declared
    /// value (SwiftUI resets gesture state when the gesture ends).
    static func ending(_ gesture: GestureValue) -> Callable? {
        guard !gesture.updating.isEmpty else { return gesture.onEnded }
        let reset = resetting(gesture), ended = gesture.onEnded
        return Callable(name: "onEnded", arity: 1) { arguments, context in
            _ = try reset?.call([], in: context)
            return try ended.map { try call($0, arguments, in: context) } ?? .none
        }
    }

    /// Every `@GestureState` the gesture updates back at its declared value, as when it fails.
    static func resetting(_ gesture: GestureValue) -> Callable? {
        guard !gesture.updating.isEmpty else { return nil }
        let states = gesture.updating.map(\.state)
        return Callable(name: "reset", arity: 0) { _, _ in
            for state in states { if let reset = state.resetValue { state.set(reset) } }
            return .none
        }
    }

    /// Calls a gesture's closure with as many of `arguments` as it takes (`{ _ in … }`, `{ … }`).
    private static func call(_ closure: Callable, _ arguments: [Value], in context: ScriptContext?) throws -> Value {
        let count = closure.arity ?? arguments.count
        var values = Array(arguments.prefix(count))
        while values.count < count { values.append(.none) }
        return try closure.call(values, in: context)
    }
}
