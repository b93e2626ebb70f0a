import Foundation
import ScrollworkScene

/// A progress view's configuration as a `ProgressViewStyle`'s `makeBody(configuration:)` reads
/// it: the fraction done (nil for an indeterminate one), its label and its current value's
/// label, each if it has one.
final class ProgressConfigurationValue: HostObject {
    let fractionCompleted: Double?
    let label: ViewNode?
    let currentValueLabel: ViewNode?

    init(fractionCompleted: Double?, label: [ViewNode]?, currentValueLabel: [ViewNode]?) {
        self.fractionCompleted = fractionCompleted
        self.label = label.map(ViewNode.one(of:))
        self.currentValueLabel = currentValueLabel.map(ViewNode.one(of:))
    }

    var typeName: String { "ProgressViewStyleConfiguration" }

    static func of(_ value: Value) throws -> ProgressConfigurationValue {
        try ValueReaders.host(value, ProgressConfigurationValue.self, "ProgressViewStyleConfiguration")
    }
}
