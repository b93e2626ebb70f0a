// SwiftUI's navigation containers, lists and forms, tab views, scroll view readers and
// controls (labels, dividers, remote images, toggles, text fields, sliders, pickers,
// progress views), with the signatures Apple's documentation gives.
import Foundation

public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

public struct NavigationPath: Equatable {
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public mutating func append<V: Hashable>(_ value: V) {}
    public mutating func removeLast(_ k: Int = 1) {}
    public init(_ codable: NavigationPath.CodableRepresentation) {}
    public var codable: NavigationPath.CodableRepresentation? { nil }
    public struct CodableRepresentation: Codable, Equatable {}
}

extension NavigationStack where Data == [AnyHashable] {
    public init(@ViewBuilder root: () -> Root) {}
}

public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: String, value: P?) {}
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: String, @ViewBuilder destination: () -> Destination) {}
    public init(_ titleKey: String, destination: Destination) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public init(_ titleKey: String, destination: Destination, isActive: Binding<Bool>) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public init<V: Hashable>(_ titleKey: String, destination: Destination, tag: V, selection: Binding<V?>) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public init<V: Hashable>(_ titleKey: String, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {}
}

public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {}

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {}
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent> {}
}

public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

extension List where SelectionValue == Never {
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {}
}

extension List {
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {}

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {}
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

// iOS 18's tab content, declared as views here so that a `TabView`'s view builder takes them.
public struct Tab<Content: View, Label: View>: View {
    public init<V: Hashable>(_ title: String, systemImage: String, value: V, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init<V: Hashable>(_ title: String, image: String, value: V, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(_ title: String, image: String, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init<V: Hashable>(_ title: String, systemImage: String, value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init<V: Hashable>(_ title: String, image: String, value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(_ title: String, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(_ title: String, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == EmptyView {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct TabRole: Hashable, Sendable {
    public static var search: TabRole { TabRole() }
}

public struct TabSection<Content: View, Header: View>: View {
    public init(_ title: String, @ViewBuilder content: () -> Content) where Header == EmptyView {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public protocol TabViewStyle {}

public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode(), always = IndexDisplayMode(), never = IndexDisplayMode()
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}

public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

public struct ScrollViewReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    public init<S: StringProtocol>(_ title: S, image name: String) {}
}

public struct Divider: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct AsyncImage<Content: View>: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {}
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: String, isOn: Binding<Bool>) {}
    public init<C: RandomAccessCollection>(_ titleKey: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {}
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: String, systemImage: String, isOn: Binding<Bool>) {}
    public init<C: RandomAccessCollection>(_ titleKey: String, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {}
}

public struct TextField<Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}
}

extension TextField where Label == Text {
    public init(_ titleKey: String, text: Binding<String>) {}
    public init(_ titleKey: String, text: Binding<String>, prompt: Text?) {}
    public init(_ titleKey: String, text: Binding<String>, axis: Axis) {}
    public init(_ titleKey: String, text: Binding<String>, prompt: Text?, axis: Axis) {}
    @available(iOS, deprecated: 100000.0, message: "Use onSubmit(of:_:) and focused(_:equals:) instead.")
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {}
    @available(iOS, deprecated: 100000.0)
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {}
    @available(iOS, deprecated: 100000.0)
    public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {}
    public init<F: ParseableFormatStyle>(_ titleKey: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {}
    public init<F: ParseableFormatStyle>(_ titleKey: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {}
    public init<V>(_ titleKey: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {}
}

public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// The iOS 13 forms, which take `onEditingChanged` before the labels, are deprecated and give way
// to the newer ones where a call fits both (`Slider(value: $v) { Text("Volume") }`).
extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    @available(iOS, introduced: 13.0, deprecated: 100000.0) @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
    @available(iOS, introduced: 13.0, deprecated: 100000.0) @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    @available(iOS, introduced: 13.0, deprecated: 100000.0) @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
    @available(iOS, introduced: 13.0, deprecated: 100000.0) @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    public init(_ titleKey: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
public struct WheelPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
public struct InlinePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
public struct MenuPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {}
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {}
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {}
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    public init(_ titleKey: String) {}
    public init<V: BinaryFloatingPoint>(_ titleKey: String, value: V?, total: V = 1.0) {}
}

extension View {
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}
