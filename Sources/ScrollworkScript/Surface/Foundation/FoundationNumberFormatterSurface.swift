import Foundation

/// `NumberFormatter` and `NSNumber`: Foundation's own formatter, made for the device's en_US
/// whatever the scene's locale (as every number here is; README, "Date()"), so "1,234.5",
/// "22nd", "26%" and "$1,234.50" read the same on every machine; a `locale` set on it is
/// honoured. A class, as in Foundation: a formatter in a `let` is changed in place and shared.
/// An `NSNumber` is the number it boxes (an Int or a Double).
enum FoundationNumberFormatterSurface: SurfaceProvider {
    static let styles: [(name: String, style: NumberFormatter.Style)] = [
        ("none", .none), ("decimal", .decimal), ("currency", .currency), ("percent", .percent),
        ("scientific", .scientific), ("spellOut", .spellOut), ("ordinal", .ordinal),
        ("currencyISOCode", .currencyISOCode), ("currencyPlural", .currencyPlural), ("currencyAccounting", .currencyAccounting),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        numbers(&surface)
        surface.type("NumberFormatter.Style", .enum, doc: "How a NumberFormatter writes a number.") { t in
            t.cases(styles.map(\.name), doc: "A number style.")
        }
        surface.type("NumberFormatter.RoundingMode", .enum, doc: "How a NumberFormatter rounds its last digit.") { t in
            t.cases(roundingModes.map(\.name), doc: "A rounding mode.")
        }
        surface.type("NumberFormatter", .class, conformsTo: ["Formatter"], doc: "Writes and reads numbers in a style, for en_US unless a locale is set.") { t in
            t.initializer("init()", doc: "A formatter in the plain style (.none: 1234.5 is \"1234\").") { _ in .host(NumberFormatterValue()) }
            settings(&t)
            digits(&t)
            t.method("func string(from number: NSNumber) -> String?", doc: "The number written in the formatter's style.") { r, a in
                try formatter(r).formatter.string(from: try number(a[0])).map(Value.string) ?? .none
            }
            t.method("func number(from string: String) -> NSNumber?", doc: "The number the text writes in the formatter's style, or nil.") { r, a in
                guard let number = try formatter(r).formatter.number(from: try ValueReaders.string(a[0], "from")) else { return .none }
                return value(of: number)
            }
            t.staticFunction("class func localizedString(from num: NSNumber, number nstyle: NumberFormatter.Style) -> String",
                             doc: "The number in this style for en_US.") { a in
                let formatter = NumberFormatterValue().formatter
                formatter.numberStyle = try style(a[1])
                return .string(formatter.string(from: try number(a[0])) ?? "")
            }
        }
    }

