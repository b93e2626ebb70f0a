// SwiftUI's gestures and the modifiers that attach them.

public protocol Gesture {
    associatedtype Value
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
        public var velocity: Angle
        public var startLocation: CGPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    // The iOS 13 form, deprecated: SwiftUI's interface marks it disfavoured, so a call that fits
    // both (`onLongPressGesture(minimumDuration: 0.5) { … }`) takes the newer one.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { self }
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
}

/// `@GestureState`: set by a gesture's `updating(_:body:)`, reset when the gesture ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public init(wrappedValue: Value, resetTransaction: Transaction) {}
    public init(initialValue: Value, resetTransaction: Transaction) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { self }
}

public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
}

extension Gesture {
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }
}

/// Two gestures combined: `a.sequenced(before: b)`, `a.simultaneously(with: b)`, `a.exclusively(before: b)`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

extension Gesture {
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
