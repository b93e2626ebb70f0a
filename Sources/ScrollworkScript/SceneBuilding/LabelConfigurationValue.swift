import Foundation
import ScrollworkScene

/// A label's configuration as a `LabelStyle`'s `makeBody(configuration:)` reads it: its title
/// and its icon, each as one view.
final class LabelConfigurationValue: HostObject {
    let title: ViewNode
    let icon: ViewNode

    init(title: [ViewNode], icon: [ViewNode]) {
        self.title = ViewNode.one(of: title)
        self.icon = ViewNode.one(of: icon)
    }

    var typeName: String { "LabelStyleConfiguration" }

    static func of(_ value: Value) throws -> LabelConfigurationValue {
        try ValueReaders.host(value, LabelConfigurationValue.self, "LabelStyleConfiguration")
    }
}
