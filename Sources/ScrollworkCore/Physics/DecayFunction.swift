import Foundation

/// UIScrollView's deceleration: velocity falls by a factor `rate` every millisecond.
///
/// With `k = 1000·ln(rate)`: `x(t) = x0 + v0·(rate^(1000t) − 1)/k`, `v(t) = v0·rate^(1000t)`,
/// and the natural projection is `x∞ = x0 − v0/k`.
public struct DecayFunction: Motion {
    public let start: Double
    public let velocity: Double
    public let rate: Double
    /// `1000·ln(rate)`, negative for a decaying motion.
    public let k: Double

    /// Where the motion ends: the projection, or exactly the target it was made to land on.
    public let restPosition: Double

    public init(start: Double, velocity: Double, rate: Double) {
        self.init(start: start, velocity: velocity, rate: rate, rest: nil)
    }

    private init(start: Double, velocity: Double, rate: Double, k: Double, rest: Double?) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
        self.k = k
        self.restPosition = rest ?? start - velocity / k
    }

    private init(start: Double, velocity: Double, rate: Double, rest: Double?) {
        self.init(start: start, velocity: velocity, rate: rate, k: 1000 * log(rate), rest: rest)
    }

    /// The decay with the rate `exp(−v0/(1000·Δ))` that comes to rest exactly at `target`.
    /// Only meaningful when `target` lies ahead of `start` in the direction of `velocity`.
    /// `k` is `−v0/Δ` directly: a fast flick to a near target has a rate that underflows to 0,
    /// whose logarithm would make every sample NaN.
    public init(start: Double, velocity: Double, landingAt target: Double) {
        let distance = target - start
        self.init(start: start, velocity: velocity, rate: exp(-velocity / (1000 * distance)),
                  k: -velocity / distance, rest: target)
    }

    /// The natural projection `x∞`.
    public var projection: Double { start - velocity / k }

    public func sample(at time: Double) -> MotionSample {
        let factor = exp(k * time)   // rate^(1000t)
        return MotionSample(position: start + velocity * (factor - 1) / k, velocity: velocity * factor)
    }

    /// Ends when the remaining distance to the projection is under half a point.
    public func isFinished(at time: Double) -> Bool {
        abs(restPosition - sample(at: time).position) < 0.5
    }

    /// The time at which the motion passes `position`, or nil if it never does.
    public func time(toReach position: Double) -> Double? {
        let q = 1 + (position - start) * k / velocity
        guard velocity != 0, q > 0, q <= 1 else { return nil }
        return log(q) / k
    }
}
