import Foundation

/// `UIColor`: components, asset colours by name, and the fixed and system colours of
/// `SystemColors` (the light appearance).
enum UIKitColorSurface {
    /// A colour of the call's red, green, blue and alpha arguments, as a `UIColor` or a `CGColor`.
    private static func components(_ a: SurfaceArguments, typeName: String) throws -> Value {
        .host(UIColorValue(red: try ValueReaders.double(a[0], "red"), green: try ValueReaders.double(a[1], "green"),
                           blue: try ValueReaders.double(a[2], "blue"), alpha: try ValueReaders.double(a[3], "alpha"), typeName: typeName))
    }

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIColor", .class, conformsTo: ["Hashable"], doc: "A UIKit colour: components in extended sRGB.") { t in
            for (name, parts) in SystemColors.lightAppearance {
                t.constant("static var \(name): UIColor { get }", doc: "The \(name) colour (light appearance).",
                           .host(UIColorValue(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])))
            }
            t.initializer("init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)", doc: "A colour from components.") { a in
                try components(a, typeName: "UIColor")
            }
            // What `#colorLiteral(red:green:blue:alpha:)` calls: its components are Floats, so
            // 0.2 is kept as 0.20000000298023224, as on iOS.
            t.initializer("init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float)",
                          doc: "The colour of a #colorLiteral, its components rounded to Float.") { a in
                let parts = try (0..<4).map { Double(Float(try ValueReaders.double(a[$0], "component"))) }
                return .host(UIColorValue(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3]))
            }
            // NSObject's initialiser, which UIKit documents nothing of; apps call it only to
            // give a failable initialiser a value before it returns nil.
            t.initializer("init()", doc: "A colour of no components: clear here.") { _ in
                .host(UIColorValue(red: 0, green: 0, blue: 0, alpha: 0))
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
            t.initializer("init(cgColor: CGColor)", doc: "The Core Graphics colour, with its components.") { a in
                let color = try UIKitAssetsSurface.uiColor(a[0])
                return .host(UIColorValue(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
            }
            t.initializer("init?(named name: String)", doc: "The asset colour, or nil when the catalogs have none by that name.") { a in
                AssetLookup.uiColor(try ValueReaders.string(a[0], "named"), context: a.context)
            }
            t.initializer("init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)",
                          doc: "The asset colour of the app's catalogs (its light appearance), or nil when they have none by that name.") { a in
                AssetLookup.uiColor(try ValueReaders.string(a[0], "named"), context: a.context)
            }
            t.initializer("init(resource: ColorResource)", doc: "The asset colour (clear when it is gone).") { a in
                let value = AssetLookup.uiColor(try UIKitAssetsSurface.resource(a[0]).name, context: a.context)
                return value.isNil ? .host(UIColorValue(red: 0, green: 0, blue: 0, alpha: 0)) : value
            }
            t.initializer("init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)",
                          doc: "The colour the provider gives for the scene's traits (the light appearance).") { a in
                try ValueReaders.closure(a[0], "dynamicProvider").call([.symbol("light")], in: a.context)
            }
            // Scenes show the light appearance, and a colour keeps only that one.
            t.method("func resolvedColor(with traitCollection: UITraitCollection) -> UIColor",
                     doc: "The colour for these traits: its light appearance, the only one kept here.",
                     caveat: "a colour keeps only its light appearance here, so it resolves to that for dark traits too") { r, _ in r }
            t.method("func withAlphaComponent(_ alpha: CGFloat) -> UIColor", doc: "The colour with this alpha.") { r, a in
                let color = try UIKitAssetsSurface.uiColor(r)
                return .host(UIColorValue(red: color.red, green: color.green, blue: color.blue, alpha: try ValueReaders.double(a[0], "alpha")))
            }
            // Apple declares these with optional UnsafeMutablePointers; `&red` passes the variable
            // alike, and `nil` asks for no value back.
            t.method("func getRed(_ red: inout CGFloat?, green: inout CGFloat?, blue: inout CGFloat?, alpha: inout CGFloat?) -> Bool",
                     doc: "Writes the extended sRGB components into the variables; true, as every colour here has them.") { r, a in
                let color = try UIKitAssetsSurface.uiColor(r)
                for (index, part) in [color.red, color.green, color.blue, color.alpha].enumerated() { a.inouts?.values[index] = .double(part) }
                return .bool(true)
            }
            t.method("func getHue(_ hue: inout CGFloat?, saturation: inout CGFloat?, brightness: inout CGFloat?, alpha: inout CGFloat?) -> Bool",
                     doc: "Writes hue, saturation and brightness (each 0 to 1) and alpha into the variables; true.") { r, a in
                let color = try UIKitAssetsSurface.uiColor(r)
                let (hue, saturation, brightness) = ColorComponents.hsb(red: color.red, green: color.green, blue: color.blue)
                for (index, part) in [hue, saturation, brightness, color.alpha].enumerated() { a.inouts?.values[index] = .double(part) }
                return .bool(true)
            }
            // The same components; a CGColor reads them (its value is the UIColor's).
            t.property("var cgColor: CGColor { get }", doc: "The colour as Core Graphics holds it.") { .host(try UIKitAssetsSurface.uiColor($0).asCGColor) }
        }
        surface.type("CGColor", .class, doc: "A Core Graphics colour: extended sRGB components.") { t in
            for first in ["red", "srgbRed"] {
                t.initializer("init(\(first) red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                              doc: "A colour from sRGB components.") { a in try components(a, typeName: "CGColor") }
            }
            // A grey's one component, the same in each of red, green and blue (as sRGB writes a grey).
            t.initializer("init(gray: CGFloat, alpha: CGFloat)", doc: "A grey of this lightness (0 black, 1 white).") { a in
                let gray = try ValueReaders.double(a[0], "gray")
                return .host(UIColorValue(red: gray, green: gray, blue: gray, alpha: try ValueReaders.double(a[1], "alpha"), typeName: "CGColor"))
            }
            t.property("var components: [CGFloat]? { get }", doc: "Red, green, blue and alpha.") { r in
                let color = try UIKitAssetsSurface.uiColor(r)
                return .array([color.red, color.green, color.blue, color.alpha].map(Value.double))
            }
            t.property("var numberOfComponents: Int { get }", doc: "How many components it has: 4, red, green, blue and alpha, as components gives them.") { r in
                _ = try UIKitAssetsSurface.uiColor(r)
                return .int(4)
            }
            t.property("var alpha: CGFloat { get }", doc: "The alpha component.") { r in .double(try UIKitAssetsSurface.uiColor(r).alpha) }
            t.method("func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor?",
                     doc: "The colour in sRGB (its components clamped to 0…1) or extended sRGB (as it is).") { r, a in
                let color = try UIKitAssetsSurface.uiColor(r), name = try CGColorSpaceValue.read(a[0]).name
                switch name {
                case CGColorSpaceValue.extendedSRGB: return r
                case CGColorSpaceValue.sRGB:
                    func clamped(_ x: Double) -> Double { min(max(x, 0), 1) }
                    return .host(UIColorValue(red: clamped(color.red), green: clamped(color.green), blue: clamped(color.blue), alpha: color.alpha,
                                              typeName: "CGColor"))
                default:
                    throw RuntimeFailure("converting a colour to the colour space \(name) is not simulated: scrollwork's colours are sRGB")
                }
            }
        }
        surface.alias("CFString", for: "String")
        surface.type("CGColorSpace", .class, doc: "A colour space, by name.") { t in
            for (name, value) in [("sRGB", CGColorSpaceValue.sRGB), ("extendedSRGB", CGColorSpaceValue.extendedSRGB),
                                  ("displayP3", "kCGColorSpaceDisplayP3"), ("linearSRGB", "kCGColorSpaceLinearSRGB")] {
                t.constant("static let \(name): CFString", doc: "The \(name) space's name.", .string(value))
            }
            t.initializer("init?(name: CFString)", doc: "The colour space of that name.") { a in
                .host(CGColorSpaceValue(name: try ValueReaders.string(a[0], "name")))
            }
            t.property("var name: CFString? { get }", doc: "The space's name.") { r in .string(try CGColorSpaceValue.read(r).name) }
        }
        surface.type("CGColorRenderingIntent", .enum, doc: "How colours out of a space's gamut are mapped (drawn only).") { t in
            t.cases(["defaultIntent", "absoluteColorimetric", "relativeColorimetric", "perceptual", "saturation"], role: .visual,
                    doc: "A rendering intent.")
        }
    }
}

/// A `CGColorSpace`: its name (`kCGColorSpaceSRGB`).
final class CGColorSpaceValue: HostObject {
    static let sRGB = "kCGColorSpaceSRGB", extendedSRGB = "kCGColorSpaceExtendedSRGB"
    let name: String
    init(name: String) { self.name = name }
    var typeName: String { "CGColorSpace" }

    static func read(_ value: Value) throws -> CGColorSpaceValue {
        guard case .host(let space as CGColorSpaceValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CGColorSpace", value)) }
        return space
    }
}
