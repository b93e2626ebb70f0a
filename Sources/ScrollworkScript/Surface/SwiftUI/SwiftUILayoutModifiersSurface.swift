import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Modifiers that change sizes and places (docs/SEMANTICS.md, "Layout modifiers").
enum SwiftUILayoutModifiersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            frames(&t)
            padding(&t)
            sizing(&t)
            placement(&t)
        }
        surface.type("ContentMode", .enum, doc: "Whether aspectRatio fits inside or fills the space.") { t in
            t.cases(["fit", "fill"], doc: "A content mode.")
        }
        surface.type("SafeAreaRegions", conformsTo: ["OptionSet"], doc: "Which safe-area regions ignoresSafeArea ignores.") { t in
            for name in ["all", "container", "keyboard"] {
                t.constant("static let \(name): SafeAreaRegions", role: .layout, doc: "The \(name) regions.", .symbol(name))
            }
        }
    }

    private static let double = ValueReaders.optionalDouble
    private static func modifier(_ value: inout Value, _ a: SurfaceArguments, _ modifier: ViewModifier) throws {
        try ViewModifiers.append(modifier, to: &value, range: a.range, in: a.context)
    }

    private static func frames(_ t: inout SurfaceTypeBuilder) {
        t.transform("func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View",
                    role: .layout, doc: "A fixed width and/or height; nil keeps the child's length on that axis.") { value, a in
            try modifier(&value, a, .frame(width: try double(a[0], "width"), height: try double(a[1], "height"),
                                           alignment: try ArgumentReader.alignment(a[2]) ?? .center))
        }
        t.transform("func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View",
                    role: .layout, doc: "Bounds on the width and height; .infinity takes all that is offered.") { value, a in
            let frame = FlexibleFrame(minWidth: try double(a[0], "minWidth"), idealWidth: try double(a[1], "idealWidth"),
                                      maxWidth: try double(a[2], "maxWidth"), minHeight: try double(a[3], "minHeight"),
                                      idealHeight: try double(a[4], "idealHeight"), maxHeight: try double(a[5], "maxHeight"),
                                      alignment: try ArgumentReader.alignment(a[6]) ?? .center)
            try modifier(&value, a, .flexibleFrame(frame))
        }
    }

    private static func padding(_ t: inout SurfaceTypeBuilder) {
        t.transform("func padding(_ length: CGFloat) -> some View", role: .layout, doc: "The same padding on every edge.") { value, a in
            try modifier(&value, a, .padding(EdgeSet.all.insets(try ValueReaders.double(a[0], "length"))))
        }
        t.transform("func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View", role: .layout,
                    doc: "Padding on these edges; 16 pt when no length is given.") { value, a in
            let edges = try ArgumentReader.edges(a[0]) ?? .all
            try modifier(&value, a, .padding(edges.insets(try double(a[1], "length") ?? 16)))
        }
        t.transform("func padding(_ insets: EdgeInsets) -> some View", role: .layout, doc: "Padding by these insets.") { value, a in
            try modifier(&value, a, .padding(try insets(a[0])))
        }
    }

    static func insets(_ value: Value) throws -> ScrollworkCore.EdgeInsets {
        guard case .record(let type, let fields) = value, type === BuiltinTypes.edgeInsets else {
            throw RuntimeFailure("expected EdgeInsets, found \(value.typeName)")
        }
        let number = { (index: Int) in try ValueReaders.double(fields[index], "inset") }
        return ScrollworkCore.EdgeInsets(top: try number(0), leading: try number(1), bottom: try number(2), trailing: try number(3))
    }

    private static func sizing(_ t: inout SurfaceTypeBuilder) {
        func aspect(_ value: inout Value, _ a: SurfaceArguments, ratio: Double?, fill: Bool) throws {
            try ViewModifiers.change(&value, range: a.range, in: a.context) { $0 = $0.aspectRatio(ratio, contentMode: fill ? .fill : .fit) }
        }
        t.transform("func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View", role: .layout,
                    doc: "Keeps width over height at the ratio (the child's own when nil), fitting or filling.") { value, a in
            try aspect(&value, a, ratio: try double(a[0], "aspectRatio"), fill: ValueReaders.symbol(a[1]) == "fill")
        }
        t.transform("func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View", role: .layout,
                    doc: "Keeps the ratio of the size's width to its height.") { value, a in
            let size = try ValueReaders.size(a[0], "aspectRatio")
            try aspect(&value, a, ratio: size.height > 0 ? size.width / size.height : nil, fill: ValueReaders.symbol(a[1]) == "fill")
        }
        t.transform("func scaledToFit() -> some View", role: .layout, doc: "aspectRatio(contentMode: .fit).") { value, a in
            try aspect(&value, a, ratio: nil, fill: false)
        }
        t.transform("func scaledToFill() -> some View", role: .layout, doc: "aspectRatio(contentMode: .fill).") { value, a in
            try aspect(&value, a, ratio: nil, fill: true)
        }
        t.transform("func fixedSize() -> some View", role: .layout, doc: "The child keeps its ideal size on both axes.") { value, a in
            try modifier(&value, a, .fixedSize([.horizontal, .vertical]))
        }
        t.transform("func fixedSize(horizontal: Bool, vertical: Bool) -> some View", role: .layout,
                    doc: "The child keeps its ideal size on the axes asked.") { value, a in
            let horizontal = try ValueReaders.bool(a[0], "horizontal"), vertical = try ValueReaders.bool(a[1], "vertical")
            try modifier(&value, a, .fixedSize(AxisSet(rawValue: (horizontal ? 1 : 0) | (vertical ? 2 : 0))))
        }
        containerRelative(&t)
    }

    private static func containerRelative(_ t: inout SurfaceTypeBuilder) {
        func frame(_ value: inout Value, _ a: SurfaceArguments, count: Int = 1, span: Int = 1, spacing: Double = 0,
                   alignment: Value, transform: ContainerLengthTransform? = nil) throws {
            guard case .optionSet(.axes, let bits) = a[0] else { throw RuntimeFailure("expected Axis.Set") }
            let frame = ContainerRelativeFrame(axes: AxisSet(rawValue: bits), count: count, span: span, spacing: spacing,
                                               alignment: try ArgumentReader.alignment(alignment) ?? .center, transform: transform)
            try modifier(&value, a, .containerRelativeFrame(frame))
        }
        t.transform("func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View", role: .layout,
                    doc: "The container's length (inside its insets) on these axes.") { value, a in
            try frame(&value, a, alignment: a[1])
        }
        t.transform("func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View",
                    role: .layout, doc: "(container − spacing·(count−1))/count·span + (span−1)·spacing.") { value, a in
            try frame(&value, a, count: try ValueReaders.int(a[1], "count"), span: try ValueReaders.int(a[2], "span"),
                      spacing: try ValueReaders.double(a[3], "spacing"), alignment: a[4])
        }
        t.transform("func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View",
                    role: .layout, doc: "The length the closure computes from the container's.") { value, a in
            let closure = try ValueReaders.closure(a[2], "length"), runtime = try a.context.requiredRuntime()
            // Run during layout, as the scene's own code.
            let transform = ContainerLengthTransform { [weak runtime] length, axis in
                guard let runtime else { return .nan }
                runtime.machine.begin()
                let axisValue = Value.symbol(axis == .vertical ? "vertical" : "horizontal")
                guard let result = try? closure.call([.double(length), axisValue], in: runtime),
                      let number = try? ValueReaders.double(result, "length") else { return .nan }
                return number
            }
            try frame(&value, a, alignment: a[1], transform: transform)
        }
    }

    private static func placement(_ t: inout SurfaceTypeBuilder) {
        t.transform("func id<ID: Hashable>(_ id: ID) -> some View", role: .layout, doc: "The view's identity: its item id in a scroll view.") { value, a in
            try modifier(&value, a, .id(ViewConversion.itemID(a[0])))
        }
        for (name, isOverlay) in [("overlay", true), ("background", false)] {
            t.transform("func \(name)<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View", role: .layout,
                        doc: "A view drawn \(isOverlay ? "over" : "behind") this one, in its frame.") { value, a in
                try layer(&value, a, a[1], alignment: a[0], isOverlay: isOverlay)
            }
            t.transform("func \(name)<V: View>(_ view: V, alignment: Alignment = .center) -> some View", role: .layout,
                        doc: "A view (or colour) drawn \(isOverlay ? "over" : "behind") this one, in its frame.") { value, a in
                try layer(&value, a, a[0], alignment: a[1], isOverlay: isOverlay)
            }
        }
        t.transform("func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View", role: .effect,
                    doc: "Moves what is drawn, not the layout.") { value, a in
            try offset(&value, a, x: try ValueReaders.double(a[0], "x"), y: try ValueReaders.double(a[1], "y"))
        }
        t.transform("func offset(_ offset: CGSize) -> some View", role: .effect, doc: "Moves what is drawn, not the layout.") { value, a in
            let size = try ValueReaders.size(a[0], "offset")
            try offset(&value, a, x: size.width, y: size.height)
        }
        t.transform("func position(x: CGFloat = 0, y: CGFloat = 0) -> some View", role: .layout,
                    doc: "Takes all the space offered and centres the view at this point in it.") { value, a in
            try modifier(&value, a, .position(x: try ValueReaders.double(a[0], "x"), y: try ValueReaders.double(a[1], "y")))
        }
        t.transform("func position(_ position: CGPoint) -> some View", role: .layout,
                    doc: "Takes all the space offered and centres the view at this point in it.") { value, a in
            let point = try ValueReaders.point(a[0], "position")
            try modifier(&value, a, .position(x: point.x, y: point.y))
        }
        t.transform("func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View", role: .layout,
                    doc: "Extends past the safe-area padding on these edges.") { value, a in
            try modifier(&value, a, .ignoresSafeArea(try ArgumentReader.edges(a[1]) ?? .all))
        }
    }

    private static func layer(_ value: inout Value, _ a: SurfaceArguments, _ content: Value, alignment: Value, isOverlay: Bool) throws {
        guard let view = try ArgumentReader.view(content, range: a.range, in: a.context) else { return }
        let align = try ArgumentReader.alignment(alignment) ?? .center
        try ViewModifiers.change(&value, range: a.range, in: a.context) { node in
            node = isOverlay ? node.overlay(alignment: align, view) : node.background(alignment: align, view)
        }
    }

    private static func offset(_ value: inout Value, _ a: SurfaceArguments, x: Double, y: Double) throws {
        try offset(&value, x: x, y: y, range: a.range, in: a.context)
    }

    /// The view drawn moved by (x, y), its layout unchanged (`offset`, a `GeometryEffect`'s translation).
    static func offset(_ value: inout Value, x: Double, y: Double, range: SourceRange, in context: ScriptContext?) throws {
        try ViewModifiers.change(&value, range: range, in: context) { node in
            node.modifiers.append(.offset(x: x, y: y))
            BodyEffects.apply({ $0.offsetX += x; $0.offsetY += y }, to: &node, runtime: context?.runtime)
        }
    }
}
