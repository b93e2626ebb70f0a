import Foundation
import ScrollworkScene

/// The configuration a style's `makeBody(configuration:)` reads when it is a label and a
/// content (a `GroupBoxStyle`'s, a `ControlGroupStyle`'s; a `FormStyle`'s, with no label): each
/// as one view, and as the views they were, for iOS's control made of them again (a group box
/// with no label has no label row).
final class LabeledStyleConfigurationValue: HostObject {
    let typeName: String
    let labelViews: [ViewNode]
    let contentViews: [ViewNode]

    init(_ typeName: String, label: [ViewNode], content: [ViewNode]) {
        self.typeName = typeName
        labelViews = label
        contentViews = content
    }

    var label: ViewNode { ViewNode.one(of: labelViews) }
    var content: ViewNode { ViewNode.one(of: contentViews) }

    static func of(_ value: Value, _ typeName: String) throws -> LabeledStyleConfigurationValue {
        try ValueReaders.host(value, LabeledStyleConfigurationValue.self, typeName)
    }
}
