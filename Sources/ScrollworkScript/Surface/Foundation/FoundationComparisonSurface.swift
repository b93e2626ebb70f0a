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
        surface.extend("String") { t in
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

    private static func result(_ order: ComparisonResult) -> Value {
        switch order {
        case .orderedAscending: return .symbol("orderedAscending")
        case .orderedSame: return .symbol("orderedSame")
        case .orderedDescending: return .symbol("orderedDescending")
        }
    }
}
