import Foundation

/// `UIColor`: components, asset colours by name, and the fixed and system colours with the
/// components UIKit gives them in the light appearance (sRGB; the system colours as Apple's
/// Human Interface Guidelines list them for iOS).
enum UIKitColorSurface {
    /// Fixed colours (`UIColor.red` is 1 0 0 1) and the light appearance of the dynamic ones.
    static let named: [(String, [Double])] = [
        ("black", [0, 0, 0, 1]), ("white", [1, 1, 1, 1]), ("clear", [0, 0, 0, 0]), ("red", [1, 0, 0, 1]),
        ("green", [0, 1, 0, 1]), ("blue", [0, 0, 1, 1]), ("yellow", [1, 1, 0, 1]), ("orange", [1, 0.5, 0, 1]),
        ("purple", [0.5, 0, 0.5, 1]), ("brown", [0.6, 0.4, 0.2, 1]), ("cyan", [0, 1, 1, 1]), ("magenta", [1, 0, 1, 1]),
        ("gray", [0.5, 0.5, 0.5, 1]), ("darkGray", [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]), ("lightGray", [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
        ("systemRed", bytes(255, 59, 48)), ("systemOrange", bytes(255, 149, 0)), ("systemYellow", bytes(255, 204, 0)),
        ("systemGreen", bytes(52, 199, 89)), ("systemMint", bytes(0, 199, 190)), ("systemTeal", bytes(48, 176, 199)),
        ("systemCyan", bytes(50, 173, 230)), ("systemBlue", bytes(0, 122, 255)), ("systemIndigo", bytes(88, 86, 214)),
        ("systemPurple", bytes(175, 82, 222)), ("systemPink", bytes(255, 45, 85)), ("systemBrown", bytes(162, 132, 94)),
        ("systemGray", bytes(142, 142, 147)), ("systemGray2", bytes(174, 174, 178)), ("systemGray3", bytes(199, 199, 204)),
        ("systemGray4", bytes(209, 209, 214)), ("systemGray5", bytes(229, 229, 234)), ("systemGray6", bytes(242, 242, 247)),
        ("label", [0, 0, 0, 1]), ("secondaryLabel", bytes(60, 60, 67, 0.6)), ("tertiaryLabel", bytes(60, 60, 67, 0.3)),
        ("quaternaryLabel", bytes(60, 60, 67, 0.18)), ("placeholderText", bytes(60, 60, 67, 0.3)), ("systemBackground", [1, 1, 1, 1]),
        ("secondarySystemBackground", bytes(242, 242, 247)), ("tertiarySystemBackground", [1, 1, 1, 1]),
        ("systemGroupedBackground", bytes(242, 242, 247)), ("secondarySystemGroupedBackground", [1, 1, 1, 1]),
        ("tertiarySystemGroupedBackground", bytes(242, 242, 247)), ("systemFill", bytes(120, 120, 128, 0.2)),
        ("secondarySystemFill", bytes(120, 120, 128, 0.16)), ("tertiarySystemFill", bytes(118, 118, 128, 0.12)),
        ("quaternarySystemFill", bytes(116, 116, 128, 0.08)), ("separator", bytes(60, 60, 67, 0.29)), ("opaqueSeparator", bytes(198, 198, 200)), ("link", bytes(0, 122, 255)),
        ("tintColor", bytes(0, 122, 255)),
    ]

    private static func bytes(_ r: Double, _ g: Double, _ b: Double, _ alpha: Double = 1) -> [Double] {
        [r / 255, g / 255, b / 255, alpha]
    }

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIColor", .class, conformsTo: ["Hashable"], doc: "A UIKit colour: components in extended sRGB.") { t in
            for (name, parts) in named {
                t.constant("static var \(name): UIColor { get }", doc: "The \(name) colour (light appearance).",
                           .host(UIColorValue(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])))
            }
            t.initializer("init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)", doc: "A colour from components.") { a in
                .host(UIColorValue(red: try ValueReaders.double(a[0], "red"), green: try ValueReaders.double(a[1], "green"),
                                   blue: try ValueReaders.double(a[2], "blue"), alpha: try ValueReaders.double(a[3], "alpha")))
            }
            t.initializer("init(white: CGFloat, alpha: CGFloat)", doc: "A grey.") { a in
                let white = try ValueReaders.double(a[0], "white")
                return .host(UIColorValue(red: white, green: white, blue: white, alpha: try ValueReaders.double(a[1], "alpha")))
            }
            t.initializer("init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)", doc: "A Display P3 colour.") { a in
                let (r, g, b) = ColorComponents.displayP3ToSRGB(try ValueReaders.double(a[0], "displayP3Red"),
                                                                 try ValueReaders.double(a[1], "green"), try ValueReaders.double(a[2], "blue"))
                return .host(UIColorValue(red: r, green: g, blue: b, alpha: try ValueReaders.double(a[3], "alpha")))
            }
            t.initializer("init?(named name: String)", doc: "The asset colour, or nil when the catalogs have none by that name.") { a in
                AssetLookup.uiColor(try ValueReaders.string(a[0], "named"), context: a.context)
            }
            t.initializer("init(resource: ColorResource)", doc: "The asset colour (clear when it is gone).") { a in
                let value = AssetLookup.uiColor(try UIKitAssetsSurface.resource(a[0]).name, context: a.context)
                return value.isNil ? .host(UIColorValue(red: 0, green: 0, blue: 0, alpha: 0)) : value
            }
            t.method("func withAlphaComponent(_ alpha: CGFloat) -> UIColor", doc: "The colour with this alpha.") { r, a in
                let color = try UIKitAssetsSurface.uiColor(r)
                return .host(UIColorValue(red: color.red, green: color.green, blue: color.blue, alpha: try ValueReaders.double(a[0], "alpha")))
            }
            // The same components; a CGColor reads them (its value is the UIColor's).
            t.property("var cgColor: CGColor { get }", doc: "The colour as Core Graphics holds it.") { $0 }
        }
        surface.type("CGColor", .class, doc: "A Core Graphics colour: extended sRGB components.") { t in
            t.property("var components: [CGFloat]? { get }", doc: "Red, green, blue and alpha.") { r in
                let color = try UIKitAssetsSurface.uiColor(r)
                return .array([color.red, color.green, color.blue, color.alpha].map(Value.double))
            }
            t.property("var alpha: CGFloat { get }", doc: "The alpha component.") { r in .double(try UIKitAssetsSurface.uiColor(r).alpha) }
        }
    }
}
