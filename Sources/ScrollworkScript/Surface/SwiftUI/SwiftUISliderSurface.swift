import ScrollworkCore
import ScrollworkScene

/// `Slider` in the initialisers of the iOS SDK, those of iOS 13 that take the bounds' labels as
/// views included: a 30 pt track filling the width (`ControlViews.slider`), with the minimum
/// and maximum value labels beside it. The label is not shown (no iOS slider style shows it).
/// Nothing drags a slider here, so its value changes only by code and `onEditingChanged`
/// never runs, as on a device nobody touches.
enum SwiftUISliderSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let head = "init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>"
        let editing = "onEditingChanged: @escaping (Bool) -> Void = { _ in }"
        let label = "@ViewBuilder label: () -> Label"
        let boundsLabels = "@ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel"
        let boundsViews = "minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel"
        // The parameters after the bounds (and the step), and where the two value labels are among them.
        let forms: [(String, String, Int?)] = [
            (editing, "A slider over the range.", nil),
            ("\(label), \(editing)", "A slider with a label (not shown on iOS).", nil),
            ("\(label), \(boundsLabels), \(editing)", "A slider with its bounds' labels beside the track.", 1),
            ("\(editing), \(label)", "A slider with a label (not shown on iOS), as iOS 13 wrote it.", nil),
            ("\(editing), \(boundsViews), \(label)", "A slider with its bounds' labels beside the track, as iOS 13 wrote it.", 1),
        ]
        surface.type("Slider", conformsTo: ["View"], doc: "A track 30 pt high filling the width.") { t in
            for (tail, doc, labels) in forms {
                t.initializer("\(head) = 0...1, \(tail))", role: .view, doc: doc) { a in
                    try slider(a, valueLabels: labels.map { $0 + 2 })
                }
                t.initializer("\(head), step: V.Stride = 1, \(tail))", role: .view, doc: doc + " In steps.") { a in
                    try slider(a, valueLabels: labels.map { $0 + 3 })
                }
            }
        }
    }

    /// The slider of `a`, whose minimum and maximum value labels (views, or closures building
    /// them) are the arguments from `valueLabels` on.
    private static func slider(_ a: SurfaceArguments, valueLabels: Int?) throws -> Value {
        guard case .host(let box as StateBox) = a[0] else { throw RuntimeFailure("Slider needs a binding such as $value") }
        var bounds: (minimum: ViewNode, maximum: ViewNode)?
        if let first = valueLabels {
            bounds = (try view(a[first], a), try view(a[first + 1], a))
        }
        return ViewConstructors.view(ControlViews.slider(label: Value.describe(box.value), valueLabels: bounds))
    }

    /// A value label given as a view or as the closure that builds it.
    private static func view(_ value: Value, _ a: SurfaceArguments) throws -> ViewNode {
        guard case .function = value else { return try ViewConversion.node(value, range: a.range, in: a.context) }
        let views = try ViewConstructors.content(value, range: a.range, in: a.context)
        return ViewNode.one(of: views)
    }
}
