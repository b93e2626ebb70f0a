import Foundation

/// A SwiftUI value the runtime does not model yet (`GridItem(.flexible())`, `Color.blue`):
/// its type, how it was made and the modifiers applied, kept for the scene layer.
///
/// It lets View structs whose stored properties hold such values load and run their
/// other members; scene building decides what they mean.
final class SwiftUIValue: HostObject {
    let typeName: String
    let labels: [String?]
    let arguments: [Value]
    /// Modifiers applied in order: name and arguments.
    let modifiers: [(name: String, arguments: [Value])]

    init(typeName: String, labels: [String?] = [], arguments: [Value] = [],
         modifiers: [(name: String, arguments: [Value])] = []) {
        self.typeName = typeName
        self.labels = labels
        self.arguments = arguments
        self.modifiers = modifiers
    }

    func applying(_ name: String, _ arguments: [Value]) -> SwiftUIValue {
        SwiftUIValue(typeName: typeName, labels: labels, arguments: self.arguments,
                     modifiers: modifiers + [(name, arguments)])
    }

    /// SwiftUI types built by name in scene code.
    static let typeNames: Set<String> = [
        "GridItem", "Color", "Text", "Image", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "LinearGradient",
        "Gradient", "Font", "Spacer", "EmptyView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "ScrollView", "ForEach", "Section", "Button", "Group", "DragGesture", "Divider",
        "Label", "ScrollPosition", "Animation",
    ]

    /// Implicit members that build SwiftUI values (`.flexible()`, `.fixed(100)`, `.spring`).
    static let implicitNames: Set<String> = [
        "flexible", "fixed", "adaptive", "visible", "inset", "centered", "interactive", "animated", "spring",
        "easeInOut", "easeIn", "easeOut", "linear", "bouncy", "smooth", "snappy", "system", "title", "headline",
        "body", "caption", "largeTitle", "continuous", "circular",
    ]
}
