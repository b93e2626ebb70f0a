import ScrollworkScene

/// `UIFont` as apps read it: the system font and the text styles at the default Dynamic Type
/// size (Large), with the names and metrics iOS gives them; a font of the app's by name, which is
/// not loaded here, has the system font's metrics at its size (as `Font.custom` does).
enum UIKitFontSurface: SurfaceProvider {
    /// UIKit's text styles and their sizes at the default Dynamic Type size (Apple's Human
    /// Interface Guidelines): UIKit names `title` and `caption` `title1` and `caption1`.
    static let textStyles: [(name: String, swiftUI: String)] = [
        ("largeTitle", "largeTitle"), ("title1", "title"), ("title2", "title2"), ("title3", "title3"),
        ("headline", "headline"), ("subheadline", "subheadline"), ("body", "body"), ("callout", "callout"),
        ("footnote", "footnote"), ("caption1", "caption"), ("caption2", "caption2"),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIFont", .class, conformsTo: ["Hashable"], doc: "A UIKit font: its name, size and metrics.") { t in
            makers(&t)
            readers(&t)
        }
        surface.type("UIFont.Weight", doc: "A font weight.") { t in
            for weight in TextFont.Weight.allCases {
                t.constant("static let \(weight.rawValue): UIFont.Weight", doc: "The \(weight.rawValue) weight.", .symbol(weight.rawValue))
            }
        }
        surface.type("UIFont.Width", doc: "A font width (iOS 16): drawn only, as SwiftUI's Font.Width is here.") { t in
            for width in ["compressed", "condensed", "standard", "expanded"] {
                t.constant("static let \(width): UIFont.Width", role: .visual, doc: "The \(width) width.", .symbol(width))
            }
        }
        surface.type("UIFont.TextStyle", conformsTo: ["Hashable"], doc: "A Dynamic Type text style.") { t in
            for style in textStyles {
                t.constant("static let \(style.name): UIFont.TextStyle", doc: "The \(style.name) text style.", .symbol(style.name))
            }
        }
        surface.type("UIFontMetrics", .class, doc: "Scales sizes for Dynamic Type: at the default size (Large) they stay as they are.") { t in
            t.constant("class var `default`: UIFontMetrics { get }", doc: "The body style's metrics.", .symbol("body"))
            t.initializer("init(forTextStyle textStyle: UIFont.TextStyle)", doc: "A text style's metrics.") { a in a[0] }
            t.method("func scaledValue(for value: CGFloat) -> CGFloat", doc: "The value at the default Dynamic Type size: unchanged.") { _, a in
                .double(try ValueReaders.double(a[0], "for"))
            }
            t.method("func scaledFont(for font: UIFont) -> UIFont", doc: "The font at the default Dynamic Type size: unchanged.") { _, a in a[0] }
        }
        UIFontDescriptorValue.register(in: &surface)
    }

    private static func makers(_ t: inout SurfaceTypeBuilder) {
        for (tail, doc) in [("", "The system font at a size and weight."),
                            (", width: UIFont.Width", "The system font at a size and weight; its width is drawn only.")] {
            t.staticFunction("class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight\(tail)) -> UIFont", doc: doc) { a in
                .host(UIFontValue.system(size: try size(a[0]), weight: try FontValue.weight(a[1]) ?? .regular))
            }
        }
        t.staticFunction("class func systemFont(ofSize fontSize: CGFloat) -> UIFont", doc: "The system font at a size.") { a in
            .host(UIFontValue.system(size: try size(a[0]), weight: .regular))
        }
        t.staticFunction("class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont", doc: "The bold system font at a size.") { a in
            .host(UIFontValue.system(size: try size(a[0]), weight: .bold))
        }
        t.staticFunction("class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont",
                         doc: "A text style's font at the default Dynamic Type size (Large): body 17, headline 17 semibold, …") { a in
            try preferredValue(a[0])
        }
        t.initializer("init?(name fontName: String, size fontSize: CGFloat)",
                      doc: "A font by its name: every name is found, with the system font's metrics.") { a in
            .host(UIFontValue(name: try ValueReaders.string(a[0], "name"), family: nil, font: TextFont(size: try size(a[1]))))
        }
        t.initializer("init(descriptor: UIFontDescriptor, size pointSize: CGFloat)",
                      doc: "The font a descriptor describes, at a size (0 keeps the descriptor's).") { a in
            let font = try UIFontDescriptorValue.read(a[0]).font
            let size = try ValueReaders.double(a[1], "size")
            return .host(size > 0 ? font.withSize(try self.size(a[1])) : font)
        }
        for (name, size) in [("labelFontSize", 17.0), ("buttonFontSize", 18), ("smallSystemFontSize", 12), ("systemFontSize", 14)] {
            t.constant("class var \(name): CGFloat { get }", doc: "UIKit's standard \(name): \(Int(size)) pt.", .double(size))
        }
    }

    private static func readers(_ t: inout SurfaceTypeBuilder) {
        t.property("var fontName: String { get }", doc: "The font's name (`.SFUI-Regular` for the system font).") { .string(try read($0).name) }
        t.property("var familyName: String { get }", doc: "The font's family (`.AppleSystemUIFont` for the system font).") {
            .string(try read($0).familyName)
        }
        t.property("var pointSize: CGFloat { get }", doc: "The size in points.") { .double(try read($0).font.size) }
        t.property("var lineHeight: CGFloat { get }", doc: "Ascender plus descender: about 1.19 em.") { .double(try read($0).font.lineHeight) }
        for (name, perEm, doc) in UIFontValue.metrics {
            t.property("var \(name): CGFloat { get }", doc: doc) { .double(try read($0).font.size * perEm) }
        }
        t.property("var leading: CGFloat { get }", doc: "Extra space between lines: none for the system font.") { _ in .double(0) }
        t.method("func withSize(_ fontSize: CGFloat) -> UIFont", doc: "The same font at another size.") { r, a in
            .host(try read(r).withSize(try size(a[0])))
        }
        t.property("var fontDescriptor: UIFontDescriptor { get }", doc: "What describes the font.") { .host(UIFontDescriptorValue(font: try read($0))) }
    }

    static func read(_ value: Value) throws -> UIFontValue {
        guard case .host(let font as UIFontValue) = value else { throw RuntimeFailure("expected a UIFont, found \(Value.describe(value))") }
        return font
    }

    private static func size(_ value: Value) throws -> Double {
        let size = try ValueReaders.double(value, "size")
        guard size.isFinite, size >= 0 else { throw RuntimeFailure("a font size must be finite and not negative, not \(Value.describe(double: size))") }
        return size
    }

    /// `preferredFont(forTextStyle:)`: the style's font at the default Dynamic Type size.
    static func preferredValue(_ value: Value) throws -> Value {
        guard let name = ArgumentReader.symbol(value), let style = textStyles.first(where: { $0.name == name }),
              let font = TextFont.styles[style.swiftUI] else {
            throw RuntimeFailure("expected a UIFont.TextStyle such as .body, found \(Value.describe(value))")
        }
        return .host(UIFontValue.system(size: font.size, weight: font.weight))
    }
}

