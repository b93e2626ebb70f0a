// DisclosureGroup and ContentUnavailableView, with the signatures Apple's documentation gives.
import Foundation

public struct DisclosureGroup<Label: View, Content: View>: View {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {}
}

public struct SearchUnavailableContent {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public struct Description: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public struct Actions: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> { fatalError() }
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label,
                                                                       SearchUnavailableContent.Description,
                                                                       SearchUnavailableContent.Actions> { fatalError() }
}

/// Views and disclosure groups computed from tree-shaped data.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Data.Element: Identifiable {
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {}
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {}
}

extension OutlineGroup where Parent: View, Parent == Leaf {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {}
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {}
}
