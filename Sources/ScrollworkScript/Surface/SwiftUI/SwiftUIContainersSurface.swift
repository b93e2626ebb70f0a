import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Views that hold other views: scroll views, stacks, lazy stacks and grids, `ForEach`,
/// `Section`, `Group` (docs/SEMANTICS.md, "Views").
enum SwiftUIContainersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        let double = ValueReaders.optionalDouble
        surface.type("View", .protocol, doc: "A piece of user interface; its modifiers are declared on it.")
        surface.type("ScrollView", conformsTo: ["View"], doc: "A scrollable view; its content stacks along its axis.") { t in
            t.initializer("init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)",
                          role: .view, doc: "A scroll view on these axes.") { a in
                guard case .optionSet(.axes, let bits) = a[0] else { throw RuntimeFailure("expected Axis.Set") }
                var node = ViewNode.scrollView(AxisSet(rawValue: bits), try content(a[2], a))
                if case .bool(false) = a[1] { node = node.modified(.scrollIndicators(.hidden)) }
                // `ScrollView([])`: no axis to scroll on (an App Store card opened over its list).
                if bits == 0 { node = node.modified(.scrollDisabled(true)) }
                if let declaring = a.context?.runtime?.currentViewType { node = node.modified(.declaredIn(declaring)) }
                return view(node)
            }
            // `ScrollView { HStack { … } }.content.offset(x: page)`: a carousel moved by hand, the
            // scroll view left behind.
            t.property("var content: Content { get }", role: .view, doc: "The views it scrolls, as a view of their own, without the scroll view.") { value in
                guard case .host(let scroll as ViewValue) = value, case .scrollView(_, let children) = scroll.node.content else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("ScrollView", value))
                }
                return view(ViewNode.one(of: children))
            }
        }
        func stack(_ name: String, _ kind: StackNode.Kind, alignment: String, lazy: Bool) {
            let pinned = lazy ? "pinnedViews: PinnedScrollableViews = .init(), " : ""
            surface.type(name, conformsTo: ["View"], doc: "A \(lazy ? "lazy " : "")stack of views.") { t in
                t.initializer("init(alignment: \(alignment) = .center, \(kind == .z ? "" : "spacing: CGFloat? = nil, ")\(pinned)@ViewBuilder content: () -> Content)",
                              role: .view, doc: "A stack with this alignment\(kind == .z ? "" : " and spacing (8 by default)").") { a in
                    let align = try ArgumentReader.alignment(a[0]) ?? .center
                    let spacing = kind == .z ? nil : try double(a[1], "spacing")
                    let pinnedViews = lazy ? try ViewConstructors.pinned(a[2]) : []
                    let node = StackNode(kind, alignment: align, spacing: spacing, isLazy: lazy, pinnedViews: pinnedViews)
                    return view(ViewNode(.stack(node, children: try content(a[a.values.count - 1], a))))
                }
            }
        }
        stack("VStack", .vertical, alignment: "HorizontalAlignment", lazy: false)
        stack("HStack", .horizontal, alignment: "VerticalAlignment", lazy: false)
        stack("ZStack", .z, alignment: "Alignment", lazy: false)
        stack("LazyVStack", .vertical, alignment: "HorizontalAlignment", lazy: true)
        stack("LazyHStack", .horizontal, alignment: "VerticalAlignment", lazy: true)
        grids(&surface)
        surface.type("PinnedScrollableViews", conformsTo: ["OptionSet"], doc: "Which parts of sections a lazy stack pins.") { t in
            t.constant("static let sectionHeaders: PinnedScrollableViews", role: .scroll, doc: "Pin section headers.", .symbol("sectionHeaders"))
            t.constant("static let sectionFooters: PinnedScrollableViews", role: .scroll, doc: "Pin section footers.", .symbol("sectionFooters"))
            t.initializer("init()", doc: "Pin nothing.") { _ in .array([]) }
        }
        forEachAndSections(&surface)
    }

    private static func grids(_ surface: inout SurfaceBuilder) {
        for (name, vertical) in [("LazyVGrid", true), ("LazyHGrid", false)] {
            let tracks = vertical ? "columns" : "rows", alignment = vertical ? "HorizontalAlignment" : "VerticalAlignment"
            surface.type(name, conformsTo: ["View"], doc: "A lazy grid that grows \(vertical ? "down" : "sideways").") { t in
                t.initializer("init(\(tracks): [GridItem], alignment: \(alignment) = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content)",
                              role: .view, doc: "A grid with these \(tracks).") { a in
                    let grid = GridNode(axis: vertical ? .vertical : .horizontal, tracks: try ViewConstructors.gridItems(a[0]),
                                        alignment: try ArgumentReader.alignment(a[1]) ?? .center,
                                        spacing: try ValueReaders.optionalDouble(a[2], "spacing"),
                                        pinnedViews: try ViewConstructors.pinned(a[3]))
                    return ViewConstructors.view(ViewNode(.grid(grid, children: try ViewConstructors.content(a[4], range: a.range, in: a.context))))
                }
            }
        }
        surface.type("GridItem", doc: "A column of a LazyVGrid or a row of a LazyHGrid.") { t in
            t.initializer("init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)",
                          role: .layout, doc: "A track of this size.") { a in
                guard case .host(let argument as SceneArgument) = a[0], case .gridSize(let size) = argument.kind else {
                    throw RuntimeFailure("expected a GridItem.Size such as .flexible()")
                }
                let item = GridItem(size, spacing: try ValueReaders.optionalDouble(a[1], "spacing"),
                                    alignment: try ArgumentReader.alignment(a[2]))
                return .host(SceneArgument(.gridItem(item)))
            }
            func item(_ value: Value) throws -> GridItem {
                guard case .host(let argument as SceneArgument) = value, case .gridItem(let item) = argument.kind else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("GridItem", value))
                }
                return item
            }
            // A GridItem is a value: a change makes a new one, as a struct's copy changes alone.
            func changed(_ value: inout Value, _ change: (inout GridItem) throws -> Void) throws {
                var changed = try item(value)
                try change(&changed)
                value = .host(SceneArgument(.gridItem(changed)))
            }
            t.property("var size: GridItem.Size { get set }", role: .layout, doc: "How wide the track is.",
                       get: { .host(SceneArgument(.gridSize(try item($0).size))) },
                       set: { r, new in
                           guard case .host(let argument as SceneArgument) = new, case .gridSize(let size) = argument.kind else {
                               throw RuntimeFailure(RuntimeMessages.typeMismatch("GridItem.Size", new))
                           }
                           try changed(&r) { $0.size = size }
                       })
            t.property("var spacing: CGFloat? { get set }", role: .layout, doc: "The space after the track; nil: the grid's own.",
                       get: { try item($0).spacing.map(Value.double) ?? .none },
                       set: { r, new in
                           let spacing = try ValueReaders.optionalDouble(new, "spacing")
                           try changed(&r) { $0.spacing = spacing }
                       })
        }
        surface.type("GridItem.Size", .enum, doc: "How wide a grid track is.") { t in
            func size(_ size: GridItem.Size) -> Value { .host(SceneArgument(.gridSize(size))) }
            let number = ValueReaders.double
            t.staticFunction("static func fixed(_ size: CGFloat) -> GridItem.Size", role: .layout, doc: "Exactly this length.") {
                size(.fixed(try number($0[0], "size")))
            }
            t.staticFunction("static func flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity) -> GridItem.Size",
                             role: .layout, doc: "A share of the space, within bounds.") {
                size(.flexible(minimum: try number($0[0], "minimum"), maximum: try number($0[1], "maximum")))
            }
            t.staticFunction("static func adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) -> GridItem.Size",
                             role: .layout, doc: "As many tracks of at least minimum as fit.") {
                size(.adaptive(minimum: try number($0[0], "minimum"), maximum: try number($0[1], "maximum")))
            }
        }
    }

    private static func forEachAndSections(_ surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        func content(_ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            try ViewConstructors.content(value, range: a.range, in: a.context)
        }
        func expandedContent(_ isExpanded: Value, _ value: Value, _ a: SurfaceArguments) throws -> [ViewNode] {
            guard case .host(let box as StateBox) = isExpanded else { throw RuntimeFailure("Section needs a binding such as $isExpanded") }
            guard case .bool(true) = box.value else { return [] }
            return try content(value, a)
        }
        surface.type("ForEach", conformsTo: ["View"], doc: "One view per element; rows of a lazy stack are made as they are needed.") { t in
            t.initializer("init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)", role: .view,
                          doc: "A row per integer; ids are the integers.") { a in
                view(try ViewConstructors.forEach(a[0], id: .none, content: a[1], range: a.range, in: a.context))
            }
            // `<Data>`: the view's generic parameter, not Foundation's `Data` type.
            t.initializer("init<Data>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)", role: .view,
                          doc: "A row per Identifiable element; ids are the elements' id.") { a in
                view(try ViewConstructors.forEach(a[0], id: .none, content: a[1], range: a.range, in: a.context))
            }
            t.initializer("init<Data>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)",
                          role: .view, doc: "A row per element; ids read through the key path.") { a in
                view(try ViewConstructors.forEach(a[0], id: a[1], content: a[2], range: a.range, in: a.context))
            }
        }
        surface.type("Section", conformsTo: ["View"], doc: "A group of rows with an optional header and footer; lazy stacks can pin them.") { t in
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)",
                          role: .view, doc: "A section with a header and a footer.") { a in
                view(.section(header: try content(a[1], a).first, footer: try content(a[2], a).first,
                              try content(a[0], a)))
            }
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)", role: .view,
                          doc: "A section with a header.") { a in
                view(.section(header: try content(a[1], a).first, footer: nil, try content(a[0], a)))
            }
            t.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)", role: .view,
                          doc: "A section with a footer.") { a in
                view(.section(header: nil, footer: try content(a[1], a).first, try content(a[0], a)))
            }
            t.initializer("init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "A section with header and footer views.") { a in
                view(.section(header: try ArgumentReader.view(a[0], range: a.range, in: a.context), footer: try ArgumentReader.view(a[1], range: a.range, in: a.context),
                              try content(a[2], a)))
            }
            t.initializer("init(footer: Footer, @ViewBuilder content: () -> Content)", role: .view, doc: "A section with a footer view.") { a in
                view(.section(header: nil, footer: try ArgumentReader.view(a[0], range: a.range, in: a.context), try content(a[1], a)))
            }
            t.initializer("init(header: Parent, @ViewBuilder content: () -> Content)", role: .view, doc: "A section with a header view.") { a in
                view(.section(header: try ArgumentReader.view(a[0], range: a.range, in: a.context), footer: nil, try content(a[1], a)))
            }
            t.initializer("init(_ title: String, @ViewBuilder content: () -> Content)", role: .view, doc: "A section titled by text.") { a in
                view(.section(header: .text(ArgumentReader.string(a[0])), footer: nil, try content(a[1], a)))
            }
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: "A section without header or footer.") { a in
                view(.section(header: nil, footer: nil, try content(a[0], a)))
            }
            // iOS 17's collapsible sections: the rows show while the binding is true. Only a
            // sidebar-style list draws a chevron that toggles it, and none is drawn here.
            let collapsible = "only code changes a section's isExpanded here: the chevron a sidebar-style list shows in its header is not drawn"
            t.initializer("init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)", role: .view,
                          doc: "A section titled by text whose rows show while the binding is true.", caveat: collapsible) { a in
                view(.section(header: .text(ArgumentReader.string(a[0])), footer: nil, try expandedContent(a[1], a[2], a)))
            }
            t.initializer("init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)",
                          role: .view, doc: "A section with a header whose rows show while the binding is true.", caveat: collapsible) { a in
                view(.section(header: try content(a[2], a).first, footer: nil, try expandedContent(a[0], a[1], a)))
            }
        }
        surface.type("Group", conformsTo: ["View"], doc: "Views grouped without a layout of their own.") { t in
            t.initializer("init(@ViewBuilder content: () -> Content)", role: .view, doc: "The views, as if written in place.") { a in
                view(.group(try content(a[0], a)))
            }
        }
    }
}
