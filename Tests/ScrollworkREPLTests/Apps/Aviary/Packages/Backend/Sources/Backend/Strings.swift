import SwiftUI

/// The package's own texts and sizes. The app declares an `enum Strings` too: each module's
/// code reaches its own, as Swift keeps a module's internal names to itself.
enum Strings {
    static let rowHeight: CGFloat = 40
}

extension Strings {
    static func label(of category: Category) -> String { "Category: " + category.name }
}
