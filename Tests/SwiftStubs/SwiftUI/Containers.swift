// SwiftUI's containers: stacks, lazy stacks and grids, scroll views, ForEach, sections, groups.

public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
    public var content: Content
    public var body: some View { EmptyView() }
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct LazyHStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct LazyVGrid<Content: View>: View {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct LazyHGrid<Content: View>: View {
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where C.Element: Identifiable, C.Index: Hashable, Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID { fatalError() }
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                                @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where C.Index: Hashable, Data == LazyMapSequence<C.Indices, (C.Index, ID)> { fatalError() }
}

public struct Section<Parent, Content, Footer>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
    public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View { fatalError() }
}

extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// iOS 18: a view's subviews, one by one or as a collection.
public struct Subview: View, Identifiable {
    public var id: AnyHashable { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct SubviewsCollection: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> Subview { fatalError() }
}

public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Group {
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result> { fatalError() }
}

extension ForEach where Data == SubviewsCollection, ID == AnyHashable, Content: View {
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) { fatalError() }
}
