// NavigationSplitView and its column settings, VoiceOver's adjustable action and input
// labels, decorative images and the visual effects a `visualEffect` closure may also apply,
// with the signatures Apple's documentation gives.
import Foundation

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {}
}

public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn() }
}

public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {}
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {}
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

extension Image {
    public init(decorative name: String, bundle: Bundle? = nil) {}
}

extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { self }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
}

extension VisualEffect {
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect { self }
}
