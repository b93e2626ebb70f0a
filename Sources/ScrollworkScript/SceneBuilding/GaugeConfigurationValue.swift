import Foundation
import ScrollworkScene

/// A gauge's configuration as a `GaugeStyle`'s `makeBody(configuration:)` reads it: the value
/// mapped into 0...1, as Apple documents `GaugeStyleConfiguration.value`, and the label views
/// the gauge was given (nil for those it was not).
final class GaugeConfigurationValue: HostObject {
    let value: Double
    let label: ViewNode
    let currentValueLabel: ViewNode?
    let minimumValueLabel: ViewNode?
    let maximumValueLabel: ViewNode?

    init(value: Double, label: ViewNode, currentValueLabel: ViewNode?, minimumValueLabel: ViewNode?, maximumValueLabel: ViewNode?) {
        self.value = value
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    var typeName: String { "GaugeStyleConfiguration" }

    static func of(_ value: Value) throws -> GaugeConfigurationValue {
        guard case .host(let configuration as GaugeConfigurationValue) = value else {
            throw RuntimeFailure("expected a gauge style's configuration, found \(value.typeName)")
        }
        return configuration
    }
}
