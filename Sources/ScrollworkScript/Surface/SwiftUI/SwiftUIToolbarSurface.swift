import ScrollworkScene

/// The items a toolbar is written with: `ToolbarItem`, `ToolbarItemGroup` and their
/// placements. The `toolbar` modifier is not simulated (it warns where used and its items
/// are not shown), so an item made elsewhere, in a `@ToolbarContentBuilder` property, is
/// accepted and shows nothing either.
enum SwiftUIToolbarSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        // A toolbar's content is built like a view's: `ToolbarContent` is a view here.
        surface.alias("ToolbarContent", for: "View")
        let nothing: (SurfaceArguments) throws -> Value = { _ in ViewConstructors.view(.empty) }
        surface.type("ToolbarItem", conformsTo: ["View"], doc: "An item of a toolbar (toolbars are not shown here).") { t in
            t.initializer("init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
                          role: .visual, doc: "An item at the placement.", nothing)
            t.initializer("init<Content: View>(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
                          role: .visual, doc: "A customizable item at the placement.", nothing)
            t.initializer("init<Content: View>(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content)",
                          role: .visual, doc: "A customizable item, shown or not by default.", nothing)
        }
        surface.type("ToolbarItemGroup", conformsTo: ["View"], doc: "Items of a toolbar at one placement (toolbars are not shown here).") { t in
            t.initializer("init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
                          role: .visual, doc: "An item per view of the content, at the placement.", nothing)
            t.initializer("init<Content: View, Label: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
                          role: .visual, doc: "Items with a label describing them.", nothing)
        }
        surface.type("ToolbarItemPlacement", doc: "Where a toolbar item goes (toolbars are not shown here).") { t in
            for name in ["automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status", "confirmationAction",
                         "cancellationAction", "destructiveAction", "keyboard", "bottomBar", "navigationBarLeading", "navigationBarTrailing"] {
                t.constant("static let \(name): ToolbarItemPlacement", role: .visual, doc: "The \(name) placement.", .symbol(name))
            }
            for name in ["topBarLeading", "topBarTrailing"] {
                t.constant("static var \(name): ToolbarItemPlacement { get }", role: .visual, doc: "The \(name) placement.", .symbol(name))
            }
        }
    }
}
