// SecureField and TextEditor, with the signatures Apple's documentation gives.
import Foundation

public struct SecureField<Label: View>: View {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @available(iOS, deprecated: 100000.0, message: "Use one of the initializers that takes a prompt")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {}
}

public struct TextEditor: View {
    public init(text: Binding<String>) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}
