import Foundation

// Geometry readers, preferences, coordinate spaces, the iOS 17/18 scroll observers and
// ScrollPosition, the environment, gesture values and dialogs' message form, as Apple
// documents them (declarations only).

public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { fatalError() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

public struct Anchor<Value>: Equatable, Hashable {
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { fatalError() }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { fatalError() }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { fatalError() }
    public static var topLeading: Anchor<CGPoint>.Source { fatalError() }
    public static var top: Anchor<CGPoint>.Source { fatalError() }
    public static var topTrailing: Anchor<CGPoint>.Source { fatalError() }
    public static var leading: Anchor<CGPoint>.Source { fatalError() }
    public static var center: Anchor<CGPoint>.Source { fatalError() }
    public static var trailing: Anchor<CGPoint>.Source { fatalError() }
    public static var bottomLeading: Anchor<CGPoint>.Source { fatalError() }
    public static var bottom: Anchor<CGPoint>.Source { fatalError() }
    public static var bottomTrailing: Anchor<CGPoint>.Source { fatalError() }
}

extension View {
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { self }
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                    @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View { self }
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { self }
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                       @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View { self }
}

public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    public var coordinateSpace: CoordinateSpace { .global }
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable { self }
    public func coordinateSpace(name: some Hashable) -> some View { self }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { self }
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View { self }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View { self }
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { self }
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
    public func confirmationDialog<A: View, M: View>(_ titleKey: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func alert<A: View, M: View>(_ titleKey: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                    @ViewBuilder actions: (T) -> A) -> some View { self }
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                 presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    // The forms with a `Text` title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View { self }
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { self }
}

public struct ScrollAnchorRole: Hashable, Sendable {
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole() }
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole() }
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole() }
}

public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry { fatalError() }
    public var velocity: CGVector? { nil }
}

public struct UnitCurve: Hashable, Sendable {
    public static let linear = UnitCurve(), easeIn = UnitCurve(), easeOut = UnitCurve(), easeInOut = UnitCurve()
    public static let circularEaseIn = UnitCurve(), circularEaseOut = UnitCurve(), circularEaseInOut = UnitCurve()
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve() }
    public func value(at progress: Double) -> Double { progress }
}

extension ScrollTransitionConfiguration {
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
}

public struct ScrollPosition: Equatable {
    public init<T: Hashable>(idType: T.Type = Never.self) {}
    public init<T: Hashable>(idType: T.Type = Never.self, edge: Edge) {}
    public init<T: Hashable>(idType: T.Type = Never.self, point: CGPoint) {}
    public init<T: Hashable>(idType: T.Type = Never.self, x: CGFloat) {}
    public init<T: Hashable>(idType: T.Type = Never.self, y: CGFloat) {}
    public init<T: Hashable>(idType: T.Type = Never.self, x: CGFloat, y: CGFloat) {}
    public init(id: some Hashable, anchor: UnitPoint? = nil) {}
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {}
    public mutating func scrollTo(edge: Edge) {}
    public mutating func scrollTo(point: CGPoint) {}
    public mutating func scrollTo(x: CGFloat) {}
    public mutating func scrollTo(y: CGFloat) {}
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
    public var edge: Edge? { nil }
    public var point: CGPoint? { nil }
    public var viewID: (any Hashable)? { nil }
    public func viewID<T: Hashable>(type: T.Type) -> T? { nil }
    public var isPositionedByUser: Bool { get { false } set {} }
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool { true }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
    public var wrappedValue: Value { fatalError() }
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { fatalError() } set {} }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
    public var verticalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
    public var displayScale: CGFloat { get { 3 } set {} }
    public var pixelLength: CGFloat { 1.0 / 3 }
    public var isEnabled: Bool { get { true } set {} }
    public var minimumScaleFactor: CGFloat { get { 1 } set {} }
    public var lineSpacing: CGFloat { get { 0 } set {} }
    public var allowsTightening: Bool { get { false } set {} }
    public var multilineTextAlignment: TextAlignment { get { .leading } set {} }
    public var truncationMode: Text.TruncationMode { get { .tail } set {} }
    public var imageScale: Image.Scale { get { .medium } set {} }
    public var headerProminence: Prominence { get { .standard } set {} }
    public var menuIndicatorVisibility: Visibility { get { .automatic } set {} }
    public var controlSize: ControlSize { get { .regular } set {} }
    public var calendar: Calendar { get { .current } set {} }
    public var timeZone: TimeZone { get { .current } set {} }
    public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
    public var locale: Locale { get { fatalError() } set {} }
    public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }
    public var redactionReasons: RedactionReasons { get { [] } set {} }
    public var sizeCategory: ContentSizeCategory { get { .large } set {} }
    public var symbolVariants: SymbolVariants { get { .none } set {} }
    public var scenePhase: ScenePhase { get { .active } set {} }
    public var isPresented: Bool { false }
    public var dismiss: DismissAction { DismissAction() }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var accessibilityEnabled: Bool { false }
    public var isLuminanceReduced: Bool { false }
    public var isSearching: Bool { false }
    public var isFocused: Bool { false }
    public var editMode: Binding<EditMode>? { get { nil } set {} }
}

public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable { case standard, increased }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

public struct DismissAction {
    public func callAsFunction() {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// `.gesture(isOpen ? drag : nil)`: an optional gesture is a gesture.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}
