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
