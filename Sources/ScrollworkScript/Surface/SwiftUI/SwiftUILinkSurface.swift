import ScrollworkCore
import ScrollworkScene

/// `Link`: laid out and styled as a button of its label (a borderless one in a scroll view, as
/// on iOS); a tap opens its destination as `UIApplication.open` does here: a note in the trace.
enum SwiftUILinkSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Link", conformsTo: ["View"], doc: "A button that opens a URL (a trace note here).") { t in
            t.initializer("init(_ titleKey: String, destination: URL)", role: .interaction, doc: "A link titled by text.") { a in
                try link(label: [.text(ArgumentReader.string(a[0]))], destination: a[1], a)
            }
            t.initializer("init(destination: URL, @ViewBuilder label: () -> Label)", role: .interaction, doc: "A link with a label view.") { a in
                try link(label: try ViewConstructors.content(a[1], range: a.range, in: a.context), destination: a[0], a)
            }
        }
    }

    private static func link(label: [ViewNode], destination: Value, _ a: SurfaceArguments) throws -> Value {
        let runtime = try a.context.requiredRuntime()
        let open = runtime.register(.closure(Callable(name: "Link", arity: 0) { _, context in
            try UIKitApplicationSurface.open(destination, in: context)
            return .none
        }))
        let node = try ControlStyles.button(label: label, action: open, in: runtime.environment, runtime: runtime, range: a.range)
        return ViewConstructors.view(node.modified(.kindName("Link")))
    }
}
