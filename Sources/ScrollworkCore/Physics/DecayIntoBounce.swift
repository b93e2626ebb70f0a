import Foundation

/// A decay that crosses an edge, then the bounce spring from the edge, with the
/// velocity at the crossing, back to that edge.
public struct DecayIntoBounce: Motion {
    public let decay: DecayFunction
    public let crossingTime: Double
    public let bounce: SpringFunction

    /// Nil when the decay never reaches `edge`.
    public init?(decay: DecayFunction, edge: Double, omega: Double = 10) {
        guard let crossing = decay.time(toReach: edge) else { return nil }
        self.decay = decay
        self.crossingTime = crossing
        self.bounce = SpringFunction(start: edge, velocity: decay.sample(at: crossing).velocity,
                                     rest: edge, omega: omega)
    }

    public var restPosition: Double { bounce.restPosition }

    public func sample(at time: Double) -> MotionSample {
        time < crossingTime ? decay.sample(at: time) : bounce.sample(at: time - crossingTime)
    }

    public func isFinished(at time: Double) -> Bool {
        time >= crossingTime && bounce.isFinished(at: time - crossingTime)
    }
}
