import Foundation

/// The transition phases and effects of the items on screen, as the last frame evaluated them:
/// every transition and `visualEffect` closure runs here, once per item on screen and frame, and
/// readers (the viewport, `items`, `item(…)`) read what it left instead of running them again.
/// Only items with a transition are kept; the arrays are reused from frame to frame.
public struct FrameEffects {
    /// Item indices, ascending.
    public private(set) var indices: [Int] = []
    public private(set) var phases: [TransitionPhase] = []
    public private(set) var effects: [ItemEffects] = []

    mutating func removeAll() {
        indices.removeAll(keepingCapacity: true)
        phases.removeAll(keepingCapacity: true)
        effects.removeAll(keepingCapacity: true)
    }

    mutating func append(_ index: Int, _ phase: TransitionPhase, _ effect: ItemEffects) {
        indices.append(index)
        phases.append(phase)
        effects.append(effect)
    }

    /// Where item `index` is in the arrays, or nil when the frame evaluated no transition for it.
    public func position(ofItemAt index: Int) -> Int? {
        var low = 0, high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] == index ? low : nil
    }

    /// The item's effects at the frame: identity when it has no transition or was not on screen.
    public func effects(ofItemAt index: Int) -> ItemEffects {
        position(ofItemAt: index).map { effects[$0] } ?? .identity
    }
}

extension ScrollSimulation {
    /// What `frameEffects` was evaluated for: the same stamp means the same results, so a
    /// second evaluation in one frame (the scene's, then its clock's) runs no closure.
    struct FrameStamp: Equatable {
        var generation: Int
        var time: Double
        var offset: Double
    }

    /// Runs the transition closures of the items on screen, once for this frame: a frame calls it
    /// after its layout and callbacks (the scene at the end of its frame, a simulation on its own
    /// after `step`, a clock after all its members). Nothing happens when nothing it depends on
    /// (layout, transitions, pins, the container's place, the time, the offset) changed since.
    public func evaluateFrameEffects() {
        let stamp = FrameStamp(generation: effectsGeneration, time: time, offset: offset)
        guard stamp != frameStamp else { return }
        frameStamp = stamp
        frameEffects.removeAll()
        guard !transitions.isEmpty else { return }
        for index in evaluatedIndices {
            let transition = layout.items[index].transition
            guard transition >= 0, Int(transition) < transitions.count else { continue }
            frameEffects.append(index, transitionPhase(ofItemAt: index), effects(ofItemAt: index))
        }
    }

    /// The items a frame evaluates: those on screen and those whose edge meets the container's
    /// (SwiftUI has laid them out; their phase is already `topLeading` or `bottomTrailing`).
    private var evaluatedIndices: [Int] {
        var indices = layout.indices(overlapping: offset.nextDown, (offset + metrics.containerLength).nextUp)
        for pin in pins where !indices.contains(pin.index) { indices.append(pin.index) }
        return indices.sorted()
    }

    /// The effects a reader sees for item `index`: the frame's, else, for an item the frame did
    /// not evaluate, those that are plain values (a body's `.scaleEffect(0.9)`), else identity.
    public func readEffects(ofItemAt index: Int) -> ItemEffects {
        if let position = frameEffects.position(ofItemAt: index) { return frameEffects.effects[position] }
        let transition = layout.items[index].transition
        guard transition >= 0, Int(transition) < transitions.count, transitions[Int(transition)].effect.isPlainValue else {
            return .identity
        }
        return effects(ofItemAt: index)
    }
}
