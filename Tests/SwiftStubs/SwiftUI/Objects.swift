// Declarations only: SwiftUI's (and Combine's) observable-object names and custom view
// modifiers, as Apple documents them. Observation's `@Observable` is the toolchain's own.
@_exported import Observation

/// Combine's protocol, declared here because Combine does not ship on Linux.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

/// Combine's publisher of an ObservableObject's changes, which Combine synthesizes for a class.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's `@Published`, reduced to what a view file writes.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    /// `$name`: the property's values, the current one first.
    public var projectedValue: Published<Value>.Publisher {
        get { fatalError() }
        set {}
    }

    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    public init(wrappedValue: ObjectType) {}
    public init(initialValue: ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

extension ViewModifier {
    public func animation(_ animation: Animation?) -> Self { self }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }
}

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
        // Made only by `FocusState.projectedValue`: no public initialiser (one with no
        // arguments would have to be public, as swiftc requires of a property wrapper's).
        init(focusState: FocusState<Value>) {}
    }
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
        init(focusState: AccessibilityFocusState<Value>) {}
    }
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
}

extension View {
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// Combine's publisher protocol and the timer publisher a view file uses, declared here
/// because Combine does not ship on Linux.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

public enum Publishers {
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
}

extension Timer {
    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public func autoconnect() -> Publishers.Autoconnect<Timer.TimerPublisher> { fatalError() }
    }

    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> Timer.TimerPublisher { fatalError() }
}

/// A publisher's values as an async sequence (`Timer.publish(…).autoconnect().values`).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { fatalError() }
    }
    public func makeAsyncIterator() -> Iterator { fatalError() }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { fatalError() }
}

/// Combine's subjects: publishers an app sends values into.
public protocol Subject: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() {}
}

public final class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() {}
    public final func send(_ input: Output) {}
    public final func send(completion: Subscribers.Completion<Failure>) {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    public init(_ value: Output) {}
    public final var value: Output {
        get { fatalError() }
        set {}
    }
    public final func send(_ input: Output) {}
    public final func send(completion: Subscribers.Completion<Failure>) {}
}

public protocol Cancellable {
    func cancel()
}

/// Combine's subscriptions: `sink` and the `AnyCancellable` that ends one.
public final class AnyCancellable: Hashable, Cancellable {
    public init(_ cancel: @escaping () -> Void) {}
    public final func cancel() {}
    public final func store(in set: inout Set<AnyCancellable>) {}
    public final func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }
}

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }
}

extension Publisher where Failure == Never {
    public func assign(to published: inout Published<Output>.Publisher) {}
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { fatalError() }
}

/// Combine's schedulers, reduced to the dispatch queue's and the run loop's.
public protocol Scheduler {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
}

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable {
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral {
            public init(floatLiteral value: Double) {}
            public init(integerLiteral value: Int) {}
            public init?<T: BinaryInteger>(exactly source: T) {}
            public var magnitude: Stride { self }
            public static func seconds(_ s: Int) -> Stride { fatalError() }
            public static func seconds(_ s: Double) -> Stride { fatalError() }
            public static func milliseconds(_ ms: Int) -> Stride { fatalError() }
            public static func microseconds(_ us: Int) -> Stride { fatalError() }
            public static func nanoseconds(_ ns: Int) -> Stride { fatalError() }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { false }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { lhs }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { lhs }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { lhs }
            public static func *= (lhs: inout Stride, rhs: Stride) {}
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }
    public struct SchedulerOptions {}
}

/// Combine's operators scrollwork simulates on the publishers it drives, and the publishers
/// they return.
extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher { public typealias Failure = Upstream.Failure }
    public struct CompactMap<Upstream: Publisher, Output>: Publisher { public typealias Failure = Upstream.Failure }
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {}
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> { fatalError() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> { fatalError() }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> { fatalError() }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { fatalError() }
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> { fatalError() }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> { fatalError() }
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> { fatalError() }
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> { fatalError() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { fatalError() }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

/// Foundation's async and Combine faces of NotificationCenter, which Linux's Foundation lacks.
extension NotificationCenter {
    public struct Notifications: AsyncSequence {
        public typealias Element = Notification
        public struct Iterator: AsyncIteratorProtocol {
            public mutating func next() async -> Notification? { fatalError() }
        }
        public func makeAsyncIterator() -> Iterator { fatalError() }
    }

    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {}
    }

    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Notifications { fatalError() }
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }
}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never { self }
}

/// A value animations step through: Double, CGFloat and Float, and pairs of them.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}
extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values, as a shape animating two properties pairs them.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension CGSize: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
extension CGPoint: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
extension CGRect: Animatable {
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A view or shape whose `animatableData` an animation steps through.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

/// A modifier whose `animatableData` an animation steps through.
public protocol AnimatableModifier: Animatable, ViewModifier {}

public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError() }
}

public struct ProjectionTransform: Equatable {
    public init() {}
    public init(_ m: CGAffineTransform) {}
    public var isIdentity: Bool { true }
    public var isAffine: Bool { true }
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform { self }
}

/// Where a view is in an insertion or removal transition.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    public var value: Double { 0 }
}

public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A transition of the app's own (iOS 17).
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder @MainActor func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
}

extension View {
    public func transition<T: Transition>(_ transition: T) -> some View { self }
}

@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    public func body(content: Content) -> Never { fatalError() }
}

/// iOS 17's wrapper of an observable object, whose `$model.name` are bindings to its properties.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        fatalError()
    }
}
