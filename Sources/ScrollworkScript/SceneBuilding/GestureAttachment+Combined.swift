import Foundation
import ScrollworkCore
import ScrollworkScene

extension GestureAttachment {
    /// What reaches a combined gesture: `tap ID` if a `TapGesture` is in it, `press ID` if a
    /// `LongPressGesture` is (held until the longest has lasted; `press ID then drag DY DX` then
    /// moves), `drag on ID` if a `DragGesture` is (from the shortest minimum distance). Each
    /// sends its touch to the whole gesture, which recognises it as SwiftUI does.
    static func combinedModifiers(_ gesture: GestureValue, priority: GesturePriority, in context: ScriptContext?) throws -> [ViewModifier] {
        let runtime = try context.requiredRuntime()
        var taps = false, durations = [Double](), distances = [Double]()
        var pending = [gesture]
        while let next = pending.popLast() {
            switch next.kind {
            case .combined(_, let first, let second): pending += [second, first]
            case .tap: taps = true
            case .spatialTap:
                throw RuntimeFailure("a SpatialTapGesture combined with another gesture is not simulated: attach it alone, or use TapGesture")
            case .longPress(let duration, _): durations.append(duration)
            case .drag(let distance): distances.append(distance)
            case .unrecognised: break
            }
        }
        func action(_ touch: @escaping ([Value]) -> Touch) -> ActionToken {
            runtime.register(.touch(gesture, makeTouch: touch))
        }
        var modifiers = [ViewModifier]()
        if taps { modifiers.append(.onTapGesture(count: 1, action: action { _ in .tap }, priority: priority)) }
        if let longest = durations.max() {
            let press = action { arguments in
                guard case .size(let moved)? = arguments.first else { return .press(holding: longest) }
                return .press(holding: longest, thenDrag: Vector(dx: moved.width, dy: moved.height))
            }
            modifiers.append(.onLongPressGesture(minimumDuration: longest, action: press, onPressingChanged: nil, priority: priority))
        }
        if let shortest = distances.min() {
            let drag = action { arguments in
                let (translation, start) = arguments.first.flatMap(DragValueType.translationAndStart) ?? (Vector(dx: 0, dy: 0), .zero)
                return .drag(translation, from: start)
            }
            modifiers.append(.dragGesture(DragGestureSpec(minimumDistance: shortest, onChanged: drag, priority: priority)))
        }
        return modifiers
    }
}
