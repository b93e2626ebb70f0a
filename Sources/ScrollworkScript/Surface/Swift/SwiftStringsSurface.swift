import Foundation
import ScrollworkCore

/// `String`: what view labels and printed values use; a collection of its characters (each a
/// one-character string in scripts), with Foundation's additions apps use.
enum SwiftStringsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("String", conformsTo: ["Comparable", "Hashable", "Sequence"], doc: "Text, as a collection of characters.") { t in
            initializers(&t)
            queries(&t)
            transforms(&t)
            pieces(&t)
        }
        surface.alias("Character", for: "String")
        surface.alias("Substring", for: "String")
        // The key of `String(localized:)`, whose text is the key itself here (`init(localized:)`).
        surface.alias("String.LocalizationValue", for: "String")
        // The scalars of a string are the array of them (`SwiftUnicodeScalarSurface`), so
        // filtering, counting and `String(scalars)` work as on any array.
        surface.alias("String.UnicodeScalarView", for: "Array")
        surface.alias("UnicodeScalar", for: "Unicode.Scalar")
    }

    private static func text(_ value: Value) throws -> String { try ValueReaders.string(value, "the string") }

    private static func checked(_ result: String, _ a: SurfaceArguments) throws -> Value {
        guard result.utf8.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
        try a.context.charge(result.utf8.count)
        return .string(result)
    }

    private static func initializers(_ t: inout SurfaceTypeBuilder) {
        t.initializer("init()", doc: "The empty string.") { _ in .string("") }
        t.initializer("init<T>(describing instance: T)", doc: "The value as `print` writes it.") { .string(Value.describe($0[0])) }
        t.initializer("init<T: LosslessStringConvertible>(_ value: T)", doc: "The value as text; characters joined into a string.") { a in
            // `String(name.reversed())`: a sequence of characters becomes the string they spell.
            if case .array(let characters) = a[0], characters.allSatisfy({ if case .string = $0 { return true }; return false }) {
                return try checked(try characters.map(text).joined(), a)
            }
            return .string(Value.describe(a[0]))
        }
        t.initializer("init<T: BinaryInteger>(_ value: T, radix: Int, uppercase: Bool = false)",
                      doc: "The number written in base radix (2 to 36), its letters uppercase if asked.") { a in
            let radix = try SwiftNumbersSurface.radix(a[1], "Radix must be between 2 and 36")
            let uppercase = try ValueReaders.bool(a[2], "uppercase")
            if case .uint(let unsigned) = a[0] { return .string(String(unsigned, radix: radix, uppercase: uppercase)) }
            return .string(String(try ValueReaders.int(a[0], "value"), radix: radix, uppercase: uppercase))
        }
        // Foundation's localized strings: the development language's text, which is the key.
        t.initializer("init(localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, comment: String? = nil)",
                      doc: "The localized text; here the key itself, as in the development language.") { a in a[0] }
        t.initializer("init(repeating repeatedValue: String, count: Int)", doc: "The string repeated count times.") { a in
            let piece = try text(a[0]), count = try ValueReaders.int(a[1], "count")
            guard count >= 0 else { throw RuntimeFailure("String(repeating:count:) needs a count that is not negative") }
            let (bytes, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
            guard !overflow, bytes <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            try a.context.charge(bytes)
            return .string(String(repeating: piece, count: count))
        }
        t.initializer("init(format: String, _ arguments: CVarArg...)", doc: "The arguments written into the C-style format: %d, %.2f, %@ …") { a in
            try formatted(a[0], a[1])
        }
        t.initializer("init(format: String, arguments: [CVarArg])", doc: "The array's values written into the C-style format.") { a in
            try formatted(a[0], a[1])
        }
        // A locale whose numbers are the C format's (en_US, the device's by default) writes the
        // same text; one with another decimal separator is not simulated, and says so.
        t.initializer("init(format: String, locale: Locale?, _ args: CVarArg...)",
                      doc: "The arguments written into the format as the locale writes numbers: as the C format does, for a locale with a decimal point.") { a in
            if case .host(let locale as LocaleValue) = a[1], Foundation.Locale(identifier: locale.identifier).decimalSeparator != "." {
                throw RuntimeFailure("String(format:locale:) with the locale '\(locale.identifier)', whose decimal separator is not '.', is not simulated")
            }
            return try formatted(a[0], a[2])
        }
        t.initializer("init(localized key: String, defaultValue: String, table: String? = nil, bundle: Bundle? = nil, comment: String? = nil)",
                      doc: "The default value: the app has no strings file of its own here.") { a in a[1] }
    }

    private static func formatted(_ format: Value, _ arguments: Value) throws -> Value {
        guard case .array(let arguments) = arguments else { return .string(try text(format)) }
        do {
            return .string(try StringFormat.format(try text(format), arguments))
        } catch let failure as StringFormat.Failure {
            throw RuntimeFailure(failure.message)
        }
    }

    private static func queries(_ t: inout SurfaceTypeBuilder) {
        t.property("var count: Int { get }", doc: "The number of characters.") { .int(try text($0).count) }
        t.property("var isEmpty: Bool { get }", doc: "Whether the string has no characters.") { .bool(try text($0).isEmpty) }
        // Settable, as in Swift: `flag.unicodeScalars.append(scalar)` builds a string scalar by scalar.
        t.property("var unicodeScalars: String.UnicodeScalarView { get set }", doc: "The string's Unicode scalars, in order.", get: {
            .array(try text($0).unicodeScalars.map { .string(String($0)) })
        }, set: { value, scalars in
            let joined = try Sequences.elements(scalars, in: nil).map(text).joined()
            guard joined.utf8.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            value = .string(joined)
        })
        t.property("var first: Character? { get }", doc: "The first character, or nil.") { try text($0).first.map { .string(String($0)) } ?? .none }
        t.property("var last: Character? { get }", doc: "The last character, or nil.") { try text($0).last.map { .string(String($0)) } ?? .none }
        t.property("var description: String { get }", doc: "The text itself.") { .string(try text($0)) }
        t.property("var hashValue: Int { get }", doc: "A hash of the text, the same on every run (FNV-1a of its UTF-8 bytes).") { value in
            StableHash.of(try text(value))
        }
        t.method("func hasPrefix(_ prefix: String) -> Bool", doc: "Whether the string starts with prefix.") { receiver, a in
            .bool(try text(receiver).hasPrefix(try text(a[0])))
        }
        t.method("func hasSuffix(_ suffix: String) -> Bool", doc: "Whether the string ends with suffix.") { receiver, a in
            .bool(try text(receiver).hasSuffix(try text(a[0])))
        }
        t.method("func contains(_ other: String) -> Bool", doc: "Whether other occurs in the string.") { receiver, a in
            .bool(try text(receiver).contains(try text(a[0])))
        }
        // Foundation's locale-aware searches, for the simulated device's en_US locale.
        let device = Locale(identifier: "en_US")
        t.method("func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool",
                 doc: "Whether other occurs in the string, ignoring case.") { receiver, a in
            .bool(try text(receiver).range(of: try text(a[0]), options: .caseInsensitive, locale: device) != nil)
        }
        t.property("var localizedCapitalized: String { get }", doc: "Each word with a capital first letter, in the device's locale.") {
            .string(try text($0).capitalized(with: device))
        }
        t.property("var localizedUppercase: String { get }", doc: "The string in capitals, in the device's locale.") {
            .string(try text($0).uppercased(with: device))
        }
        t.property("var localizedLowercase: String { get }", doc: "The string in small letters, in the device's locale.") {
            .string(try text($0).lowercased(with: device))
        }
        // Foundation's case changes in a given locale (Turkish dotted İ), or none's rules with nil.
        let inLocale: [(String, String, (String, Locale?) -> String)] = [
            ("capitalized", "Each word with a capital first letter", { $0.capitalized(with: $1) }),
            ("uppercased", "The string in capitals", { $0.uppercased(with: $1) }),
            ("lowercased", "The string in small letters", { $0.lowercased(with: $1) }),
        ]
        for (name, what, change) in inLocale {
            t.method("func \(name)(with locale: Locale?) -> String", doc: "\(what), by the locale's rules (nil: no locale's).") { r, a in
                .string(change(try text(r), try FoundationLocaleSurface.foundationLocale(a[0])))
            }
        }
        t.method("func localizedStandardContains<T: StringProtocol>(_ string: T) -> Bool",
                 doc: "Whether string occurs in the string, as Finder searches: ignoring case and accents.") { receiver, a in
            .bool(try text(receiver).range(of: try text(a[0]), options: [.caseInsensitive, .diacriticInsensitive], locale: device) != nil)
        }
    }

    private static func transforms(_ t: inout SurfaceTypeBuilder) {
        t.method("func uppercased() -> String", doc: "The string in capitals.") { receiver, _ in .string(try text(receiver).uppercased()) }
        t.method("func lowercased() -> String", doc: "The string in small letters.") { receiver, _ in .string(try text(receiver).lowercased()) }
        t.method("func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String",
                 doc: "The string cut to newLength characters, or made that long with padString repeated from padIndex (Foundation's).") { r, a in
            let pad = try ValueReaders.string(a[1], "withPad"), start = try ValueReaders.int(a[2], "startingAt")
            guard !pad.isEmpty, (0..<pad.count).contains(start) else { throw RuntimeFailure("padding(toLength:withPad:startingAt:) needs a pad string and a start inside it") }
            return try checked(try text(r).padding(toLength: max(0, try ValueReaders.int(a[0], "toLength")), withPad: pad, startingAt: start), a)
        }
        t.method("func filter(_ isIncluded: (Character) throws -> Bool) rethrows -> String",
                 doc: "The characters that pass the test, as a string (Swift's String.filter keeps the type).") { r, a in
            let keep = try ValueReaders.closure(a[0], "filter"), characters = try text(r)
            try a.context.charge(characters.count)
            return .string(String(try characters.filter { try Operators.truth(keep.call([.string(String($0))], in: a.context)) }))
        }
        t.property("var capitalized: String { get }", doc: "Each word with a capital first letter, as Foundation does it.") {
            .string(try text($0).capitalized(with: Locale(identifier: "en_US")))
        }
        t.method("func addingPercentEncoding(withAllowedCharacters allowedCharacters: CharacterSet) -> String?",
                 doc: "The string with every character outside the set percent-encoded (UTF-8).") { r, a in
            try text(r).addingPercentEncoding(withAllowedCharacters: FoundationCharacterSetSurface.characterSet(a[0])).map { try checked($0, a) } ?? .none
        }
        t.property("var removingPercentEncoding: String? { get }", doc: "The string with its percent escapes decoded, or nil when one is not UTF-8.") {
            try text($0).removingPercentEncoding.map(Value.string) ?? .none
        }
        t.method("func trimmingCharacters(in set: CharacterSet) -> String", doc: "The string without those characters at either end.") { r, a in
            .string(try text(r).trimmingCharacters(in: FoundationCharacterSetSurface.characterSet(a[0])))
        }
        t.method("func appending<T: StringProtocol>(_ aString: T) -> String", doc: "The string with aString added at the end.") { r, a in
            try checked(try text(r) + (try text(a[0])), a)
        }
        t.method("func replacingOccurrences(of target: String, with replacement: String) -> String",
                 doc: "The string with every occurrence of target replaced.") { r, a in
            let target = try text(a[0])
            guard !target.isEmpty else { return r }
            return try checked(try text(r).replacingOccurrences(of: target, with: try text(a[1])), a)
        }
    }

    private static func pieces(_ t: inout SurfaceTypeBuilder) {
        t.method("func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]",
                 doc: "The pieces between the separators.") { r, a in
            let separator = try text(a[0])
            guard separator.count == 1, let character = separator.first else {
                throw RuntimeFailure("split(separator:) takes one character, not \"\(separator)\"")
            }
            let maxSplits = try ValueReaders.int(a[1], "maxSplits")
            guard maxSplits >= 0 else { throw RuntimeFailure("split(separator:) needs maxSplits that is not negative") }
            let parts = try text(r).split(separator: character, maxSplits: maxSplits,
                                          omittingEmptySubsequences: try ValueReaders.bool(a[2], "omittingEmptySubsequences"))
            return .array(parts.map { .string(String($0)) })
        }
        t.method("func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool) rethrows -> [Substring]",
                 doc: "The pieces between the characters the closure calls separators.") { r, a in
            let maxSplits = try ValueReaders.int(a[0], "maxSplits")
            guard maxSplits >= 0 else { throw RuntimeFailure("split(whereSeparator:) needs maxSplits that is not negative") }
            let isSeparator = try ValueReaders.closure(a[2], "whereSeparator")
            let parts = try text(r).split(maxSplits: maxSplits, omittingEmptySubsequences: try ValueReaders.bool(a[1], "omittingEmptySubsequences")) {
                try Operators.truth(isSeparator.call([.string(String($0))], in: a.context))
            }
            return .array(parts.map { .string(String($0)) })
        }
        t.method("func components(separatedBy separator: String) -> [String]", doc: "The pieces between the separators, empty ones too.") { r, a in
            let separator = try text(a[0])
            guard !separator.isEmpty else { return .array([r]) }
            return .array(try text(r).components(separatedBy: separator).map { .string($0) })
        }
        t.method("func components(separatedBy separator: CharacterSet) -> [String]",
                 doc: "The pieces between any of the set's characters (.newlines: the lines), empty ones too.") { r, a in
            .array(try text(r).components(separatedBy: FoundationCharacterSetSurface.characterSet(a[0])).map { .string($0) })
        }
        let count = ValueReaders.count
        t.method("func prefix(_ maxLength: Int) -> Substring", doc: "The first maxLength characters.") { r, a in
            .string(String(try text(r).prefix(try count(a[0], "prefix"))))
        }
        t.method("func suffix(_ maxLength: Int) -> Substring", doc: "The last maxLength characters.") { r, a in
            .string(String(try text(r).suffix(try count(a[0], "suffix"))))
        }
        t.method("func dropFirst(_ k: Int = 1) -> Substring", doc: "The string without its first k characters.") { r, a in
            .string(String(try text(r).dropFirst(try count(a[0], "dropFirst"))))
        }
        t.method("func dropLast(_ k: Int = 1) -> Substring", doc: "The string without its last k characters.") { r, a in
            .string(String(try text(r).dropLast(try count(a[0], "dropLast"))))
        }
    }
}
