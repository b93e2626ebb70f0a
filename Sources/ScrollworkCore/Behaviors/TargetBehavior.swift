import Foundation

/// The rect (and optional anchor) a scroll should come to rest at, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Hashable, Sendable {
    public var rect: Rect
    public var anchor: UnitPoint?
    public init(rect: Rect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

/// A point in unit coordinates, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// What `updateTarget` is told, as SwiftUI's `ScrollTargetBehaviorContext`, plus what the
/// built-in behaviours need to know about the layout and the gesture.
public struct TargetContext: Sendable {
    /// The target rect when the finger touched down.
    public var originalTarget: ScrollTarget
    /// Release velocity in points per second, in offset terms.
    public var velocity: Vector
    public var contentSize: Size
    /// The container inside the insets (the target rect's size).
    public var containerSize: Size
    public var axis: Axis

    /// The target rect at the moment of release.
    public var releaseTarget: Rect
    /// The whole container length along the axis, insets included.
    public var containerLength: Double
    /// Starts of scroll-target items, sorted and distinct, not yet clamped.
    public var targetStarts: [Double]
    /// The screen's size classes (`.viewAligned`'s automatic limit reads them).
    public var sizeClasses: SizeClasses

    public init(originalTarget: ScrollTarget, velocity: Vector, contentSize: Size, containerSize: Size,
                axis: Axis, releaseTarget: Rect, containerLength: Double, targetStarts: [Double],
                sizeClasses: SizeClasses = .portraitPhone) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axis = axis
        self.releaseTarget = releaseTarget
        self.containerLength = containerLength
        self.targetStarts = targetStarts
        self.sizeClasses = sizeClasses
    }

    /// The largest valid target start along the axis.
    public var maxTargetMin: Double { max(0, axis.along(contentSize) - axis.along(containerSize)) }
    public var velocityAlongAxis: Double { axis.along(velocity) }
}

/// Decides where a released scroll comes to rest, as SwiftUI's `ScrollTargetBehavior`.
///
/// Built-ins and script-backed behaviours are peers behind this protocol.
public protocol TargetBehavior {
    /// How the behaviour is written in Swift, e.g. `.paging`.
    var displayName: String { get }
    /// Where the behaviour's `updateTarget` is written, for the errors the simulation reports
    /// about it (a non-finite target); nil for the built-ins, which have no source.
    var location: SourceSpan? { get }
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws
}

extension TargetBehavior {
    public var location: SourceSpan? { nil }
}

extension Axis {
    /// The rect with its start along this axis replaced by `value`.
    public func settingMinimum(of rect: Rect, to value: Double) -> Rect {
        var result = rect
        if self == .vertical { result.origin.y = value } else { result.origin.x = value }
        return result
    }
}
