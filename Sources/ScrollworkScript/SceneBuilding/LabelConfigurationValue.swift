import Foundation
import ScrollworkScene

/// A label's configuration as a `LabelStyle`'s `makeBody(configuration:)` reads it: its title
/// and its icon, each as one view.
final class LabelConfigurationValue: HostObject {
    let title: ViewNode
    let icon: ViewNode

    init(title: [ViewNode], icon: [ViewNode]) {
        self.title = title.count == 1 ? title[0] : ViewNode(.group(title))
        self.icon = icon.count == 1 ? icon[0] : ViewNode(.group(icon))
    }

    var typeName: String { "LabelStyleConfiguration" }

    static func of(_ value: Value) throws -> LabelConfigurationValue {
        try ValueReaders.host(value, LabelConfigurationValue.self, "LabelStyleConfiguration")
    }
}
