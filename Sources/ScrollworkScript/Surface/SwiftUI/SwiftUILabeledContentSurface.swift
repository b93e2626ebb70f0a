import ScrollworkCore
import ScrollworkScene

/// `LabeledContent`: a value with its label, laid out as iOS lays it out in a `Form` row (and,
/// in its automatic style, anywhere else): the label at the leading edge, the value at the
/// trailing edge, the row filling the width (`ControlViews.labeled`, as a `Picker`'s row). The
/// value's secondary colour is drawn only.
enum SwiftUILabeledContentSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        func row(_ label: [ViewNode], _ value: [ViewNode], _ a: SurfaceArguments) -> Value {
            ViewConstructors.view(ControlViews.labeled(label, value: value, kind: "LabeledContent", in: a.context?.runtime))
        }
        surface.type("LabeledContent", conformsTo: ["View"], doc: "A row: its label, then its value at the trailing edge.") { t in
            t.initializer("init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2)", role: .view,
                          doc: "A title and a value, both text.") { a in
                row([.text(ArgumentReader.string(a[0]))], [.text(ArgumentReader.string(a[1]))], a)
            }
            t.initializer("init<F: FormatStyle>(_ titleKey: String, value: F.FormatInput, format: F)", role: .view,
                          doc: "A title and a number or date written in a format style.", numberParameters: [1]) { a in
                row([.text(ArgumentReader.string(a[0]))], [.text(try FoundationFormattingSurface.formatted(a[1], format: a[2], in: a.context))], a)
            }
            t.initializer("init(_ titleKey: String, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "A title and a value view.") { a in
                row([.text(ArgumentReader.string(a[0]))], try content(a[1], a), a)
            }
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A label view and a value view.") { a in
                row(try content(a[1], a), try content(a[0], a), a)
            }
        }
    }
}
