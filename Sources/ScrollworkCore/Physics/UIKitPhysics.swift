import Foundation

/// The default physics, modelled on UIScrollView (docs/SEMANTICS.md, "Physics"), named `ios`.
public struct UIKitPhysics: ScrollPhysics {
    public static let rubberBandCoefficient = 0.55
    public static let springOmega = 10.0

    public init() {}

    public var name: String { "ios" }

    public func projectedOffset(from offset: Double, velocity: Double, rate: DecelerationRate) -> Double {
        DecayFunction(start: offset, velocity: velocity, rate: rate.perMillisecond).projection
    }

    public func releaseMotion(_ plan: ReleasePlan) -> any Motion {
        if !plan.targetChanged {
            let decay = DecayFunction(start: plan.start, velocity: plan.velocity, rate: plan.rate.perMillisecond)
            if plan.range.contains(plan.naturalOffset) { return decay }
            let edge = plan.naturalOffset < plan.range.lowerBound ? plan.range.lowerBound : plan.range.upperBound
            if let bounce = DecayIntoBounce(decay: decay, edge: edge, omega: Self.springOmega) { return bounce }
            return spring(from: plan.start, velocity: plan.velocity, to: edge)
        }
        if let landing = Self.landingDecay(from: plan.start, velocity: plan.velocity, to: plan.finalOffset) {
            return landing
        }
        return spring(from: plan.start, velocity: plan.velocity, to: plan.finalOffset)
    }

    /// The decay that lands exactly on a changed target, when it is ahead in the direction of
    /// the flick and its rate `d' = exp(−v0/(1000·Δ))` is no slower than `.normal`
    /// (docs/SEMANTICS.md, "Targets after a release"). A slower landing (a 300 pt/s flick to the
    /// next 844 pt page would take 20 s) is nil: the caller uses the bounce spring, which ends
    /// within about a second as on a device.
    static func landingDecay(from start: Double, velocity: Double, to target: Double) -> DecayFunction? {
        let distance = target - start
        guard velocity != 0, distance != 0, (distance > 0) == (velocity > 0) else { return nil }
        let landing = DecayFunction(start: start, velocity: velocity, landingAt: target)
        guard landing.rate <= DecelerationRate.normal.perMillisecond else { return nil }
        return landing
    }

    public func returnMotion(from offset: Double, velocity: Double, to edge: Double) -> any Motion {
        spring(from: offset, velocity: velocity, to: edge)
    }

    public func programmaticMotion(from offset: Double, to destination: Double) -> any Motion {
        spring(from: offset, velocity: 0, to: destination)
    }

    /// `b = (1 − 1/(x·0.55/D + 1))·D`.
    public func rubberBand(_ distance: Double, dimension: Double) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * Self.rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// `x = (D/0.55)·b/(D − b)`.
    public func rawDistance(forOverscroll overscroll: Double, dimension: Double) -> Double {
        guard overscroll > 0, dimension > 0 else { return 0 }
        let shown = min(overscroll, dimension * 0.999_999)
        return dimension / Self.rubberBandCoefficient * shown / (dimension - shown)
    }

    private func spring(from offset: Double, velocity: Double, to rest: Double) -> SpringFunction {
        SpringFunction(start: offset, velocity: velocity, rest: rest, omega: Self.springOmega)
    }
}
