import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// How a `Gauge` is laid out by the gauge style in force (`gaugeStyle` writes SwiftUI's
/// environment, as `buttonStyle` does, so a style given to a stack reaches its gauges):
///
/// - `.automatic` (`.linearCapacity` on iOS), `.linearCapacity`, `.accessoryLinearCapacity` and
///   `.accessoryLinear`: a leading-aligned column filling the width, as Apple documents the linear
///   styles: the label above the bar, the minimum and maximum value labels on the bar's leading
///   and trailing edges, the current value label below it (`.accessoryLinear` without bounds
///   labels shows the current value on the bar's leading edge instead). The bar is 4 pt high, as
///   `ProgressView`'s linear bar (UIProgressView's default style).
/// - `.accessoryCircular` and `.accessoryCircularCapacity`: a 72 × 72 ring, the size of WidgetKit's
///   circular accessory on a 390 pt wide iPhone (Human Interface Guidelines, "Widgets"), with the
///   current value label (else the label) at its centre and the bounds labels along its bottom.
/// - A `GaugeStyle` of the script: its `makeBody(configuration:)` makes the gauge, the value given
///   to it mapped into 0...1.
enum GaugeViews {
    static let barHeight = ControlViews.progressBarHeight
    static let ringSide = 72.0

    /// The labels a gauge is made with; only `label` is always there.
    struct Labels {
        var label: ViewNode
        var current: ViewNode?
        var minimum: ViewNode?
        var maximum: ViewNode?
    }

    /// `value` of `bounds` as a fraction in 0...1: a gauge shows a value outside its range at
    /// the nearer end, and a range of one value as empty.
    static func fraction(_ value: Double, in bounds: ClosedRange<Double>) -> Double {
        let width = bounds.upperBound - bounds.lowerBound
        guard width > 0, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / width, 0), 1)
    }

    /// The gauge as the environment's gauge style lays it out.
    static func gauge(fraction: Double, labels: Labels, runtime: SceneRuntime, range: SourceRange) throws -> ViewNode {
        let style = runtime.environment.value("gaugeStyle", runtime: runtime)
        switch style {
        case .symbol("accessoryCircular"), .symbol("accessoryCircularCapacity"):
            return ring(fraction: fraction, labels: labels)
        case .symbol("accessoryLinear"):
            return linear(fraction: fraction, labels: labels, currentOnBar: true)
        case .none, .symbol:
            return linear(fraction: fraction, labels: labels, currentOnBar: false)
        case _ where PlaceholderValue.of(style) != nil:
            // A style of a file not loaded (warned where it is named): the gauge as iOS's default.
            return linear(fraction: fraction, labels: labels, currentOnBar: false)
        default:
            let configuration = GaugeConfigurationValue(
                value: fraction, label: labels.label, currentValueLabel: labels.current,
                minimumValueLabel: labels.minimum, maximumValueLabel: labels.maximum)
            return try ControlStyles.styleBody(style, key: "gaugeStyle", configuration: configuration, styleNoun: "gauge style", runtime: runtime,
                                               range: range).modified(.kindName("Gauge"))
        }
    }

    private static func bar(_ fraction: Double) -> ViewNode {
        ViewNode(.shape(.capsule))
            .modified(.frame(width: nil, height: barHeight, alignment: .center))
            .modified(.label(String(format: "%.0f%%", fraction * 100)))
    }

    private static func linear(fraction: Double, labels: Labels, currentOnBar: Bool) -> ViewNode {
        let hasBounds = labels.minimum != nil || labels.maximum != nil
        let leading = currentOnBar && !hasBounds ? labels.current : labels.minimum
        let below = currentOnBar && !hasBounds ? nil : labels.current
        let barRow = [leading, bar(fraction), labels.maximum].compactMap { $0 }
        let row = barRow.count == 1 ? barRow[0] : ViewNode.hStack(barRow)
        return ViewNode.vStack(alignment: .leading, [labels.label, row] + [below].compactMap { $0 }).modified(.kindName("Gauge"))
    }

    private static func ring(fraction: Double, labels: Labels) -> ViewNode {
        let ring = ViewNode(.shape(.circle)).modified(.label(String(format: "%.0f%%", fraction * 100)))
        let bounds = [labels.minimum, ViewNode.spacer(), labels.maximum].compactMap { $0 }
        var layers = [ring, labels.current ?? labels.label]
        if bounds.count > 1 {
            layers.append(ViewNode.hStack(bounds).modified(.flexibleFrame(FlexibleFrame(maxHeight: .infinity, alignment: .bottom))))
        }
        return ViewNode.zStack(layers)
            .modified(.frame(width: ringSide, height: ringSide, alignment: .center))
            .modified(.kindName("Gauge"))
    }
}
