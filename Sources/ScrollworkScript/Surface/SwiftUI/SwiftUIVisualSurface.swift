import ScrollworkCore
import ScrollworkScene

/// Modifiers that only change how things are drawn, accepted with no layout effect
/// (docs/SEMANTICS.md, "Visual modifiers"), and the values they take (fonts, shapes); and SwiftUI
/// names scrollwork knows but does not simulate yet, which are located warnings where used.
enum SwiftUIVisualSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            t.visual(visualModifiers, doc: "Drawn only; no effect on layout or scrolling in scrollwork.")
        }
        surface.extend("Shape") { t in
            t.visual(["func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some ShapeView",
                      "func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View",
                      "func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View",
                      "func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View",
                      "func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View",
                      "func stroke(lineWidth: CGFloat = 1) -> some Shape", "func stroke(style: StrokeStyle) -> some Shape"],
                     doc: "Drawn only; the shape still takes the size it is offered.")
            // The shapes themselves, as `Rectangle()` makes one: a shape an app takes as `some Shape`
            // is drawn and modified like any other (`SkeletonBar(.rect(cornerRadius: 5))`).
            func shape(_ kind: ShapeKind) -> Value { ViewConstructors.view(ViewNode(.shape(kind))) }
            for (name, declaration, kind) in [("rect", "static var rect: Rectangle { get }", ShapeKind.rectangle),
                                              ("circle", "static var circle: Circle { get }", .circle),
                                              ("capsule", "static var capsule: Capsule { get }", .capsule),
                                              ("ellipse", "static var ellipse: Ellipse { get }", .circle),
                                              ("containerRelative", "static var containerRelative: ContainerRelativeShape { get }", .rectangle),
                                              ("buttonBorder", "static var buttonBorder: ButtonBorderShape { get }", .rectangle)] {
                t.constant(declaration, role: .visual, doc: "The \(name) shape.", shape(kind))
            }
            t.staticFunction("static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle",
                             role: .visual, doc: "A rounded rectangle.") { a in
                shape(.roundedRectangle(cornerRadius: try ValueReaders.double(a[0], "cornerRadius")))
            }
            t.staticFunction("static func capsule(style: RoundedCornerStyle) -> Capsule", role: .visual,
                             doc: "A capsule with corners of the style.") { _ in shape(.capsule) }
            t.staticFunction("static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, "
                             + "topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle",
                             role: .visual, doc: "A rectangle whose corners have radii of their own.") { _ in shape(.rectangle) }
            t.staticFunction("static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle",
                             role: .visual, doc: "A rectangle whose corners have the radii given.") { _ in shape(.rectangle) }
        }
        // A border is stroked inside the shape, which only a shape that can inset itself can do.
        surface.extend("InsettableShape") { t in
            t.visual(["func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View",
                      // iOS 17's form, when `antialiased:` is written (without it, the form above).
                      "func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> some View",
                      "func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View",
                      "func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View",
                      "func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View"],
                     doc: "Drawn only; the shape still takes the size it is offered.")
        }
        // iOS 17: a filled shape is still a shape view, which a stroke or a border is drawn over
        // (`Circle().fill(.yellow).strokeBorder(.orange, lineWidth: 4)`).
        surface.type("ShapeView", .protocol, conformsTo: ["View"], doc: "A shape drawn with a style, which a stroke may be drawn over.") { t in
            t.visual(["func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View",
                      "func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View",
                      "func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View",
                      "func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View"],
                     doc: "Drawn only; the shape still takes the size it is offered.")
        }
        surface.type("StrokeStyle", doc: "How a shape's outline is drawn (drawn only).") { t in
            t.initializer("init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, "
                          + "dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)", role: .visual, doc: "A stroke style.") { _ in .none }
        }
        surface.type("CGLineCap", .enum, doc: "How an open line ends (drawn only).") { t in
            t.cases(["butt", "round", "square"], role: .visual, doc: "A line cap.")
        }
        surface.type("ColorRenderingMode", .enum, doc: "The colour space an offscreen drawing group renders in (drawn only).") { t in
            t.cases(["nonLinear", "linear", "extendedLinear"], role: .visual, doc: "A colour rendering mode.")
        }
        surface.type("CGLineJoin", .enum, doc: "How joined lines meet (drawn only).") { t in
            t.cases(["miter", "round", "bevel"], role: .visual, doc: "A line join.")
        }
        surface.extend("Text") { t in
            t.visual(["func italic() -> Text", "func foregroundColor(_ color: Color?) -> Text"],
                     doc: "Drawn only; text keeps its size (8 pt a character).")
        }
        surface.type("FillStyle", doc: "How a shape is filled (drawn only).") { t in
            t.initializer("init(eoFill: Bool = false, antialiased: Bool = true)", role: .visual, doc: "A fill style.") { _ in .none }
        }
        fonts(&surface)
        surface.unsupportedViews(["Canvas", "OutlineGroup", "Table", "MultiDatePicker"],
                                 doc: "not simulated yet")
        surface.extend("ShapeStyle") { t in
            t.constant("static var foreground: ForegroundStyle { get }", role: .visual, doc: "The current foreground style.", .symbol("foreground"))
            for (name, tail) in [("linearGradient", "startPoint: UnitPoint, endPoint: UnitPoint"),
                                 ("radialGradient", "center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat"),
                                 ("angularGradient", "center: UnitPoint, startAngle: Angle, endAngle: Angle"),
                                 ("ellipticalGradient", "center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5"),
                                 ("conicGradient", "center: UnitPoint, angle: Angle = .zero")] {
                let type = name == "conicGradient" ? "AngularGradient" : name.prefix(1).uppercased() + name.dropFirst()
                for stops in ["colors: [Color]", "_ gradient: Gradient", "stops: [Gradient.Stop]"] {
                    t.staticFunction("static func \(name)(\(stops), \(tail)) -> \(type)", role: .visual,
                                     doc: "A gradient fill (drawn only).") { _ in ViewConstructors.view(ViewNode(.linearGradient)) }
                }
            }
        }
        surface.type("Material", conformsTo: ["ShapeStyle"], doc: "A blurred background material (drawn only).") { t in
            for name in ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"] {
                t.constant("static let \(name): Material", role: .visual, doc: "The \(name) material.", .symbol(name))
            }
            // Material's own spelling of the same materials (`Material.ultraThin`).
            for name in ["ultraThin", "thin", "regular", "thick", "ultraThick"] {
                t.constant("static let \(name): Material", role: .visual, doc: "The \(name)Material material.", .symbol(name + "Material"))
            }
        }
        surface.extend("View") { t in
            t.visual(["func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View",
                      "func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View"],
                     doc: "A colour or material drawn behind or over the view (drawn only).")
        }
        surface.type("ColorScheme", .enum, conformsTo: ["CaseIterable", "Hashable"], doc: "Light or dark appearance.") { t in
            t.cases(["light", "dark"], role: .visual, doc: "A colour scheme.")
            // A preview of both (`ForEach(ColorScheme.allCases, id: \.self) { … }`).
            t.allCases(["light", "dark"], doc: "Light, then dark.")
        }
        surface.type("TextAlignment", .enum, doc: "How lines of text align.") { t in
            t.cases(["leading", "center", "trailing"], role: .visual, doc: "An alignment.")
            t.allCases(["leading", "center", "trailing"], doc: "Leading, center, trailing.")
        }
        surface.type("Image.Scale", .enum, conformsTo: ["Hashable"], doc: "The scale of a symbol image.") { t in
            t.cases(["small", "medium", "large"], role: .visual, doc: "A scale.")
        }
        surface.type("Text.TruncationMode", .enum, doc: "Where text is cut.") { t in t.cases(["head", "middle", "tail"], role: .visual, doc: "A mode.") }
    }

    private static func fonts(_ surface: inout SurfaceBuilder) {
        surface.type("Font", conformsTo: ["Hashable"], doc: "A font: text is measured in it (docs/SEMANTICS.md, \"Text\").") { t in
            for name in ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"] {
                let font = FontValue(font: TextFont.styles[name] ?? .body, style: name)
                t.constant("static let \(name): Font", role: .value, doc: "The \(name) text style at the default Dynamic Type size.", .host(font))
            }
            t.constant("static var `default`: Font", role: .value,
                       doc: "The font of the environment (iOS 26): set with font(_:), the font around the view, at the weight given with bold() or weight(_:).",
                       .host(FontValue.environment))
            t.staticFunction("static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font",
                             role: .value, doc: "The system font at a size.") { a in
                let size = try ValueReaders.double(a[0], "size"), weight = try FontValue.weight(a[1])
                guard size.isFinite, size > 0 else { throw RuntimeFailure("a font size must be positive and finite, not \(Value.describe(double: size))") }
                return .host(FontValue(font: TextFont(size: size, weight: weight ?? .regular), style: nil, hasWeight: weight != nil))
            }
            t.staticFunction("static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font",
                             role: .value, doc: "The system font in a text style.") { a in
                guard let name = ArgumentReader.symbol(a[0]), let style = FontValue.style(name) else {
                    throw RuntimeFailure("expected a text style such as .title, found \(Value.describe(a[0]))")
                }
                return .host(try FontValue.weight(a[2]).map { style.weighted($0) } ?? style)
            }
            // An app's own font is not loaded here: text in it is measured with the system
            // font's metrics at the size given (README, "Fonts").
            for declaration in ["static func custom(_ name: String, size: CGFloat) -> Font",
                                "static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font",
                                "static func custom(_ name: String, fixedSize: CGFloat) -> Font"] {
                t.staticFunction(declaration, role: .value, doc: "A font of the app's at a size: measured as the system font at that size.") { a in
                    let size = try ValueReaders.double(a[1], "size")
                    guard size.isFinite, size > 0 else { throw RuntimeFailure("a font size must be positive and finite, not \(Value.describe(double: size))") }
                    return .host(FontValue(font: TextFont(size: size), style: nil))
                }
            }
            t.method("func monospacedDigit() -> Font", role: .value,
                     doc: "Digits of equal width: text is measured by an average advance, so sizes do not change.") { receiver, _ in receiver }
            // Drawn only, as the View and Text modifiers of the same names are: text is measured
            // by its size and weight (README, "Fonts").
            for declaration in ["func italic() -> Font", "func monospaced() -> Font", "func smallCaps() -> Font",
                                "func lowercaseSmallCaps() -> Font", "func uppercaseSmallCaps() -> Font", "func width(_ width: Font.Width) -> Font"] {
                t.method(declaration, role: .visual, doc: "The font drawn so; measured at its size and weight.") { receiver, _ in receiver }
            }
            t.method("func bold() -> Font", role: .value, doc: "The bold version.") { receiver, _ in
                try Self.font(receiver).map { .host($0.weighted(.bold)) } ?? receiver
            }
            t.method("func weight(_ weight: Font.Weight) -> Font", role: .value, doc: "The font at a weight.") { receiver, a in
                guard let weight = try FontValue.weight(a[0]) else { return receiver }
                return try Self.font(receiver).map { .host($0.weighted(weight)) } ?? receiver
            }
        }
        surface.type("Font.Weight", doc: "A font weight.") { t in
            for name in ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"] {
                t.constant("static let \(name): Font.Weight", role: .visual, doc: "The \(name) weight.", .symbol(name))
            }
        }
        surface.type("Font.Width", doc: "A font width (drawn only: text keeps 8 pt a character).") { t in
            for name in ["compressed", "condensed", "standard", "expanded"] {
                t.constant("static let \(name): Font.Width", role: .visual, doc: "The \(name) width.", .symbol(name))
            }
        }
        surface.type("Font.Design", .enum, doc: "A font design.") { t in t.cases(["default", "serif", "rounded", "monospaced"], role: .visual, doc: "A design.") }
        surface.type("Font.TextStyle", .enum, doc: "A text style.") { t in
            t.cases(["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"],
                    role: .visual, doc: "A text style.")
        }
    }

    /// The font a `Font` receiver is (a text style written as a bare name too).
    private static func font(_ value: Value) throws -> FontValue? {
        if case .host(let font as FontValue) = value { return font }
        if let name = ArgumentReader.symbol(value) { return FontValue.style(name) }
        return nil
    }

    static let visualModifiers = [
        "func foregroundColor(_ color: Color?) -> some View",
        "func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View",
        "func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View",
        "func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View",
        "func fontDesign(_ design: Font.Design?) -> some View",
        "func fontWidth(_ width: Font.Width?) -> some View",
        "func italic(_ isActive: Bool = true) -> some View",
        "func underline(_ isActive: Bool = true, color: Color? = nil) -> some View",
        "func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View",
        "func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View",
        "func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View",
        "func monospaced(_ isActive: Bool = true) -> some View",
        "func monospacedDigit() -> some View",
        "func kerning(_ kerning: CGFloat) -> some View",
        "func tracking(_ tracking: CGFloat) -> some View",
        "func multilineTextAlignment(_ alignment: TextAlignment) -> some View",
        "func truncationMode(_ mode: Text.TruncationMode) -> some View",
        "func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View",
        "func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View",
        "func clipped(antialiased: Bool = false) -> some View",
        "func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View",
        "func tint(_ tint: Color?) -> some View",
        "func tint<S: ShapeStyle>(_ tint: S?) -> some View",
        "func accentColor(_ accentColor: Color?) -> some View",
        "func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View",
        "func compositingGroup() -> some View",
        "func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View",
        "func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View",
        "func blendMode(_ blendMode: BlendMode) -> some View",
        "func colorInvert() -> some View",
        "func colorMultiply(_ color: Color) -> some View",
        "func luminanceToAlpha() -> some View",
        "func accessibilityLabel(_ label: String) -> some View",
        "func accessibilityHint(_ hint: String) -> some View",
        "func accessibilityIdentifier(_ identifier: String) -> some View",
        "func accessibilityHidden(_ hidden: Bool) -> some View",
        "func statusBarHidden(_ hidden: Bool = true) -> some View",
        "func zIndex(_ value: Double) -> some View",
        "func hidden() -> some View",
        "func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View",
        "func imageScale(_ scale: Image.Scale) -> some View",
    ]

}
