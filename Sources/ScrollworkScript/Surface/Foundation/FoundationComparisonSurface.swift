import Foundation
import ScrollworkCore

/// `ComparisonResult` and what gives one: Foundation's string comparisons, for the simulated
/// device's en_US locale as the string searches are (`localizedStandardContains`), and
/// `Date.compare(_:)`.
enum FoundationComparisonSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ComparisonResult", .enum, conformsTo: ["Equatable", "Hashable"],
                     doc: "Whether a value orders before, with or after another.") { t in
            t.cases(["orderedAscending", "orderedSame", "orderedDescending"], doc: "An order of two values.")
        }
        let device = Locale(identifier: "en_US")
        // Apple documents each as `compare(_:options:range:locale:)` with these options and locale.
        let comparisons: [(String, String, String.CompareOptions, Locale?)] = [
            ("func compare<T: StringProtocol>(_ aString: T) -> ComparisonResult",
             "The order of the strings by their characters, in no locale.", [], nil),
            ("func localizedCompare<T: StringProtocol>(_ string: T) -> ComparisonResult",
             "The order of the strings in the device's locale.", [], device),
            ("func caseInsensitiveCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult",
             "The order of the strings, ignoring case.", .caseInsensitive, nil),
            ("func localizedCaseInsensitiveCompare<T: StringProtocol>(_ string: T) -> ComparisonResult",
             "The order of the strings in the device's locale, ignoring case.", .caseInsensitive, device),
            ("func localizedStandardCompare<T: StringProtocol>(_ string: T) -> ComparisonResult",
             "The order Finder sorts names in: ignoring case, numbers by value, in the device's locale.",
             [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], device),
        ]
        // Foundation declares the options on NSString; String's name is an alias of them.
        surface.alias("NSString.CompareOptions", for: "String.CompareOptions")
        surface.type("String.CompareOptions", .optionSet, doc: "How strings are compared and searched.") { t in
            for (name, option) in compareOptions {
                t.constant("static var \(name): String.CompareOptions { get }", doc: "A comparison option.", .int(Int(option.rawValue)))
            }
        }
        surface.extend("String") { t in
            t.method("func range<T: StringProtocol>(of aString: T, options mask: String.CompareOptions = [], range searchRange: Range<String.Index>? = nil, locale: Locale? = nil) -> Range<String.Index>?",
                     doc: "Where the other string first occurs (last with .backwards) within the range, as Foundation searches, in the locale; nil when it does not.") { r, a in
                let text = try ValueReaders.string(r, "range(of:)"), wanted = try ValueReaders.string(a[0], "of")
                let within = try a[2].isNil ? nil : SwiftStringIndicesSurface.stringRange(a[2], in: text)
                let locale = try FoundationLocaleSurface.foundationLocale(a[3])
                guard let found = text.range(of: wanted, options: try searchOptions(a[1], pattern: wanted, in: text), range: within,
                                             locale: locale) else { return .none }
                return SwiftStringIndicesSurface.positions(found, in: text)
            }
            t.method("func rangeOfCharacter(from aSet: CharacterSet, options mask: String.CompareOptions = []) -> Range<String.Index>?",
                     doc: "Where the first character of the set occurs (last with .backwards), as Foundation searches; nil when none does.") { r, a in
                let text = try ValueReaders.string(r, "rangeOfCharacter(from:)")
                let set = try FoundationCharacterSetSurface.characterSet(a[0])
                guard let found = text.rangeOfCharacter(from: set, options: try options(a[1])) else { return .none }
                return SwiftStringIndicesSurface.positions(found, in: text)
            }
            t.method("func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement, options: String.CompareOptions, range searchRange: Range<String.Index>? = nil) -> String",
                     doc: "The string with each occurrence replaced, found with these options (a pattern with .regularExpression, whose $1… the replacement may use) in the range (nil: everywhere), as Foundation replaces.") { r, a in
                let text = try ValueReaders.string(r, "replacingOccurrences"), target = try ValueReaders.string(a[0], "of")
                let mask = try searchOptions(a[2], pattern: target, in: text)
                let searched = try a[3].isNil ? nil : SwiftStringIndicesSurface.stringRange(a[3], in: text)
                let result = text.replacingOccurrences(of: target, with: try ValueReaders.string(a[1], "with"), options: mask, range: searched)
                try a.context.charge(result.utf8.count / 64)
                return .string(result)
            }
            t.method("func compare<T: StringProtocol>(_ aString: T, options mask: String.CompareOptions) -> ComparisonResult",
                     doc: "The order of the strings with these options, in no locale.") { r, a in
                let text = try ValueReaders.string(r, "compare"), other = try ValueReaders.string(a[0], "compare")
                return result(text.compare(other, options: try options(a[1]), range: nil, locale: nil))
            }
            for (declaration, doc, options, locale) in comparisons {
                t.method(declaration, doc: doc) { receiver, a in
                    let text = try ValueReaders.string(receiver, "compare"), other = try ValueReaders.string(a[0], "compare")
                    return result(text.compare(other, options: options, range: nil, locale: locale))
                }
            }
        }
        surface.extend("Date") { t in
            t.method("func compare(_ other: Date) -> ComparisonResult", doc: "Whether the date is before, at or after the other.") { receiver, a in
                guard let date = FoundationTypes.seconds(ofDate: receiver), let other = FoundationTypes.seconds(ofDate: a[0]) else {
                    throw RuntimeFailure("compare(_:) needs two dates")
                }
                return result(date < other ? .orderedAscending : date > other ? .orderedDescending : .orderedSame)
            }
        }
    }

    /// Foundation's options, with their raw values.
    private static let compareOptions: [(String, String.CompareOptions)] = [
        ("caseInsensitive", .caseInsensitive), ("literal", .literal), ("backwards", .backwards), ("anchored", .anchored),
        ("numeric", .numeric), ("diacriticInsensitive", .diacriticInsensitive), ("widthInsensitive", .widthInsensitive),
        ("forcedOrdering", .forcedOrdering), ("regularExpression", .regularExpression),
    ]

    private static func options(_ value: Value) throws -> String.CompareOptions {
        String.CompareOptions(rawValue: try ValueReaders.optionBits(value, "String.CompareOptions"))
    }

    /// Options for a search; with `.regularExpression`, a pattern and text within `RegularExpressionLimits`.
    private static func searchOptions(_ value: Value, pattern: String, in text: String) throws -> String.CompareOptions {
        let mask = try options(value)
        if mask.contains(.regularExpression) { try RegularExpressionLimits.check(pattern: pattern, textLength: text.utf16.count) }
        return mask
    }

    static func result(_ order: ComparisonResult) -> Value {
        switch order {
        case .orderedAscending: return .symbol("orderedAscending")
        case .orderedSame: return .symbol("orderedSame")
        case .orderedDescending: return .symbol("orderedDescending")
        }
    }
}
