import ScrollworkFrontEnd

/// The located warning for an asset name written as a literal that no loaded catalog has
/// (`Image("hero")`, `Color("Brand")`, `UIImage(named:)`, `UIColor(named:)`): at run time
/// the image is empty and the colour clear (`UIImage(named:)` and `UIColor(named:)` nil), which
/// is what happens here too. Only when a catalog was loaded: a file on its own has none to look in.
enum AssetNameCheck {
    /// The entries that take an asset's name, as owner and declaration.
    private static let named: [String: AssetSymbolName.Kind] = [
        "Image.init(_ name: String, bundle: Bundle? = nil)": .image, "UIImage.init?(named name: String)": .image,
        "Color.init(_ name: String, bundle: Bundle? = nil)": .color, "UIColor.init?(named name: String)": .color,
    ]

    static func warning(for entry: SurfaceEntry, _ arguments: [Argument], assets: AssetCatalog) -> (String, SourceRange, String?)? {
        guard assets.hasCatalogs, case .type(let owner) = entry.owner,
              let kind = named[owner + "." + entry.declaration], let argument = arguments.first,
              let name = argument.value.literalText else { return nil }  // interpolated: known only when it runs
        let known = kind == .color ? assets.colors[name] != nil : assets.images[name] != nil
        guard !known else { return nil }
        let what = kind == .color ? "colour" : "image"
        let effect = kind == .color ? "it is clear" : (owner == "UIImage" ? "it is nil" : "it draws nothing (zero size)")
        let hint = Suggestions.closest(to: name, among: assets.names(of: kind)).map { "did you mean '\($0)'?" }
        return ("no \(what) named '\(name)' in the asset catalogs; \(effect), as at run time", argument.value.range, hint)
    }
}
