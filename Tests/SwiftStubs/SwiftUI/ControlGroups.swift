// ColorPicker and ControlGroup, with the signatures Apple's documentation gives (the title
// forms taking a LocalizedStringResource are left out: Linux's Foundation lacks the type).
import Foundation
import UIKit

public struct ColorPicker<Label: View>: View {
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {}
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {}
}

public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ControlGroup<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
        where Content == LabeledControlGroupContent<C, L> {}
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {}
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {}
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>> {}
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>> {}
    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>> {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}
public struct ControlGroupStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public struct Content: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let label: ControlGroupStyleConfiguration.Label
    public let content: ControlGroupStyleConfiguration.Content
}
extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    public init(_ configuration: ControlGroupStyleConfiguration) {}
}
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }

extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
