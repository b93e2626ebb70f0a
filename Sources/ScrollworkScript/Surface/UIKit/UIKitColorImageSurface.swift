import ScrollworkCore

/// `UIColor` and `UIImage` as SwiftUI code hands them to `Color` and `Image`
/// (`Color(.systemBackground)`, `Image(uiImage: UIImage(named: "cover") ?? UIImage())`), and
/// `UIApplication.shared.open(_:)`. A UIKit colour is the SwiftUI colour it draws as (drawn
/// only); a UIImage is the image of its name, laid out as `Image` lays out one: 24 × 24
/// unless resizable, since no image data is loaded (`UIImage()` too).
enum UIKitColorImageSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        color(&surface)
        image(&surface)
        application(&surface)
    }

    /// The dynamic system colours and the fixed ones, as UIKit names them.
    static let colorNames = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "link", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "black", "white", "clear", "gray", "red",
        "green", "blue", "orange", "yellow", "purple", "brown", "cyan", "magenta", "darkGray", "lightGray",
    ]

    private static func color(_ surface: inout SurfaceBuilder) {
        let double = ValueReaders.double
        surface.type("UIColor", .class, doc: "A UIKit colour; drawn as the SwiftUI colour it becomes.") { t in
            for name in colorNames {
                t.constant("class var \(name): UIColor { get }", role: .visual, doc: "The \(name) colour.",
                           .host(UIColorValue(ColorValue.system(name))))
            }
            t.initializer("init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)", role: .visual, doc: "A colour from components.") { a in
                .host(UIColorValue(ColorValue.components(red: try double(a[0], "red"), green: try double(a[1], "green"),
                                                         blue: try double(a[2], "blue"), opacity: try double(a[3], "alpha"))))
            }
            t.initializer("init(white: CGFloat, alpha: CGFloat)", role: .visual, doc: "A grey.") { a in
                let white = try double(a[0], "white")
                return .host(UIColorValue(ColorValue.components(red: white, green: white, blue: white, opacity: try double(a[1], "alpha"))))
            }
            t.initializer("init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)", role: .visual,
                          doc: "A colour from hue, saturation and brightness.") { a in
                .host(UIColorValue(ColorValue.hsb(hue: try double(a[0], "hue"), saturation: try double(a[1], "saturation"),
                                                  brightness: try double(a[2], "brightness"), opacity: try double(a[3], "alpha"))))
            }
            t.initializer("init?(named name: String)", role: .visual, doc: "The asset catalogue's colour of this name.") { a in
                .host(UIColorValue(ColorValue.named(try ValueReaders.string(a[0], "named"))))
            }
            t.initializer("init(_ color: Color)", role: .visual, doc: "The UIKit colour of a SwiftUI colour.") { a in
                guard case .host(let color as ColorValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Color", a[0])) }
                return .host(UIColorValue(color))
            }
            t.method("func withAlphaComponent(_ alpha: CGFloat) -> UIColor", role: .visual, doc: "The colour with this alpha.") { r, a in
                .host(UIColorValue(try uiColor(r).withOpacity(try double(a[0], "alpha"))))
            }
        }
        surface.extend("Color") { t in
            t.initializer("init(uiColor: UIColor)", role: .view, doc: "The SwiftUI colour of a UIKit colour.") { a in .host(try uiColor(a[0])) }
            t.initializer("init(_ color: UIColor)", role: .view, doc: "The SwiftUI colour of a UIKit colour.") { a in .host(try uiColor(a[0])) }
        }
    }

    private static func uiColor(_ value: Value) throws -> ColorValue {
        guard case .host(let color as UIColorValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIColor", value)) }
        return color.color
    }

    private static func image(_ surface: inout SurfaceBuilder) {
        surface.type("UIImage", .class, doc: "A UIKit image; 24 × 24 as `Image` lays out one (no asset catalogue is loaded).") { t in
            t.initializer("init()", doc: "An empty image.") { _ in .host(UIImageValue(name: "")) }
            t.initializer("init?(named name: String)", doc: "The asset catalogue's image of this name.") { a in
                .host(UIImageValue(name: try ValueReaders.string(a[0], "named")))
            }
            t.initializer("init?(systemName name: String)", doc: "The SF Symbol of this name.") { a in
                .host(UIImageValue(name: try ValueReaders.string(a[0], "systemName")))
            }
            t.property("var size: CGSize { get }", doc: "24 × 24, the size `Image` lays out an image at here.") { r in
                guard case .host(_ as UIImageValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIImage", r)) }
                return .size(Size(width: 24, height: 24))
            }
        }
        surface.extend("Image") { t in
            t.initializer("init(uiImage: UIImage)", role: .view, doc: "The image of a UIImage.") { a in
                guard case .host(let image as UIImageValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIImage", a[0])) }
                return ViewConstructors.view(.image(systemName: image.name))
            }
        }
    }

    private static func application(_ surface: inout SurfaceBuilder) {
        surface.type("UIApplication", .class, doc: "The running app.") { t in
            t.staticProperty("class var shared: UIApplication { get }", role: .visual, doc: "The app.") { .host(ApplicationObject.shared) }
            t.method("func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil)",
                     role: .interaction, doc: "Nothing is opened here: an `open URL` note in the trace, and the completion handler gets false.") { r, a in
                guard case .host(let url as URLValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("URL", a[0])) }
                a.context?.runtime?.note("open \(url.text)")
                if case .function(let completion) = a[2] { _ = try completion.call([.bool(false)], in: a.context) }
                return .none
            }
        }
        surface.type("UIApplication.OpenExternalURLOptionsKey", doc: "An option of `open(_:options:completionHandler:)`.") { t in
            t.constant("static let universalLinksOnly: UIApplication.OpenExternalURLOptionsKey", role: .visual,
                       doc: "Open only a universal link.", .symbol("universalLinksOnly"))
        }
    }
}

/// A `UIColor`: the SwiftUI colour it draws as.
final class UIColorValue: HostValue {
    let color: ColorValue
    init(_ color: ColorValue) { self.color = color }
    var typeName: String { "UIColor" }
    var valueDescription: String { color.valueDescription }
    var equalityKey: String { color.equalityKey }
    var memberName: String? { color.memberName }
}

/// A `UIImage`: the name it was loaded by (empty for `UIImage()`).
final class UIImageValue: HostObject {
    let name: String
    init(name: String) { self.name = name }
    var typeName: String { "UIImage" }
}

/// `UIApplication.shared`.
final class ApplicationObject: HostObject {
    static let shared = ApplicationObject()
    var typeName: String { "UIApplication" }
}
