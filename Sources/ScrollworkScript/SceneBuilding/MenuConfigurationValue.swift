import Foundation
import ScrollworkScene

/// A menu's configuration as a `MenuStyle`'s `makeBody(configuration:)` is given it: opaque in
/// SwiftUI (no public properties), it is made into iOS's menu again by `Menu(configuration)`,
/// which is the menu as built, with its items and what a tap presents.
final class MenuConfigurationValue: HostObject {
    let menu: Value

    init(menu: Value) {
        self.menu = menu
    }

    var typeName: String { "MenuStyleConfiguration" }

    static func of(_ value: Value) throws -> MenuConfigurationValue {
        try ValueReaders.host(value, MenuConfigurationValue.self, "MenuStyleConfiguration")
    }
}
