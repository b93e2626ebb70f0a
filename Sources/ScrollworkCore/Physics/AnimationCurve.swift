import Foundation

/// How an animated change moves from its old state to its new one, as a closed form of the
/// time since the change (no state, so every frame is computed exactly):
///
/// - a timing curve over a duration (`.easeInOut(duration:)`, `.linear(duration:)`): progress
///   is the curve at `t / duration`;
/// - a spring (`.spring(response:dampingFraction:)`, `.bouncy`, `.snappy`, `.smooth`,
///   `.default`): SwiftUI's mass-1 spring with stiffness `(2π / response)²` and damping
///   `4π · dampingFraction / response`, released from rest at 0 towards 1. Its progress is
///   `1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t)` below critical damping
///   (ω₀ = 2π/response, ζ = dampingFraction, ω_d = ω₀√(1−ζ²)), `1 − e^(−ω₀t)(1 + ω₀t)` at it,
///   and `1 − (r₂e^(r₁t) − r₁e^(r₂t))/(r₂ − r₁)` above it (r = −ω₀(ζ ∓ √(ζ²−1))). A spring
///   ends when the bound on what is left of the change, `e^(−ζω₀t)/√(1−ζ²)` (or the residual
///   itself from critical damping up), falls under 0.1 %; the change is then complete.
///
/// `delay` holds the change back and `speed` runs its clock faster, as SwiftUI's `delay(_:)`
/// and `speed(_:)` do. Nothing lasts longer than `longest`.
public struct AnimationCurve: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        case timing(TimingCurve, duration: Double)
        case spring(response: Double, dampingFraction: Double)
    }

    /// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`: the pass runs again,
    /// backwards every other time when it autoreverses.
    public struct Repetition: Hashable, Sendable {
        /// How many passes; nil repeats until `longest`.
        public var count: Int?
        public var autoreverses: Bool

        public init(count: Int?, autoreverses: Bool) {
            self.count = count.map { max(0, $0) }
            self.autoreverses = autoreverses
        }
    }

    public var shape: Shape
    public var delay: Double
    public var speed: Double
    public var repetition: Repetition?
    /// `logicallyComplete(after:)`: a completion waiting for logical completion runs this many
    /// seconds after the animation starts, or at its end if that comes first.
    public var logicalCompletion: Double?

    public init(_ shape: Shape, delay: Double = 0, speed: Double = 1, repetition: Repetition? = nil) {
        self.shape = shape
        self.delay = max(0, delay)
        self.speed = speed > 0 && speed.isFinite ? speed : 1
        self.repetition = repetition
    }

    /// SwiftUI's `Animation.default` since iOS 17: spring(response: 0.55, dampingFraction: 1).
    public static let `default` = spring(response: 0.55, dampingFraction: 1)

    /// What is left of a spring's change when it counts as finished.
    public static let settledFraction = 0.001
    /// No change animates longer than this, however slow or undamped the spring.
    public static let longest = 60.0

    /// A timing curve over `duration` seconds.
    public static func timing(_ curve: TimingCurve, duration: Double) -> AnimationCurve {
        AnimationCurve(.timing(curve, duration: max(0, duration)))
    }

    /// SwiftUI's `spring(response:dampingFraction:)`.
    public static func spring(response: Double, dampingFraction: Double) -> AnimationCurve {
        AnimationCurve(.spring(response: max(0, response), dampingFraction: max(0, dampingFraction)))
    }

    /// SwiftUI's `spring(duration:bounce:)`: response = duration; dampingFraction = 1 − bounce for
    /// bounce ≥ 0 and 1 / (1 + bounce) below (an overdamped spring).
    public static func spring(duration: Double, bounce: Double) -> AnimationCurve {
        let damping = bounce >= 0 ? 1 - bounce : 1 / max(1e-6, 1 + bounce)
        return spring(response: duration, dampingFraction: damping)
    }

    /// How far along the change is `elapsed` seconds after it was made: 0 at the start, 1 at
    /// the end (a spring overshoots past 1 on its way). A repeated animation runs its pass
    /// again from 0 (or back from 1 on odd passes when it autoreverses), and rests at 1 once done.
    public func progress(at elapsed: Double) -> Double { progress(at: elapsed, duration: duration) }

    /// `progress(at:)` with the `duration` the caller worked out once: a spring's takes a
    /// search, which a value read every frame should not repeat.
    public func progress(at elapsed: Double, duration: Double) -> Double {
        let t = (elapsed - delay) * speed
        guard t > 0 else { return 0 }
        guard elapsed < duration else { return 1 }
        guard let repetition else { return pass(at: t) }
        let length = passLength
        guard length > 0 else { return 1 }
        let index = (t / length).rounded(.down)
        let progress = pass(at: t - index * length)
        return repetition.autoreverses && index.truncatingRemainder(dividingBy: 2) == 1 ? 1 - progress : progress
    }

    /// Seconds from the change until it is complete, delay and repetitions included.
    public var duration: Double {
        let passes = repetition.map { $0.count.map(Double.init) ?? .infinity } ?? 1
        guard passLength > 0, passes > 0 else { return min(Self.longest, delay) }
        return min(Self.longest, delay + passLength * passes / speed)
    }

    /// One pass of the curve, `t` seconds of animation time into it.
    private func pass(at t: Double) -> Double {
        switch shape {
        case .timing(let curve, let length):
            return length > 0 ? curve.value(at: min(1, t / length)) : 1
        case .spring(let response, let damping):
            return 1 - Self.springResidual(t, response: response, damping: damping)
        }
    }

    /// The animation time one pass takes.
    private var passLength: Double {
        switch shape {
        case .timing(_, let length): return length
        case .spring(let response, let damping): return Self.settlingTime(response: response, damping: damping)
        }
    }

    /// `1 − x(t)` of the unit spring: what is left of the change.
    static func springResidual(_ t: Double, response: Double, damping ζ: Double) -> Double {
        guard response > 0 else { return 0 }
        let ω0 = 2 * Double.pi / response
        if ζ < 1 {
            let ωd = ω0 * (1 - ζ * ζ).squareRoot()
            return exp(-ζ * ω0 * t) * (cos(ωd * t) + ζ * ω0 / ωd * sin(ωd * t))
        }
        if ζ == 1 { return exp(-ω0 * t) * (1 + ω0 * t) }
        let root = (ζ * ζ - 1).squareRoot()
        let r1 = -ω0 * (ζ - root), r2 = -ω0 * (ζ + root)
        return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// When the bound on a spring's residual falls under `settledFraction`.
    static func settlingTime(response: Double, damping ζ: Double) -> Double {
        guard response > 0 else { return 0 }
        let ω0 = 2 * Double.pi / response
        if ζ < 1 {
            guard ζ > 0 else { return longest }
            return log(1 / (settledFraction * (1 - ζ * ζ).squareRoot())) / (ζ * ω0)
        }
        // From critical damping up the residual falls monotonically: bisect for it.
        var low = 0.0, high = longest
        guard springResidual(high, response: response, damping: ζ) < settledFraction else { return longest }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if springResidual(middle, response: response, damping: ζ) < settledFraction { high = middle } else { low = middle }
        }
        return high
    }
}
