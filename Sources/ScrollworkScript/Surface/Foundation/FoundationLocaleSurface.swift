import Foundation
import ScrollworkCore

/// `Locale` as apps read it: the simulated device is set to English (United States) unless the
/// REPL's `locale` sets another, so `Locale.current` is en_US, whose currency is the US dollar,
/// whatever machine runs the scene.
enum FoundationLocaleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("Locale") { t in
            t.sceneStaticProperty("static var current: Locale { get }", doc: "The device's locale: en_US unless `locale` sets another.") {
                .host(LocaleValue(identifier: DeviceRegion.of($0).locale.identifier))
            }
            t.sceneStaticProperty("static var autoupdatingCurrent: Locale { get }", doc: "The device's locale, as it changes.") {
                .host(LocaleValue(identifier: DeviceRegion.of($0).locale.identifier))
            }
            t.sceneStaticProperty("static var preferredLanguages: [String] { get }",
                                  doc: "The device's languages, most preferred first: [\"en-US\"] unless `locale` sets another.") {
                .array([.string(DeviceRegion.of($0).locale.identifier.replacingOccurrences(of: "_", with: "-"))])
            }
            t.initializer("init(identifier: String)", doc: "The locale with this identifier, such as fr_FR.") { a in
                .host(LocaleValue(identifier: try ValueReaders.string(a[0], "identifier")))
            }
            t.property("var languageCode: String? { get }", doc: "The ISO 639 code of the locale's language: en for en_US.") {
                Foundation.Locale(identifier: try locale($0).identifier).language.languageCode.map { .string($0.identifier) } ?? .none
            }
            t.property("var regionCode: String? { get }", doc: "The ISO 3166 code of the locale's region: US for en_US; nil without one.") {
                Foundation.Locale(identifier: try locale($0).identifier).region.map { .string($0.identifier) } ?? .none
            }
            t.property("var language: Locale.Language { get }", doc: "The locale's language: its writing direction.") {
                .host(LocaleLanguageValue(identifier: try locale($0).identifier))
            }
            t.property("var currency: Locale.Currency? { get }", doc: "The region's currency: USD for en_US; nil without a region.") {
                guard let code = try currencyCode(of: $0) else { return .none }
                return .host(LocaleCodeValue("Locale.Currency", identifier: code))
            }
            t.property("var currencyCode: String? { get }", doc: "The region's ISO 4217 currency code: USD for en_US.") {
                guard let code = try currencyCode(of: $0) else { return .none }
                return .string(code)
            }
            // The names CLDR gives codes in the locale's language: French, Germany, French (Canada).
            for (label, what) in [("languageCode", "a language"), ("regionCode", "a region"), ("identifier", "a locale")] {
                t.method("func localizedString(for\(label.prefix(1).uppercased() + label.dropFirst()) \(label): String) -> String?",
                         doc: "The name of \(what) in this locale's language, or nil for a code CLDR does not know.") { r, a in
                    let locale = Foundation.Locale(identifier: try locale(r).identifier), code = try ValueReaders.string(a[0], label)
                    let name = switch label {
                    case "languageCode": locale.localizedString(forLanguageCode: code)
                    case "regionCode": locale.localizedString(forRegionCode: code)
                    default: locale.localizedString(forIdentifier: code)
                    }
                    return name.map(Value.string) ?? .none
                }
            }
            t.property("var usesMetricSystem: Bool { get }", doc: "Whether the region measures in metric units: false for en_US, true for en_GB and fr_FR.") {
                .bool(Foundation.Locale(identifier: try locale($0).identifier).usesMetricSystem)
            }
            t.staticFunction("static func components(fromIdentifier string: String) -> [String : String]",
                             doc: "The identifier's language, script and country codes, keyed kCFLocaleLanguageCodeKey, kCFLocaleScriptCodeKey and kCFLocaleCountryCodeKey.") { a in
                let components = Foundation.Locale.components(fromIdentifier: try ValueReaders.string(a[0], "fromIdentifier"))
                return .dictionary(try DictionaryValue(pairs: components.keys.sorted().map { (.string($0), .string(components[$0] ?? "")) }))
            }
            t.property("var currencySymbol: String? { get }", doc: "The region's currency symbol: $ for en_US.") {
                .string(Foundation.Locale(identifier: try locale($0).identifier).currencySymbol ?? "¤")
            }
        }
        surface.type("Locale.Language", conformsTo: ["Hashable"], doc: "A language, as CLDR describes it.") { t in
            t.property("var characterDirection: Locale.LanguageDirection { get }",
                       doc: "How its characters run in a line: leftToRight for English, rightToLeft for Arabic.") {
                guard case .host(let language as LocaleLanguageValue) = $0 else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale.Language", $0))
                }
                return .symbol(Self.direction(Foundation.Locale(identifier: language.identifier).language.characterDirection))
            }
            t.property("var region: Locale.Region? { get }", doc: "The region the locale's language is written in: US for en_US; nil without one.") {
                guard case .host(let language as LocaleLanguageValue) = $0 else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale.Language", $0))
                }
                return Foundation.Locale(identifier: language.identifier).language.region
                    .map { .host(LocaleCodeValue("Locale.Region", identifier: $0.identifier)) } ?? .none
            }
            t.property("var languageCode: Locale.LanguageCode? { get }", doc: "The language's ISO 639 code: en for English.") {
                guard case .host(let language as LocaleLanguageValue) = $0 else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale.Language", $0))
                }
                return Foundation.Locale(identifier: language.identifier).language.languageCode
                    .map { .host(LocaleCodeValue("Locale.LanguageCode", identifier: $0.identifier)) } ?? .none
            }
        }
        surface.type("Locale.LanguageDirection", .enum, doc: "A direction text runs in.") { t in
            t.cases(["unknown", "leftToRight", "rightToLeft", "topToBottom", "bottomToTop"], doc: "A direction.")
        }
        for (name, doc) in [("Locale.Currency", "A currency, by its ISO 4217 code: USD."), ("Locale.LanguageCode", "A language, by its ISO 639 code: en."),
                            ("Locale.Region", "A region, by its ISO 3166 code: US.")] {
            surface.type(name, conformsTo: ["Hashable"], doc: doc) { t in
                t.property("var identifier: String { get }", doc: "The code.") {
                    guard case .host(let code as LocaleCodeValue) = $0 else { throw RuntimeFailure(RuntimeMessages.typeMismatch(name, $0)) }
                    return .string(code.identifier)
                }
            }
        }
    }

    /// A `Locale?` argument as Foundation's locale; nil for nil.
    static func foundationLocale(_ value: Value) throws -> Foundation.Locale? {
        try value.isNil ? nil : Foundation.Locale(identifier: ValueReaders.host(value, LocaleValue.self, "Locale").identifier)
    }

    private static func locale(_ value: Value) throws -> LocaleValue {
        guard case .host(let locale as LocaleValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", value)) }
        return locale
    }

    private static func direction(_ direction: Foundation.Locale.LanguageDirection) -> String {
        switch direction {
        case .leftToRight: return "leftToRight"
        case .rightToLeft: return "rightToLeft"
        case .topToBottom: return "topToBottom"
        case .bottomToTop: return "bottomToTop"
        default: return "unknown"
        }
    }

    /// The currency Foundation's CLDR data gives the locale's region; nil when it names none.
    private static func currencyCode(of value: Value) throws -> String? {
        Foundation.Locale(identifier: try locale(value).identifier).currency?.identifier
    }
}

/// `Locale.Currency` or `Locale.LanguageCode`: a code of ISO 4217 or ISO 639.
final class LocaleCodeValue: HostValue {
    let typeName: String
    let identifier: String
    init(_ typeName: String, identifier: String) {
        self.typeName = typeName
        self.identifier = identifier
    }
    var valueDescription: String { identifier }
    var equalityKey: String { identifier }
}

/// `Locale.Language`: the language of a locale, by the locale's identifier.
final class LocaleLanguageValue: HostValue {
    let identifier: String
    init(identifier: String) { self.identifier = identifier }
    var typeName: String { "Locale.Language" }
    var valueDescription: String { identifier }
    var equalityKey: String { Foundation.Locale(identifier: identifier).language.maximalIdentifier }
}
