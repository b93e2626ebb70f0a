import Foundation
import ScrollworkCore

/// `DateFormatter`: Foundation's own, made with the device's locale, time zone and calendar
/// (en_US, UTC, Gregorian unless the REPL sets others), so a scene's dates read the same on
/// every machine. A class, as in Foundation: a formatter shared by two views is one object.
enum FoundationDateFormatterSurface: SurfaceProvider {
    static let styles: [(name: String, style: DateFormatter.Style)] = [
        ("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("DateFormatter.Style", doc: "How much of a date or time a DateFormatter writes.") { t in
            for (name, _) in styles {
                t.constant("static var \(name): DateFormatter.Style { get }", doc: "The \(name) style.", .symbol(name))
            }
        }
        surface.extend("Calendar") { t in
            t.property("var identifier: Calendar.Identifier { get }", doc: "Which calendar system it is: .gregorian for the device's.") { value in
                guard case .host(let calendar as CalendarValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Calendar", value)) }
                let identifier = calendar.calendar.identifier
                return .symbol(CalendarValue.identifiers.first { $0.identifier == identifier }?.name ?? "gregorian")
            }
        }
        surface.type("DateFormatter", .class, conformsTo: ["Formatter"], doc: "Writes and reads dates in a style or a format, for the device's locale and time zone.") { t in
            t.initializer("init()", doc: "A formatter for the device's locale, time zone and calendar, writing nothing until a style or format is set.") { a in
                .host(DateFormatterValue(region: DeviceRegion.of(a.context)))
            }
            settings(&t)
            t.method("func string(from date: Date) -> String", doc: "The date written in the formatter's style or format.") { r, a in
                .string(try formatter(r).formatter.string(from: try date(a[0])))
            }
            t.method("func date(from string: String) -> Date?", doc: "The date the text names in the formatter's style or format, or nil.") { r, a in
                guard let date = try formatter(r).formatter.date(from: try ValueReaders.string(a[0], "from")) else { return .none }
                return FoundationTypes.date(sinceReferenceDate: date.timeIntervalSinceReferenceDate)
            }
            t.method("func setLocalizedDateFormatFromTemplate(_ dateFormatTemplate: String)",
                     doc: "Sets the format the locale writes these fields in: \"MMMMd\" is \"January 1\" in en_US.") { r, a in
                try formatter(r).formatter.setLocalizedDateFormatFromTemplate(try ValueReaders.string(a[0], "template"))
                return .none
            }
            t.staticFunction("class func dateFormat(fromTemplate tmplate: String, options opts: Int, locale: Locale?) -> String?",
                             doc: "The format a locale writes these fields in (\"j\" is \"h a\" in en_US, \"HH\" in fr_FR); the device's locale for nil.") { a in
                var locale = DeviceRegion.of(a.context).locale
                if case .host(let given as LocaleValue) = a[2] { locale = Locale(identifier: given.identifier) }
                return DateFormatter.dateFormat(fromTemplate: try ValueReaders.string(a[0], "fromTemplate"), options: 0, locale: locale).map(Value.string) ?? .none
            }
            t.staticFunction("static func localizedString(from date: Date, dateStyle dstyle: DateFormatter.Style, timeStyle tstyle: DateFormatter.Style) -> String",
                             doc: "The date in these styles for the device's locale and time zone.") { a in
                let formatter = DateFormatterValue(region: DeviceRegion.of(a.context)).formatter
                formatter.dateStyle = try style(a[1])
                formatter.timeStyle = try style(a[2])
                return .string(formatter.string(from: try date(a[0])))
            }
        }
    }

    private static func settings(_ t: inout SurfaceTypeBuilder) {
        t.property("var dateStyle: DateFormatter.Style { get set }", doc: "How much of the date it writes (.none by default).",
                   get: { .symbol(name(of: try formatter($0).formatter.dateStyle)) },
                   set: { r, new in try formatter(r).formatter.dateStyle = try style(new) })
        t.property("var timeStyle: DateFormatter.Style { get set }", doc: "How much of the time it writes (.none by default).",
                   get: { .symbol(name(of: try formatter($0).formatter.timeStyle)) },
                   set: { r, new in try formatter(r).formatter.timeStyle = try style(new) })
        t.property("var dateFormat: String! { get set }", doc: "A fixed format in Unicode's date patterns: \"yyyy-MM-dd HH:mm\".",
                   get: { .string(try formatter($0).formatter.dateFormat) },
                   set: { r, new in
                       // nil goes back to the format the date and time styles make.
                       try formatter(r).formatter.dateFormat = new.isNil ? nil : try ValueReaders.string(new, "dateFormat")
                   })
        t.property("var locale: Locale! { get set }", doc: "The locale it writes for: the device's unless set.",
                   get: { .host(LocaleValue(identifier: try formatter($0).formatter.locale.identifier)) },
                   set: { r, new in
                       guard case .host(let locale as LocaleValue) = new else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Locale", new)) }
                       try formatter(r).formatter.locale = Locale(identifier: locale.identifier)
                   })
        t.property("var timeZone: TimeZone! { get set }", doc: "The time zone it writes times in: the device's unless set.",
                   get: { .host(TimeZoneValue(try formatter($0).formatter.timeZone)) },
                   set: { r, new in
                       try formatter(r).formatter.timeZone = try TimeZoneValue.read(new)
                   })
        t.property("var calendar: Calendar! { get set }", doc: "The calendar it counts in: the device's unless set.",
                   get: { .host(CalendarValue(try formatter($0).formatter.calendar)) },
                   set: { r, new in
                       guard case .host(let calendar as CalendarValue) = new else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Calendar", new)) }
                       try formatter(r).formatter.calendar = calendar.calendar
                   })
    }

    private static func formatter(_ value: Value) throws -> DateFormatterValue {
        guard case .host(let formatter as DateFormatterValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("DateFormatter", value)) }
        return formatter
    }

    static func date(_ value: Value) throws -> Date {
        guard let seconds = FoundationTypes.seconds(ofDate: value) else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Date", value)) }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    static func style(_ value: Value) throws -> DateFormatter.Style {
        guard let name = ValueReaders.symbol(value), let style = styles.first(where: { $0.name == name }) else {
            throw RuntimeFailure("expected a DateFormatter.Style such as .medium, not \(Value.describe(value))")
        }
        return style.style
    }

    private static func name(of style: DateFormatter.Style) -> String {
        styles.first { $0.style == style }?.name ?? "none"
    }
}

/// A `DateFormatter` as a script value: one Foundation formatter, shared by every copy.
final class DateFormatterValue: HostValue {
    let formatter = DateFormatter()
    init(region: DeviceRegion) {
        formatter.locale = region.locale
        formatter.timeZone = region.timeZone
        formatter.calendar = region.calendar
    }
    var typeName: String { "DateFormatter" }
    var valueDescription: String { "<DateFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
