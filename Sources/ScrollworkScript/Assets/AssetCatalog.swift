import Foundation
import ScrollworkCore

/// The colours and images of an app's asset catalogs (`*.xcassets`), as the app finds them by
/// name at run time: `Color("Brand")`, `UIImage(named: "hero")`, and Xcode's generated
/// `ColorResource`/`ImageResource` members (`AssetSymbolName`). Read by `AssetCatalogReader`.
public struct AssetCatalog {
    /// A colour set's light ("any") appearance, in extended sRGB (a Display P3 colour converted,
    /// as `UIColor` gives its components), with the colour space the catalog wrote it in.
    struct ColorAsset: Equatable {
        let name: String
        let red: Double, green: Double, blue: Double, alpha: Double
        let colorSpace: String
    }

    /// An image set's renditions: the scale each is for (nil for a single-scale or vector image)
    /// and its declared size (pixels, or points for a vector image); nil where the file gave none.
    struct ImageAsset: Equatable {
        struct Rendition: Equatable {
            let scale: Double?
            let size: Size?
            let isVector: Bool
        }
        let name: String
        let renditions: [Rendition]
        /// A symbol set: it draws as an SF Symbol does.
        var isSymbol = false

        /// The size in points on a screen of `scale`: the rendition iOS picks (`chosen(for:)`),
        /// its pixels over its scale. Nil when that rendition has no size (it could not be read).
        func pointSize(screenScale: Double) -> Size? {
            guard let rendition = chosen(for: screenScale), let size = rendition.size else { return nil }
            if rendition.isVector { return size }
            let scale = rendition.scale ?? 1
            return Size(width: size.width / scale, height: size.height / scale)
        }

        /// As UIKit picks: the rendition for the screen's scale; else the smallest bigger one
        /// (scaled down); else the biggest smaller one; a single-scale image serves every scale.
        func chosen(for screenScale: Double) -> Rendition? {
            let scaled = renditions.filter { $0.scale != nil }
            if let exact = scaled.first(where: { $0.scale == screenScale }) { return exact }
            if let larger = scaled.filter({ ($0.scale ?? 0) > screenScale }).min(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }) { return larger }
            if let smaller = scaled.max(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }) { return smaller }
            return renditions.first
        }
    }

    var colors: [String: ColorAsset] = [:]
    var images: [String: ImageAsset] = [:]
    /// Generated member name → asset name, for each kind.
    var colorSymbols: [String: String] = [:]
    var imageSymbols: [String: String] = [:]
    /// Located warnings (`Assets.xcassets/Brand.colorset/Contents.json: warning: …`), in path order.
    public var warnings: [String] = []
    /// Whether any catalog was read: with none, an image name is drawn as a placeholder
    /// (a file loaded on its own has no catalog to look in), not as a missing image.
    public var hasCatalogs = false

    public init() {}

    public static let empty = AssetCatalog()

    /// Adds a colour and its generated symbol (the first asset of a name wins, as in a build
    /// the duplicate is an error of Xcode's we report as a warning).
    mutating func add(_ color: ColorAsset, shown: String) {
        guard colors[color.name] == nil else {
            warnings.append("\(shown): warning: a second colour named '\(color.name)'; the first one is used")
            return
        }
        colors[color.name] = color
        if let symbol = AssetSymbolName.symbol(for: color.name, kind: .color), colorSymbols[symbol] == nil { colorSymbols[symbol] = color.name }
    }

    mutating func add(_ image: ImageAsset, shown: String) {
        guard images[image.name] == nil else {
            warnings.append("\(shown): warning: a second image named '\(image.name)'; the first one is used")
            return
        }
        images[image.name] = image
        // A symbol set has its generated member too (`Image(.leafFill)` for `leaf.fill`).
        if let symbol = AssetSymbolName.symbol(for: image.name, kind: .image), imageSymbols[symbol] == nil { imageSymbols[symbol] = image.name }
    }

    /// The names of every colour and image, sorted, for "did you mean" hints.
    func names(of kind: AssetSymbolName.Kind) -> [String] {
        (kind == .color ? Array(colors.keys) : Array(images.keys)).sorted()
    }
}
