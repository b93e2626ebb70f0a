import ScrollworkCore
import ScrollworkScene

/// iOS 18's `Tab` and `TabSection`, the content of a `TabView`: a tab is its content page with
/// its tab item (the title) and, when it has a value, the tag its TabView's selection names it
/// by, as `.tabItem { … }.tag(value)` makes a page; its image is drawn only. On an iPhone a
/// section's tabs stand in the tab bar one after another, as if written without it.
enum SwiftUITabSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Tab", conformsTo: ["View"], doc: "A TabView's page with its tab item and the value that selects it.") { t in
            // A role (`.search`) says what the tab is for; an iPhone on iOS 18 shows it where it is declared.
            for image in ["systemImage", "image"] {
                for role in ["", ", role: TabRole?"] {
                    let extra = role.isEmpty ? 0 : 1
                    t.initializer("init<V: Hashable>(_ title: String, \(image): String, value: V\(role), @ViewBuilder content: () -> Content)",
                                  role: .view, doc: "A tab titled by text, selected when the TabView's selection is the value.") { a in
                        try tab(content: a[3 + extra], title: .string(ArgumentReader.string(a[0])), value: a[2], a)
                    }
                    t.initializer("init(_ title: String, \(image): String\(role), @ViewBuilder content: () -> Content)",
                                  role: .view, doc: "A tab titled by text.") { a in
                        try tab(content: a[2 + extra], title: .string(ArgumentReader.string(a[0])), value: nil, a)
                    }
                }
            }
            t.initializer("init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "A tab labelled by its role (\"Search\"), selected when the TabView's selection is the value.") { a in
                try tab(content: a[2], title: roleTitle(a[1]), value: a[0], a)
            }
            t.initializer("init(role: TabRole?, @ViewBuilder content: () -> Content)", role: .view, doc: "A tab with a role and an empty label.") { a in
                try tab(content: a[1], title: nil, value: nil, a)
            }
            t.initializer("init<V: Hashable>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
                          role: .view, doc: "A tab with a label view, selected when the TabView's selection is the value.") { a in
                try tab(content: a[1], title: a[2], value: a[0], a)
            }
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A tab with a label view.") { a in
                try tab(content: a[0], title: a[1], value: nil, a)
            }
            t.initializer("init<V: Hashable>(value: V, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "A tab with an empty label, selected when the TabView's selection is the value.") { a in
                try tab(content: a[1], title: nil, value: a[0], a)
            }
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: "A tab with an empty label.") { a in
                try tab(content: a[0], title: nil, value: nil, a)
            }
        }
        surface.type("TabRole", conformsTo: ["Hashable"], doc: "What a tab is for.") { t in
            t.constant("static var search: TabRole { get }", doc: "A tab that searches the app.", .symbol("search"))
        }
        surface.type("TabSection", conformsTo: ["View"], doc: "Tabs grouped under a header in an iPad's sidebar; on an iPhone, its tabs in the tab bar.") { t in
            t.initializer("init(_ title: String, @ViewBuilder content: () -> Content)", role: .view, doc: "Tabs under a titled header.") { a in
                ViewConstructors.view(.group(try ViewConstructors.content(a[1], range: a.range, in: a.context)))
            }
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)", role: .view,
                          doc: "Tabs under a header view.") { a in
                ViewConstructors.view(.group(try ViewConstructors.content(a[0], range: a.range, in: a.context)))
            }
        }
    }

    /// The label a role gives a tab: iOS's "Search" for `.search`.
    private static func roleTitle(_ role: Value) -> Value? {
        ValueReaders.symbol(role) == "search" ? .string("Search") : nil
    }

    /// One page: its content's views (several stand in a column, as a page's body would need to
    /// put them), with the tab item's title and the tag of its value.
    private static func tab(content: Value, title: Value?, value: Value?, _ a: SurfaceArguments) throws -> Value {
        let nodes = try ViewConstructors.content(content, range: a.range, in: a.context)
        var page = ViewConstructors.view(nodes.count == 1 ? nodes[0] : ViewNode(.stack(StackNode(.vertical), children: nodes)))
        if let title {
            let text = try ArgumentReader.title(title, range: a.range, in: a.context)
            try ViewModifiers.append(.bar(.tabItem(text)), to: &page, range: a.range, in: a.context)
        }
        if let value {
            let id = a.context?.runtime?.itemID(remembering: value) ?? ViewConversion.itemID(value)
            try ViewModifiers.append(.tag(id), to: &page, range: a.range, in: a.context)
        }
        return page
    }
}
