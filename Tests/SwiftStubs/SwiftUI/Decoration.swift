// How controls, keyboards, forms, presentations and previews are dressed, and the modifiers
// scrollwork accepts without simulating them, with Apple's signatures.

public protocol ToolbarContent {}
public protocol CustomizableToolbarContent: ToolbarContent {}
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    // SwiftUI declares these for 2 to 10 items; a parameter pack stands for all of them.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<(repeat each C)> { fatalError() }
    public static func buildBlock<C: CustomizableToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: CustomizableToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<(repeat each C)> { fatalError() }
}
public struct TupleToolbarContent<T>: ToolbarContent {}
extension TupleToolbarContent: CustomizableToolbarContent {}

public struct ToolbarItemPlacement {
    public static let automatic = ToolbarItemPlacement(), principal = ToolbarItemPlacement(), navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement(), secondaryAction = ToolbarItemPlacement(), status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement(), cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement(), keyboard = ToolbarItemPlacement(), bottomBar = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement(), navigationBarTrailing = ToolbarItemPlacement()
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {}
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
extension ToolbarItemGroup {
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> { fatalError() }
}

public struct ViewDimensions {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

public protocol InsettableShape: Shape {}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> some View { self }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { self }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { self }
}
extension Rectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Capsule: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension ContainerRelativeShape: InsettableShape {}
extension Ellipse: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}

public struct PopoverAttachmentAnchor {
    public static func rect(_ r: Anchor<CGRect>.Source) -> PopoverAttachmentAnchor { PopoverAttachmentAnchor() }
}
/// The context a preview is shown in (WidgetKit's `WidgetPreviewContext` conforms).
public protocol PreviewContext {}
public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> some View { content }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement(), sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
}

public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}

public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode(), immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode(), never = ScrollDismissesKeyboardMode()
}

public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(), route = SubmitLabel()
    public static let search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(), `continue` = SubmitLabel()
}

public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static var symbolEffect: ContentTransition { ContentTransition() }
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition { ContentTransition() }
}

extension Text {
    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale(), secondary = Scale()
    }
}

public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement(), navigationBar = ToolbarPlacement(), tabBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
}

public struct ContainerBackgroundPlacement: Sendable {
    public static let navigation = ContainerBackgroundPlacement()
    public static let navigationSplitView = ContainerBackgroundPlacement()
    public static let widget = ContainerBackgroundPlacement()
}

public enum InterfaceOrientation: CaseIterable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

public struct AccessibilityActionKind: Sendable {
    public static let `default` = AccessibilityActionKind(), escape = AccessibilityActionKind(), magicTap = AccessibilityActionKind()
}

public protocol PresentationSizing {}
public struct FormPresentationSizing: PresentationSizing { public init() {} }
extension PresentationSizing where Self == FormPresentationSizing {
    public static var automatic: FormPresentationSizing { .init() }
    public static var form: FormPresentationSizing { .init() }
    public static var page: FormPresentationSizing { .init() }
    public static var fitted: FormPresentationSizing { .init() }
}

public struct BadgeProminence: Hashable, Sendable {
    public static let standard = BadgeProminence(), increased = BadgeProminence(), decreased = BadgeProminence()
}

public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent(), large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// Xcode's previews as written before `#Preview`.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}

public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}
public struct FormStyleConfiguration {
    public struct Content: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let content: FormStyleConfiguration.Content
}
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}
public struct ProgressViewStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public struct CurrentValueLabel: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label? { fatalError() }
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? { fatalError() }
}
extension ProgressView {
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel { fatalError() }
}
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }

public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder @MainActor func _body(configuration: TextField<Self._Label>) -> Self._Body
}
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<Self._Label>) -> some View { configuration }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<Self._Label>) -> some View { configuration }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<Self._Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}
public struct ToggleStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}
extension Toggle where Label == ToggleStyleConfiguration.Label {
    public init(_ configuration: ToggleStyleConfiguration) { fatalError() }
}
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}
public struct MenuStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public struct Content: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
}
extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    public init(_ configuration: MenuStyleConfiguration) {}
}
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { self }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
    public func badge(_ count: Int) -> some View { self }
    public func badge(_ label: Text?) -> some View { self }
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    public func statusBar(hidden: Bool) -> some View { self }
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func position(_ position: CGPoint) -> some View { self }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                       @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                 @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

public struct ToolbarRole: Sendable {
    public static let automatic = ToolbarRole(), navigationStack = ToolbarRole(), browser = ToolbarRole(), editor = ToolbarRole()
}

public enum Prominence: Hashable, Sendable {
    case standard, increased
}

public struct ActionSheet {
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}
public struct Alert {
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
    public struct Button {
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
}

public protocol NavigationTransition {}

extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape { self }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
    public func transform(_ transform: CGAffineTransform) -> some Shape { self }
}

public struct OffsetShape<Content: Shape>: Shape {
    public init(shape: Content, offset: CGSize) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RotatedShape<Content: Shape>: Shape {
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct ScaledShape<Content: Shape>: Shape {
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct TransformedShape<Content: Shape>: Shape {
    public init(shape: Content, transform: CGAffineTransform) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

extension View {
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    public func listItemTint(_ tint: Color?) -> some View { self }
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    public func equatable() -> some View { self }
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
}

public protocol SymbolEffect {}
public protocol ContentTransitionSymbolEffect {}
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect { public init() {} }
extension ContentTransitionSymbolEffect where Self == AutomaticSymbolEffect {
    public static var automatic: AutomaticSymbolEffect { .init() }
}
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
public struct SymbolEffectOptions: Sendable {
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
}
