/// The members Xcode generates for an app's asset catalogs (`GeneratedAssetSymbols.swift`), on
/// top of the standard surface: `ColorResource.brand` and `ImageResource.hero` (so
/// `Color(.brand)` and `Image(.hero)` find them), and for colours `Color.brand`,
/// `ShapeStyle.brand` (`.foregroundStyle(.brand)`) and `UIColor.brand`, for images
/// `UIImage.hero`. A member the standard surface already has (`Color.red` for an asset named
/// "Red") keeps its standard meaning here.
enum AssetSurface {
    /// The surface a build of the platform's program compiles against: the standard one, with
    /// the catalogs' names on top when they have any (made once per set of catalogs).
    static func surface(for platform: SimulatedPlatform) -> Surface {
        if let cached = platform.assetSurfaceCache as? Surface { return cached }
        let assets = platform.assets
        let made = assets.colorSymbols.isEmpty && assets.imageSymbols.isEmpty ? Surface.standard : make(assets)
        platform.assetSurfaceCache = made
        return made
    }

    static func make(_ catalog: AssetCatalog) -> Surface {
        let base = Surface.standard
        return Surface(base: base) { builder in
            builder.provider = "Assets"
            let colors = catalog.colorSymbols.sorted { $0.key < $1.key }
            builder.extend("ColorResource") { t in
                for (symbol, name) in colors {
                    t.constant("static let \(symbol): ColorResource", doc: "The \"\(name)\" asset catalog color resource.",
                               .host(AssetResourceValue(.color, name: name)))
                }
            }
            for owner in ["Color", "UIColor", "ShapeStyle"] {
                builder.extend(owner) { t in
                    for (symbol, name) in colors where base.overloads(.type(owner), symbol).isEmpty {
                        let type = owner == "UIColor" ? "UIColor" : "Color"
                        t.sceneStaticProperty("static var \(symbol): \(type) { get }", role: owner == "UIColor" ? .value : .view,
                                              doc: "The \"\(name)\" asset catalog color.") { context in
                            owner == "UIColor" ? AssetLookup.uiColor(name, context: context)
                                : .host(AssetLookup.color(name, context: context))
                        }
                    }
                }
            }
            let images = catalog.imageSymbols.sorted { $0.key < $1.key }
            builder.extend("ImageResource") { t in
                for (symbol, name) in images {
                    t.constant("static let \(symbol): ImageResource", doc: "The \"\(name)\" asset catalog image resource.",
                               .host(AssetResourceValue(.image, name: name)))
                }
            }
            builder.extend("UIImage") { t in
                for (symbol, name) in images where base.overloads(.type("UIImage"), symbol).isEmpty {
                    t.sceneStaticProperty("static var \(symbol): UIImage { get }", doc: "The \"\(name)\" asset catalog image.") { context in
                        AssetLookup.uiImage(name, context: context)
                    }
                }
            }
        }
    }
}
