import ScrollworkCore
import ScrollworkScene

/// What a view tells the bars around it (README, "Containers and controls"): its navigation
/// title and how it is shown, its toolbar items, whether a bar is hidden, its tab's title. Each
/// is carried on the view as a `BarPreference`; the `NavigationStack` or `TabView` around it
/// builds its bar from them (`NavigationBars`).
enum SwiftUIBarSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func prefer(_ preference: BarPreference, _ value: inout Value, _ a: SurfaceArguments) throws {
            try ViewModifiers.append(.bar(preference), to: &value, range: a.range, in: a.context)
        }
        func title(_ value: Value, _ a: SurfaceArguments) throws -> String {
            try ArgumentReader.title(value, range: a.range, in: a.context)
        }
        func mode(_ value: Value) -> BarPreference.TitleDisplayMode {
            if case .symbol(let name) = value, let mode = BarPreference.TitleDisplayMode(rawValue: name) { return mode }
            return .automatic
        }
        surface.extend("View") { t in
            transforms(&t, ["func navigationTitle(_ title: Binding<String>) -> some View",
                         "func navigationTitle(_ title: String) -> some View", "func navigationTitle(_ title: Text) -> some View",
                         "func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View",
                         "func navigationBarTitle(_ title: Text) -> some View", "func navigationBarTitle(_ titleKey: String) -> some View"],
                        role: .view, doc: "The title of the navigation bar around the view.") { value, a in
                try prefer(.navigationTitle(try title(a[0], a)), &value, a)
            }
            transforms(&t, ["func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View",
                         "func navigationBarTitle(_ titleKey: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View"],
                        role: .view, doc: "The title of the navigation bar around the view, large or inline.") { value, a in
                try prefer(.navigationTitle(try title(a[0], a)), &value, a)
                try prefer(.titleDisplayMode(mode(a[1])), &value, a)
            }
            transforms(&t, ["func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View"],
                        role: .view, doc: "A large title (a 96 pt bar that collapses to 44 pt as the scroll view under it scrolls; the root's default) or an inline one (44 pt).") { value, a in
                try prefer(.titleDisplayMode(mode(a[0])), &value, a)
            }
            transforms(&t, ["func navigationBarHidden(_ hidden: Bool) -> some View"], role: .view,
                        doc: "Hides the navigation bar around the view: it takes no room.") { value, a in
                try prefer(.navigationBarHidden(try ArgumentReader.bool(a[0]) ?? false), &value, a)
            }
            transforms(&t, ["func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View",
                         "func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View"],
                        role: .view, doc: "Hides (.hidden) or shows the navigation bar or the tab bar around the view.") { value, a in
                guard case .symbol(let visibility) = a[0] else { return }
                let hidden = visibility == "hidden"
                for bar in Self.symbols(a[1]) {
                    switch bar {
                    case "navigationBar": try prefer(.navigationBarHidden(hidden), &value, a)
                    case "tabBar": try prefer(.tabBarHidden(hidden), &value, a)
                    default: continue
                    }
                }
            }
            // One entry for SwiftUI's two (`@ViewBuilder` and `@ToolbarContentBuilder`): toolbar
            // content is a view here, so they could not be told apart.
            transforms(&t, ["func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View"],
                        role: .view, doc: "Items of the navigation bar around the view, at their placements.") { value, a in
                let nodes = try ViewConstructors.content(a[0], range: a.range, in: a.context)
                try prefer(.toolbar(try toolbarItems(nodes)), &value, a)
            }
            transforms(&t, ["func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View"],
                        role: .view, doc: "A customizable toolbar's items, at their placements (its id keeps a user's customization, which an iPhone's bar does not offer).") { value, a in
                let nodes = try ViewConstructors.content(a[1], range: a.range, in: a.context)
                try prefer(.toolbar(try toolbarItems(nodes)), &value, a)
            }
            transforms(&t, ["func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View"], role: .view,
                        doc: "Views at the leading and trailing ends of the navigation bar.") { value, a in
                try prefer(.toolbar(try barItems(a[0], .leading, a) + barItems(a[1], .trailing, a)), &value, a)
            }
            transforms(&t, ["func navigationBarItems<L: View>(leading: L) -> some View"], role: .view,
                        doc: "A view at the leading end of the navigation bar.") { value, a in
                try prefer(.toolbar(try barItems(a[0], .leading, a)), &value, a)
            }
            transforms(&t, ["func navigationBarItems<T: View>(trailing: T) -> some View"], role: .view,
                        doc: "A view at the trailing end of the navigation bar.") { value, a in
                try prefer(.toolbar(try barItems(a[0], .trailing, a)), &value, a)
            }
            transforms(&t, ["func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View"], role: .view,
                        doc: "The page's tab in the tab bar: its label's text.") { value, a in
                try prefer(.tabItem(try title(a[0], a)), &value, a)
            }
        }
    }

    /// One transform under each of `declarations` (the forms of one modifier).
    private static func transforms(_ t: inout SurfaceTypeBuilder, _ declarations: [String], role: SurfaceRole, doc: String,
                                   _ body: @escaping (inout Value, SurfaceArguments) throws -> Void) {
        for declaration in declarations { t.transform(declaration, role: role, doc: doc, body) }
    }

    /// The values of a variadic argument of implicit members (`for: .navigationBar, .tabBar`).
    static func symbols(_ value: Value) -> [String] {
        switch value {
        case .symbol(let name): return [name]
        case .array(let values): return values.flatMap(symbols)
        default: return []
        }
    }

    /// A toolbar's items: a `ToolbarItem` or `ToolbarItemGroup` carries its own; a plain view is
    /// an item at `.automatic`, the trailing end on an iPhone.
    static func toolbarItems(_ nodes: [ViewNode]) throws -> [ToolbarItemNode] {
        var items: [ToolbarItemNode] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            switch node.content {
            case .empty:
                for case .bar(.toolbar(let carried)) in node.modifiers { items += carried }
            case .group(let children):
                pending.append(contentsOf: children.reversed())
            default:
                items += try ControlViews.expanded([node]).map { ToolbarItemNode(view: $0, slot: .trailing) }
            }
        }
        return items
    }

    private static func barItems(_ value: Value, _ slot: ToolbarItemNode.Slot, _ a: SurfaceArguments) throws -> [ToolbarItemNode] {
        guard let node = try ArgumentReader.view(value, range: a.range, in: a.context) else { return [] }
        return [ToolbarItemNode(view: node, slot: slot)]
    }

    /// Where a `ToolbarItemPlacement` puts an item in an iPhone's navigation bar.
    static func slot(_ placement: Value?) -> ToolbarItemNode.Slot {
        guard case .symbol(let name)? = placement else { return .trailing }
        switch name {
        case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": return .leading
        case "principal": return .principal
        case "bottomBar", "keyboard", "status", "secondaryAction": return .elsewhere
        default: return .trailing
        }
    }
}
