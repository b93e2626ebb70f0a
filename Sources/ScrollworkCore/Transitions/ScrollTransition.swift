import Foundation

/// When an item counts as fully shown (`ScrollTransitionConfiguration.threshold`).
public enum TransitionThreshold: Hashable, Sendable {
    /// Identity once this fraction of the item is visible; `.hidden` is `.visible(0)`.
    case visible(Double)
    /// Identity only when the item's centre is at the visible centre.
    case centered
    /// Like `.visible(1)` on the visible rect shrunk by this much at both ends.
    case inset(Double)
}

/// A `scrollTransition` configuration (docs/SEMANTICS.md, "Scroll transitions").
public struct TransitionConfiguration: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        /// The value follows the scroll through the curve.
        case interactive(TimingCurve)
        /// The value jumps to 0 or ±1 at the threshold and animates there along the animation.
        case animated(AnimationCurve)
        case identity
    }

    public var mode: Mode
    public var threshold: TransitionThreshold
    /// The axis the transition follows; nil means the scroll view's.
    public var axis: Axis?
    /// `scrollTransition(topLeading:bottomTrailing:)`: how an item on the bottom (trailing)
    /// side moves, when it differs from the top (leading) side, which `mode` and `threshold` give.
    public var trailingMode: Mode?
    public var trailingThreshold: TransitionThreshold?

    public init(mode: Mode = .interactive(.easeInOut), threshold: TransitionThreshold = .visible(1), axis: Axis? = nil) {
        self.mode = mode
        self.threshold = threshold
        self.axis = axis
    }

    /// A transition configured per edge: `leading` for items before the visible centre,
    /// `trailing` for those after it.
    public init(leading: TransitionConfiguration, trailing: TransitionConfiguration, axis: Axis? = nil) {
        self.init(mode: leading.mode, threshold: leading.threshold, axis: axis)
        trailingMode = trailing.mode
        trailingThreshold = trailing.threshold
    }

    /// The mode and threshold for an item on `side` (-1 before the visible centre, +1 after).
    public func side(_ side: Double) -> (mode: Mode, threshold: TransitionThreshold) {
        side < 0 ? (mode, threshold) : (trailingMode ?? mode, trailingThreshold ?? threshold)
    }

    /// Whether either side animates (`.animated`), so frames must follow item values.
    public var isAnimated: Bool {
        if case .animated = mode { return true }
        if case .animated? = trailingMode { return true }
        return false
    }

    public static let interactive = TransitionConfiguration()
    /// `.animated` with no animation given: 0.3 s ease-in-out.
    public static let animated = TransitionConfiguration(mode: .animated(.timing(.easeInOut, duration: 0.3)))
    public static let identity = TransitionConfiguration(mode: .identity)
}

/// `ScrollTransitionPhase`: where an item is relative to the visible region, with its value.
public struct TransitionPhase: Hashable, Sendable, CustomStringConvertible {
    /// -1 fully before (top/leading), 0 identity, +1 fully after; in between while transitioning.
    public var value: Double

    public init(value: Double) { self.value = value }
    public static let identity = TransitionPhase(value: 0)

    public var isIdentity: Bool { value == 0 }
    public var name: String { value < 0 ? "topLeading" : value > 0 ? "bottomTrailing" : "identity" }
    public var description: String { name }
}

extension TransitionConfiguration {
    /// The target value of an item spanning `[start, end]` in a visible region `[low, high]`:
    /// for `.interactive` the value itself, for `.animated` the value it animates to.
    public func targetValue(itemStart start: Double, itemEnd end: Double, visibleLow low: Double, visibleHigh high: Double) -> Double {
        let direction = self.direction(start, end, low, high)
        let (mode, threshold) = side(direction)
        switch mode {
        case .identity:
            return 0
        case .interactive(let curve):
            guard let progress = Self.progress(threshold, start, end, low, high) else { return 0 }
            return direction * (1 - curve.value(at: progress))
        case .animated:
            guard Self.progress(threshold, start, end, low, high) != nil else { return 0 }
            return direction
        }
    }

    /// The animation of the side an item is on, for `.animated` (nil when that side does not animate).
    public func animation(itemStart start: Double, itemEnd end: Double, visibleLow low: Double,
                          visibleHigh high: Double) -> AnimationCurve? {
        guard case .animated(let curve) = side(direction(start, end, low, high)).mode else { return nil }
        return curve
    }

    /// Progress towards identity in [0, 1), or nil when the item is at identity.
    private static func progress(_ threshold: TransitionThreshold, _ start: Double, _ end: Double, _ low: Double,
                                 _ high: Double) -> Double? {
        switch threshold {
        case .visible(let fraction):
            return progress(visibleFraction: Self.visibleFraction(start, end, low, high), threshold: fraction)
        case .inset(let inset):
            return progress(visibleFraction: Self.visibleFraction(start, end, low + inset, high - inset), threshold: 1)
        case .centered:
            let itemCentre = (start + end) / 2, visibleCentre = (low + high) / 2
            if itemCentre == visibleCentre { return nil }
            let reach = ((end - start) + (high - low)) / 2
            return 1 - min(1, abs(itemCentre - visibleCentre) / reach)
        }
    }

    private static func progress(visibleFraction f: Double, threshold t: Double) -> Double? {
        if t <= 0 { return f > 0 ? nil : 0 }
        return f >= t ? nil : f / t
    }

    private func direction(_ start: Double, _ end: Double, _ low: Double, _ high: Double) -> Double {
        (start + end) / 2 < (low + high) / 2 ? -1 : 1
    }

    /// The fraction of `[start, end]` inside `[low, high]`; a zero-length item is 1 inside, 0 outside.
    public static func visibleFraction(_ start: Double, _ end: Double, _ low: Double, _ high: Double) -> Double {
        let length = end - start
        if length <= 0 { return start >= low && start <= high ? 1 : 0 }
        return max(0, min(end, high) - max(start, low)) / length
    }
}
