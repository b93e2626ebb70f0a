import Foundation

// Views inside items with effects of their own (docs/SEMANTICS.md, "Effects at any depth"): a
// frame works each one's phase out from its own frame, on its transition's axis, and runs its
// effects once, as it does an item's (ScrollSimulation+FrameEffects.swift).
extension ScrollSimulation {
    /// Runs the effects of the nested views of the items `indices` (those the frame evaluates),
    /// into `entries`; the scene's `nestedViews` says what each item holds.
    func evaluateNestedViews(of indices: [Int], into entries: inout [NestedViewEffects]) {
        guard let nestedViews else { return }
        let visible = visibleRect
        var live = Set<ItemID>()
        for index in indices {
            let views = nestedViews(index)
            guard !views.isEmpty else { continue }
            let item = drawnFrame(ofItemAt: index)
            for view in views {
                let frame = view.frame.offsetBy(dx: item.minX, dy: item.minY)
                var phase = TransitionPhase.identity, effects = ItemEffects.identity
                if let spec = view.transition {
                    // The phase comes from the view the transition is attached to.
                    let attached = view.transitionFrame.offsetBy(dx: item.minX, dy: item.minY)
                    let configuration = spec.configuration
                    let axis = configuration.axis ?? metrics.axis
                    let (start, end) = (axis.minimum(of: attached), axis.maximum(of: attached))
                    let (low, high) = (axis.minimum(of: visible), axis.maximum(of: visible))
                    var value = configuration.targetValue(itemStart: start, itemEnd: end, visibleLow: low, visibleHigh: high)
                    if configuration.isAnimated {
                        let key = ItemID.string("\(layout.items[index].id)›\(view.ordinal)")
                        if let curve = configuration.animation(itemStart: start, itemEnd: end, visibleLow: low, visibleHigh: high) {
                            nestedAnimations.retarget(key, to: value, time: time, curve: curve)
                        }
                        value = nestedAnimations.value(for: key, target: value, time: time)
                        live.insert(key)
                    }
                    phase = TransitionPhase(value: value)
                    effects = nestedEffects(spec, phase: phase, frame: attached)
                }
                entries.append(NestedViewEffects(index: index, view: view, frame: frame, phase: phase, effects: effects))
            }
        }
        nestedAnimations.keepOnly(live)
    }

    private func nestedEffects(_ spec: TransitionSpec, phase: TransitionPhase, frame: Rect) -> ItemEffects {
        do {
            guard spec.readsGeometry else { return try spec.effect.effects(for: phase) }
            let geometry = ItemGeometry(frame: frame, contentOffset: self.geometry.contentOffset, container: containerFrame)
            return try spec.effect.effects(for: phase, at: geometry)
        } catch {
            emit(.scriptError(PluginFailure(error)))
            return .identity
        }
    }

    /// The nested views the last frame evaluated in item `index`, in drawing order.
    public func readNestedViews(ofItemAt index: Int) -> ArraySlice<NestedViewEffects> {
        let all = frameEffects.nested
        guard !all.isEmpty else { return [] }
        var low = 0, high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].index < index { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < all.count, all[end].index == index { end += 1 }
        return all[low..<end]
    }
}
