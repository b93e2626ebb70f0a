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
