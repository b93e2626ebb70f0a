import Foundation
import ScrollworkCore

/// One touch as a scene command makes it: the finger comes down, may be held, may move, and
/// lifts. `tap ID` lifts at once; `press ID` holds until every long press in the gesture has
/// lasted; `drag on ID` moves at once (before any long press could have lasted);
/// `press ID then drag DY DX` holds, then moves.
struct Touch {
    /// How far the finger moves, in the gesture's terms (nil: it stays where it came down).
    let translation: Vector?
    let start: Point
    /// When the finger moves and when it lifts, in seconds after it came down.
    let moveTime: Double
    let upTime: Double

    static let tap = Touch(translation: nil, start: .zero, moveTime: 0, upTime: 0)
    static func press(holding duration: Double) -> Touch { Touch(translation: nil, start: .zero, moveTime: 0, upTime: duration) }
    static func drag(_ translation: Vector, from start: Point) -> Touch {
        Touch(translation: translation, start: start, moveTime: 0, upTime: 0)
    }
    static func press(holding duration: Double, thenDrag translation: Vector) -> Touch {
        Touch(translation: translation, start: .zero, moveTime: duration, upTime: duration)
    }

    var down: TouchMoment { TouchMoment(time: 0, stage: .down) }
    var move: TouchMoment? { translation.map { _ in TouchMoment(time: moveTime, stage: .move) } }
    var up: TouchMoment { TouchMoment(time: upTime, stage: .up) }
    var distance: Double { translation.map { ($0.dx * $0.dx + $0.dy * $0.dy).squareRoot() } ?? 0 }
}

/// When something happens in a touch: by time, and at the same time the finger coming down,
/// a long press having lasted, the finger moving, the finger lifting.
struct TouchMoment: Comparable {
    enum Stage: Int { case down, held, move, up }
    let time: Double
    let stage: Stage

    static func < (a: TouchMoment, b: TouchMoment) -> Bool { (a.time, a.stage.rawValue) < (b.time, b.stage.rawValue) }
}

/// What a gesture (combined or not) does with one touch, as SwiftUI recognises it: each
/// gesture's value changes, then it ends or fails; a sequence's second gesture receives only
/// what comes after its first has ended; simultaneous gestures both receive the touch; of two
/// exclusive gestures the second is held back until the first fails, and dropped if it ends.
/// The closures of every gesture inside run in time order, the inner ones first.
struct GestureRecognition {
    enum Event {
        case changed(Value)
        case ended(Value)
        case failed
    }
    /// A gesture's own events in time order, the last `.ended` or `.failed`, and the closures
    /// it and the gestures inside it run.
    struct Run {
        var events: [(TouchMoment, Event)] = []
        var calls: [(TouchMoment, Callable, [Value])] = []
    }

    let touch: Touch

    /// `gesture`'s closures for the touch with their arguments, in the order they run, grouped
    /// by the moment they run at (the scene is brought up to date after each moment, as SwiftUI
    /// updates the views between touch events).
    static func stages(of gesture: GestureValue, for touch: Touch) -> [[(Callable, [Value])]] {
        let calls = GestureRecognition(touch: touch).run(gesture, after: nil).calls
        let ordered = calls.indices.sorted { (calls[$0].0, $0) < (calls[$1].0, $1) }.map { calls[$0] }
        var stages = [[(Callable, [Value])]]()
        for (index, call) in ordered.enumerated() {
            if index == 0 || ordered[index - 1].0 != call.0 { stages.append([]) }
            stages[stages.count - 1].append((call.1, call.2))
        }
        return stages
    }

    /// `gesture`'s run when it receives only what happens after `moment` (nil: the whole touch).
    func run(_ gesture: GestureValue, after moment: TouchMoment?) -> Run {
        var run: Run
        switch gesture.kind {
        case .combined(.sequence, let first, let second): run = sequence(first, second, after: moment)
        case .combined(.simultaneous, let first, let second): run = simultaneous(first, second, after: moment)
        case .combined(.exclusive, let first, let second): run = exclusive(first, second, after: moment)
        default: run = Run(events: leafEvents(gesture.kind, after: moment))
        }
        for (moment, event) in run.events {
            switch event {
            case .changed(let value):
                if let changed = GestureAttachment.changing(gesture) { run.calls.append((moment, changed, [value])) }
            case .ended(let value):
                if let ended = GestureAttachment.ending(gesture) { run.calls.append((moment, ended, [value])) }
            case .failed:
                if let reset = GestureAttachment.resetting(gesture) { run.calls.append((moment, reset, [])) }
            }
        }
        return run
    }

    // MARK: Single gestures

