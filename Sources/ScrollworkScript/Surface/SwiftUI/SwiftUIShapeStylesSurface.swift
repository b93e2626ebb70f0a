import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Shape styles beyond plain colours (gradients of a colour, hierarchical and semantic styles,
/// shadows), the backgrounds drawn in a shape, and small value types apps build views from
/// (`AnyView`, `LocalizedStringKey`, `Alignment(horizontal:vertical:)`).
enum SwiftUIShapeStylesSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let gradient = { ViewConstructors.view(ViewNode(.linearGradient)) }
        surface.type("AnyGradient", conformsTo: ["ShapeStyle", "Hashable"],
                     doc: "A colour's standard gradient, top to bottom (drawn only; as a view it fills its frame).") { t in
            t.initializer("init(_ gradient: Gradient)", role: .visual, doc: "The gradient.") { _ in gradient() }
        }
        surface.extend("Color") { t in
            t.property("var gradient: AnyGradient { get }", role: .visual, doc: "The colour's standard gradient (drawn only).") { _ in gradient() }
        }
        surface.extend("ShapeStyle") { t in
            let styles = [("tertiary", "HierarchicalShapeStyle"), ("quaternary", "HierarchicalShapeStyle"),
                          ("quinary", "HierarchicalShapeStyle"), ("tint", "TintShapeStyle"), ("background", "BackgroundStyle"),
                          ("separator", "SeparatorShapeStyle"), ("selection", "SelectionShapeStyle"), ("placeholder", "PlaceholderTextShapeStyle")]
            for (name, type) in styles {
                t.constant("static var \(name): \(type) { get }", role: .visual, doc: "The \(name) style (drawn only).", .symbol(name))
            }
            t.constant("static var fill: FillShapeStyle { get }", role: .visual, doc: "The overlay fill style (drawn only).", .symbol("fill"))
            for name in ["secondary", "tertiary", "quaternary", "quinary"] {
                t.property("var \(name): some ShapeStyle { get }", role: .visual, doc: "The \(name) level of the style (drawn only).") { $0 }
            }
            t.staticFunction("static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint",
                             role: .visual, doc: "The image, tiled, as a fill (drawn only).") { _ in .symbol("image") }
            t.staticFunction("static func shadow(_ style: ShadowStyle) -> some ShapeStyle", role: .visual,
                             doc: "The foreground style with a shadow (drawn only).") { _ in .symbol("foreground") }
            t.method("func shadow(_ style: ShadowStyle) -> some ShapeStyle", role: .visual,
                     doc: "The style with a shadow (drawn only).") { receiver, _ in receiver }
            t.method("func opacity(_ opacity: Double) -> some ShapeStyle", role: .visual,
                     doc: "The style at this opacity (drawn only).") { receiver, _ in receiver }
        }
        surface.type("HierarchicalShapeStyle", conformsTo: ["ShapeStyle"], doc: "A level of the foreground style (drawn only).") { t in
            for name in ["primary", "secondary", "tertiary", "quaternary", "quinary"] {
                t.constant("static let \(name): HierarchicalShapeStyle", role: .visual, doc: "The \(name) level (drawn only).", .symbol(name))
            }
        }
        for type in ["FillShapeStyle", "TintShapeStyle", "BackgroundStyle", "SeparatorShapeStyle", "SelectionShapeStyle",
                     "PlaceholderTextShapeStyle"] {
            surface.type(type, conformsTo: ["ShapeStyle"], doc: "A semantic shape style (drawn only).")
        }
        surface.type("ImagePaint", conformsTo: ["ShapeStyle"], doc: "An image tiled as a fill (drawn only).") { t in
            t.initializer("init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)",
                          role: .visual, doc: "The image as a fill.") { _ in .symbol("image") }
        }
        surface.type("ShadowStyle", doc: "A drop or inner shadow (drawn only).") { t in
            for name in ["drop", "inner"] {
                t.staticFunction("static func \(name)(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle",
                                 role: .visual, doc: "A \(name) shadow.") { _ in .symbol(name) }
            }
        }
        surface.extend("View") { t in
            t.transform("func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View",
                        role: .layout, doc: "The shape, filled with the style, behind the view in its frame; it takes touches there.") { value, a in
                try layer(&value, shape: a[1], range: a.range, in: a.context)
            }
            t.transform("func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View",
                        role: .layout, doc: "The shape, filled with the style, over the view in its frame; it takes touches there.") { value, a in
                try layer(&value, shape: a[1], over: true, range: a.range, in: a.context)
            }
            t.transform("func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View", role: .layout,
                        doc: "The shape, filled with the background style, behind the view in its frame; it takes touches there.") { value, a in
                try layer(&value, shape: a[0], range: a.range, in: a.context)
            }
            t.visual(["func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View"],
                     doc: "The background style drawn behind the view (drawn only).")
        }
        // What a view builder makes of several views (`@ViewBuilder content: () -> TupleView<(A, B)>`):
        // its `value` is the tuple of them, which an app takes apart (`AnyView(content().value.0)`).
        surface.type("TupleView", conformsTo: ["View"], doc: "Several views a view builder made, side by side in their container.") { t in
            t.initializer("init(_ value: T)", role: .view, doc: "The views of a tuple.") { a in
                guard case .tuple(let views) = a[0] else { return a[0] }
                return ViewConstructors.view(ViewNode(.group(try views.elements.map { try ViewConversion.node($0, range: a.range, in: a.context) })))
            }
            t.property("var value: T { get }", role: .view, doc: "The views, as a tuple.") { value in
                guard case .host(let view as ViewValue) = value else { return .tuple(TupleValue([value])) }
                guard case .group(let children) = view.node.content, view.node.modifiers.isEmpty else { return .tuple(TupleValue([value])) }
                return .tuple(TupleValue(children.map(ViewConstructors.view)))
            }
        }
        surface.type("AnyView", conformsTo: ["View"], doc: "A view whose type is erased: the same view.") { t in
            for declaration in ["init<V: View>(_ view: V)", "init<V: View>(erasing view: V)"] {
                t.initializer(declaration, role: .view, doc: "The view itself.") { a in
                    // Made outside any scene (a global list of demo screens), the view stays a
                    // value until a scene shows it, as a SwiftUI view is a description of one.
                    guard a.context?.runtime != nil else { return a[0] }
                    return ViewConstructors.view(try ViewConversion.node(a[0], range: a.range, in: a.context))
                }
            }
        }
        surface.alias("LocalizedStringKey", for: "String")
        surface.extend("Alignment") { t in
            t.initializer("init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)", role: .layout,
                          doc: "The alignment with these guides: (.leading, .top) is .topLeading.") { a in
                .symbol(alignmentName(horizontal: ValueReaders.symbol(a[0]) ?? "center", vertical: ValueReaders.symbol(a[1]) ?? "center"))
            }
            t.property("var horizontal: HorizontalAlignment { get set }", doc: "Its guide across: .topLeading's is .leading.",
                       get: { r in .symbol(try guides(of: r).horizontal) },
                       set: { r, new in r = .symbol(alignmentName(horizontal: ValueReaders.symbol(new) ?? "center", vertical: try guides(of: r).vertical)) })
            t.property("var vertical: VerticalAlignment { get set }", doc: "Its guide down: .topLeading's is .top.",
                       get: { r in .symbol(try guides(of: r).vertical) },
                       set: { r, new in r = .symbol(alignmentName(horizontal: try guides(of: r).horizontal, vertical: ValueReaders.symbol(new) ?? "center")) })
        }
    }

    /// The shape of `background(_:in:)` as a view behind the modified one, sized to its frame.
    /// The shape laid in the view's frame, behind it or over it, as a view there (it takes touches).
    private static func layer(_ value: inout Value, shape: Value, over: Bool = false, range: SourceRange, in context: ScriptContext?) throws {
        let node = try ArgumentReader.view(shape, range: range, in: context) ?? ViewNode(.shape(.rectangle))
        try ViewModifiers.change(&value, range: range, in: context) {
            $0 = over ? $0.overlay(alignment: .center, node) : $0.background(alignment: .center, node)
        }
    }

    /// The two guides of an alignment value (`.bottomTrailing` is `.trailing` and `.bottom`).
    private static func guides(of value: Value) throws -> (horizontal: String, vertical: String) {
        guard let name = ValueReaders.symbol(value), let alignment = Alignment(named: name) else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Alignment", value))
        }
        let horizontal = ["leading", "center", "trailing"][Int(alignment.horizontal * 2)]
        let vertical = ["top", "center", "bottom"][Int(alignment.vertical * 2)]
        return (horizontal, vertical)
    }

    /// `topLeading` from `leading` and `top`; a centre guide drops out (`top`, `leading`, `center`).
    static func alignmentName(horizontal: String, vertical: String) -> String {
        switch (horizontal, vertical) {
        case ("center", "center"): return "center"
        case ("center", _): return vertical
        case (_, "center"): return horizontal
        default: return vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
        }
    }
}

