import Foundation

/// The visual effects a `scrollTransition` closure applied to one item.
public struct ItemEffects: Hashable, Sendable {
    public var scaleX = 1.0, scaleY = 1.0
    public var opacity = 1.0
    public var offsetX = 0.0, offsetY = 0.0
    /// Degrees.
    public var rotation = 0.0
    public var blur = 0.0
    public var brightness = 0.0
    public var contrast = 1.0
    public var saturation = 1.0
    public var grayscale = 0.0
    /// Degrees.
    public var hueRotation = 0.0
    /// `rotation3DEffect`s in the order they apply: turns in space do not add up to one
    /// angle, so each is kept as written.
    public var rotations3D: [Rotation3D] = []

    public init() {}
    public static let identity = ItemEffects()
    public var isIdentity: Bool { self == .identity }
}

/// A `rotation3DEffect`: what is drawn turns about an axis through a point of the view, seen
/// in perspective; the view's frame does not change.
public struct Rotation3D: Hashable, Sendable {
    /// Degrees.
    public var angle: Double
    public var axisX: Double, axisY: Double, axisZ: Double
    /// The point of the view the axis goes through, and its depth.
    public var anchor: UnitPoint
    public var anchorZ: Double
    /// The relative vanishing point (1 by default, 0 a flat projection).
    public var perspective: Double

    public init(angle: Double, axisX: Double, axisY: Double, axisZ: Double, anchor: UnitPoint, anchorZ: Double, perspective: Double) {
        self.angle = angle
        self.axisX = axisX
        self.axisY = axisY
        self.axisZ = axisZ
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// Whether it changes nothing drawn: no turn about an anchor in the view's plane.
    public var isIdentity: Bool { angle == 0 && anchorZ == 0 }
}

/// Turns a transition phase into effects: a `scrollTransition` closure, built in or scripted.
public protocol TransitionEffect {
    func effects(for phase: TransitionPhase) throws -> ItemEffects
    /// Effects that also depend on where the item is (a `visualEffect` reading its
    /// geometry); asked only when `readsGeometry` is true.
    func effects(for phase: TransitionPhase, at geometry: ItemGeometry) throws -> ItemEffects
    /// Whether the effects depend on the item's geometry, not only on its phase.
    var readsGeometry: Bool { get }
    /// Whether the effects are plain values (effects written in a body, no closure, nothing
    /// that can fail), so a reader may work them out for an item no frame evaluated (one off
    /// screen). False unless an effect says so: a script's closure runs only in frames.
    var isPlainValue: Bool { get }
}

extension TransitionEffect {
    public func effects(for phase: TransitionPhase, at geometry: ItemGeometry) throws -> ItemEffects {
        try effects(for: phase)
    }
    public var readsGeometry: Bool { false }
    public var isPlainValue: Bool { false }
}

/// Where an item is when its effects are asked for: what a `visualEffect` closure's
/// `GeometryProxy` reads.
public struct ItemGeometry: Hashable, Sendable {
    /// The item's frame where it is drawn, in content coordinates.
    public var frame: Rect
    /// The scroll view's content offset (`ScrollGeometry.contentOffset`).
    public var contentOffset: Point
    /// The scroll view's container on the screen.
    public var container: Rect

    public init(frame: Rect, contentOffset: Point, container: Rect) {
        self.frame = frame
        self.contentOffset = contentOffset
        self.container = container
    }

    /// The item's frame on the screen.
    public var global: Rect {
        frame.offsetBy(dx: container.minX - contentOffset.x, dy: container.minY - contentOffset.y)
    }
}

/// A transition attached to items: its configuration and the closure that makes its effects.
public struct TransitionSpec {
    public var configuration: TransitionConfiguration
    public var effect: any TransitionEffect
    /// Read once: whether the effect needs the item's geometry every time it is asked.
    public let readsGeometry: Bool

    public init(configuration: TransitionConfiguration, effect: any TransitionEffect) {
        self.configuration = configuration
        self.effect = effect
        readsGeometry = effect.readsGeometry
    }
}
