import ScrollworkCore
import ScrollworkScene

/// Asset colours and images as apps reach them: by name (`Color("Brand")`, `UIImage(named:)`),
/// by Xcode's generated resources (`Image(.hero)`, `Color(.brand)`: the members themselves are
/// the catalogs' own, `AssetSurface`), and through UIKit (`UIColor`, `UIImage`, `Color(uiColor:)`).
enum UIKitAssetsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Bundle", .class, doc: "The app's bundle: where its asset catalogs are.") { t in
            t.constant("static var main: Bundle { get }", doc: "The app's own bundle.", .symbol("main"))
            t.constant("static var module: Bundle { get }", doc: "A Swift package target's resource bundle (SwiftPM generates it); its catalogs are loaded with the package.",
                       .symbol("module"))
            // An app's classes are all in its own bundle (a test target's, a framework's are not loaded).
            t.initializer("init(for aClass: AnyClass)", doc: "The bundle holding the class's code: the app's own.") { _ in .symbol("main") }
            // A framework of the folder loads into the app (its catalogs with the app's), so every
            // identifier names the one bundle there is; the project's identifiers are not read.
            t.initializer("init?(identifier: String)", doc: "The bundle of that identifier: the app's own, which holds the folder's frameworks too.") { _ in
                .symbol("main")
            }
        }
        // A trait collection is the appearance it holds (a symbol); the scene's is light.
        surface.type("UIUserInterfaceStyle", .enum, conformsTo: ["Hashable"], doc: "Light or dark appearance.") { t in
            t.cases(["unspecified", "light", "dark"], doc: "An appearance.")
        }
        surface.type("UITraitCollection", .class, doc: "The traits an asset is looked up with: scenes show the light appearance.") { t in
            t.constant("static var current: UITraitCollection { get }", doc: "The traits of the running scene: light.", .symbol("light"))
            t.initializer("init(userInterfaceStyle: UIUserInterfaceStyle)", doc: "Traits of that appearance.") { a in a[0] }
            t.property("var userInterfaceStyle: UIUserInterfaceStyle { get }", doc: "The appearance: light for the scene.") { $0 }
        }
        surface.type("ImageResource", conformsTo: ["Hashable"], doc: "An asset catalog image (Xcode generates a member per image).") { t in
            t.initializer("init(name: String, bundle: Bundle)", doc: "The image of that name in the app's catalogs.") { a in
                .host(AssetResourceValue(.image, name: try ValueReaders.string(a[0], "name")))
            }
        }
        surface.type("ColorResource", conformsTo: ["Hashable"], doc: "An asset catalog colour (Xcode generates a member per colour).") { t in
            t.initializer("init(name: String, bundle: Bundle)", doc: "The colour of that name in the app's catalogs.") { a in
                .host(AssetResourceValue(.color, name: try ValueReaders.string(a[0], "name")))
            }
        }
        surface.extend("Image") { t in
            t.initializer("init(_ resource: ImageResource)", role: .view, doc: "The asset image, at its natural size.") { a in
                if let placeholder = try placeholderImage(a) { return placeholder }
                return ViewConstructors.view(AssetLookup.imageNode(try resource(a[0]).name, context: a.context))
            }
            t.initializer("init(uiImage: UIImage)", role: .view, doc: "The UIKit image, at its size.") { a in
                if let placeholder = try placeholderImage(a) { return placeholder }
                let image = try uiImage(a[0])
                return ViewConstructors.view(ViewNode(.image(systemName: image.name, resizable: false, naturalSize: image.size)))
            }
        }
        surface.extend("Color") { t in
            t.initializer("init(_ resource: ColorResource)", role: .view, doc: "The asset colour (its light appearance).") { a in
                .host(AssetLookup.color(try resource(a[0]).name, context: a.context))
            }
            t.initializer("init(uiColor: UIColor)", role: .view, doc: "The UIKit colour.") { a in
                .host(try uiColor(a[0]).color)
            }
            t.initializer("init(_ color: UIColor)", role: .view, doc: "The UIKit colour (iOS 13's spelling of init(uiColor:)).") { a in
                .host(try uiColor(a[0]).color)
            }
            for declaration in ["init(_ cgColor: CGColor)", "init(cgColor: CGColor)"] {
                t.initializer(declaration, role: .view, doc: "The Core Graphics colour.") { a in .host(try uiColor(a[0]).color) }
            }
            // Apps write `Color(tint)` and `Color(.secondary)` of a SwiftUI colour, and iOS builds
            // them; a name both types have (`Color(.red)`) stays UIColor's (see the README).
            t.initializer("init(_ color: Color)", role: .view, doc: "The same colour.") { a in a[0] }
            t.property("var cgColor: CGColor? { get }",
                       doc: "The Core Graphics colour of a constant colour (made from components); nil for a dynamic one (a system or asset colour), as Apple documents.") { r in
                guard case .host(let color as ColorValue) = r, color.isConstant, let parts = color.components else { return .none }
                return .host(UIColorValue(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3] * color.opacity, typeName: "CGColor"))
            }
            t.method("func resolve(in environment: EnvironmentValues) -> Color.Resolved", doc: "The colour's components (light appearance).") { r, _ in
                guard case .host(let color as ColorValue) = r else { throw RuntimeFailure("resolve(in:) needs a Color") }
                return .host(ResolvedColorValue(lightComponents(of: color) ?? [0, 0, 0, 0]))
            }
        }
        surface.extend("UIColor") { t in
            t.initializer("init(_ color: Color)", doc: "The SwiftUI colour (light appearance; Color.red is UIColor.systemRed).") { a in
                guard case .host(let color as ColorValue) = a[0], let parts = lightComponents(of: color) else {
                    throw RuntimeFailure("UIColor(_:) of \(Value.describe(a[0])): a colour with no fixed components (a gradient's, a material's) is not simulated")
                }
                return .host(UIColorValue(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3]))
            }
        }
        surface.type("Color.Resolved", conformsTo: ["Hashable"], doc: "A colour's components in extended sRGB.") { t in
            for (index, name) in ["red", "green", "blue", "opacity"].enumerated() {
                t.property("var \(name): Float { get }", doc: "The \(name) component.") { r in
                    guard case .host(let resolved as ResolvedColorValue) = r else { throw RuntimeFailure("a Color.Resolved is needed") }
                    // Float is a Double here, so `resolved.green == Float(0.4)` holds as in Swift.
                    return .double(resolved.components[index])
                }
            }
        }
        surface.extend("EnvironmentValues") { t in
            // What `resolve(in:)` is given; the simulated device's environment is the light one.
            t.initializer("init()", doc: "The default environment values (light appearance).") { _ in .symbol("EnvironmentValues") }
        }
        uiImage(&surface)
        UIKitColorSurface.register(in: &surface)
    }

    private static func uiImage(_ surface: inout SurfaceBuilder) {
        surface.type("UIImage", .class, conformsTo: ["Hashable"], doc: "A UIKit image: an asset image with its size in points.") { t in
            t.initializer("init?(named name: String)", doc: "The asset image, or nil when the catalogs have none by that name.") { a in
                AssetLookup.uiImage(try ValueReaders.string(a[0], "named"), context: a.context)
            }
            t.initializer("init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)",
                          doc: "The asset image of the app's catalogs, or nil when they have none by that name.") { a in
                AssetLookup.uiImage(try ValueReaders.string(a[0], "named"), context: a.context)
            }
            t.initializer("init()", doc: "An empty image: zero size, nothing drawn.") { _ in
                .host(UIImageValue(name: "", size: .zero, scale: 1))
            }
            // What `#imageLiteral(resourceName:)` calls: UIKit unwraps `init(named:)`, so a missing one stops the app.
            t.initializer("init(imageLiteralResourceName name: String)", doc: "The asset image; the app stops when the catalogs have none by that name.") { a in
                let name = try ValueReaders.string(a[0], "imageLiteralResourceName"), image = AssetLookup.uiImage(name, context: a.context)
                guard !image.isNil else {
                    throw RuntimeFailure("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value: "
                                         + "no image named '\(name)' in the asset catalogs for the image literal")
                }
                return image
            }
            // iOS answers nil for a name that is no SF Symbol; the symbols' list is not here, so
            // every name gives an image, drawn and sized as `Image(systemName:)` draws it.
            t.initializer("init?(systemName name: String)", doc: "An SF Symbol as a UIKit image, sized as Image(systemName:) is.") { a in
                .host(UIImageValue(name: try ValueReaders.string(a[0], "systemName"), size: nil, scale: 1, isSymbol: true))
            }
            // UIKit's standard images are symbols: drawn and sized as `Image(systemName:)` draws one.
            for name in ["actions", "add", "checkmark", "remove", "strokedCheckmark"] {
                t.constant("static var \(name): UIImage { get }", doc: "The standard \(name) image (a symbol).",
                           .host(UIImageValue(name: name, size: nil, scale: 1, isSymbol: true)))
            }
            t.initializer("init(resource: ImageResource)", doc: "The asset image.") { a in
                let name = try resource(a[0]).name, image = AssetLookup.uiImage(name, context: a.context)
                // Not failable: a resource whose asset is gone is an empty image.
                return image.isNil ? .host(UIImageValue(name: name, size: .zero, scale: 1)) : image
            }
            t.property("var size: CGSize { get }", doc: "The image's size in points.") { r in
                .size(try uiImage(r).points)
            }
            t.property("var scale: CGFloat { get }", doc: "Pixels per point of the image's rendition.") { r in
                .double(try uiImage(r).scale)
            }
            t.method("func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage", role: .visual,
                     doc: "The image drawn in its colours or as a template (drawn only): the same image here.") { r, _ in r }
            t.method("func withTintColor(_ color: UIColor) -> UIImage", role: .visual,
                     doc: "The image tinted with the colour (drawn only): the same image here.") { r, _ in r }
            t.method("func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage", role: .visual,
                     doc: "The image tinted with the colour (drawn only): the same image here.") { r, _ in r }
            // Asset images and symbols are drawn as stored; an image made of a bitmap carries the orientation it was given.
            t.property("var imageOrientation: UIImage.Orientation { get }",
                       doc: "How the bitmap is turned when drawn: up but for an image made of a bitmap with another.") { r in
                .symbol(try uiImage(r).orientation)
            }
        }
        surface.type("UIImage.Orientation", .enum, conformsTo: ["Hashable"], doc: "How an image's bitmap is turned or mirrored when drawn.") { t in
            t.cases(["up", "down", "left", "right", "upMirrored", "downMirrored", "leftMirrored", "rightMirrored"],
                    doc: "An orientation: only an image made of a bitmap (UIImage(cgImage:scale:orientation:)) is turned.")
        }
        surface.type("UIImage.RenderingMode", doc: "Whether an image is drawn in its colours or as a template tinted by its view.") { t in
            for name in ["automatic", "alwaysOriginal", "alwaysTemplate"] {
                t.constant("static let \(name): UIImage.RenderingMode", role: .visual, doc: "The \(name) mode (drawn only).", .symbol(name))
            }
        }
    }

    /// An image of a module we do not simulate (R.swift's `R.image.back`, `R.image.icon()`),
    /// drawn as its placeholder is, by its name; nil for another argument.
    private static func placeholderImage(_ a: SurfaceArguments) throws -> Value? {
        guard case .host(_ as PlaceholderValue) = a[0] else { return nil }
        return ViewConstructors.view(try ViewConversion.node(a[0], range: a.range, in: a.context))
    }

    static func resource(_ value: Value) throws -> AssetResourceValue {
        guard case .host(let resource as AssetResourceValue) = value else { throw RuntimeFailure("an asset resource is needed, not \(value.typeName)") }
        return resource
    }

    static func uiImage(_ value: Value) throws -> UIImageValue {
        guard case .host(let image as UIImageValue) = value else { throw RuntimeFailure("a UIImage is needed, not \(value.typeName)") }
        return image
    }

    static func uiColor(_ value: Value) throws -> UIColorValue {
        guard case .host(let color as UIColorValue) = value else { throw RuntimeFailure("a UIColor is needed, not \(value.typeName)") }
        return color
    }
}