/// A `UIFont`: its name and family as iOS reports them, and the size and weight text is
/// measured in.
final class UIFontValue: HostValue {
    /// The system font's family; its faces are named `.SFUI-` and the weight (`.SFUI-Semibold`).
    static let systemFamily = ".AppleSystemUIFont"

    /// SF Pro's metrics per em, as its font tables declare them (units of 2048 per em), with
    /// the doc line of each.
    static let metrics: [(String, Double, String)] = [
        ("ascender", 1950.0 / 2048, "Above the baseline: 1950/2048 em."),
        ("descender", -494.0 / 2048, "Below the baseline, negative: −494/2048 em."),
        ("capHeight", 1443.0 / 2048, "A capital letter's height: 1443/2048 em."),
        ("xHeight", 1078.0 / 2048, "A lowercase x's height: 1078/2048 em."),
    ]

    let name: String
    /// nil for a font of the app's, whose family is not known here.
    let family: String?
    let font: TextFont

    init(name: String, family: String?, font: TextFont) {
        self.name = name
        self.family = family
        self.font = font
    }

    /// The system font at a size and weight, named as iOS names it; `design` is the rounded,
    /// serif or monospaced family's name part (`Rounded`), empty for the default design.
    static func system(size: Double, weight: TextFont.Weight, design: String = "") -> UIFontValue {
        let face = weight == .ultraLight ? "Ultralight" : weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst()
        let name = design.isEmpty ? ".SFUI-\(face)" : "\(systemFamily)\(design)-\(face)"
        return UIFontValue(name: name, family: systemFamily + design, font: TextFont(size: size, weight: weight))
    }

