import Foundation
import ScrollworkCore
import ScrollworkScene

/// `formatted()` and `formatted(_:)` on numbers and `Text(_:format:)`: numbers as Foundation
/// writes them for an en_US device (grouping separators, at most six fraction digits for a
/// Double, currency symbols), through Foundation's own format styles.
enum FoundationFormattingSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("FormatStyle", .protocol, conformsTo: ["Codable", "Hashable"], doc: "A way to turn a value into text.")
        styles(&surface)
        for type in ["Int", "Double"] {
            surface.extend(type) { t in
                t.method("func formatted() -> String", doc: "The number as an en_US device writes it: 1,234.5.") { r, _ in
                    .string(try NumberFormatValue(.number).format(r))
                }
                t.method("func formatted<F: FormatStyle>(_ format: F) -> F.FormatOutput",
                         doc: "The number in a style: .number, .percent, .currency(code:), with precision and grouping.") { r, a in
                    .string(try style(a[0]).format(r))
                }
            }
        }
        textFields(&surface)
        surface.extend("Text") { t in
            t.initializer("init<F: FormatStyle>(_ input: F.FormatInput, format: F)",
                          role: .view, doc: "Text showing a number, a date or a duration in a format style.", numberParameters: [0]) { a in
                ViewConstructors.view(.text(try formatted(a[0], format: a[1], in: a.context)))
            }
        }
    }

    /// A number, a date, a duration or a list as a format style writes it (`Text(_:format:)`, `LabeledContent(_:value:format:)`).
    static func formatted(_ input: Value, format: Value, in context: ScriptContext?) throws -> String {
        if case .host(let dates as DateFormatStyleValue) = format, let seconds = FoundationTypes.seconds(ofDate: input) {
            return dates.format(seconds, region: DeviceRegion.of(context))
        }
        if case .host(let relative as RelativeDateStyle) = format { return try relative.format(input, in: context) }
        if case .host(let iso as ISO8601StyleValue) = format { return iso.style.format(try FoundationDateFormatterSurface.date(input)) }
        if case .host(let list as ListFormatValue) = format { return try list.format(try Sequences.elements(input, in: context)) }
        if case .host(let durations as any DurationFormatting) = format {
            return try durations.format(try ValueReaders.double(input, "duration"), region: DeviceRegion.of(context))
        }
        return try style(format).format(input)
    }

    /// `TextField(_:value:format:prompt:)`: the field shows its value as the style writes it
    /// (`$0.00` for 0 in `.currency(code: "USD")`), and the title when there is no value.
    private static func textFields(_ surface: inout SurfaceBuilder) {
        /// The field for `a` (title, binding, format or formatter, prompt), its text written by `write`.
        func field(_ a: SurfaceArguments, _ write: (Value) throws -> String) throws -> Value {
            guard case .host(let box as StateBox) = a[1] else { throw RuntimeFailure("TextField needs a binding such as $value") }
            let promptText = try ArgumentReader.view(a[3], range: a.range, in: a.context).flatMap(ControlViews.firstText)
            let made = ControlViews.textField(text: try write(box.value), prompt: promptText ?? ArgumentReader.string(a[0]))
            return ViewConstructors.view(try ControlStyles.textField(made, runtime: a.context?.runtime, range: a.range))
        }
        func formatted(_ a: SurfaceArguments) throws -> Value {
            try field(a) { value in value.isNil ? "" : try style(a[2]).format(value) }
        }
        surface.extend("TextField") { t in
            t.initializer("init<F: ParseableFormatStyle>(_ titleKey: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)",
                          role: .view, doc: "A text field showing an optional number in a format style; the title when nil.") { a in
                try formatted(a)
            }
            t.initializer("init<F: ParseableFormatStyle>(_ titleKey: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)",
                          role: .view, doc: "A text field showing a number in a format style; the title when empty.") { a in
                try formatted(a)
            }
            t.initializer("init<V>(_ titleKey: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil)",
                          role: .view, doc: "A text field showing a value as a Foundation formatter writes it; the title when it writes nothing.") { a in
                try field(a) { try FoundationFormatterSurface.formatter(a[2]).string(for: $0, in: a.context) ?? "" }
            }
        }
    }

    /// The currency style of an ISO 4217 code. A code of another shape (`"currencyCode"`) is no
    /// currency to ICU, and Foundation's style writes the amount as a plain number (`1.5`).
    private static func currency(code value: Value) throws -> NumberFormatValue {
        let code = try ValueReaders.string(value, "code")
        guard code.count == 3, code.allSatisfy({ $0.isLetter && $0.isASCII }) else { return NumberFormatValue(.number) }
        return NumberFormatValue(.currency(code.uppercased()))
    }

    private static func styles(_ surface: inout SurfaceBuilder) {
        surface.type("ParseableFormatStyle", .protocol, conformsTo: ["FormatStyle"], doc: "A format style that also reads its text back.")
        surface.type("FloatingPointFormatStyle", conformsTo: ["FormatStyle", "ParseableFormatStyle"], doc: "How a number is written.") { t in
            t.constant("static var number: FloatingPointFormatStyle<Double> { get }", doc: "Plain numbers: 1,234.5.",
                       .host(NumberFormatValue(.number)))
            t.constant("static var percent: FloatingPointFormatStyle<Double>.Percent { get }",
                       doc: "Percentages: 0.25 as 25% (an Int 25 as 25%).", .host(NumberFormatValue(.percent)))
            t.staticFunction("static func currency(code: String) -> FloatingPointFormatStyle<Double>.Currency",
                             doc: "Amounts of money in the currency with this ISO code: $1,234.50.") { a in
                .host(try currency(code: a[0]))
            }
            t.method("func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Double>",
                     doc: "The style with this many fraction or significant digits.") { r, a in
                guard case .host(let precision as NumberPrecisionValue) = a[0] else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("NumberFormatStyleConfiguration.Precision", a[0]))
                }
                return .host(try style(r).with(precision: precision.precision))
            }
            t.method("func grouping(_ group: NumberFormatStyleConfiguration.Grouping) -> FloatingPointFormatStyle<Double>",
                     doc: "The style with (.automatic) or without (.never) grouping separators.") { r, a in
                .host(try style(r).with(groups: ValueReaders.symbol(a[0]) != "never"))
            }
            t.method("func notation(_ notation: NumberFormatStyleConfiguration.Notation) -> FloatingPointFormatStyle<Double>",
                     doc: "The style in a notation: .compactName writes 15,300 as 15K, .scientific as 1.53E4.") { r, a in
                guard let name = ArgumentReader.symbol(a[0]), let notation = NumberFormatValue.notations[name] else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("NumberFormatStyleConfiguration.Notation", a[0]))
                }
                return .host(try style(r).with(notation: notation))
            }
            t.method("func locale(_ locale: Locale) -> FloatingPointFormatStyle<Double>",
                     doc: "The style writing numbers as the locale does: 1.234,5 for de_DE.") { r, a in
                guard case .host(let locale as LocaleValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", a[0])) }
                return .host(try style(r).with(locale: Locale(identifier: locale.identifier)))
            }
        }
        surface.type("NumberFormatStyleConfiguration.Notation", doc: "How a number's magnitude is written.") { t in
            for name in NumberFormatValue.notations.keys.sorted() {
                t.constant("static var \(name): NumberFormatStyleConfiguration.Notation { get }", doc: "The \(name) notation.", .symbol(name))
            }
        }
        surface.type("FloatingPointFormatStyle.Percent", conformsTo: ["FloatingPointFormatStyle", "FormatStyle", "ParseableFormatStyle"],
                     doc: "How a number is written as a percent.")
        surface.type("FloatingPointFormatStyle.Currency", conformsTo: ["FloatingPointFormatStyle", "FormatStyle", "ParseableFormatStyle"],
                     doc: "How a number is written as a currency.") { t in
            t.initializer("init(code: String, locale: Locale = .autoupdatingCurrent)",
                          doc: "Amounts of money in the currency with this ISO code, written as the locale writes them.") { a in
                guard case .host(let locale as LocaleValue) = a[1] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", a[1])) }
                return .host(try currency(code: a[0]).with(locale: Locale(identifier: locale.identifier)))
            }
        }
        surface.type("NumberFormatStyleConfiguration.Precision", doc: "How many digits a number format shows.") { t in
            t.staticFunction("static func fractionLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision",
                             doc: "Exactly this many digits after the point.") { a in
                .host(NumberPrecisionValue(.fractionLength(try digits(a[0], "fractionLength"))))
            }
            t.staticFunction("static func fractionLength(_ limits: ClosedRange<Int>) -> NumberFormatStyleConfiguration.Precision",
                             doc: "Between these many digits after the point.") { a in
                .host(NumberPrecisionValue(.fractionLengths(try digitRange(a[0], "fractionLength"))))
            }
            t.staticFunction("static func significantDigits(_ digits: Int) -> NumberFormatStyleConfiguration.Precision",
                             doc: "This many significant digits.") { a in
                .host(NumberPrecisionValue(.significantDigits(Swift.max(1, try digits(a[0], "significantDigits")))))
            }
            t.staticFunction("static func significantDigits(_ limits: ClosedRange<Int>) -> NumberFormatStyleConfiguration.Precision",
                             doc: "Between these many significant digits.") { a in
                .host(NumberPrecisionValue(.significantDigitRange(try digitRange(a[0], "significantDigits"))))
            }
        }
        surface.type("NumberFormatStyleConfiguration.Grouping", doc: "Whether thousands are grouped.") { t in
            t.constant("static var automatic: NumberFormatStyleConfiguration.Grouping { get }", doc: "Grouped: 1,234.", .symbol("automatic"))
            t.constant("static var never: NumberFormatStyleConfiguration.Grouping { get }", doc: "Not grouped: 1234.", .symbol("never"))
        }
    }

    static func style(_ value: Value) throws -> NumberFormatValue {
        guard case .host(let style as NumberFormatValue) = value else {
            throw RuntimeFailure("expected a number format style such as .number, not \(Value.describe(value))")
        }
        return style
    }

    /// Foundation accepts a few dozen digits; more is a mistake, not a format.
    private static let digitLimit = 0...30

    private static func digits(_ value: Value, _ what: String) throws -> Int {
        let count = try ValueReaders.int(value, what)
        guard digitLimit.contains(count) else { throw RuntimeFailure("\(what) takes 0 to 30 digits, not \(count)") }
        return count
    }

    private static func digitRange(_ value: Value, _ what: String) throws -> ClosedRange<Int> {
        guard case .range(let low, let high) = value, low < high, digitLimit.contains(low), digitLimit.contains(high - 1) else {
            throw RuntimeFailure("\(what) takes a range of 0 to 30 digits such as 1...3")
        }
        return low...(high - 1)
    }
}