/// The phases of an `AsyncImage`: nothing is fetched here, so its content sees `.empty`. An
/// app's own loader may hand the same content closure `.success(image)` or `.failure(error)`
/// (an image cache of its own), which its `switch` takes apart as on iOS.
enum SwiftUIAsyncImagePhaseSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("AsyncImagePhase", .enum, doc: "Where a remote image's loading is; always .empty for an AsyncImage (nothing is fetched).") { t in
            t.enumCase("empty", role: .view, doc: "No image yet: the phase every AsyncImage shows here.", .symbol("empty"))
            t.staticFunction("static func success(_ image: Image) -> AsyncImagePhase", role: .view,
                             doc: "A loaded image; an AsyncImage never reaches it here, an app's own loader may.") { a in
                .host(AsyncImagePhaseValue(caseName: "success", value: a[0]))
            }
            t.staticFunction("static func failure(_ error: Error) -> AsyncImagePhase", role: .view,
                             doc: "A failed load; an AsyncImage never reaches it here, an app's own loader may.") { a in
                .host(AsyncImagePhaseValue(caseName: "failure", value: a[0]))
            }
            t.property("var image: Image? { get }", role: .view, doc: "The loaded image; nil in the other phases.") { r in
                phase(r, "success") ?? .none
            }
            t.property("var error: Error? { get }", role: .view, doc: "The error of a failed load; nil in the other phases.") { r in
                phase(r, "failure") ?? .none
            }
        }
    }

    private static func phase(_ value: Value, _ name: String) -> Value? {
        guard case .host(let phase as AsyncImagePhaseValue) = value, phase.caseName == name else { return nil }
        return phase.value
    }
}

