import Foundation
import ScrollworkCore
import ScrollworkScene

/// `ImageResource` and `ColorResource`: an asset's name, as Xcode's generated members hold it.
/// Equal when their names are (the bundle is always the app's here).
final class AssetResourceValue: HostValue {
    let kind: AssetSymbolName.Kind
    let name: String

    init(_ kind: AssetSymbolName.Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    var typeName: String { kind == .color ? "ColorResource" : "ImageResource" }
    var valueDescription: String { "\(typeName)(name: \"\(name)\", bundle: main)" }
    var equalityKey: String { typeName + ":" + name }
}

/// `UIImage`: an asset image by name with its size in points and the scale of its rendition.
final class UIImageValue: HostValue {
    let name: String
    /// Nil when the image's file gave no size (drawn as a 24 pt placeholder).
    let size: Size?
    let scale: Double
    /// `UIImage(systemName:)`: an SF Symbol, not an asset.
    let isSymbol: Bool
    /// How the bitmap is turned when drawn (`UIImage(cgImage:scale:orientation:)`); up otherwise.
    let orientation: String

    init(name: String, size: Size?, scale: Double, isSymbol: Bool = false, orientation: String = "up") {
        self.name = name
        self.size = size
        self.scale = scale
        self.isSymbol = isSymbol
        self.orientation = orientation
    }

    /// Its size in points: a symbol's, which its file does not give, as `Image(systemName:)` draws it.
    var points: Size { size ?? Size(width: AssetLookup.placeholderSide, height: AssetLookup.placeholderSide) }

    var typeName: String { "UIImage" }
    var valueDescription: String {
        // As NSStringFromCGSize writes a size: `{120, 60}`, `{0.5, 2}`.
        let size = self.size.map { String(format: "{%.17g, %.17g}", $0.width, $0.height) } ?? "{0, 0}"
        // An image of no name (`UIImage()`, `UIImage(data:)`) is "anonymous", as UIKit prints it.
        let source = isSymbol ? "symbol(system: \(name))" : name.isEmpty ? "anonymous" : "named(\"\(name)\")"
        return "<UIImage: \(source)> \(size)"
    }
    var equalityKey: String { "UIImage:" + name }
}

/// `UIColor`: components in extended sRGB. It prints as UIKit prints a colour it holds in that
/// space, `UIExtendedSRGBColorSpace 1 0 0 1`, for system and asset colours too (UIKit prints
/// those with a memory address, which would make output differ run to run).
final class UIColorValue: HostValue {
    let red: Double, green: Double, blue: Double, alpha: Double
    /// "UIColor", or "CGColor" for the same components as Core Graphics holds them.
    let typeName: String

    init(red: Double, green: Double, blue: Double, alpha: Double, typeName: String = "UIColor") {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.typeName = typeName
    }

    /// The same colour as a `CGColor`.
    var asCGColor: UIColorValue { UIColorValue(red: red, green: green, blue: blue, alpha: alpha, typeName: "CGColor") }

    var valueDescription: String {
        "UIExtendedSRGBColorSpace " + [red, green, blue, alpha].map { String(format: "%g", $0) }.joined(separator: " ")
    }
    var equalityKey: String { typeName + ":" + [red, green, blue, alpha].map { "\($0)" }.joined(separator: ",") }

    /// The same colour as a SwiftUI `Color` (`Color(uiColor:)`): equal to the colour made from
    /// the same components with `Color(red:green:blue:opacity:)`.
    var color: ColorValue {
        ColorValue.components(red: red, green: green, blue: blue, opacity: alpha, clamped: false)
    }
}

/// Looking asset names up as the app does at run time, on the device the code runs for.
enum AssetLookup {
    /// The side of an image whose size is not known (a symbol; a name with no catalog loaded).
    static let placeholderSide = 24.0

    /// `Image("name")`: the asset's natural size on the device's screen; a name the catalogs
    /// lack draws nothing (zero size), as at run time. With no catalog loaded at all (a file on
    /// its own) the image is a 24 pt placeholder.
    static func imageNode(_ name: String, context: ScriptContext?) -> ViewNode {
        guard let platform = context?.machine.platform, platform.assets.hasCatalogs else {
            return ViewNode(.image(systemName: name, resizable: false))
        }
        guard let asset = platform.assets.images[name] else { return ViewNode(.image(systemName: name, resizable: false, naturalSize: .zero)) }
        if asset.isSymbol { return ViewNode(.image(systemName: name, resizable: false)) }
        return ViewNode(.image(systemName: name, resizable: false, naturalSize: asset.pointSize(screenScale: platform.scale)))
    }

    /// `UIImage(named:)`: nil for a name the catalogs lack (with no catalog, a placeholder image).
    static func uiImage(_ name: String, context: ScriptContext?) -> Value {
        let platform = context?.machine.platform
        guard let platform, platform.assets.hasCatalogs else { return .host(UIImageValue(name: name, size: nil, scale: platform?.scale ?? 3)) }
        guard let asset = platform.assets.images[name] else { return .none }
        let scale = asset.chosen(for: platform.scale).flatMap { $0.isVector ? platform.scale : $0.scale } ?? 1
        return .host(UIImageValue(name: name, size: asset.pointSize(screenScale: platform.scale), scale: scale))
    }

    /// `Color("name")`: the asset's components when the catalogs have it; else clear.
    static func color(_ name: String, context: ScriptContext?) -> ColorValue {
        let asset = context?.machine.platform.assets.colors[name]
        var components: [Double] = [0, 0, 0, 0]
        if let asset { components = [asset.red, asset.green, asset.blue, asset.alpha] }
        return ColorValue.named(name, components: components)
    }

    /// `UIColor(named:)`: nil for a name the catalogs lack.
    static func uiColor(_ name: String, context: ScriptContext?) -> Value {
        guard let asset = context?.machine.platform.assets.colors[name] else { return .none }
        return .host(UIColorValue(red: asset.red, green: asset.green, blue: asset.blue, alpha: asset.alpha))
    }
}