    /// `NSNumber`: the number itself, with Foundation's readers.
    private static func numbers(_ surface: inout SurfaceBuilder) {
        surface.type("Formatter", .class, doc: "Foundation's abstract formatter.")
        // Its subclass for decimals is the same number here, a `Decimal` being a Double (see Decimal).
        surface.alias("NSDecimalNumber", for: "NSNumber")
        surface.type("NSNumber", .class, conformsTo: ["Equatable", "Hashable", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral"],
                     doc: "A boxed number: here the number itself.") { t in
            t.initializer("init(decimal dcm: Decimal)", doc: "NSDecimalNumber's: the decimal boxed (a whole number prints as one, 100 not 100.0).") { a in
                let decimal = try ValueReaders.double(a[0], "decimal")
                return decimal == decimal.rounded() && abs(decimal) < 9.0e18 ? .int(Int(decimal)) : .double(decimal)
            }
            t.property("var decimalValue: Decimal { get }", doc: "The number as a Decimal.") { .double(try number($0).doubleValue) }
            t.initializer("init(value: Int)", doc: "The integer boxed.") { a in
                // A Double here took the Int overload only because its type was not known when
                // compiled (a local of a method's result): Swift boxes it as the Double it is.
                if case .double = a[0] { return a[0] }
                return .int(try ValueReaders.int(a[0], "value"))
            }
            t.initializer("init(value: Double)", doc: "The number boxed.") { a in .double(try ValueReaders.double(a[0], "value")) }
            t.initializer("init(value: Bool)", doc: "The Boolean boxed, as 1 or 0.") { a in .int(try ValueReaders.bool(a[0], "value") ? 1 : 0) }
            t.property("var intValue: Int { get }", doc: "The number as an Int (truncated).") { .int(Int(try number($0).doubleValue)) }
            t.property("var doubleValue: Double { get }", doc: "The number as a Double.") { .double(try number($0).doubleValue) }
            t.property("var boolValue: Bool { get }", doc: "Whether the number is not zero.") { .bool(try number($0).doubleValue != 0) }
            t.property("var stringValue: String { get }", doc: "The number as Foundation describes it: 3, 2.5.") { .string(try number($0).stringValue) }
        }
        // Foundation's `init(truncating:)` of Swift's numbers: an NSNumber read as that type.
        surface.extend("Double") { t in
            t.initializer("init(truncating number: NSNumber)", doc: "The boxed number as a Double.") { a in .double(try number(a[0]).doubleValue) }
        }
        surface.extend("Int") { t in
            t.initializer("init(truncating number: NSNumber)", doc: "The boxed number with its fraction dropped.") { a in .int(try number(a[0]).intValue) }
        }
        surface.extend("Bool") { t in
            t.initializer("init(truncating number: NSNumber)", doc: "Whether the boxed number is not zero.") { a in .bool(try number(a[0]).boolValue) }
        }
    }

    private static func settings(_ t: inout SurfaceTypeBuilder) {
        t.property("var numberStyle: NumberFormatter.Style { get set }", doc: "How it writes numbers (.none by default).",
                   get: { r in
                       let style = try formatter(r).formatter.numberStyle
                       return .symbol(styles.first { $0.style == style }?.name ?? "none")
                   },
                   set: { r, new in try formatter(r).formatter.numberStyle = try style(new) })
        t.property("var locale: Locale! { get set }", doc: "The locale it writes for: en_US unless set.",
                   get: { .host(LocaleValue(identifier: try formatter($0).formatter.locale.identifier)) },
                   set: { r, new in
                       guard case .host(let locale as LocaleValue) = new else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", new)) }
                       try formatter(r).formatter.locale = Locale(identifier: locale.identifier)
                   })
        text(&t, "var groupingSeparator: String! { get set }", \.groupingSeparator, doc: "The thousands separator: \",\" in en_US.")
        text(&t, "var decimalSeparator: String! { get set }", \.decimalSeparator, doc: "The decimal point: \".\" in en_US.")
        text(&t, "var currencyCode: String! { get set }", \.currencyCode, doc: "The ISO 4217 code of the currency: \"USD\" in en_US.")
        text(&t, "var currencySymbol: String! { get set }", \.currencySymbol, doc: "The currency's symbol: \"$\" in en_US.")
        text(&t, "var percentSymbol: String! { get set }", \.percentSymbol, doc: "The percent sign: \"%\" in en_US.")
        text(&t, "var zeroSymbol: String? { get set }", \.zeroSymbol, doc: "What zero is written as, when set.")
        text(&t, "var minusSign: String! { get set }", \.minusSign, doc: "The minus sign: \"-\" in en_US.")
        text(&t, "var plusSign: String! { get set }", \.plusSign, doc: "The plus sign: \"+\" in en_US.")
        text(&t, "var positiveFormat: String! { get set }", \.positiveFormat, doc: "The pattern positive numbers are written with (\"0.00\": two decimals, no grouping).")
        text(&t, "var negativeFormat: String! { get set }", \.negativeFormat, doc: "The pattern negative numbers are written with.")
        let affixes: [(String, ReferenceWritableKeyPath<NumberFormatter, String?>, String)] = [
            ("positivePrefix", \.positivePrefix, "before a positive"), ("positiveSuffix", \.positiveSuffix, "after a positive"),
            ("negativePrefix", \.negativePrefix, "before a negative"), ("negativeSuffix", \.negativeSuffix, "after a negative"),
        ]
        for (name, key, place) in affixes {
            text(&t, "var \(name): String! { get set }", key, doc: "What is written \(place) number's digits.")
        }
        let flags: [(String, ReferenceWritableKeyPath<NumberFormatter, Bool>, String)] = [
            ("usesGroupingSeparator", \.usesGroupingSeparator, "Whether thousands are grouped."),
            ("isLenient", \.isLenient, "Whether number(from:) accepts text not quite in the style (\"1234\" as currency)."),
            ("alwaysShowsDecimalSeparator", \.alwaysShowsDecimalSeparator, "Whether a whole number keeps its point (\"5.\")."),
            ("generatesDecimalNumbers", \.generatesDecimalNumbers, "Whether number(from:) makes NSDecimalNumbers: here numbers either way."),
        ]
        for (name, key, doc) in flags {
            t.property("var \(name): Bool { get set }", doc: doc,
                       get: { .bool(try formatter($0).formatter[keyPath: key]) },
                       set: { r, new in try formatter(r).formatter[keyPath: key] = try ValueReaders.bool(new, name) })
        }
    }

    private static func text(_ t: inout SurfaceTypeBuilder, _ declaration: String,
                             _ key: ReferenceWritableKeyPath<NumberFormatter, String?>, doc: String) {
        t.property(declaration, doc: doc,
                   get: { try formatter($0).formatter[keyPath: key].map(Value.string) ?? .none },
                   set: { r, new in
                       let text: String? = if case .none = new { nil } else { try ValueReaders.string(new, "text") }
                       try formatter(r).formatter[keyPath: key] = text
                   })
    }

    private static func digits(_ t: inout SurfaceTypeBuilder) {
        let counts: [(String, ReferenceWritableKeyPath<NumberFormatter, Int>, String)] = [
            ("minimumFractionDigits", \.minimumFractionDigits, "The fewest digits after the point (0 by default)."),
            ("maximumFractionDigits", \.maximumFractionDigits, "The most digits after the point (0 in .none, 3 in .decimal)."),
            ("minimumIntegerDigits", \.minimumIntegerDigits, "The fewest digits before the point, padded with zeros."),
            ("maximumIntegerDigits", \.maximumIntegerDigits, "The most digits before the point."),
            ("minimumSignificantDigits", \.minimumSignificantDigits, "The fewest significant digits, when usesSignificantDigits."),
            ("maximumSignificantDigits", \.maximumSignificantDigits, "The most significant digits, when usesSignificantDigits."),
        ]
        for (name, key, doc) in counts {
            t.property("var \(name): Int { get set }", doc: doc,
                       get: { .int(try formatter($0).formatter[keyPath: key]) },
                       set: { r, new in try formatter(r).formatter[keyPath: key] = try digitCount(new, name) })
        }
        t.property("var roundingMode: NumberFormatter.RoundingMode { get set }", doc: "How the last digit kept is rounded (.halfEven by default).",
                   get: { r in
                       let mode = try formatter(r).formatter.roundingMode
                       return .symbol(roundingModes.first { $0.mode == mode }?.name ?? "halfEven")
                   },
                   set: { r, new in
                       try formatter(r).formatter.roundingMode = try ValueReaders.entry(new, in: roundingModes, named: { $0.name },
                                                                                        "NumberFormatter.RoundingMode").mode
                   })
        t.property("var usesSignificantDigits: Bool { get set }", doc: "Whether the significant-digit limits apply.",
                   get: { .bool(try formatter($0).formatter.usesSignificantDigits) },
                   set: { r, new in try formatter(r).formatter.usesSignificantDigits = try ValueReaders.bool(new, "usesSignificantDigits") })
    }

    /// NumberFormatter's rounding modes, as Foundation rounds with each.
    static let roundingModes: [(name: String, mode: NumberFormatter.RoundingMode)] = [
        ("ceiling", .ceiling), ("floor", .floor), ("down", .down), ("up", .up),
        ("halfEven", .halfEven), ("halfDown", .halfDown), ("halfUp", .halfUp),
    ]

    /// Foundation takes a few dozen digits at most; more is a mistake, not a format.
    private static func digitCount(_ value: Value, _ what: String) throws -> Int {
        let count = try ValueReaders.int(value, what)
        guard (0...40).contains(count) else { throw RuntimeFailure("\(what) takes 0 to 40 digits, not \(count)") }
        return count
    }

    static func formatter(_ value: Value) throws -> NumberFormatterValue {
        guard case .host(let formatter as NumberFormatterValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("NumberFormatter", value))
        }
        return formatter
    }

