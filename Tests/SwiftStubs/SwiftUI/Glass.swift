import Foundation

// iOS 26's Liquid Glass, as Apple documents it (declarations only).

public struct Glass: Equatable, Sendable {
    public static var regular: Glass { Glass() }
    public static var clear: Glass { Glass() }
    public static var identity: Glass { Glass() }
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct GlassEffectTransition: Sendable {
    public static var identity: GlassEffectTransition { GlassEffectTransition() }
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition() }
    public static var materialize: GlassEffectTransition { GlassEffectTransition() }
}

public struct GlassEffectContainer<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { self }
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public init(_ glass: Glass) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
