import Foundation
import ScrollworkScene

/// A toggle's configuration as a `ToggleStyle`'s `makeBody(configuration:)` reads it: its label
/// as one view and its `isOn`, which reads and writes the toggle's binding (its setter is
/// nonmutating, as the `@Binding` SwiftUI's configuration holds).
final class ToggleConfigurationValue: HostObject {
    let label: ViewNode
    let isOn: StateBox

    init(label: [ViewNode], isOn: StateBox) {
        self.label = ViewNode.one(of: label)
        self.isOn = isOn
    }

    var typeName: String { "ToggleStyleConfiguration" }

    static func of(_ value: Value) throws -> ToggleConfigurationValue {
        try ValueReaders.host(value, ToggleConfigurationValue.self, "ToggleStyleConfiguration")
    }
}
