import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Containers built on scroll views and stacks (docs/SEMANTICS.md,
/// "Views built from simpler ones"): `NavigationStack`, `NavigationView`, `List`, `Form`, `TabView`
/// (and its page style), `ScrollViewReader`. How each is laid out is listed in `ControlViews` and
/// `TabViewValue`.
enum SwiftUINavigationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        func stack(_ nodes: [ViewNode], _ name: String) -> Value {
            view(NavigationBars.navigationStack(nodes, kind: name))
        }
        surface.type("NavigationStack", conformsTo: ["View"], doc: "A navigation container; with a title or toolbar items, its navigation bar takes its room at the top.") { t in
            t.initializer("init(@ViewBuilder root: () -> Root)", role: .view, doc: "A stack showing its root view.") { a in
                stack(try content(a[0], a), "NavigationStack")
            }
            let caveat = "NavigationStack shows its root view; the views its path pushes are not simulated"
            // One entry for both of SwiftUI's: a `NavigationPath` or an array of Hashable values.
            t.initializer("init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)", role: .view,
                          doc: "A stack showing its root view; the path is kept as given.", caveat: caveat) { a in
                stack(try content(a[1], a), "NavigationStack")
            }
        }
        surface.type("NavigationView", conformsTo: ["View"], doc: "A navigation container; with a title or toolbar items, its navigation bar takes its room at the top.") { t in
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: "A container showing its content.") { a in
                stack(try content(a[0], a), "NavigationView")
            }
        }
        surface.type("NavigationBarItem.TitleDisplayMode", .enum, doc: "How a navigation title is shown: large (a 96 pt bar collapsing to 44 pt as its scroll view scrolls) or inline (44 pt).") { t in
            t.cases(["automatic", "inline", "large"], role: .view, doc: "A title display mode.")
        }
        surface.extend("View") { t in
            t.transform("func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View", role: .view,
                        doc: "The value a TabView's or Picker's selection names this view by.") { value, a in
                // An enum case, a struct or a host value is given back as itself when a tab's tap
                // or a page's scroll selects it.
                let id = a.context?.runtime?.itemID(remembering: a[0]) ?? ViewConversion.itemID(a[0])
                try ViewModifiers.append(.tag(id), to: &value, range: a.range, in: a.context)
            }
        }
        lists(&surface)
        tabViews(&surface)
        readers(&surface)
    }

    private static func lists(_ surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        func list(_ nodes: [ViewNode], _ kind: String, _ a: SurfaceArguments) -> Value {
            view(ControlViews.list(nodes, kind: kind, in: a.context))
        }
        surface.extend("View") { t in
            t.transform("func listRowSpacing(_ spacing: CGFloat?) -> some View", role: .layout,
                        doc: "The space between the rows of the lists in the view (nil: none, iOS's default).") { value, a in
                let spacing = try ValueReaders.optionalDouble(a[0], "spacing") ?? 0
                try ViewModifiers.change(&value, range: a.range, in: a.context) { $0 = ControlViews.spacingRows($0, spacing) }
            }
        }
        surface.type("List", conformsTo: ["View"], doc: "A scroll view of rows at least 44 pt high (see the README for its layout).") { t in
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: "A list of these rows.") { a in
                list(try ViewConstructors.content(a[0], range: a.range, in: a.context), "List", a)
            }
            t.initializer("init(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)", role: .view,
                          doc: "A row per integer; ids are the integers.") { a in
                list([try ViewConstructors.forEach(a[0], id: .none, content: a[1], range: a.range, in: a.context)], "List", a)
            }
            // `<Data>`: the view's generic parameter, not Foundation's `Data` type.
            t.initializer("init<Data>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)", role: .view,
                          doc: "A row per Identifiable element.") { a in
                list([try ViewConstructors.forEach(a[0], id: .none, content: a[1], range: a.range, in: a.context)], "List", a)
            }
            t.initializer("init<Data>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)",
                          role: .view, doc: "A row per element; ids read through the key path.") { a in
                list([try ViewConstructors.forEach(a[0], id: a[1], content: a[2], range: a.range, in: a.context)], "List", a)
            }
            // Tree-shaped data: the rows of an `OutlineGroup` of it.
            t.initializer("init<Data>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)",
                          role: .interaction, doc: "A row per element; one whose children are not nil is a disclosure group of their rows.") { a in
                list([try SwiftUIDisclosureSurface.outline(a[0], id: .none, children: a[1], content: a[2], a)], "List", a)
            }
            t.initializer("init<Data>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)",
                          role: .interaction, doc: "A row per element, ids through the key path; one with children is a disclosure group of their rows.") { a in
                list([try SwiftUIDisclosureSurface.outline(a[0], id: a[1], children: a[2], content: a[3], a)], "List", a)
            }
            // Edit actions: rows are laid out as without them; nothing swipes or drags a row here.
            let editCaveat = "'editActions' is not simulated: rows cannot be swiped to delete or dragged to move here"
            t.initializer("init<Data>(_ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)",
                          role: .view, doc: "A row per Identifiable element, each given its binding (edit actions are not simulated).",
                          caveat: editCaveat) { a in
                list([try ViewConstructors.forEach(a[0], id: .none, content: a[2], range: a.range, in: a.context)], "List", a)
            }
            t.initializer("init<Data>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)",
                          role: .view, doc: "A row per element, ids through the key path, each given its binding (edit actions are not simulated).",
                          caveat: editCaveat) { a in
                list([try ViewConstructors.forEach(a[0], id: a[1], content: a[3], range: a.range, in: a.context)], "List", a)
            }
            // Selection: laid out as the list without it; nothing selects a row here. Swift also
            // declares each form with `Binding<SelectionValue?>?` (one row at a time); a call
            // matches by its labels here, so those calls reach these entries, which do the same.
            let selectionCaveat = "'selection' is not simulated: tapping a row does not select it, so the binding keeps its value"
            for selection in ["Binding<Set<SelectionValue>>?"] {
                t.initializer("init(selection: \(selection), @ViewBuilder content: () -> Content)", role: .view,
                              doc: "A list of these rows (selection is not simulated).", caveat: selectionCaveat) { a in
                    list(try ViewConstructors.content(a[1], range: a.range, in: a.context), "List", a)
                }
                t.initializer("init<Data>(_ data: Data, selection: \(selection), @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)",
                              role: .view, doc: "A row per Identifiable element (selection is not simulated).", caveat: selectionCaveat) { a in
                    list([try ViewConstructors.forEach(a[0], id: .none, content: a[2], range: a.range, in: a.context)], "List", a)
                }
                t.initializer("init<Data>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: \(selection), @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)",
                              role: .view, doc: "A row per element, ids through the key path (selection is not simulated).", caveat: selectionCaveat) { a in
                    list([try ViewConstructors.forEach(a[0], id: a[1], content: a[3], range: a.range, in: a.context)], "List", a)
                }
            }
        }
        surface.type("EditActions", conformsTo: ["OptionSet"], doc: "The edits a List's rows allow: swiped away, dragged to another place.") { t in
            for (name, bits) in [("move", 1), ("delete", 2), ("all", 3)] {
                t.constant("static var \(name): EditActions<Data> { get }", role: .visual, doc: "Rows may be \(name == "all" ? "moved and deleted" : name + "d").", .int(bits))
            }
        }
        surface.type("Form", conformsTo: ["View"], doc: "A scroll view of rows at least 44 pt high, laid out as a List.") { t in
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: "A form of these rows.") { a in
                let rows = try ViewConstructors.content(a[0], range: a.range, in: a.context)
                // An app's `FormStyle` makes the view of the rows (`configuration.content`).
                guard let styled = try ControlStyles.labeledStyleBody("formStyle", "FormStyleConfiguration", label: [], content: rows,
                                                                      styleNoun: "form style", runtime: a.context?.runtime, range: a.range) else {
                    return list(rows, "Form", a)
                }
                return view(styled.modified(.kindName("Form")))
            }
        }
        surface.extend("View") { t in
            t.transform("func listRowInsets(_ insets: EdgeInsets?) -> some View", role: .layout,
                        doc: "In a List or Form, the row's content at these insets instead of the 20 pt margins; nil: the margins.") { value, a in
                let insets: EdgeInsets? = if case .none = a[0] { nil } else { try SwiftUILayoutModifiersSurface.insets(a[0]) }
                try ViewModifiers.append(.listRowInsets(insets), to: &value, range: a.range, in: a.context)
            }
        }
    }

    private static func tabViews(_ surface: inout SurfaceBuilder) {
        surface.type("TabView", conformsTo: ["View"], doc: "Shows its selected page; `.tabViewStyle(.page)` pages through them.") { t in
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: "Pages; the first is shown.") { a in
                // Without a binding the TabView keeps its selection itself, by its place in the tree
                // (a level below it, so `state` does not list it among the scene's own properties).
                let runtime = a.context?.runtime
                let own = runtime.map { $0.box($0.lifecyclePlace(a.range).place + "/TabView", "selection", initial: .none) }
                return .host(TabViewValue(pages: try ControlViews.expanded(try ViewConstructors.content(a[0], range: a.range, in: a.context)),
                                          selection: own, style: TabViewValue.style(in: runtime)))
            }
            t.initializer("init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "Pages; the one whose tag the selection names is shown.") { a in
                let box: StateBox?
                if case .host(let binding as StateBox) = a[0] { box = binding } else { box = nil }
                return .host(TabViewValue(pages: try ControlViews.expanded(try ViewConstructors.content(a[1], range: a.range, in: a.context)),
                                          selection: box, style: TabViewValue.style(in: a.context?.runtime)))
            }
        }
        surface.type("TabViewStyle", .protocol, doc: "How a TabView shows its pages.") { t in
            t.constant("static var page: PageTabViewStyle { get }", role: .view, doc: "A horizontal paging scroll view of the pages.",
                       .symbol("page"))
            t.constant("static var automatic: DefaultTabViewStyle { get }", role: .view, doc: "The selected page, with a tab bar.",
                       .symbol("automatic"))
            t.staticFunction("static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle", role: .view,
                             doc: "A horizontal paging scroll view of the pages (the index dots are drawn only).") { _ in .symbol("page") }
            // iOS 18: on an iPhone both show the tab bar, as .automatic does (the sidebar is iPad's).
            for (name, type) in [("sidebarAdaptable", "SidebarAdaptableTabViewStyle"), ("tabBarOnly", "TabBarOnlyTabViewStyle")] {
                t.constant("static var \(name): \(type) { get }", role: .view, doc: "On an iPhone, the selected page with a tab bar.",
                           .symbol("automatic"))
            }
        }
        for type in ["SidebarAdaptableTabViewStyle", "TabBarOnlyTabViewStyle"] {
            surface.type(type, conformsTo: ["TabViewStyle"], doc: "On an iPhone, the selected page with a tab bar.") { t in
                t.initializer("init()", role: .view, doc: "The style.") { _ in .symbol("automatic") }
            }
        }
        surface.type("PageTabViewStyle", conformsTo: ["TabViewStyle"], doc: "A horizontal paging scroll view of the pages.") { t in
            t.initializer("init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)", role: .view,
                          doc: "The page style (the index dots are drawn only).") { _ in .symbol("page") }
        }
        surface.type("DefaultTabViewStyle", conformsTo: ["TabViewStyle"], doc: "The selected page, with a tab bar.") { t in
            t.initializer("init()", role: .view, doc: "The default style.") { _ in .symbol("automatic") }
        }
        surface.type("PageTabViewStyle.IndexDisplayMode", doc: "Whether the page dots show (drawn only).") { t in
            for name in ["automatic", "always", "never"] {
                t.constant("static let \(name): PageTabViewStyle.IndexDisplayMode", role: .visual, doc: "Dots: \(name).", .symbol(name))
            }
        }
    }

    private static func readers(_ surface: inout SurfaceBuilder) {
        surface.type("ScrollViewReader", conformsTo: ["View"], doc: "Gives its content a proxy that scrolls to ids.") { t in
            t.initializer("init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content)", role: .view,
                          doc: "The content, built with a proxy.") { a in
                let closure = try ValueReaders.closure(a[0], "content")
                let proxy = Value.host(ScrollViewProxyValue(runtime: a.context?.runtime))
                return ViewConstructors.view(try ViewConversion.node(try closure.call([proxy], in: a.context), range: a.range, in: a.context))
            }
        }
        surface.type("ScrollViewProxy", doc: "Scrolls the scroll view holding an id.") { t in
            t.method("func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil)", role: .scroll,
                     doc: "Scrolls the first scroll view holding the id so the item's anchor meets the same point of "
                        + "the view (no anchor: the least scroll that shows it); animated inside withAnimation.") { receiver, a in
                guard case .host(let proxy as ScrollViewProxyValue) = receiver, let runtime = proxy.runtime ?? a.context?.runtime else {
                    throw RuntimeFailure("scrollTo needs a ScrollViewReader's proxy in a scene")
                }
                runtime.scrollRequests.append(ScrollRequest(id: ViewConversion.itemID(a[0]), anchor: ArgumentReader.unitPoint(a[1]),
                                                            animated: runtime.isAnimating))
                return .none
            }
        }
    }
}

extension Value {
    /// Whether the value is the implicit member `.name` (`.page`).
    func isSymbol(_ name: String) -> Bool {
        if case .symbol(let symbol) = self { return symbol == name }
        return false
    }
}
