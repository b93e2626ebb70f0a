import Foundation
import ScrollworkCore

/// `NSLocale`, Foundation's class behind `Locale`, as apps written for older iOS read it: the
/// device's locale, the ISO country codes, identifiers made from their parts and the names CLDR
/// gives them. An `NSLocale` is the `Locale` of its identifier.
enum FoundationNSLocaleSurface: SurfaceProvider {
    /// The keys of a locale's parts, with Foundation's raw values (`NSLocale.Key.countryCode.rawValue`
    /// is `kCFLocaleCountryCodeKey`).
    static let keys: [(name: String, rawValue: String)] = [
        ("identifier", NSLocale.Key.identifier.rawValue), ("languageCode", NSLocale.Key.languageCode.rawValue),
        ("countryCode", NSLocale.Key.countryCode.rawValue), ("scriptCode", NSLocale.Key.scriptCode.rawValue),
        ("currencyCode", NSLocale.Key.currencyCode.rawValue), ("currencySymbol", NSLocale.Key.currencySymbol.rawValue),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSLocale.Key", conformsTo: ["Hashable"], doc: "A part of a locale, named by Apple's key.") { t in
            for (name, rawValue) in keys {
                t.constant("static let \(name): NSLocale.Key", doc: "The key of the locale's \(name).", .host(LocaleKeyValue(rawValue)))
            }
            t.property("var rawValue: String { get }", doc: "Apple's name of the key: kCFLocaleCountryCodeKey.") { .string(try key($0)) }
        }
        surface.type("NSLocale", .class, doc: "Foundation's locale class; its current locale is a Locale.") { t in
            t.sceneStaticProperty("class var current: Locale { get }", doc: "The device's locale: en_US unless `locale` sets another.") {
                .host(LocaleValue(identifier: DeviceRegion.of($0).locale.identifier))
            }
            t.constant("class var isoCountryCodes: [String] { get }", doc: "The 249 officially assigned ISO 3166-1 two-letter country codes, sorted.",
                       .array(countryCodes.map(Value.string)))
            t.staticFunction("class func localeIdentifier(fromComponents dict: [String : String]) -> String",
                             doc: "The identifier of the locale of these parts, keyed as NSLocale.Key's raw values: _FR for the country FR.") { a in
                guard case .dictionary(let parts) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[String : String]", a[0])) }
                var components = [String: String]()
                for (key, value) in zip(parts.keys, parts.values) { components[try ValueReaders.string(key, "key")] = try ValueReaders.string(value, "value") }
                return .string(Foundation.Locale.identifier(fromComponents: components))
            }
            t.initializer("init(localeIdentifier string: String)", doc: "The locale of this identifier.") { a in
                .host(LocaleValue(identifier: try ValueReaders.string(a[0], "localeIdentifier")))
            }
            t.method("func displayName(forKey key: NSLocale.Key, value: Any) -> String?",
                     doc: "The name CLDR gives the value (an identifier, a language, a country, …) in this locale's language; nil when it has none.") { r, a in
                guard case .host(let locale as LocaleValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSLocale", r)) }
                return NSLocale(localeIdentifier: locale.identifier).displayName(forKey: NSLocale.Key(rawValue: try key(a[0])),
                                                                                 value: try ValueReaders.string(a[1], "value"))
                    .map(Value.string) ?? .none
            }
        }
    }

    private static func key(_ value: Value) throws -> String {
        guard case .host(let key as LocaleKeyValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSLocale.Key", value)) }
        return key.rawValue
    }

    /// Apple documents two-letter country codes. CLDR's region list, which Foundation reads on
    /// other systems, also has UN M49 areas (001, 150), codes ISO 3166-1 only reserves (AC, CP,
    /// DG, EA, EU, EZ, IC, TA, UN), Sark's CQ and private-use ones (QO, XK): left out here.
    static let countryCodes = NSLocale.isoCountryCodes.filter { code in
        code.count == 2 && code.allSatisfy(\.isLetter) && !notAssigned.contains(code)
    }.sorted()

    private static let notAssigned: Set<String> = ["AC", "CP", "CQ", "DG", "EA", "EU", "EZ", "IC", "QO", "TA", "UN", "XK"]
}

/// An `NSLocale.Key`: the name of a locale's part.
final class LocaleKeyValue: HostValue {
    let rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }
    var typeName: String { "NSLocale.Key" }
    var valueDescription: String { "NSLocaleKey(_rawValue: \(rawValue))" }
    var equalityKey: String { rawValue }
}
