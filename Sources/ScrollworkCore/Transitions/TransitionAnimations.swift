import Foundation

/// The running `.animated` transitions: each item's value eases from where it was to its
/// new target along the configured animation, timed by the simulation's frames.
struct TransitionAnimations {
    private struct Animation {
        var from: Double
        var to: Double
        var start: Double
        var curve: AnimationCurve
        var duration: Double

        init(from: Double, to: Double, start: Double, curve: AnimationCurve) {
            (self.from, self.to, self.start, self.curve, duration) = (from, to, start, curve, curve.duration)
        }

        func value(at time: Double) -> Double {
            // Frame times are sums of 1/fps: a rounding error must not leave the value a hair short.
            from + (to - from) * curve.progress(at: time - start + 1e-9, duration: duration)
        }
    }

    private var running: [ItemID: Animation] = [:]

    /// The item's value now; an item never seen is at its target.
    func value(for id: ItemID, target: Double, time: Double) -> Double {
        running[id]?.value(at: time) ?? target
    }

    /// Starts an animation from the current value when the item's target changed.
    mutating func retarget(_ id: ItemID, to target: Double, time: Double, curve: AnimationCurve) {
        if let current = running[id] {
            guard current.to != target else { return }
            running[id] = Animation(from: current.value(at: time), to: target, start: time, curve: curve)
        } else {
            running[id] = Animation(from: target, to: target, start: time, curve: curve)
        }
    }

    /// Forgets items that left the screen: off screen they rest at their target.
    mutating func keepOnly(_ ids: Set<ItemID>) {
        if running.count != ids.count { running = running.filter { ids.contains($0.key) } }
    }
}
