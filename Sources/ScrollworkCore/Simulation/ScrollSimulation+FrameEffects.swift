import Foundation

/// The effects of the items on screen, as the last frame evaluated them: every transition and
/// `visualEffect` closure runs here, once per item on screen and frame, and readers (the
/// viewport, `items`, `item(…)`) read what it left instead of running them again. Only items
/// whose effects are not plain values are kept (see `TransitionEffect.isPlainValue`); phases
/// are not, as a reader works them out from the layout without running anything. The storage
/// is reused from frame to frame.
public struct FrameEffects {
    public struct Entry {
        public var index: Int
        public var effects: ItemEffects
    }

    /// By item index, ascending.
    public fileprivate(set) var entries: [Entry] = []
    /// The views inside the items with effects or ids of their own, by item index, ascending
    /// (ScrollSimulation+NestedViews.swift).
    public fileprivate(set) var nested: [NestedViewEffects] = []

    /// Where item `index` is in `entries`, or nil when the frame evaluated nothing for it.
    public func position(ofItemAt index: Int) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].index == index ? low : nil
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
        // Taken out while it is filled, so the appends need no access to the property.
        var entries = frameEffects.entries
        frameEffects.entries = []
        entries.removeAll(keepingCapacity: true)
        let indices = hasFrameEvaluatedTransitions || nestedViews != nil ? evaluatedIndices : []
        if hasFrameEvaluatedTransitions {
            for index in indices {
                let transition = layout.items[index].transition
                guard transition >= 0, Int(transition) < transitions.count,
                      !transitions[Int(transition)].effect.isPlainValue else { continue }
                entries.append(FrameEffects.Entry(index: index, effects: effects(ofItemAt: index, phase: transitionPhase(ofItemAt: index))))
            }
        }
        frameEffects.entries = entries
        guard nestedViews != nil || !frameEffects.nested.isEmpty else { return }
        var nested = frameEffects.nested
        frameEffects.nested = []
        nested.removeAll(keepingCapacity: true)
        evaluateNestedViews(of: indices, into: &nested)
        frameEffects.nested = nested
    }

    /// The items a frame evaluates: those on screen and those whose edge meets the container's
    /// (SwiftUI has laid them out; their phase is already `topLeading` or `bottomTrailing`).
    private var evaluatedIndices: [Int] {
        var indices = layout.indices(overlapping: offset.nextDown, (offset + metrics.containerLength).nextUp)
        guard !pins.isEmpty else { return indices }
        for pin in pins where !indices.contains(pin.index) { indices.append(pin.index) }
        return indices.sorted()
    }

    /// The effects a reader sees for item `index`: the frame's, else, for an item the frame did
    /// not evaluate, those that are plain values (a body's `.scaleEffect(0.9)`), else identity.
    public func readEffects(ofItemAt index: Int) -> ItemEffects {
        if let position = frameEffects.position(ofItemAt: index) { return frameEffects.entries[position].effects }
        let transition = layout.items[index].transition
        guard transition >= 0, Int(transition) < transitions.count, transitions[Int(transition)].effect.isPlainValue else {
            return .identity
        }
        return effects(ofItemAt: index)
    }
}
