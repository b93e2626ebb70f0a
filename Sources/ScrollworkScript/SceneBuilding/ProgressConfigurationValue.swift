import Foundation
import ScrollworkScene

/// A progress view's configuration as a `ProgressViewStyle`'s `makeBody(configuration:)` reads
/// it: the fraction done (nil for an indeterminate one) and its label, if it has one.
final class ProgressConfigurationValue: HostObject {
    let fractionCompleted: Double?
    let label: ViewNode?

    init(fractionCompleted: Double?, label: [ViewNode]?) {
        self.fractionCompleted = fractionCompleted
        self.label = label.map { $0.count == 1 ? $0[0] : ViewNode(.group($0)) }
    }

    var typeName: String { "ProgressViewStyleConfiguration" }

    static func of(_ value: Value) throws -> ProgressConfigurationValue {
        try ValueReaders.host(value, ProgressConfigurationValue.self, "ProgressViewStyleConfiguration")
    }
}