    /// An app's font's family, when iOS's would not be known: the name before its face (`Avenir`
    /// of `Avenir-Heavy`).
    var familyName: String { family ?? String(name.split(separator: "-").first ?? Substring(name)) }

    func withSize(_ size: Double) -> UIFontValue {
        UIFontValue(name: name, family: family, font: TextFont(size: size, weight: font.weight))
    }

    var typeName: String { "UIFont" }
    /// As UIKit describes a font, without the object's address.
    var valueDescription: String { "font-family: \"\(name)\"; font-size: \(String(format: "%.2f", font.size))pt" }
    var equalityKey: String { "UIFont:\(name):\(font.size)" }
}

/// A `UIFontDescriptor`: the font it describes. `withDesign` gives the system font's rounded,
/// serif or monospaced family; a font of the app's has none, so it gives nil, as UIKit does.
final class UIFontDescriptorValue: HostValue {
    static let designs = ["default": "", "rounded": "Rounded", "serif": "Serif", "monospaced": "Monospaced"]

    let font: UIFontValue
    init(font: UIFontValue) { self.font = font }

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIFontDescriptor", .class, doc: "Describes a font, to make a font of another design from it.") { t in
            t.property("var pointSize: CGFloat { get }", doc: "The described font's size.") { .double(try read($0).font.font.size) }
            t.method("func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor?",
                     doc: "The system font in another design; nil for a font of the app's.") { r, a in
                let font = try read(r).font
                guard let name = ArgumentReader.symbol(a[0]), let design = designs[name] else {
                    throw RuntimeFailure("expected a UIFontDescriptor.SystemDesign such as .rounded, found \(Value.describe(a[0]))")
                }
                guard font.family?.hasPrefix(UIFontValue.systemFamily) == true else { return .none }
                return .host(UIFontDescriptorValue(font: .system(size: font.font.size, weight: font.font.weight, design: design)))
            }
            t.staticFunction("class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor",
                             doc: "The descriptor of a text style's font at the default Dynamic Type size.") { a in
                .host(UIFontDescriptorValue(font: try UIKitFontSurface.read(try UIKitFontSurface.preferredValue(a[0]))))
            }
        }
        surface.type("UIFontDescriptor.SystemDesign", conformsTo: ["Hashable"], doc: "A design of the system font.") { t in
            for name in designs.keys.sorted() {
                // `default` is a keyword: declared in backticks, as Apple's header has it.
                t.constant("static let `\(name)`: UIFontDescriptor.SystemDesign", doc: "The \(name) design.", .symbol(name))
            }
        }
    }

    static func read(_ value: Value) throws -> UIFontDescriptorValue {
        guard case .host(let descriptor as UIFontDescriptorValue) = value else {
            throw RuntimeFailure("expected a UIFontDescriptor, found \(Value.describe(value))")
        }
        return descriptor
    }

    var typeName: String { "UIFontDescriptor" }
    var valueDescription: String { "UIFontDescriptor \(font.valueDescription)" }
    var equalityKey: String { "UIFontDescriptor:" + font.equalityKey }
}
