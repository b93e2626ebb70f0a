import Foundation
import ScrollworkCore

/// `Date.FormatStyle`: `date.formatted(.dateTime.day().month(.wide))`, `Text(date, format:
/// .dateTime.hour().minute())`, `Date.FormatStyle(date: .long, time: .omitted)`, written by
/// Foundation for the device's locale and time zone (en_US and UTC unless the REPL sets others).
enum FoundationDateFormatStyleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Date.FormatStyle", conformsTo: ["FormatStyle", "ParseableFormatStyle"],
                     doc: "How a date is written: the fields it shows, in the device's locale.") { t in
            t.constant("static var dateTime: Date.FormatStyle { get }",
                       doc: "The date and time style; with no fields, the numeric date and short time: 1/1/2026, 12:00 AM.",
                       .host(DateFormatStyleValue()))
            t.initializer("init(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil)",
                          doc: "A style writing the date and the time in these styles; one left out is not written.") { a in
                .host(DateFormatStyleValue(dateStyle: ValueReaders.symbol(a[0]), timeStyle: ValueReaders.symbol(a[1])))
            }
            for (field, symbol, fallback) in [("year", "Year", ".defaultDigits"), ("month", "Month", ".abbreviated"),
                                              ("day", "Day", ".defaultDigits"), ("weekday", "Weekday", ".abbreviated"),
                                              ("hour", "Hour", ".defaultDigits(amPM: .abbreviated)"),
                                              ("minute", "Minute", ".defaultDigits"), ("second", "Second", ".defaultDigits")] {
                t.method("func \(field)(_ format: Date.FormatStyle.Symbol.\(symbol) = \(fallback)) -> Date.FormatStyle",
                         doc: "The style also showing the \(field).") { r, a in
                    .host(try style(r).adding(field, ValueReaders.symbol(a[0])))
                }
            }
            t.method("func locale(_ locale: Locale) -> Date.FormatStyle", doc: "The style writing for another locale.") { r, a in
                guard case .host(let locale as LocaleValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", a[0])) }
                return .host(try style(r).with(localeIdentifier: locale.identifier))
            }
            t.method("func format(_ value: Date) -> String", doc: "The date written in this style.") { r, a in
                .string(try style(r).format(try seconds(a[0]), region: DeviceRegion.of(a.context)))
            }
        }
        symbols(&surface)
        surface.extend("Date") { t in
            t.method("func formatted<F: FormatStyle>(_ format: F) -> F.FormatOutput",
                     doc: "The date written in a style: .dateTime.day().month(), .relative(presentation: .numeric), .iso8601, …") { r, a in
                .string(try FoundationFormattingSurface.formatted(r, format: a[0], in: a.context))
            }
        }
    }

    private static func symbols(_ surface: inout SurfaceBuilder) {
        for (field, symbol) in [("year", "Year"), ("month", "Month"), ("day", "Day"), ("weekday", "Weekday"),
                                ("minute", "Minute"), ("second", "Second")] {
            surface.type("Date.FormatStyle.Symbol.\(symbol)", doc: "How the \(field) is written.") { t in
                for option in DateFormatStyleValue.options[field] ?? [] {
                    t.constant("static var \(option): Date.FormatStyle.Symbol.\(symbol) { get }",
                               doc: "The \(field) written \(option).", .symbol(option))
                }
            }
        }
        surface.type("Date.FormatStyle.Symbol.Hour", doc: "How the hour is written.") { t in
            for form in ["defaultDigits", "twoDigits"] {
                t.staticFunction("static func \(form)(amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle) -> Date.FormatStyle.Symbol.Hour",
                                 doc: "The hour in \(form), with AM/PM in this style where the locale uses it.") { a in
                    .symbol(form + ":" + (ValueReaders.symbol(a[0]) ?? "abbreviated"))
                }
            }
        }
        surface.type("Date.FormatStyle.Symbol.Hour.AMPMStyle", doc: "How AM and PM are written.") { t in
            for option in ["omitted", "narrow", "abbreviated", "wide"] {
                t.constant("static let \(option): Date.FormatStyle.Symbol.Hour.AMPMStyle", doc: "AM/PM written \(option).", .symbol(option))
            }
        }
    }

    static func style(_ value: Value) throws -> DateFormatStyleValue {
        guard case .host(let style as DateFormatStyleValue) = value else {
            throw RuntimeFailure("expected a date format style such as .dateTime.day().month(), not \(Value.describe(value))")
        }
        return style
    }

    private static func seconds(_ value: Value) throws -> Double {
        guard let seconds = FoundationTypes.seconds(ofDate: value) else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Date", value)) }
        return seconds
    }
}
