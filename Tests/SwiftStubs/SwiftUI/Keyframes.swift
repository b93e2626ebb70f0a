// keyframeAnimator, KeyframeAnimator and the keyframe types, with the signatures Apple's
// documentation gives (the builders' and protocols' internals reduced to what type-checks).
import Foundation

public protocol Keyframes<Value> {
    associatedtype Value
}

public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

public struct KeyframeTimeline<Value>: Keyframes {}

public struct KeyframePath<Value>: Keyframes {}

@resultBuilder public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframePath<Value> where K.Value == Value { KeyframePath() }
    public static func buildExpression<Root, K: Keyframes>(_ keyframes: K) -> KeyframePath<Value> where K.Value == Root { KeyframePath() }
    public static func buildBlock(_ components: KeyframePath<Value>...) -> KeyframePath<Value> { KeyframePath() }
}

@resultBuilder public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> KeyframeTrackContentList<Value> where C.Value == Value {
        KeyframeTrackContentList()
    }
    public static func buildBlock(_ components: KeyframeTrackContentList<Value>...) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList()
    }
}

public struct KeyframeTrackContentList<Value>: KeyframeTrackContent {}

public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public typealias Value = Root
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

extension KeyframeTrack where Value == Root {
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

public struct Spring: Hashable, Sendable {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public var response: Double { 0 }
    public var dampingRatio: Double { 0 }
    public static var smooth: Spring { Spring() }
    public static var snappy: Spring { Spring() }
    public static var bouncy: Spring { Spring() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring() }
}

public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {}
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> some View { self }
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> some View { self }
}
