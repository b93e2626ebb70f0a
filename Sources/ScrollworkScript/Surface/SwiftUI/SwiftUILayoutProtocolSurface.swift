import Foundation
import ScrollworkCore
import ScrollworkScene

/// The `Layout` protocol and what a custom layout is handed (README, "Custom layouts"):
/// `ProposedViewSize`, `LayoutSubview(s)`, `ViewSpacing`, `ViewDimensions`, `LayoutValueKey`,
/// the stack layouts and `AnyLayout`. A layout called with views (`MyLayout { … }`) is a
/// container the scene's layout asks for its size and its subviews' places (`ScriptLayout`).
enum SwiftUILayoutProtocolSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Layout", .protocol, doc: "A custom layout: sizeThatFits(proposal:subviews:cache:) and placeSubviews(in:proposal:subviews:cache:).") { t in
            t.method("func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View", role: .view,
                     doc: "A container of the views, laid out by this layout.") { layout, a in
                let children = try ViewConstructors.content(a[0], range: a.range, in: a.context)
                return ViewConstructors.view(try LayoutContainers.node(layout, children: children, range: a.range, in: a.context))
            }
        }
        surface.type("LayoutProperties", doc: "What a custom layout says about itself: its stack orientation.") { t in
            let type = LayoutPropertiesValue.type
            t.initializer("init()", role: .layout, doc: "No stack orientation.") { _ in LayoutPropertiesValue.defaults }
            t.property("var stackOrientation: Axis? { get set }",
                       doc: "The axis the layout stacks along: Spacer and Divider inside it follow it, as inside a stack.",
                       get: type.getter("stackOrientation"), set: type.setter("stackOrientation"))
        }
        surface.type("LayoutValueKey", .protocol, doc: "A key for a value a view gives its custom layout: static var defaultValue.")
        proposedViewSize(&surface)
        subview(&surface)
        spacingAndDimensions(&surface)
        stackLayouts(&surface)
        surface.extend("View") { t in
            t.transform("func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View", role: .layout,
                        doc: "A value the view's custom layout reads as subview[K.self].") { view, a in
                guard case .type(let key) = a[0] else { throw RuntimeFailure("expected a LayoutValueKey type such as MyKey.self") }
                let entry = LayoutValueEntry(key: key.name, value: LayoutValueBox(a[1]))
                try ViewModifiers.append(.layoutValue(entry), to: &view, range: a.range, in: a.context)
            }
            t.transform("func layoutPriority(_ value: Double) -> some View", role: .layout,
                        doc: "Stacks offer higher-priority children their space first; a custom layout reads it as subview.priority.") { view, a in
                try ViewModifiers.append(.layoutPriority(try ValueReaders.double(a[0], "value")), to: &view, range: a.range, in: a.context)
            }
        }
    }

    private static func proposedViewSize(_ surface: inout SurfaceBuilder) {
        func proposal(_ value: Value) throws -> ProposedSizeValue { try ProposedSizeValue.read(value) }
        func length(_ value: Double?) -> Value { value.map { .double($0) } ?? .none }
        surface.type("ProposedViewSize", conformsTo: ["Equatable"], doc: "A size offered to a view; nil on an axis asks for its ideal length.") { t in
            t.initializer("init(width: CGFloat?, height: CGFloat?)", role: .layout, doc: "A proposal of these lengths.") { a in
                .host(ProposedSizeValue(width: try ValueReaders.optionalDouble(a[0], "width"),
                                        height: try ValueReaders.optionalDouble(a[1], "height")))
            }
            t.initializer("init(_ size: CGSize)", role: .layout, doc: "A proposal of this size.") { a in
                let size = try ValueReaders.size(a[0], "size")
                return .host(ProposedSizeValue(width: size.width, height: size.height))
            }
            t.constant("static let zero: ProposedViewSize", role: .layout, doc: "0 × 0: the view's smallest size.",
                       .host(ProposedSizeValue(width: 0, height: 0)))
            t.constant("static let infinity: ProposedViewSize", role: .layout, doc: "∞ × ∞: the view's largest size.",
                       .host(ProposedSizeValue(width: .infinity, height: .infinity)))
            t.constant("static let unspecified: ProposedViewSize", role: .layout, doc: "nil × nil: the view's ideal size.",
                       .host(ProposedSizeValue(width: nil, height: nil)))
            t.property("var width: CGFloat? { get }", role: .layout, doc: "The proposed width; nil for the ideal one.") { length(try proposal($0).width) }
            t.property("var height: CGFloat? { get }", role: .layout, doc: "The proposed height; nil for the ideal one.") { length(try proposal($0).height) }
            t.method("func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize", role: .layout,
                     doc: "The proposal with size's lengths where it has none.") { r, a in
                let given = try proposal(r), fallback = try ValueReaders.size(a[0], "size")
                return .size(Size(width: given.width ?? fallback.width, height: given.height ?? fallback.height))
            }
        }
    }

    private static func subview(_ surface: inout SurfaceBuilder) {
        func subview(_ value: Value) throws -> LayoutSubviewValue { try LayoutSubviewValue.read(value) }
        surface.type("LayoutSubview", conformsTo: ["Equatable"], doc: "One subview of a custom layout: measured and placed by it.") { t in
            t.method("func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize", role: .layout,
                     doc: "The size the subview takes for the proposal.") { r, a in
                .size(try subview(r).proxy.sizeThatFits(try ProposedSizeValue.read(a[0]).proposal))
            }
            t.method("func dimensions(in proposal: ProposedViewSize) -> ViewDimensions", role: .layout,
                     doc: "The subview's size for the proposal, with its alignment guides.") { r, a in
                .host(ViewDimensionsValue(try subview(r).proxy.sizeThatFits(try ProposedSizeValue.read(a[0]).proposal)))
            }
            t.method("func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)", role: .layout,
                     doc: "Puts the subview's anchor at position (in the bounds' coordinates), sized for the proposal.") { r, a in
                let anchor = ArgumentReader.unitPoint(a[1]) ?? UnitPoint(x: 0, y: 0)
                try subview(r).proxy.place(at: try ValueReaders.point(a[0], "position"),
                                           anchor: Alignment(horizontal: anchor.x, vertical: anchor.y),
                                           proposal: try ProposedSizeValue.read(a[2]).proposal)
                return .none
            }
            t.property("var spacing: ViewSpacing { get }", role: .layout,
                       doc: "The space the subview prefers next to others: 8 pt on every edge, as stacks space views.") { _ in
                .host(ViewSpacingValue.standard)
            }
            t.property("var priority: Double { get }", role: .layout, doc: "The subview's layoutPriority; 0 without one.") { r in
                .double(try subview(r).proxy.priority)
            }
        }
        surface.alias("LayoutSubviews.Element", for: "LayoutSubview")
    }

    private static func spacingAndDimensions(_ surface: inout SurfaceBuilder) {
        surface.type("ViewSpacing", doc: "The space a view prefers next to others on each edge.") { t in
            t.initializer("init()", role: .layout, doc: "The spacing a view has by default: 8 pt on every edge.") { _ in
                .host(ViewSpacingValue.standard)
            }
            t.constant("static let zero: ViewSpacing", role: .layout, doc: "No spacing on any edge.", .host(ViewSpacingValue.zero))
            t.method("func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat", role: .layout,
                     doc: "The space between this view and the next along the axis: the larger preference of the edges that meet.") { r, a in
                let vertical = ValueReaders.symbol(a[1]) == "vertical"
                return .double(try ViewSpacingValue.read(r).distance(to: try ViewSpacingValue.read(a[0]), vertical: vertical))
            }
            t.method("func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing", role: .layout,
                     doc: "The larger preference of the two on each edge named.") { r, a in
                .host(try ViewSpacingValue.read(r).union(try ViewSpacingValue.read(a[0]), edges: try ArgumentReader.edges(a[1]) ?? .all))
            }
            t.mutating("mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all)",
                       doc: "Takes the larger preference of the two on each edge named.") { r, a in
                r = .host(try ViewSpacingValue.read(r).union(try ViewSpacingValue.read(a[0]), edges: try ArgumentReader.edges(a[1]) ?? .all))
                return .none
            }
        }
        surface.type("ViewDimensions", conformsTo: ["Equatable"], doc: "A view's size and alignment guides.") { t in
            func dimensions(_ value: Value) throws -> ViewDimensionsValue {
                guard case .host(let found as ViewDimensionsValue) = value else { throw RuntimeFailure("expected ViewDimensions") }
                return found
            }
            t.property("var width: CGFloat { get }", role: .layout, doc: "The view's width.") { .double(try dimensions($0).size.width) }
            t.property("var height: CGFloat { get }", role: .layout, doc: "The view's height.") { .double(try dimensions($0).size.height) }
        }
    }

    private static func stackLayouts(_ surface: inout SurfaceBuilder) {
        for (name, kind, alignment) in [("HStackLayout", StackNode.Kind.horizontal, "VerticalAlignment"),
                                        ("VStackLayout", .vertical, "HorizontalAlignment")] {
            surface.type(name, conformsTo: ["Layout"], doc: "A \(name.dropLast(6)) as a layout value, to switch with AnyLayout.") { t in
                t.initializer("init(alignment: \(alignment) = .center, spacing: CGFloat? = nil)", role: .layout,
                              doc: "The layout of a \(name.dropLast(6)) with this alignment and spacing.") { a in
                    let stack = StackNode(kind, alignment: try ArgumentReader.alignment(a[0]) ?? .center,
                                          spacing: try ValueReaders.optionalDouble(a[1], "spacing"))
                    return .host(StackLayoutValue(stack, name: name))
                }
            }
        }
        surface.type("ZStackLayout", conformsTo: ["Layout"], doc: "A ZStack as a layout value, to switch with AnyLayout.") { t in
            t.initializer("init(alignment: Alignment = .center)", role: .layout, doc: "The layout of a ZStack with this alignment.") { a in
                .host(StackLayoutValue(StackNode(.z, alignment: try ArgumentReader.alignment(a[0]) ?? .center), name: "ZStackLayout"))
            }
        }
        surface.type("AnyLayout", conformsTo: ["Layout"], doc: "A layout whose type is erased: switch layouts and the views keep their identity.") { t in
            t.initializer("init<L: Layout>(_ layout: L)", role: .layout, doc: "The layout, type-erased.") { a in
                guard LayoutContainers.isLayout(a[0]) else { throw RuntimeFailure("a value of type '\(a[0].typeName)' is not a Layout") }
                if case .host(let erased as AnyLayoutValue) = a[0] { return .host(erased) }
                return .host(AnyLayoutValue(a[0]))
            }
        }
    }
}
