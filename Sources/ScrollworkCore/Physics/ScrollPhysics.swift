import Foundation

/// How fast a flung scroll view slows down (`scrollDecelerationRate`).
public enum DecelerationRate: String, Hashable, Sendable {
    case normal, fast

    /// The factor by which velocity falls every millisecond.
    public var perMillisecond: Double { self == .normal ? 0.998 : 0.99 }
}

/// What a release does after the target behaviour has chosen a final target.
public struct ReleasePlan: Sendable {
    public var start: Double
    public var velocity: Double
    /// The natural projection `x∞` as an offset, unclamped.
    public var naturalOffset: Double
    /// The final target as an offset, already clamped to the valid range.
    public var finalOffset: Double
    public var targetChanged: Bool
    public var range: ClosedRange<Double>
    public var rate: DecelerationRate

    public init(start: Double, velocity: Double, naturalOffset: Double, finalOffset: Double,
                targetChanged: Bool, range: ClosedRange<Double>, rate: DecelerationRate) {
        self.start = start; self.velocity = velocity; self.naturalOffset = naturalOffset
        self.finalOffset = finalOffset; self.targetChanged = targetChanged; self.range = range; self.rate = rate
    }
}

/// A model of scroll physics: projection, release motions, rubber banding.
///
/// The simulation asks these questions and samples the motions it gets back at frame
/// times; another model (`scrollPhysics(.named("…"))`) plugs in by conforming.
public protocol ScrollPhysics: Sendable {
    var name: String { get }
    /// Where a release at `offset` with `velocity` would come to rest with no edges.
    func projectedOffset(from offset: Double, velocity: Double, rate: DecelerationRate) -> Double
    /// The motion after a release within the valid range.
    func releaseMotion(_ plan: ReleasePlan) -> any Motion
    /// The motion back to `edge` after a release while overscrolled.
    func returnMotion(from offset: Double, velocity: Double, to edge: Double) -> any Motion
    /// The motion of a programmatic, animated scroll.
    func programmaticMotion(from offset: Double, to destination: Double) -> any Motion
    /// The overscroll shown for a raw drag `distance` past an edge, with `dimension` the container length.
    func rubberBand(_ distance: Double, dimension: Double) -> Double
    /// The raw drag distance that shows `overscroll`: the inverse of `rubberBand`.
    func rawDistance(forOverscroll overscroll: Double, dimension: Double) -> Double
}
