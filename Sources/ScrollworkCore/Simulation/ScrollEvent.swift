import Foundation

/// Something the simulation did, with the time it happened, for the trace.
public struct ScrollEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case phaseChanged(from: ScrollPhase, to: ScrollPhase)
        /// A release: velocity, natural and final target (rect start along the axis).
        case released(velocity: Double, naturalTarget: Double, finalTarget: Double)
        case pinned(id: ItemID, side: Pin.Side)
        case unpinned(id: ItemID)
        /// A behaviour, transition or sticky rule (or a scene's own code) failed, located
        /// in its source; the simulation fell back.
        case scriptError(PluginFailure)
        case refreshed
        /// Something the scene's code did that shows nowhere else: a dialog presented or
        /// dismissed, `dismiss()` called.
        case note(String)
        /// The scene's code played haptic feedback (`impact medium`, `notification success`).
        case haptic(String)
    }

    public var time: Double
    public var kind: Kind
    /// Which scroll view of the scene it happened in (numbered from 1), set by a scene with
    /// several; nil for a scene with one or for the scene's own code.
    public var scrollView: Int?
    public init(time: Double, kind: Kind, scrollView: Int? = nil) {
        self.time = time
        self.kind = kind
        self.scrollView = scrollView
    }
}

/// The last release, as `naturalTarget` and `finalTarget` report it.
public struct ReleaseRecord: Hashable, Sendable {
    public var velocity: Double
    public var naturalTarget: Double
    public var finalTarget: Double
    /// The leading inset the targets were measured with: the offset of a target is
    /// `target − leadingInset` (less than the full inset under a collapsed large title).
    public var leadingInset: Double
}

/// One sample of the motion, for plots.
public struct MotionRecord: Hashable, Sendable {
    public var time: Double
    public var offset: Double
    public var velocity: Double
}
