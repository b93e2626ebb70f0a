// LabeledContent, Menu, Link, ShareLink (with SharePreview) and EditButton, with the signatures Apple's documentation gives.
import Foundation

public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}
}

public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {}
}

public struct Link<Label: View>: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
}

public struct DefaultShareLinkLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShareLink {
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {}
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                   @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I>, I: Transferable {}
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension ShareLink where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension ShareLink where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {}
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {}
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {}
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {}
}

extension ShareLink where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {}
}

extension ShareLink where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(item: String, subject: Text? = nil, message: Text? = nil) {}
}

extension ShareLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {}
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                   preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I: Transferable {}
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text, Data.Element == URL {
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {}
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text, Data.Element == String {
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {}
}

extension ShareLink where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {}
}

extension ShareLink where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {}
}

/// What a share sheet shows of an item; its generic `Image` and `Icon` shadow SwiftUI's `Image`, as in Apple's declaration.
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) {}
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
}

extension SharePreview {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
}

public struct PasteButton: View {
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct EditButton: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}
