import ScrollworkCore
import ScrollworkScene

/// `Gauge` in its five initialisers, laid out by the gauge style in force (`GaugeViews`), the
/// built-in gauge styles, and `GaugeStyle` with the configuration its `makeBody(configuration:)`
/// is given, as Apple documents them. `gaugeStyle(_:)` is one of `SwiftUIStylesSurface`'s style
/// modifiers.
enum SwiftUIGaugeSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Gauge", conformsTo: ["View"], doc: "A value within a range, laid out by the gauge style in force.") { t in
            let head = "init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label"
            let forms: [(String, String, [WritableKeyPath<GaugeViews.Labels, ViewNode?>])] = [
                ("", "A gauge with a label.", []),
                (", @ViewBuilder currentValueLabel: () -> CurrentValueLabel", "A gauge with its current value's label.", [\.current]),
                (", @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, "
                 + "@ViewBuilder maximumValueLabel: () -> BoundsLabel",
                 "A gauge with its current value's and its bounds' labels.", [\.current, \.minimum, \.maximum]),
                (", @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels",
                 "A gauge with its current value's label; the marked values' labels are drawn only.", [\.current]),
                (", @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, "
                 + "@ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels",
                 "A gauge with all its labels; the marked values' labels are drawn only.", [\.current, \.minimum, \.maximum]),
            ]
            for (tail, doc, slots) in forms {
                t.initializer(head + tail + ")", role: .view, doc: doc) { a in
                    var labels = GaugeViews.Labels(label: try single(a[2], a))
                    for (offset, slot) in slots.enumerated() { labels[keyPath: slot] = try single(a[3 + offset], a) }
                    let value = try ValueReaders.double(a[0], "value")
                    let fraction = GaugeViews.fraction(value, in: try bounds(a[1]))
                    return ViewConstructors.view(try GaugeViews.gauge(fraction: fraction, labels: labels,
                                                                      runtime: try a.context.requiredRuntime(), range: a.range))
                }
            }
        }
        surface.type("GaugeStyle", .protocol, doc: "A style whose makeBody(configuration:) lays out a gauge.")
        let builtins = [("automatic", "DefaultGaugeStyle", "As .linearCapacity, iOS's default."),
                        ("linearCapacity", "LinearCapacityGaugeStyle", "The label above a 4 pt bar filling the width, the bounds' labels at its ends, the current value's below."),
                        ("accessoryLinearCapacity", "AccessoryLinearCapacityGaugeStyle", "As .linearCapacity."),
                        ("accessoryLinear", "AccessoryLinearGaugeStyle", "As .linearCapacity; without bounds labels, the current value's at the bar's leading end."),
                        ("accessoryCircular", "AccessoryCircularGaugeStyle", "A 72 × 72 ring, the current value's label at its centre."),
                        ("accessoryCircularCapacity", "AccessoryCircularCapacityGaugeStyle", "A 72 × 72 ring, the current value's label at its centre.")]
        surface.builtinStyles(builtins, conformingTo: "GaugeStyle")
        configuration(&surface)
    }

    private static func configuration(_ surface: inout SurfaceBuilder) {
        surface.type("GaugeStyleConfiguration", doc: "What a GaugeStyle's makeBody(configuration:) is given.") { t in
            t.property("var value: Double { get }", role: .layout, doc: "The gauge's value mapped into 0...1.") { value in
                .double(try GaugeConfigurationValue.of(value).value)
            }
            t.property("var label: GaugeStyleConfiguration.Label { get }", role: .view, doc: "The gauge's label.") { value in
                ViewConstructors.view(try GaugeConfigurationValue.of(value).label)
            }
            let optional: [(String, String, KeyPath<GaugeConfigurationValue, ViewNode?>)] = [
                ("currentValueLabel", "CurrentValueLabel", \.currentValueLabel),
                ("minimumValueLabel", "MinimumValueLabel", \.minimumValueLabel),
                ("maximumValueLabel", "MaximumValueLabel", \.maximumValueLabel)]
            for (name, type, path) in optional {
                t.property("var \(name): GaugeStyleConfiguration.\(type)? { get }", role: .view,
                           doc: "The gauge's \(name), nil when it was not given one.") { value in
                    try GaugeConfigurationValue.of(value)[keyPath: path].map(ViewConstructors.view) ?? .none
                }
            }
        }
        for type in ["Label", "CurrentValueLabel", "MinimumValueLabel", "MaximumValueLabel", "MarkedValueLabel"] {
            surface.type("GaugeStyleConfiguration.\(type)", conformsTo: ["View"], doc: "A gauge's label, as a view.")
        }
    }

    /// A label closure's views as one view.
    private static func single(_ closure: Value, _ a: SurfaceArguments) throws -> ViewNode {
        let views = try ViewConstructors.content(closure, range: a.range, in: a.context)
        return ViewNode.one(of: views)
    }

    /// A gauge's range: `0...1` by default, a `ClosedRange<Double>` or an integer range.
    private static func bounds(_ value: Value) throws -> ClosedRange<Double> {
        if case .range(let low, let high) = value, low < high { return Double(low)...Double(high - 1) }
        if let (lower, upper, _) = FloatingRangeTypes.bounds(value), lower <= upper { return lower...upper }
        throw RuntimeFailure("a Gauge's bounds must be a range such as 0...1, not \(Value.describe(value))")
    }
}
