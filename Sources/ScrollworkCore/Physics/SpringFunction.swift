import Foundation

/// A critically damped spring of mass 1 and stiffness `ω²` (ω = 10/s: docs/SEMANTICS.md,
/// "Bounce spring").
///
/// Around the rest point: `x(t) = e^(−ωt)·(c1 + c2·t)` with `c1 = x0 − rest`, `c2 = v0 + ω·c1`.
public struct SpringFunction: Motion {
    public let start: Double
    public let velocity: Double
    public let restPosition: Double
    public let omega: Double

    public init(start: Double, velocity: Double, rest: Double, omega: Double = 10) {
        self.start = start
        self.velocity = velocity
        self.restPosition = rest
        self.omega = omega
    }

    public func sample(at time: Double) -> MotionSample {
        let c1 = start - restPosition
        let c2 = velocity + omega * c1
        let envelope = exp(-omega * time)
        let position = restPosition + envelope * (c1 + c2 * time)
        let speed = envelope * (c2 - omega * (c1 + c2 * time))
        return MotionSample(position: position, velocity: speed)
    }

    /// Ends when within half a point of rest and slower than 10 pt/s.
    public func isFinished(at time: Double) -> Bool {
        let s = sample(at: time)
        return abs(s.position - restPosition) < 0.5 && abs(s.velocity) < 10
    }
}
