// GroupBox (iOS 14) and ImageRenderer (iOS 16), with the signatures Apple's documentation gives.
import Foundation
import UIKit

public struct GroupBox<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    public init(_ configuration: GroupBoxStyleConfiguration) {}
}

public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

public struct GroupBoxStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public struct Content: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}

@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    public var isOpaque: Bool = false
    public var uiImage: UIImage? { nil }
    public var cgImage: CGImage? { nil }
    public init(content view: Content) { content = view }
}
