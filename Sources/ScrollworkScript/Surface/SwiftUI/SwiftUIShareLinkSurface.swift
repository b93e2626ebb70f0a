import ScrollworkCore
import ScrollworkScene

/// `ShareLink` and `EditButton`, laid out and styled as buttons of their labels. A share link's
/// label is iOS's "Share" with the `square.and.arrow.up` symbol unless one is given; its tap
/// would present the share sheet, which leaves the scene: a trace note naming the item, as a
/// `Link`'s tap is. An edit button's label is "Edit"; edit mode is not simulated, which each use
/// says, and its tap changes nothing.
enum SwiftUIShareLinkSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let options = "subject: Text? = nil, message: Text? = nil"
        func standard(_ a: SurfaceArguments) -> [ViewNode] {
            [SwiftUIControlsSurface.styledLabel(title: [.text("Share")], icon: [.image(systemName: "square.and.arrow.up")], in: a.context)]
        }
        surface.type("ShareLink", conformsTo: ["View"], doc: "A button that shares an item (a trace note here).") { t in
            for item in ["URL", "String"] {
                t.initializer("init(item: \(item), \(options))", role: .interaction, doc: "iOS's Share label.") { a in
                    try share(label: standard(a), item: a[0], a)
                }
                t.initializer("init(_ titleKey: String, item: \(item), \(options))", role: .interaction, doc: "A label of text.") { a in
                    try share(label: [.text(ArgumentReader.string(a[0]))], item: a[1], a)
                }
                t.initializer("init(item: \(item), \(options), @ViewBuilder label: () -> Label)", role: .interaction,
                              doc: "A label view.") { a in
                    try share(label: try ViewConstructors.content(a[3], range: a.range, in: a.context), item: a[0], a)
                }
            }
        }
        surface.type("EditButton", conformsTo: ["View"], doc: "An Edit button; edit mode is not simulated.") { t in
            t.initializer("init()", role: .view, doc: "A button labelled Edit.",
                          caveat: "EditButton is shown as its label; edit mode is not simulated (a tap does nothing)") { a in
                let runtime = try a.context.requiredRuntime()
                let nothing = runtime.register(.closure(Callable(name: "EditButton", arity: 0) { _, _ in .none }))
                let node = try ControlStyles.button(label: [.text("Edit")], action: nothing, in: runtime.environment, runtime: runtime,
                                                    range: a.range)
                return ViewConstructors.view(node.modified(.kindName("EditButton")))
            }
        }
    }

    private static func share(label: [ViewNode], item: Value, _ a: SurfaceArguments) throws -> Value {
        let runtime = try a.context.requiredRuntime()
        let shown: String
        if case .host(let url as URLValue) = item { shown = url.text } else { shown = ArgumentReader.string(item) }
        let share = runtime.register(.closure(Callable(name: "ShareLink", arity: 0) { _, context in
            context?.runtime?.note("share \(shown)")
            return .none
        }))
        let node = try ControlStyles.button(label: label, action: share, in: runtime.environment, runtime: runtime, range: a.range)
        return ViewConstructors.view(node.modified(.kindName("ShareLink")))
    }
}
