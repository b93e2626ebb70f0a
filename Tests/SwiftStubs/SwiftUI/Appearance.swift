// Masks, accessibility, help, shortcuts, list row decoration, text tweaks, bar titles, shape
// styles and the small value types apps build views from, with Apple's signatures.

public struct AnyGradient: ShapeStyle, Hashable {
    public init(_ gradient: Gradient) {}
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle(), tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle(), quinary = HierarchicalShapeStyle()
}
public struct FillShapeStyle: ShapeStyle { public init() {} }
public struct TintShapeStyle: ShapeStyle {}
public struct BackgroundStyle: ShapeStyle { public init() {} }
public struct SeparatorShapeStyle: ShapeStyle {}
public struct SelectionShapeStyle: ShapeStyle {}
public struct PlaceholderTextShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}
public struct ImagePaint: ShapeStyle {
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {}
}
extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { SelectionShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

public struct ShadowStyle: Equatable, Sendable {
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle()
    }
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle()
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle() }
}

extension ShapeStyle {
    public var secondary: some ShapeStyle { self }
    public var tertiary: some ShapeStyle { self }
    public var quaternary: some ShapeStyle { self }
    public var quinary: some ShapeStyle { self }
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

public typealias LocalizedStringKey = String

// Foundation's key of `String(localized:)`, which Linux's Foundation lacks.
extension String {
    public typealias LocalizationValue = String
    public init(localized key: String, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
                comment: String? = nil) { self = defaultValue }
}

public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}

public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? { nil }
    public var error: (any Error)? { nil }
}

public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all = Set(rawValue: 3)
    }
}

public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

public struct AccessibilityChildBehavior: Hashable {
    public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
}

public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

extension View {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits(), isHeader = AccessibilityTraits(), isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits(), isSearchField = AccessibilityTraits(), isImage = AccessibilityTraits()
    public static let playsSound = AccessibilityTraits(), isKeyboardKey = AccessibilityTraits(), isStaticText = AccessibilityTraits()
    public static let isSummaryElement = AccessibilityTraits(), updatesFrequently = AccessibilityTraits()
    public static let startsMediaSession = AccessibilityTraits(), allowsDirectInteraction = AccessibilityTraits()
    public static let causesPageTurn = AccessibilityTraits(), isModal = AccessibilityTraits(), isToggle = AccessibilityTraits()
    public static let isTabBar = AccessibilityTraits()
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (false, self) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
}

public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
    public init(_ character: Character) {}
    public init(extendedGraphemeClusterLiteral: Character) {}
    public static let upArrow = KeyEquivalent("a"), downArrow = KeyEquivalent("a"), leftArrow = KeyEquivalent("a")
    public static let rightArrow = KeyEquivalent("a"), escape = KeyEquivalent("a"), delete = KeyEquivalent("a")
    public static let deleteForward = KeyEquivalent("a"), home = KeyEquivalent("a"), end = KeyEquivalent("a")
    public static let pageUp = KeyEquivalent("a"), pageDown = KeyEquivalent("a"), clear = KeyEquivalent("a")
    public static let tab = KeyEquivalent("a"), space = KeyEquivalent("a"), `return` = KeyEquivalent("a")
}

public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2), control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8), command = EventModifiers(rawValue: 16), numericPad = EventModifiers(rawValue: 32)
    public static let all = EventModifiers(rawValue: 63)
}

public struct KeyboardShortcut: Sendable {
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {}
    public static let defaultAction = KeyboardShortcut("a"), cancelAction = KeyboardShortcut("a")
}

public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Sendable {
        public static let automatic = BackgroundDisplayMode(), always = BackgroundDisplayMode()
        public static let interactive = BackgroundDisplayMode(), never = BackgroundDisplayMode()
    }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle() }
}

public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

public protocol TableStyle {}
public struct AutomaticTableStyle: TableStyle { init() {} }
public struct InsetTableStyle: TableStyle { public init() {} }
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { AutomaticTableStyle() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { InsetTableStyle() } }

public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { EnabledTextSelectability() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { DisabledTextSelectability() } }

public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants()
    public static let rectangle = SymbolVariants(), fill = SymbolVariants(), slash = SymbolVariants()
    public var circle: SymbolVariants { self }
    public var square: SymbolVariants { self }
    public var rectangle: SymbolVariants { self }
    public var fill: SymbolVariants { self }
    public var slash: SymbolVariants { self }
}

public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect(), highlight = HoverEffect(), lift = HoverEffect()
}

public protocol DynamicViewContent: View {}
extension ForEach: DynamicViewContent {}
extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

extension Image {
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension Text {
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func font(_ font: Font?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension View {
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    public func mask<Mask: View>(_ mask: Mask) -> some View { self }
    public func help(_ text: String) -> some View { self }
    public func help(_ text: Text) -> some View { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityValue(_ valueDescription: String) -> some View { self }
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func unredacted() -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    public func navigationBarTitle(_ title: Text) -> some View { self }
    public func navigationBarTitle(_ titleKey: String) -> some View { self }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarTitle(_ titleKey: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View { self }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View { self }
    public func labelsHidden() -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { self }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
}


public struct ListSectionSpacing: Sendable {
    public static let `default` = ListSectionSpacing(), compact = ListSectionSpacing()
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
}
