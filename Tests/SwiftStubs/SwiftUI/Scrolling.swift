// SwiftUI's scroll APIs (iOS 17/18): target behaviours, transitions, geometry and phases,
// and the modifiers that configure a scroll view.

public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget { fatalError() }
    public var velocity: CGVector { fatalError() }
    public var contentSize: CGSize { fatalError() }
    public var containerSize: CGSize { fatalError() }
    public var axes: Axis.Set { fatalError() }
}

public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Sendable {
        public static var automatic: LimitBehavior { LimitBehavior() }
        public static var always: LimitBehavior { LimitBehavior() }
        public static var alwaysByOne: LimitBehavior { LimitBehavior() }
        public static var alwaysByFew: LimitBehavior { LimitBehavior() }
        public static var never: LimitBehavior { LimitBehavior() }
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
    public var visibleRect: CGRect { fatalError() }
    public var bounds: CGRect { fatalError() }
}

public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

@frozen public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double { self == .identity ? 0 : self == .topLeading ? -1 : 1 }
}

public struct ScrollTransitionConfiguration {
    public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }

    public struct Threshold {
        public static var visible: Threshold { Threshold() }
        public static var hidden: Threshold { Threshold() }
        public static var centered: Threshold { Threshold() }
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public static func inset(by distance: Double) -> Threshold { Threshold() }
    }
}

public protocol VisualEffect: Sendable {}

public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension VisualEffect {
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    public func contrast(_ amount: Double) -> some VisualEffect { self }
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
}

public struct ScrollIndicatorVisibility: Equatable, Sendable {
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
}

public struct ScrollBounceBehavior: Sendable {
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior() }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior() }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior() }
}

public struct ContentMarginPlacement: Sendable {
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement() }
}

public struct ScrollDecelerationRate: Hashable, Sendable {
    public static var normal: ScrollDecelerationRate { ScrollDecelerationRate() }
    public static var fast: ScrollDecelerationRate { ScrollDecelerationRate() }
}

extension View {
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    public func scrollTarget(isEnabled: Bool = true) -> some View { self }
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { self }
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    public func safeAreaPadding(_ length: CGFloat) -> some View { self }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View { self }
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
