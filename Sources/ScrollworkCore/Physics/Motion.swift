import Foundation

/// Position and velocity of a motion at one instant.
public struct MotionSample: Hashable, Sendable {
    public var position: Double
    public var velocity: Double
    public init(position: Double, velocity: Double) { self.position = position; self.velocity = velocity }
}

/// A motion along the scroll axis as a closed-form function of the time since it started.
///
/// Motions never read a clock: the simulation samples them at frame times, so no
/// error accumulates and the same frames always give the same numbers.
public protocol Motion: Sendable {
    /// Where the motion comes to rest; the offset is set exactly to it when the motion ends.
    var restPosition: Double { get }
    func sample(at time: Double) -> MotionSample
    /// The stop rule: whether the motion has ended by `time`.
    func isFinished(at time: Double) -> Bool
}