/// `Color.Resolved`: red, green, blue and opacity; prints as SwiftUI prints it, `#RRGGBBAA`.
final class ResolvedColorValue: HostValue {
    let components: [Double]
    init(_ components: [Double]) { self.components = components }
    var typeName: String { "Color.Resolved" }
    var valueDescription: String {
        "#" + components.map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }
    var equalityKey: String { components.map { "\(Float($0))" }.joined(separator: ",") }
}

extension UIKitAssetsSurface {
    /// A SwiftUI colour's red, green, blue and alpha in the light appearance: its own, or, for a
    /// system colour, UIKit's colour it is (`Color.red` is `UIColor.systemRed`, `.primary` is
    /// `.label`); nil for one scrollwork knows no components of.
    static func lightComponents(of color: ColorValue) -> [Double]? {
        if let components = color.components { return components }
        guard let name = color.memberName else { return nil }
        let uikitName: String
        switch name {
        case "black", "white", "clear": uikitName = name
        case "primary": uikitName = "label"
        case "secondary": uikitName = "secondaryLabel"
        case "accentColor": uikitName = "tintColor"
        default: uikitName = "system" + name.prefix(1).uppercased() + name.dropFirst()
        }
        return SystemColors.lightAppearance.first { $0.name == uikitName }?.components
    }
}
