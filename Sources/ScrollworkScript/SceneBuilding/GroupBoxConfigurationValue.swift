import Foundation
import ScrollworkScene

/// A group box's configuration as a `GroupBoxStyle`'s `makeBody(configuration:)` reads it: its
/// label and its content, each as one view (and as the views they were, for iOS's box made of
/// them again, which has no label row for a box without a label).
final class GroupBoxConfigurationValue: HostObject {
    let labelViews: [ViewNode]
    let contentViews: [ViewNode]

    init(label: [ViewNode], content: [ViewNode]) {
        labelViews = label
        contentViews = content
    }

    var label: ViewNode { ViewNode.one(of: labelViews) }
    var content: ViewNode { ViewNode.one(of: contentViews) }

    var typeName: String { "GroupBoxStyleConfiguration" }

    static func of(_ value: Value) throws -> GroupBoxConfigurationValue {
        try ValueReaders.host(value, GroupBoxConfigurationValue.self, "GroupBoxStyleConfiguration")
    }
}
