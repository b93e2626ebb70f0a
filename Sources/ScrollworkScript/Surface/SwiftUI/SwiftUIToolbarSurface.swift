import ScrollworkScene

/// The items a toolbar is written with: `ToolbarItem`, `ToolbarItemGroup` and their
/// placements. Each is a view that carries its items (the content and the side of the
/// navigation bar its placement puts it on, `SwiftUIBarSurface.slot`) for the `toolbar`
/// modifier, which hands them to the bar; laid out anywhere else it shows nothing.
enum SwiftUIToolbarSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        // A toolbar's content is built like a view's: `ToolbarContent` is a view here.
        surface.alias("ToolbarContent", for: "View")
        func items(_ placement: Value?, _ content: Value, _ a: SurfaceArguments) throws -> Value {
            let slot = SwiftUIBarSurface.slot(placement)
            let nodes = try ControlViews.expanded(try ViewConstructors.content(content, range: a.range, in: a.context))
            return ViewConstructors.view(ViewNode(.empty).modified(.bar(.toolbar(nodes.map { ToolbarItemNode(view: $0, slot: slot) }))))
        }
        surface.type("ToolbarItem", conformsTo: ["View"], doc: "An item of a toolbar, at its placement in the navigation bar.") { t in
            t.initializer("init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "An item at the placement.") { a in try items(a[0], a[1], a) }
            t.initializer("init<Content: View>(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "A customizable item at the placement.") { a in try items(a[1], a[2], a) }
            t.initializer("init<Content: View>(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "A customizable item, shown or not by default.") { a in try items(a[1], a[3], a) }
        }
        surface.type("ToolbarItemGroup", conformsTo: ["View"], doc: "Items of a toolbar at one placement.") { t in
            t.initializer("init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "An item per view of the content, at the placement.") { a in try items(a[0], a[1], a) }
            t.initializer("init<Content: View, Label: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
                          role: .view, doc: "Items with a label describing them (the label is not shown).") { a in try items(a[0], a[1], a) }
        }
        surface.type("ToolbarItemPlacement", doc: "Where a toolbar item goes: the leading or trailing end of the navigation bar, "
                     + "its centre (principal), or a bar not drawn here (bottomBar, keyboard, status).") { t in
            for name in ["automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status", "confirmationAction",
                         "cancellationAction", "destructiveAction", "keyboard", "bottomBar", "navigationBarLeading", "navigationBarTrailing"] {
                t.constant("static let \(name): ToolbarItemPlacement", role: .view, doc: "The \(name) placement.", .symbol(name))
            }
            for name in ["topBarLeading", "topBarTrailing"] {
                t.constant("static var \(name): ToolbarItemPlacement { get }", role: .view, doc: "The \(name) placement.", .symbol(name))
            }
        }
    }
}
