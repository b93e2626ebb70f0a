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

    public init() {}
    public static let identity = ItemEffects()
    public var isIdentity: Bool { self == .identity }
}

/// Turns a transition phase into effects: a `scrollTransition` closure, built in or scripted.
public protocol TransitionEffect {
    func effects(for phase: TransitionPhase) throws -> ItemEffects
}

/// A transition attached to items: its configuration and the closure that makes its effects.
public struct TransitionSpec {
    public var configuration: TransitionConfiguration
    public var effect: any TransitionEffect

    public init(configuration: TransitionConfiguration, effect: any TransitionEffect) {
        self.configuration = configuration
        self.effect = effect
    }
}