    private func leafEvents(_ kind: GestureValue.Kind, after moment: TouchMoment?) -> [(TouchMoment, Event)] {
        // A gesture that starts after others (a sequence's second) sees neither the finger come
        // down nor a move made before it started.
        let seesDown = moment == nil
        let move: TouchMoment? = touch.move.flatMap { move in
            if let moment, move <= moment { return nil }
            return move
        }
        switch kind {
        case .tap, .spatialTap:
            // A tap ends as the finger lifts where it came down, without being held.
            guard seesDown, touch.translation == nil, touch.upTime == 0 else { return [(touch.move ?? touch.up, .failed)] }
            return [(touch.up, .ended(.tuple(TupleValue([]))))]
        case .longPress(let duration, let maximumDistance):
            guard seesDown else { return [(touch.up, .failed)] }
            let held = TouchMoment(time: duration, stage: .held)
            var events: [(TouchMoment, Event)] = [(touch.down, .changed(.bool(true)))]
            if let move, move < held, touch.distance > maximumDistance {
                events.append((move, .failed))
            } else if held <= touch.up {
                events.append((held, .ended(.bool(true))))
            } else {
                events.append((touch.up, .failed))
            }
            return events
        case .drag(let minimumDistance):
            let moved = touch.translation ?? Vector(dx: 0, dy: 0)
            var events: [(TouchMoment, Event)] = []
            if minimumDistance == 0, seesDown {
                events.append((touch.down, .changed(dragValue(Vector(dx: 0, dy: 0)))))
            }
            if let move, touch.distance >= minimumDistance {
                events.append((move, .changed(dragValue(moved))))
            }
            guard !events.isEmpty else { return [(touch.up, .failed)] }
            return events + [(touch.up, .ended(dragValue(move == nil ? Vector(dx: 0, dy: 0) : moved)))]
        case .unrecognised, .combined:
            return [(touch.up, .failed)]
        }
    }

    private func dragValue(_ translation: Vector) -> Value { DragValueType.make(translation: translation, start: touch.start) }

    // MARK: Combinations

    private func sequence(_ first: GestureValue, _ second: GestureValue, after moment: TouchMoment?) -> Run {
        let leading = run(first, after: moment)
        var result = Run(calls: leading.calls)
        for (moment, event) in leading.events {
            switch event {
            case .changed(let value):
                result.events.append((moment, .changed(GestureCombination.sequenceValue(first: value, second: nil))))
            case .failed:
                result.events.append((moment, .failed))
            case .ended(let value):
                // The first has succeeded: `.second(value, nil)` until the second changes.
                result.events.append((moment, .changed(GestureCombination.sequenceValue(first: value, second: .some(nil)))))
                let trailing = run(second, after: moment)
                result.calls += trailing.calls
                for (moment, event) in trailing.events {
                    switch event {
                    case .changed(let other): result.events.append((moment, .changed(GestureCombination.sequenceValue(first: value, second: other))))
                    case .ended(let other): result.events.append((moment, .ended(GestureCombination.sequenceValue(first: value, second: other))))
                    case .failed: result.events.append((moment, .failed))
                    }
                }
            }
        }
        return result
    }

    private func simultaneous(_ first: GestureValue, _ second: GestureValue, after moment: TouchMoment?) -> Run {
        let runs = [run(first, after: moment), run(second, after: moment)]
        var result = Run(calls: runs[0].calls + runs[1].calls)
        let merged = runs.indices.flatMap { which in runs[which].events.enumerated().map { (which, $0.offset, $0.element) } }
            .sorted { ($0.2.0, $0.0, $0.1) < ($1.2.0, $1.0, $1.1) }
        var values: [Value?] = [nil, nil], done = [false, false], anyEnded = false
        for (which, _, (moment, event)) in merged {
            switch event {
            case .changed(let value):
                values[which] = value
                result.events.append((moment, .changed(GestureCombination.simultaneousValue(first: values[0], second: values[1]))))
            case .ended(let value):
                values[which] = value
                done[which] = true
                anyEnded = true
            case .failed:
                values[which] = nil
                done[which] = true
            }
            // It ends once both have, with the values of those that succeeded; it fails if neither did.
            if done[0] && done[1] {
                let value = GestureCombination.simultaneousValue(first: values[0], second: values[1])
                result.events.append((moment, anyEnded ? .ended(value) : .failed))
            }
        }
        return result
    }

    private func exclusive(_ first: GestureValue, _ second: GestureValue, after start: TouchMoment?) -> Run {
        let leading = run(first, after: start)
        var result = Run(calls: leading.calls)
        for (moment, event) in leading.events {
            switch event {
            case .changed(let value):
                result.events.append((moment, .changed(GestureCombination.exclusiveValue(value, ofFirst: true))))
            case .ended(let value):
                // The first succeeded: the second is cancelled, and none of its closures run.
                result.events.append((moment, .ended(GestureCombination.exclusiveValue(value, ofFirst: true))))
            case .failed:
                // The second has received the touch all along, held back until now.
                let failure = moment
                let trailing = run(second, after: start)
                result.calls += trailing.calls.map { (max($0.0, failure), $0.1, $0.2) }
                for (moment, event) in trailing.events {
                    switch event {
                    case .changed(let other): result.events.append((max(moment, failure), .changed(GestureCombination.exclusiveValue(other, ofFirst: false))))
                    case .ended(let other): result.events.append((max(moment, failure), .ended(GestureCombination.exclusiveValue(other, ofFirst: false))))
                    case .failed: result.events.append((max(moment, failure), .failed))
                    }
                }
            }
        }
        return result
    }
}
