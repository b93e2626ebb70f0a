import ScrollworkCore
import ScrollworkScene

/// `NavigationSplitView` on an iPhone: in a compact width the columns collapse into one
/// navigation stack whose root is the sidebar (or the column `preferredCompactColumn`
/// names), as Apple documents ("Collapsed split views"). The detail column is shown only
/// when a selection pushes it; pushes are not simulated, so `NavigationLink` says so where
/// it is written. Every screen scrollwork lays out is compact in width, the iPad's too.
enum SwiftUISplitViewSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NavigationSplitView", conformsTo: ["View"],
                     doc: "Columns that collapse, on an iPhone, into a stack showing the sidebar.") { t in
            t.initializer("init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)", role: .view,
                          doc: "A sidebar and a detail column: the sidebar shows.") { a in
                try collapsed([a[0], a[1]], showing: .sidebar, a)
            }
            t.initializer("init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)",
                          role: .view, doc: "A sidebar and a detail column: the sidebar shows; the visibility is kept as given.") { a in
                try collapsed([a[1], a[2]], showing: .sidebar, a)
            }
            t.initializer("init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)",
                          role: .view, doc: "A sidebar and a detail column: the preferred compact column shows.") { a in
                try collapsed([a[2], a[3]], showing: try column(a[1]), a)
            }
            t.initializer("init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)",
                          role: .view, doc: "A sidebar and a detail column: the preferred compact column shows.") { a in
                try collapsed([a[1], a[2]], showing: try column(a[0]), a)
            }
            t.initializer("init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)",
                          role: .view, doc: "Three columns: the sidebar shows.") { a in
                try collapsed([a[0], a[1], a[2]], showing: .sidebar, a)
            }
            t.initializer("init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)",
                          role: .view, doc: "Three columns: the sidebar shows; the visibility is kept as given.") { a in
                try collapsed([a[1], a[2], a[3]], showing: .sidebar, a)
            }
            t.initializer("init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)",
                          role: .view, doc: "Three columns: the preferred compact column shows.") { a in
                try collapsed([a[2], a[3], a[4]], showing: try column(a[1]), a)
            }
        }
        surface.type("NavigationSplitViewVisibility", doc: "Which columns a split view shows where it has room for them.") { t in
            for name in ["automatic", "all", "doubleColumn", "detailOnly"] {
                t.constant("static var \(name): NavigationSplitViewVisibility { get }", role: .visual,
                           doc: "A column visibility (a compact split view shows one column whatever it is).", .symbol(name))
            }
        }
        surface.type("NavigationSplitViewColumn", doc: "A column of a split view.") { t in
            for name in ["sidebar", "content", "detail"] {
                t.constant("static var \(name): NavigationSplitViewColumn { get }", doc: "The \(name) column.", .symbol(name))
            }
        }
        surface.type("NavigationSplitViewStyle", .protocol, doc: "How a split view sizes its columns where it has room for them.")
        surface.type("AutomaticNavigationSplitViewStyle", conformsTo: ["NavigationSplitViewStyle"], doc: "The platform's split view style.") { t in
            t.constant("static var automatic: AutomaticNavigationSplitViewStyle { get }", role: .visual, doc: "The platform's style.", .symbol("automatic"))
        }
        surface.type("BalancedNavigationSplitViewStyle", conformsTo: ["NavigationSplitViewStyle"], doc: "Columns side by side.") { t in
            t.constant("static var balanced: BalancedNavigationSplitViewStyle { get }", role: .visual, doc: "Columns side by side.", .symbol("balanced"))
        }
        surface.type("ProminentDetailNavigationSplitViewStyle", conformsTo: ["NavigationSplitViewStyle"], doc: "The detail at full width.") { t in
            t.constant("static var prominentDetail: ProminentDetailNavigationSplitViewStyle { get }", role: .visual,
                       doc: "The detail at full width.", .symbol("prominentDetail"))
        }
        surface.extend("View") { t in
            // (`navigationSplitViewColumnWidth` is with the other drawn-only modifiers.)
            t.visual(["func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View"],
                     doc: "Drawn only: a compact split view shows one column at the full width.")
        }
    }

    private enum Column: Int { case sidebar = 0, content, detail }

    private static func column(_ binding: Value) throws -> Column {
        guard case .host(let box as StateBox) = binding else { throw RuntimeFailure("preferredCompactColumn needs a binding such as $column") }
        switch ValueReaders.symbol(box.value) {
        case "detail": return .detail
        case "content": return .content
        default: return .sidebar
        }
    }

    /// The columns (two or three) collapsed into a stack showing one of them: `content` is
    /// the sidebar's when a split view has only two.
    private static func collapsed(_ columns: [Value], showing column: Column, _ a: SurfaceArguments) throws -> Value {
        var index = column.rawValue
        if columns.count == 2, column != .sidebar { index = 1 }
        let nodes = try ViewConstructors.content(columns[index], range: a.range, in: a.context)
        return ViewConstructors.view(ViewNode(.stack(StackNode(.vertical, spacing: 0), children: nodes)).modified(.kindName("NavigationSplitView")))
    }
}
