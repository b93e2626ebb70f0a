import ScrollworkCore
import ScrollworkScene

/// `DisclosureGroup`, `OutlineGroup` and `ContentUnavailableView`, built from simpler views:
///
/// - A disclosure group is a leading-aligned column: its label row (the label, then a chevron
///   at the trailing edge, the whole row a button) and, while expanded, its content below. It
///   starts collapsed; a tap on the row toggles `isExpanded` (the group's own state when no
///   binding is given), and the content is made only while it shows, as SwiftUI's escaping
///   content closure is.
/// - An outline group is a row per element, one with children a disclosure group of their rows.
/// - A content-unavailable view fills the space it is offered (its content's height where the
///   height is not bounded, as in a scroll view), with its icon, its title in `title2` bold, its
///   description and its actions centred in a column, 8 pt apart (the icon a symbol's 24 pt).
enum SwiftUIDisclosureSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        func titled(_ a: SurfaceArguments) -> [ViewNode] { [.text(ArgumentReader.string(a[0]))] }
        surface.type("DisclosureGroup", conformsTo: ["View"], doc: "A label row that shows or hides its content when tapped.") { t in
            let doc = "Collapsed at first; a tap on its row toggles it."
            t.initializer("init(_ titleKey: String, @ViewBuilder content: @escaping () -> Content)", role: .interaction, doc: doc) { a in
                try group(titled(a), content: a[1], isExpanded: nil, a)
            }
            t.initializer("init(_ titleKey: String, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)",
                          role: .interaction, doc: "Expanded while the binding is true; a tap on its row toggles it.") { a in
                try group(titled(a), content: a[2], isExpanded: a[1], a)
            }
            t.initializer("init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label)",
                          role: .interaction, doc: doc) { a in
                try group(try content(a[1], a), content: a[0], isExpanded: nil, a)
            }
            t.initializer("init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label)",
                          role: .interaction, doc: "Expanded while the binding is true; a tap on its row toggles it.") { a in
                try group(try content(a[2], a), content: a[1], isExpanded: a[0], a)
            }
        }
        surface.type("OutlineGroup", conformsTo: ["View"], doc: "Rows of tree-shaped data: an element with children is a disclosure group of them.") { t in
            let doc = "A row per element; one whose children are not nil is a disclosure group, collapsed at first, of its children's rows. Given one element (a root), its row alone."
            // `<Data>`: the view's generic parameter, not Foundation's `Data` type; its root forms
            // (`OutlineGroup(root, children:)`) are these calls given one element.
            t.initializer("init<Data, DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)",
                          role: .interaction, doc: doc) { a in
                ViewConstructors.view(try outline(a[0], id: .none, children: a[1], content: a[2], a))
            }
            t.initializer("init<Data, DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)",
                          role: .interaction, doc: doc + " Ids read through the key path.") { a in
                ViewConstructors.view(try outline(a[0], id: a[1], children: a[2], content: a[3], a))
            }
        }
        unavailable(&surface)
    }

    /// The rows of tree-shaped data, as SwiftUI's `OutlineGroup` (and a `List` given
    /// `children:`) computes them: a row per element, by its id; an element whose children are
    /// not nil is a disclosure group whose label is its row and whose content is its children's
    /// rows, made only once it is expanded. `data` may be one element, a root.
    static func outline(_ data: Value, id: Value, children: Value, content: Value, _ a: SurfaceArguments) throws -> ViewNode {
        guard case .keyPath(let path) = children else { throw RuntimeFailure(RuntimeMessages.typeMismatch("KeyPath", children)) }
        let row = try ValueReaders.closure(content, "content")
        let elements: Value = if case .array = data { data } else { .array([data]) }
        let rowOrGroup = Callable(name: "OutlineGroup", arity: 1) { values, context in
            let label = try ArgumentReader.view(try row.call([values[0]], in: context), range: a.range, in: context)
            let nested = path.read(values[0], in: context)
            if case .none = nested { return label.map(ViewConstructors.view) ?? .none }
            let expanded = Callable(name: "OutlineGroup", arity: 0) { _, _ in
                ViewConstructors.view(try outline(nested, id: id, children: children, content: content, a))
            }
            return try group(label.map { [$0] } ?? [], content: .function(expanded), isExpanded: nil, a)
        }
        return try ViewConstructors.forEach(elements, id: id, content: .function(rowOrGroup), range: a.range, in: a.context)
    }

    private static func group(_ label: [ViewNode], content: Value, isExpanded binding: Value?, _ a: SurfaceArguments) throws -> Value {
        let runtime = try a.context.requiredRuntime()
        // The group's own place: its state and its content's views are kept there, so expanding
        // one group does not move the places of the groups after it.
        let level = runtime.childLevel("@disclosure")
        let box: StateBox
        if let binding {
            guard case .host(let bound as StateBox) = binding else { throw RuntimeFailure("DisclosureGroup needs a binding such as $isExpanded") }
            box = bound
        } else {
            box = runtime.box(level.path, "isExpanded", initial: .bool(false))
        }
        let isExpanded: Bool
        if case .bool(true) = box.value { isExpanded = true } else { isExpanded = false }
        let toggle = runtime.register(.closure(Callable(name: "DisclosureGroup", arity: 0) { _, _ in
            box.set(.bool(!isExpanded))
            return .none
        }))
        let chevron = ViewNode.image(systemName: isExpanded ? "chevron.down" : "chevron.right")
        let row = ViewNode.button(action: toggle, label: [ViewNode(.stack(StackNode(.horizontal), children: label + [.spacer(), chevron]))])
        let shown = isExpanded ? try runtime.within(level) { try ViewConstructors.content(content, range: a.range, in: a.context) } : []
        let column = ViewNode(.stack(StackNode(.vertical, alignment: .leading), children: [row] + shown))
        return ViewConstructors.view(column.modified(.kindName("DisclosureGroup")))
    }

    /// What iOS shows for a search with no results (`ContentUnavailableView.search`).
    static let searchTitle = "No Results", searchDescription = "Check the spelling or try a new search."

    private static func unavailable(_ surface: inout SurfaceBuilder) {
        func text(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            if case .none = value { return [] }
            return try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        surface.type("ContentUnavailableView", conformsTo: ["View"],
                     doc: "An icon, a title, a description and actions, centred in the space offered.") { t in
            for (label, doc) in [("systemImage name", "An SF Symbol"), ("image name", "An image")] {
                t.initializer("init(_ titleKey: String, \(label): String, description: Text? = nil)", role: .view,
                              doc: "\(doc) above a title and a description.") { a in
                    ViewConstructors.view(unavailable(icon: [.image(systemName: ArgumentReader.string(a[1]))],
                                                      title: [.text(ArgumentReader.string(a[0]))], rest: try text(a[2], a)))
                }
            }
            t.initializer("init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, "
                          + "@ViewBuilder actions: () -> Actions = { EmptyView() })", role: .view,
                          doc: "A label view above a description and actions.") { a in
                let label = try ViewConstructors.content(a[0], range: a.range, in: a.context)
                let rest = try ViewConstructors.content(a[1], range: a.range, in: a.context)
                    + ViewConstructors.content(a[2], range: a.range, in: a.context)
                return ViewConstructors.view(unavailable(icon: [], title: label, rest: rest))
            }
            t.staticProperty("static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, "
                             + "SearchUnavailableContent.Actions> { get }", role: .view, doc: "No Results, for a search that found nothing.") {
                ViewConstructors.view(unavailable(icon: [.image(systemName: "magnifyingglass")], title: [.text(searchTitle)],
                                                  rest: [.text(searchDescription)]))
            }
            t.staticFunction("static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, "
                             + "SearchUnavailableContent.Description, SearchUnavailableContent.Actions>", role: .view,
                             doc: "No Results for the text searched.") { a in
                ViewConstructors.view(unavailable(icon: [.image(systemName: "magnifyingglass")],
                                                  title: [.text("\(searchTitle) for “\(ArgumentReader.string(a[0]))”")],
                                                  rest: [.text(searchDescription)]))
            }
        }
    }

    /// The column of a content-unavailable view, filling the space offered.
    private static func unavailable(icon: [ViewNode], title: [ViewNode], rest: [ViewNode]) -> ViewNode {
        let heading = title.map { $0.modified(.text(.font(TextFont(size: 22, weight: .bold)))) }
        return ViewNode(.stack(StackNode(.vertical), children: icon + heading + rest))
            .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)))
            .modified(.kindName("ContentUnavailableView"))
    }
}
