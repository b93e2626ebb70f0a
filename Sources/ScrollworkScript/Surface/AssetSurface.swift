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
            let colors = catalog.colorSymbols.map(Symbol.init).sorted { $0.qualified < $1.qualified }
            let images = catalog.imageSymbols.map(Symbol.init).sorted { $0.qualified < $1.qualified }
            declareNamespaces(of: colors, in: ["ColorResource", "Color", "UIColor"], &builder, base: base)
            declareNamespaces(of: images, in: ["ImageResource", "UIImage"], &builder, base: base)
            for symbol in colors {
                builder.extend("ColorResource" + symbol.namespace) { t in
                    t.constant("static let \(symbol.member): ColorResource", doc: "The \"\(symbol.asset)\" asset catalog color resource.",
                               .host(AssetResourceValue(.color, name: symbol.asset)))
                }
            }
            // `ShapeStyle` is a protocol, which Swift nests no type in: a namespace's colours have no such member.
            for owner in ["Color", "UIColor", "ShapeStyle"] {
                for symbol in colors where owner != "ShapeStyle" || symbol.namespace.isEmpty {
                    guard base.overloads(.type(owner + symbol.namespace), symbol.member).isEmpty else { continue }
                    let type = owner == "UIColor" ? "UIColor" : "Color"
                    builder.extend(owner + symbol.namespace) { t in
                        t.sceneStaticProperty("static var \(symbol.member): \(type) { get }", role: owner == "UIColor" ? .value : .view,
                                              doc: "The \"\(symbol.asset)\" asset catalog color.") { context in
                            owner == "UIColor" ? AssetLookup.uiColor(symbol.asset, context: context)
                                : .host(AssetLookup.color(symbol.asset, context: context))
                        }
                    }
                }
            }
            for symbol in images {
                builder.extend("ImageResource" + symbol.namespace) { t in
                    t.constant("static let \(symbol.member): ImageResource", doc: "The \"\(symbol.asset)\" asset catalog image resource.",
                               .host(AssetResourceValue(.image, name: symbol.asset)))
                }
            }
            for symbol in images where base.overloads(.type("UIImage" + symbol.namespace), symbol.member).isEmpty {
                builder.extend("UIImage" + symbol.namespace) { t in
                    t.sceneStaticProperty("static var \(symbol.member): UIImage { get }", doc: "The \"\(symbol.asset)\" asset catalog image.") { context in
                        AssetLookup.uiImage(symbol.asset, context: context)
                    }
                }
            }
        }
    }

    /// A generated member: `Fountain.stone` is `stone` in the namespace `.Fountain` of each owner type.
    private struct Symbol {
        let qualified: String, asset: String
        /// The nested types it is in, each after a `.` (empty at the top).
        var namespace: String { qualified.lastIndex(of: ".").map { "." + qualified[..<$0] } ?? "" }
        var member: String { qualified.lastIndex(of: ".").map { String(qualified[qualified.index(after: $0)...]) } ?? qualified }

        init(_ entry: (key: String, value: String)) {
            (qualified, asset) = (entry.key, entry.value)
        }
    }

    /// The nested types of groups that provide a namespace (`enum Fountain`), in each owner
    /// type, outer before inner; one a framework type already nests (`Color.Resolved`) is its own.
    private static func declareNamespaces(of symbols: [Symbol], in owners: [String], _ builder: inout SurfaceBuilder,
                                          base: Surface) {
        var namespaces = Set<String>()
        for symbol in symbols {
            var path = ""
            for part in symbol.namespace.split(separator: ".") {
                path += "." + part
                namespaces.insert(path)
            }
        }
        for namespace in namespaces.sorted() {
            for owner in owners where base.type(named: owner + namespace) == nil {
                builder.type(owner + namespace, .enum, doc: "The \"\(namespace.dropFirst())\" asset catalog resource namespace.")
            }
        }
    }
}