    static func style(_ value: Value) throws -> NumberFormatter.Style {
        try ValueReaders.entry(value, in: styles, named: { $0.name }, "NumberFormatter.Style").style
    }

    /// An `NSNumber` as Foundation's: an Int stays an integer (so `.ordinal` writes "22nd").
    static func number(_ value: Value) throws -> NSNumber {
        switch value {
        case .int(let number): return NSNumber(value: number)
        case .double(let number): return NSNumber(value: number)
        case .bool(let flag): return NSNumber(value: flag ? 1 : 0)
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch("NSNumber", value))
        }
    }

    private static func value(of number: NSNumber) -> Value {
        let double = number.doubleValue
        if double == double.rounded(), abs(double) < 9.0e18 { return .int(Int(double)) }
        return .double(double)
    }
}

/// A `NumberFormatter` as a script value: one Foundation formatter, shared by every copy.
final class NumberFormatterValue: HostValue {
    let formatter: NumberFormatter
    /// A new formatter, or the one another formatter writes its numbers with
    /// (`LengthFormatter.numberFormatter`), set to the device's locale.
    init(_ formatter: NumberFormatter = NumberFormatter()) {
        self.formatter = formatter
        formatter.locale = NumberFormatValue.deviceLocale
    }
    var typeName: String { "NumberFormatter" }
    var valueDescription: String { "<NSNumberFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
