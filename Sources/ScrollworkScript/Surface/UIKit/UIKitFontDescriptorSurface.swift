import ScrollworkScene

/// `UIFontDescriptor`'s attributes and symbolic traits, as rich-text code derives fonts with them
/// (`font.fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: w]])`,
/// `withSymbolicTraits(.traitBold)`). A weight and a size change the font text is measured in;
/// the rest (italic, leading, feature settings such as small capitals) is drawn only.
enum UIKitFontDescriptorSurface: SurfaceProvider {
    /// `UIFont.Weight`'s raw values, as UIKit's header declares them (`UIFontWeightMedium`…).
    static let weightValues: [(TextFont.Weight, Double)] = [
        (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23), (.semibold, 0.3),
        (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
    ]

    /// `UIFontDescriptor.SymbolicTraits`, with their bits as UIKit declares them.
    static let symbolicTraits: [(String, Int)] = [
        ("traitItalic", 1 << 0), ("traitBold", 1 << 1), ("traitExpanded", 1 << 5), ("traitCondensed", 1 << 6),
        ("traitMonoSpace", 1 << 10), ("traitVertical", 1 << 11), ("traitUIOptimized", 1 << 12),
        ("traitTightLeading", 1 << 15), ("traitLooseLeading", 1 << 16),
    ]

    /// Core Text's font feature types and selectors apps give as feature settings (SFNTLayoutTypes.h).
    static let featureConstants: [(String, Int)] = [
        ("kNumberSpacingType", 6), ("kMonospacedNumbersSelector", 0), ("kProportionalNumbersSelector", 1),
        ("kNumberCaseType", 21), ("kLowerCaseNumbersSelector", 0), ("kUpperCaseNumbersSelector", 1),
        ("kLowerCaseType", 37), ("kUpperCaseType", 38), ("kDefaultLowerCaseSelector", 0), ("kLowerCaseSmallCapsSelector", 1),
        ("kDefaultUpperCaseSelector", 0), ("kUpperCaseSmallCapsSelector", 1),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("UIFont.Weight") { t in
            t.initializer("init(rawValue: CGFloat)", doc: "The weight of that value (−0.8 ultra light … 0.62 black); the nearest face is used.") { a in
                .symbol(nearestWeight(try ValueReaders.double(a[0], "rawValue")).rawValue)
            }
            t.property("var rawValue: CGFloat { get }", doc: "The weight's value: −0.8 ultra light, 0 regular, 0.4 bold, 0.62 black.") { r in
                let weight = try FontValue.weight(r) ?? .regular
                return .double(weightValues.first { $0.0 == weight }?.1 ?? 0)
            }
        }
        names(&surface)
        for (name, value) in featureConstants {
            surface.add(.global, "let \(name): Int", role: .visual, doc: "Core Text's \(name) (\(value)), for feature settings (drawn only).",
                        body: .constant(.int(value)))
        }
        surface.extend("UIFontDescriptor") { t in
            t.method("func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor",
                     doc: "The descriptor with the attributes added: a weight in its traits and a size change the font; the others are drawn only.") { r, a in
                .host(UIFontDescriptorValue(font: try adding(a[0], to: UIFontDescriptorValue.read(r).font)))
            }
            t.method("func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor?",
                     doc: "The descriptor with these traits: bold gives the bold weight; italic, condensed, leading … are drawn only.",
                     caveat: "only .traitBold changes the font here (its weight); italic, condensed, expanded, monospace and leading traits are drawn only, the font keeping its name") { r, a in
                let font = try UIFontDescriptorValue.read(r).font
                let bold = try ValueReaders.int(a[0], "symbolicTraits") & (1 << 1) != 0
                return .host(UIFontDescriptorValue(font: bold ? weighted(font, .bold) : font))
            }
        }
        surface.extend("Font") { t in
            t.initializer("init(_ font: UIFont)", role: .layout, doc: "The UIKit font's size and weight.") { a in
                .host(FontValue(font: try UIKitFontSurface.read(a[0]).font, style: nil, hasWeight: true))
            }
        }
    }

    /// The attribute, trait and feature names, each standing for its own name.
    private static func names(_ surface: inout SurfaceBuilder) {
        // The keys that change the font (a weight in the traits, a size); the others are drawn only.
        let changing: Set<String> = ["traits", "size", "weight"]
        let tables: [(String, [String])] = [
            ("UIFontDescriptor.AttributeName", ["family", "name", "face", "size", "visibleName", "matrix", "characterSet",
                                                "cascadeList", "traits", "fixedAdvance", "featureSettings", "textStyle"]),
            ("UIFontDescriptor.TraitKey", ["symbolic", "weight", "width", "slant"]),
            ("UIFontDescriptor.FeatureKey", ["featureIdentifier", "typeIdentifier", "type", "selector"]),
        ]
        for (type, names) in tables {
            surface.type(type, conformsTo: ["Hashable"], doc: "A font descriptor's key.") { t in
                for name in names {
                    t.constant("static let \(name): \(type)", role: changing.contains(name) ? .value : .visual,
                               doc: changing.contains(name) ? "The \(name) key." : "The \(name) key (drawn only).", .symbol(name))
                }
            }
        }
        surface.type("UIFontDescriptor.SymbolicTraits", .optionSet, doc: "A font's traits: bold, italic, condensed …") { t in
            for (name, bits) in symbolicTraits {
                t.constant("static var \(name): UIFontDescriptor.SymbolicTraits { get }", role: name == "traitBold" ? .value : .visual,
                           doc: name == "traitBold" ? "The bold trait: the bold weight." : "The \(name) trait (drawn only).", .int(bits))
            }
        }
    }

    static func nearestWeight(_ value: Double) -> TextFont.Weight {
        weightValues.min { abs($0.1 - value) < abs($1.1 - value) }?.0 ?? .regular
    }

    /// `addingAttributes`: the traits' weight and the size are the ones that change the font.
    private static func adding(_ attributes: Value, to font: UIFontValue) throws -> UIFontValue {
        guard case .dictionary(let dictionary) = attributes else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("[UIFontDescriptor.AttributeName: Any]", attributes))
        }
        var font = font
        if case .dictionary(let traits) = StateBox.unwrap(dictionary[.symbol("traits")]) {
            let weight = StateBox.unwrap(traits[.symbol("weight")])
            if !weight.isNil { font = weighted(font, nearestWeight(try ValueReaders.double(weight, "weight"))) }
        }
        let size = StateBox.unwrap(dictionary[.symbol("size")])
        if !size.isNil { font = font.withSize(try ValueReaders.double(size, "size")) }
        return font
    }

    /// The font at another weight: the system font's face of that weight, an app's font as it is named.
    private static func weighted(_ font: UIFontValue, _ weight: TextFont.Weight) -> UIFontValue {
        if let family = font.family, family.hasPrefix(UIFontValue.systemFamily) {
            return .system(size: font.font.size, weight: weight, design: String(family.dropFirst(UIFontValue.systemFamily.count)))
        }
        return UIFontValue(name: font.name, family: font.family, font: TextFont(size: font.font.size, weight: weight))
    }
}
