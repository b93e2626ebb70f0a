import Foundation
import ScrollworkScene

/// A button's configuration as a style's `makeBody(configuration:)` reads it.
final class ButtonConfigurationValue: HostObject {
    let label: ViewNode
    let isPressed: Bool
    let trigger: (() throws -> Void)?
    let typeName: String

    init(label: ViewNode, isPressed: Bool, trigger: (() throws -> Void)?, typeName: String) {
        self.label = label
        self.isPressed = isPressed
        self.trigger = trigger
        self.typeName = typeName
    }

    static func of(_ value: Value) throws -> ButtonConfigurationValue {
        guard case .host(let configuration as ButtonConfigurationValue) = value else {
            throw RuntimeFailure("expected a button style's configuration, found \(value.typeName)")
        }
        return configuration
    }
}
