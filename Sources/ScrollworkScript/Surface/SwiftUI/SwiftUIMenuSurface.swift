import ScrollworkCore
import ScrollworkScene

/// `Menu`: laid out and styled as a button of its label (a borderless one in a scroll view, as
/// on iOS). A tap presents its items as `confirmationDialog` presents its actions here (a trace
/// line naming them; `tap LABEL` runs one and dismisses the menu), with no Cancel: a menu is
/// dismissed by a tap outside it (any other tap, which goes no further). A `ForEach`'s rows and
/// a `Section`'s views are items of their own; a `Menu` among them is a submenu, presented when
/// its item is tapped. With a primary action, a tap runs that action and a long
/// press (`press ID`) presents the items, as on iOS. A `MenuStyle` of the app's makes the view
/// from the menu's configuration (`Menu(configuration)`, iOS's menu, with its modifiers).
enum SwiftUIMenuSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        func titled(_ a: SurfaceArguments) -> [ViewNode] { [.text(ArgumentReader.string(a[0]))] }
        func symbolled(_ a: SurfaceArguments) throws -> [ViewNode] {
            [try SwiftUIControlsSurface.styledLabel(title: [.text(ArgumentReader.string(a[0]))],
                                                    icon: [.image(systemName: ArgumentReader.string(a[1]))], a)]
        }
        let doc = "A button of its label; a tap presents its items (a trace line), and `tap LABEL` runs one."
        let primaryDoc = "A button of its label that runs the primary action; a long press presents its items."
        surface.type("Menu", conformsTo: ["View"], doc: "A button that presents a menu of actions.") { t in
            t.initializer("init(_ titleKey: String, @ViewBuilder content: () -> Content)", role: .interaction, doc: doc) { a in
                try menu(label: titled(a), items: a[1], primaryAction: nil, a)
            }
            t.initializer("init(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> Content)",
                          role: .interaction, doc: doc) { a in
                try menu(label: symbolled(a), items: a[2], primaryAction: nil, a)
            }
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)", role: .interaction, doc: doc) { a in
                try menu(label: try content(a[1], a), items: a[0], primaryAction: nil, a)
            }
            t.initializer("init(_ titleKey: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)",
                          role: .interaction, doc: primaryDoc) { a in
                try menu(label: titled(a), items: a[1], primaryAction: a[2], a)
            }
            t.initializer("init(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)",
                          role: .interaction, doc: primaryDoc) { a in
                try menu(label: symbolled(a), items: a[2], primaryAction: a[3], a)
            }
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void)",
                          role: .interaction, doc: primaryDoc) { a in
                try menu(label: try content(a[1], a), items: a[0], primaryAction: a[2], a)
            }
            t.initializer("init(_ configuration: MenuStyleConfiguration)", role: .interaction,
                          doc: "iOS's menu of a style's configuration: the menu as built, with its items.") { a in
                try MenuConfigurationValue.of(a[0]).menu
            }
        }
        surface.type("MenuStyleConfiguration", doc: "What a MenuStyle's makeBody(configuration:) is given: the menu, for Menu(configuration).")
        for part in ["Label", "Content"] {
            surface.type("MenuStyleConfiguration.\(part)", conformsTo: ["View"], doc: "A menu's \(part.lowercased()), as a view.")
        }
    }

    /// How long a press presents a menu that has a primary action (SwiftUI's long-press default).
    static let pressDuration = 0.5

    private static func menu(label: [ViewNode], items: Value, primaryAction: Value?, _ a: SurfaceArguments) throws -> Value {
        let runtime = try a.context.requiredRuntime()
        // The menu's own state, kept across evaluations at its place in the tree.
        let level = runtime.childLevel("@menu")
        let isPresented = runtime.box(level.path, "isPresented", initial: .bool(false))
        // Its items at its own level, so a submenu's state keeps its place as menus around it change.
        let itemViews = try runtime.within(level) { try ViewConstructors.content(items, range: a.range, in: a.context) }
        let title = label.lazy.compactMap(ControlViews.firstText).first ?? ""
        // Expanded once: a `ForEach`'s rows are run here, not again by each reading of the items.
        let items = try ControlViews.expanded(itemViews)
        let hook = DialogHook(kind: .menu, title: title, binding: isPresented, actions: try DialogHook.actions(items),
                              submenus: try DialogHook.submenus(items), range: a.range, level: level)
        let present = runtime.register(.closure(Callable(name: "Menu", arity: 0) { _, _ in
            isPresented.set(.bool(true))
            return .none
        }))
        let node: ViewNode
        if let primaryAction {
            node = try ViewConstructors.button(action: primaryAction, label: label, range: a.range, in: a.context)
                .modified(.onLongPressGesture(minimumDuration: pressDuration, action: present, onPressingChanged: nil))
        } else {
            node = try ControlStyles.button(label: label, action: present, in: runtime.environment, runtime: runtime, range: a.range)
        }
        var value = ViewConstructors.view(node.modified(.kindName("Menu")))
        try ViewModifiers.append(.reader(hook), to: &value, range: a.range, in: a.context)
        guard let styled = try ControlStyles.appStyleBody("menuStyle", configuration: { .host(MenuConfigurationValue(menu: value)) },
                                                          styleNoun: "menu style", runtime: runtime, range: a.range) else { return value }
        return ViewConstructors.view(styled)
    }
}
