import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Views without children of their own: text, images, shapes, colours, gradients, buttons.
enum SwiftUILeafViewsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        surface.type("Spacer", conformsTo: ["View"], doc: "Flexible space along a stack's axis (at least 8 pt by default).") { t in
            t.initializer("init(minLength: CGFloat? = nil)", role: .view, doc: "A spacer at least this long.") {
                view(.spacer(minLength: try ValueReaders.optionalDouble($0[0], "minLength")))
            }
        }
        surface.type("Text", conformsTo: ["View"], doc: "Text: in the body font 8 pt a character and 20.29 pt a line (SF Pro at 17 pt).") { t in
            t.initializer("init<S: StringProtocol>(_ content: S)", role: .view, doc: "Text showing the string.") {
                view(.text(ArgumentReader.string($0[0])))
            }
            // The app's one localisation is the key itself, as for `String(localized:)`, its Markdown
            // read as SwiftUI reads a key's (`MarkdownInline`). Before the image's: `Text(.init(markdown))`
            // makes a key, as swiftc chooses.
            t.initializer("init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: String? = nil)",
                          role: .view, doc: "Text showing the key (the app's one localisation is its development language), its inline Markdown read.") {
                view(.text(MarkdownInline.plainText(ArgumentReader.string($0[0]))))
            }
            t.initializer("init(_ image: Image)", role: .view, doc: "An image inside text: one character wide (8 pt), one line high.") { _ in
                view(.text("*"))
            }
            t.initializer("init(verbatim content: String)", role: .view, doc: "Text showing the string as it is.") {
                view(.text(ArgumentReader.string($0[0])))
            }
        }
        surface.type("Image", conformsTo: ["View", "Transferable"], doc: "An image, 24×24 unless resizable.") { t in
            t.initializer("init(systemName: String)", role: .view, doc: "An SF Symbol.") { view(.image(systemName: ArgumentReader.string($0[0]))) }
            t.initializer("init(systemName: String, variableValue: Double?)", role: .view,
                          doc: "An SF Symbol; the variable value fills its layers (drawn only), its size is the symbol's.") {
                view(.image(systemName: ArgumentReader.string($0[0])))
            }
            t.initializer("init(_ name: String, bundle: Bundle? = nil)", role: .view,
                          doc: "An image from the asset catalogs, at its natural size (every catalog loaded is searched, whatever the bundle).") { a in
                view(AssetLookup.imageNode(ArgumentReader.string(a[0]), context: a.context))
            }
            t.method("func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image",
                     role: .layout, doc: "The image takes the size it is offered.") { receiver, a in
                var node = try ViewConversion.node(receiver, range: a.range, in: a.context)
                if case .image(let name, _, let natural) = node.content { node.content = .image(systemName: name, resizable: true, naturalSize: natural) }
                return view(node)
            }
        }
        surface.type("Image.ResizingMode", .enum, doc: "How a resizable image fills its frame (visual only).") { t in
            t.cases(["stretch", "tile"], role: .visual, doc: "A resizing mode.")
        }
        shapes(&surface)
        colors(&surface)
        surface.type("Button", conformsTo: ["View"], doc: "A view that runs an action when tapped.") { t in
            t.initializer("init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)", role: .interaction,
                          doc: "A button with a label view.") { a in
                view(try ViewConstructors.button(action: a[0], label: try ViewConstructors.content(a[1], range: a.range, in: a.context),
                                                 range: a.range, in: a.context))
            }
            t.initializer("init(_ titleKey: String, action: @escaping () -> Void)", role: .interaction, doc: "A button titled by text.") { a in
                view(try ViewConstructors.button(action: a[1], label: [.text(ArgumentReader.string(a[0]))], range: a.range, in: a.context))
            }
            // A role (`.destructive`, `.cancel`) only changes how the button is drawn.
            t.initializer("init(_ titleKey: String, role: ButtonRole?, action: @escaping () -> Void)", role: .interaction,
                          doc: "A button titled by text, with a role (drawn only).") { a in
                view(try ViewConstructors.button(action: a[2], label: [.text(ArgumentReader.string(a[0]))], range: a.range, in: a.context))
            }
            t.initializer("init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label)", role: .interaction,
                          doc: "A button with a label view and a role (drawn only).") { a in
                view(try ViewConstructors.button(action: a[1], label: try ViewConstructors.content(a[2], range: a.range, in: a.context),
                                                 range: a.range, in: a.context))
            }
            t.initializer("init(_ titleKey: String, systemImage: String, action: @escaping () -> Void)", role: .interaction,
                          doc: "A button labelled with a title and an SF Symbol, as Label draws them.") { a in
                view(try ViewConstructors.button(action: a[2], label: [iconLabel(a)], range: a.range, in: a.context))
            }
            t.initializer("init(_ titleKey: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)",
                          role: .interaction, doc: "A button labelled with a title and an SF Symbol, with a role (drawn only).") { a in
                view(try ViewConstructors.button(action: a[3], label: [iconLabel(a)], range: a.range, in: a.context))
            }
        }
        /// `Button(title, systemImage:)`'s label: the title and the symbol, as `Label` draws them.
        func iconLabel(_ a: SurfaceArguments) throws -> ViewNode {
            try SwiftUIControlsSurface.styledLabel(title: [.text(ArgumentReader.string(a[0]))],
                                                   icon: [.image(systemName: ArgumentReader.string(a[1]))], a)
        }
        surface.type("EmptyView", conformsTo: ["View"], doc: "A view that shows nothing and takes no space.") { t in
            t.initializer("init()", role: .view, doc: "Nothing.") { _ in view(.empty) }
        }
    }

    /// `path(in:)` of a shape with rounded corners: a rounded rectangle filling the rectangle.
    private static func roundedOutline(_ t: inout SurfaceTypeBuilder, _ name: String) {
        t.method("func path(in rect: CGRect) -> Path", doc: "The \(name)'s outline in the rectangle.") { _, a in
            .host(PathValue([.roundedRect(try ValueReaders.rect(a[0], "in"))]))
        }
    }

    private static func shapes(_ surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        surface.type("Shape", .protocol, conformsTo: ["View"], doc: "A shape: takes the size it is offered (10 pt where nothing is).")
        surface.type("RoundedCornerStyle", .enum, doc: "How rounded corners are drawn (visual only).") { t in
            t.cases(["circular", "continuous"], role: .visual, doc: "A corner style.")
        }
        surface.type("InsettableShape", .protocol, conformsTo: ["Shape"], doc: "A shape that can inset itself (its border strokes inside it).")
        let outlines: [(String, ShapeKind, (Rect) -> PathValue.Element)] = [
            ("Rectangle", .rectangle, { .rect($0) }),
            // A circle's diameter is the rectangle's shorter side, centred in it.
            ("Circle", .circle, { rect in
                let side = min(rect.width, rect.height)
                return .ellipse(Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
            }),
            ("Ellipse", .circle, { .ellipse($0) }),
        ]
        for (name, shape, outline) in outlines {
            surface.type(name, conformsTo: ["InsettableShape"], doc: "A \(name.lowercased()) filling its frame.") { t in
                t.initializer("init()", role: .view, doc: "The shape.") { _ in view(ViewNode(.shape(shape))) }
                t.method("func path(in rect: CGRect) -> Path", doc: "The \(name.lowercased())'s outline in the rectangle.") { _, a in
                    .host(PathValue([outline(try ValueReaders.rect(a[0], "in"))]))
                }
            }
        }
        surface.type("ContainerRelativeShape", conformsTo: ["InsettableShape"],
                     doc: "The container's shape inset, filling its frame as a rectangle does (its corners are drawn only).") { t in
            t.initializer("init()", role: .view, doc: "The shape.") { _ in view(ViewNode(.shape(.rectangle))) }
        }
        surface.type("Capsule", conformsTo: ["InsettableShape"], doc: "A capsule filling its frame.") { t in
            t.initializer("init(style: RoundedCornerStyle = .continuous)", role: .view, doc: "The shape.") { _ in view(ViewNode(.shape(.capsule))) }
            roundedOutline(&t, "capsule")
        }
        surface.type("RoundedRectangle", conformsTo: ["InsettableShape"], doc: "A rectangle with rounded corners filling its frame.") { t in
            t.initializer("init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)", role: .view, doc: "The shape.") { a in
                view(.roundedRectangle(cornerRadius: try ValueReaders.double(a[0], "cornerRadius")))
            }
            t.initializer("init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)", role: .view, doc: "The shape.") { a in
                view(.roundedRectangle(cornerRadius: try ValueReaders.size(a[0], "cornerSize").width))
            }
            roundedOutline(&t, "rounded rectangle")
        }
        surface.type("UnevenRoundedRectangle", conformsTo: ["InsettableShape"],
                     doc: "A rectangle whose corners have radii of their own, filling its frame (drawn with the largest).") { t in
            t.initializer("init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, "
                          + "topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)", role: .view, doc: "The shape.") { a in
                view(.roundedRectangle(cornerRadius: try (0..<4).map { try ValueReaders.double(a[$0], "radius") }.max() ?? 0))
            }
            t.initializer("init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)", role: .view,
                          doc: "The shape.") { a in
                view(.roundedRectangle(cornerRadius: try largestRadius(a[0])))
            }
        }
        surface.type("RectangleCornerRadii", conformsTo: ["Equatable"], doc: "The radii of an uneven rounded rectangle's corners.") { t in
            let corners = BuiltinTypes.cornerRadii
            t.initializer("init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0)",
                          doc: "Four corners' radii.") { a in
                corners.make(try a.values.map { .double(try ValueReaders.double($0, "radius")) })
            }
            for name in BuiltinTypes.cornerNames {
                t.property("var \(name): CGFloat { get set }", doc: "The \(name) corner's radius.", get: corners.getter(name),
                           set: corners.setter(name))
            }
        }
    }

    private static func colors(_ surface: inout SurfaceBuilder) {
        let view = ViewConstructors.view
        surface.type("ShapeStyle", .protocol, doc: "A colour, gradient or material to fill with.")
        // Colours are values (equal, hashable, printed `red`) that are also views (ShapeStyleValues).
        surface.type("Color", conformsTo: ["View", "ShapeStyle", "Hashable", "Transferable"], doc: "A colour; as a view it fills the space it is offered.") { t in
            let names = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
                         "white", "gray", "black", "clear", "primary", "secondary", "accentColor"]
            for name in names {
                t.constant("static let \(name): Color", role: .view, doc: "The \(name) colour.", .host(ColorValue.system(name)))
            }
            t.initializer("init(_ name: String, bundle: Bundle? = nil)", role: .view,
                          doc: "A colour from the asset catalogs (clear if none has that name; every catalog loaded is searched, whatever the bundle).") { a in
                .host(AssetLookup.color(ArgumentReader.string(a[0]), context: a.context))
            }
            t.initializer("init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)",
                          role: .view, doc: "A colour from components.") { a in
                .host(ColorValue.components(red: try ValueReaders.double(a[1], "red"), green: try ValueReaders.double(a[2], "green"),
                                            blue: try ValueReaders.double(a[3], "blue"), opacity: try ValueReaders.double(a[4], "opacity")))
            }
            t.initializer("init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)", role: .view,
                          doc: "A grey.") { a in
                let white = try ValueReaders.double(a[1], "white")
                return .host(ColorValue.components(red: white, green: white, blue: white, opacity: try ValueReaders.double(a[2], "opacity")))
            }
            t.initializer("init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)", role: .view,
                          doc: "A colour from hue, saturation and brightness.") { a in
                .host(ColorValue.hsb(hue: try ValueReaders.double(a[0], "hue"), saturation: try ValueReaders.double(a[1], "saturation"),
                                     brightness: try ValueReaders.double(a[2], "brightness"), opacity: try ValueReaders.double(a[3], "opacity")))
            }
            // CustomStringConvertible, as SwiftUI's Color is: what interpolation writes.
            t.property("var description: String { get }", doc: "The colour as print writes it: red, #FF8000FF, 50% red.") { r in
                .string(Value.describe(r))
            }
            // Color's own `opacity(_:)` gives a Color (it goes into `[Color]` of a gradient,
            // prints `50% red`); as a view it is drawn faded, as the view modifier draws it.
            t.method("func opacity(_ opacity: Double) -> Color", role: .view, doc: "The colour with this opacity (drawn faded).") { receiver, a in
                guard case .host(let color as ColorValue) = receiver else { throw RuntimeFailure("opacity(_:) needs a Color") }
                return .host(color.withOpacity(try ValueReaders.double(a[0], "opacity")))
            }
        }
        surface.type("Color.RGBColorSpace", .enum, doc: "The colour space of a colour's components (drawn only).") { t in
            t.cases(["sRGB", "sRGBLinear", "displayP3"], role: .visual, doc: "A colour space.")
        }
        surface.type("Gradient", conformsTo: ["Hashable", "ShapeStyle"],
                     doc: "Colours at locations for a gradient; as a shape style, a linear gradient from top to bottom (drawn only).") { t in
            t.initializer("init(colors: [Color])", role: .visual, doc: "A gradient of these colours, evenly spaced.") { a in
                .host(GradientValue(colors: try ValueReaders.array(a[0], "colors")))
            }
            t.initializer("init(stops: [Gradient.Stop])", role: .visual, doc: "A gradient of these stops.") { a in
                let stops = try ValueReaders.array(a[0], "stops").map { value -> (color: Value, location: Double) in
                    guard case .host(let stop as GradientStopValue) = value else { throw RuntimeFailure("a stop must be a Gradient.Stop") }
                    return (stop.color, stop.location)
                }
                return .host(GradientValue(stops: stops))
            }
            t.property("var stops: [Gradient.Stop] { get }", role: .visual, doc: "Its stops, evenly spaced for one made of colours.") {
                guard case .host(let gradient as GradientValue) = $0 else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Gradient", $0)) }
                return .array(gradient.stops.map { .host(GradientStopValue(color: $0.color, location: $0.location)) })
            }
        }
        surface.type("Gradient.Stop", conformsTo: ["Hashable"], doc: "A colour at a location of a gradient.") { t in
            t.initializer("init(color: Color, location: CGFloat)", role: .visual, doc: "A stop.") { a in
                .host(GradientStopValue(color: a[0], location: try ValueReaders.double(a[1], "location")))
            }
            func stop(_ value: Value) throws -> GradientStopValue {
                guard case .host(let stop as GradientStopValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Gradient.Stop", value)) }
                return stop
            }
            t.property("var color: Color { get }", role: .visual, doc: "The stop's colour.") { try stop($0).color }
            t.property("var location: CGFloat { get }", role: .visual, doc: "Where the stop is, from 0 to 1.") { .double(try stop($0).location) }
        }
        // Each gradient is made from a Gradient, its colours evenly spaced, or its stops, with
        // the geometry parameters Apple declares for it.
        let gradients = [("LinearGradient", ["startPoint: UnitPoint, endPoint: UnitPoint"]),
                         ("RadialGradient", ["center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat"]),
                         ("AngularGradient", ["center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero",
                                              "center: UnitPoint, angle: Angle = .zero"]),
                         ("EllipticalGradient", ["center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5"])]
        for (name, tails) in gradients {
            surface.type(name, conformsTo: ["View", "ShapeStyle"], doc: "A gradient; as a view it fills its frame.") { t in
                for tail in tails {
                    for colors in ["colors: [Color]", "gradient: Gradient", "stops: [Gradient.Stop]"] {
                        t.initializer("init(\(colors), \(tail))", role: .view, doc: "The gradient.") { _ in view(ViewNode(.linearGradient)) }
                    }
                }
            }
        }
    }

    /// The largest of a `RectangleCornerRadii`'s radii, which an uneven rectangle is drawn with.
    private static func largestRadius(_ radii: Value) throws -> Double {
        guard case .record(_, let fields) = radii else { throw RuntimeFailure(RuntimeMessages.typeMismatch("RectangleCornerRadii", radii)) }
        return try fields.map { try ValueReaders.double($0, "radius") }.max() ?? 0
    }
}