/// `.success(image)` or `.failure(error)` of an `AsyncImagePhase`, made by the app.
final class AsyncImagePhaseValue: HostValue, CasePatternValue {
    let caseName: String
    let value: Value
    init(caseName: String, value: Value) {
        self.caseName = caseName
        self.value = value
    }
    var caseValues: [Value] { [value] }
    var typeName: String { "AsyncImagePhase" }
    var valueDescription: String { "\(caseName)(\(Value.describe(value)))" }
    var equalityKey: String { valueDescription }
}

/// iOS 18's `ForEach(subviews:)` and `Group(subviews:)`: a view's subviews (the views its
/// builder made, a `ForEach`'s rows among them) handed to the script one by one or as a collection.
enum SwiftUISubviewsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        // A collection of subviews is an array of them; a subview is a view with an id.
        surface.alias("SubviewsCollection", for: "Array")
        surface.alias("SubviewsCollection.Element", for: "Subview")
        surface.alias("Subview.ID", for: "Int")
        surface.type("Subview", conformsTo: ["View", "Identifiable"], doc: "One of a view's subviews, as a container gets it.") { t in
            t.property("var id: Subview.ID { get }", doc: "Which subview it is: its place among the subviews handed out.") {
                .int(try ValueReaders.host($0, SubviewValue.self, "Subview").id)
            }
        }
        surface.extend("Group") { t in
            t.initializer("init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)",
                          role: .view, doc: "The view the transform makes from the subviews of view.") { a in
                let subviews = try Self.subviews(of: a[0], range: a.range, in: a.context).enumerated().map(subview)
                let made = try ValueReaders.closure(a[1], "transform").call([.array(subviews)], in: a.context)
                return view(try ViewConversion.node(made, range: a.range, in: a.context))
            }
        }
        surface.extend("ForEach") { t in
            t.initializer("init<V: View, Content: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)",
                          role: .view, doc: "A row per subview of view; ids are their positions.") { a in
                let subviews = try Self.subviews(of: a[0], range: a.range, in: a.context)
                let closure = try ValueReaders.closure(a[1], "content"), range = a.range
                // Rows are built later, during layout: they run as the scene's own code.
                let runtime = a.context?.runtime
                return view(ViewNode(.forEach(ForEachNode(range: 0..<subviews.count) { [weak runtime] index in
                    try ViewConversion.node(try closure.call([subview(index, subviews[index])], in: runtime), range: range, in: runtime)
                })))
            }
        }
    }

    /// The subview at `index`: the view, with its place as its id.
    private static func subview(_ index: Int, _ node: ViewNode) -> Value { .host(SubviewValue(node, id: index)) }

    /// The views a view's builder made, as SwiftUI counts subviews: a group's views and a
    /// `ForEach`'s rows each count, up to the collection budget.
    static func subviews(of value: Value, range: SourceRange, in context: ScriptContext?) throws -> [ViewNode] {
        var result: [ViewNode] = [], pending = ArgumentReader.children(try ViewConversion.node(value, range: range, in: context))[...]
        while let node = pending.popFirst() {
            switch node.content {
            case .group(let nodes) where node.modifiers.isEmpty:
                pending = nodes[...] + pending
            case .forEach(let rows) where node.modifiers.isEmpty:
                guard rows.count <= Limits.elements - result.count else { throw RuntimeFailure(Limits.tooManyElements) }
                pending = try (0..<rows.count).map(rows.row)[...] + pending
            default:
                result.append(node)
            }
        }
        return result
    }
}
