import Foundation
import ScrollworkCore

/// `Date.ISO8601FormatStyle`: `date.formatted(.iso8601.year().month().day())`, `try Date(text,
/// strategy: .iso8601)`. Foundation's own, which needs no locale and writes in GMT unless given
/// a time zone, as Apple documents, so it reads and writes the same on every machine.
enum FoundationISO8601FormatStyleSurface: SurfaceProvider {
    typealias Style = Date.ISO8601FormatStyle

    static func register(in surface: inout SurfaceBuilder) {
        separators(&surface)
        surface.type("Date.ISO8601FormatStyle", conformsTo: ["FormatStyle", "ParseableFormatStyle", "ParseStrategy"],
                     doc: "Writes and reads ISO 8601 dates: 2026-12-07T10:00:00Z, or only the parts chosen.") { t in
            t.constant("static var iso8601: Date.ISO8601FormatStyle { get }",
                       doc: "The full date and time in GMT: 2026-12-07T10:00:00Z.", .host(ISO8601StyleValue(Style())))
            t.initializer("init(dateSeparator: Date.ISO8601FormatStyle.DateSeparator = .dash, dateTimeSeparator: Date.ISO8601FormatStyle.DateTimeSeparator = .standard, timeSeparator: Date.ISO8601FormatStyle.TimeSeparator = .colon, timeZoneSeparator: Date.ISO8601FormatStyle.TimeZoneSeparator = .omitted, includingFractionalSeconds: Bool = false, timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!)",
                          doc: "The full date and time with these separators, in this time zone.") { a in
                let style = Style(dateSeparator: try separator(a[0]), dateTimeSeparator: try separator(a[1]), timeSeparator: try separator(a[2]),
                                  timeZoneSeparator: try separator(a[3]), includingFractionalSeconds: try ValueReaders.bool(a[4], "includingFractionalSeconds"),
                                  timeZone: try TimeZoneValue.read(a[5]))
                return .host(ISO8601StyleValue(style))
            }
            let parts: [(name: String, add: (Style) -> Style)] = [("year", { $0.year() }), ("month", { $0.month() }),
                                                                  ("day", { $0.day() }), ("weekOfYear", { $0.weekOfYear() })]
            for (name, add) in parts {
                t.method("func \(name)() -> Date.ISO8601FormatStyle", doc: "The style also writing the \(name).") { r, _ in
                    .host(ISO8601StyleValue(add(try style(r))))
                }
            }
            t.method("func time(includingFractionalSeconds: Bool) -> Date.ISO8601FormatStyle", doc: "The style also writing the time.") { r, a in
                .host(ISO8601StyleValue(try style(r).time(includingFractionalSeconds: try ValueReaders.bool(a[0], "includingFractionalSeconds"))))
            }
            t.method("func timeZone(separator: Date.ISO8601FormatStyle.TimeZoneSeparator) -> Date.ISO8601FormatStyle",
                     doc: "The style also writing the time zone.") { r, a in
                .host(ISO8601StyleValue(try style(r).timeZone(separator: try separator(a[0]))))
            }
            let separated: [(name: String, kind: String, what: String, apply: (Style, Value) throws -> Style)] = [
                ("dateSeparator", "DateSeparator", "between the date's parts", { try $0.dateSeparator(separator($1)) }),
                ("dateTimeSeparator", "DateTimeSeparator", "between date and time", { try $0.dateTimeSeparator(separator($1)) }),
                ("timeSeparator", "TimeSeparator", "between the time's parts", { try $0.timeSeparator(separator($1)) }),
                ("timeZoneSeparator", "TimeZoneSeparator", "in the time zone's offset", { try $0.timeZoneSeparator(separator($1)) }),
            ]
            for (name, kind, what, apply) in separated {
                t.method("func \(name)(_ separator: Date.ISO8601FormatStyle.\(kind)) -> Date.ISO8601FormatStyle",
                         doc: "The style with this separator \(what).") { r, a in .host(ISO8601StyleValue(try apply(try style(r), a[0]))) }
            }
            t.method("func format(_ value: Date) -> String", doc: "The date written in this style.") { r, a in
                .string(try style(r).format(try FoundationDateFormatterSurface.date(a[0])))
            }
            t.method("func parse(_ value: String) throws -> Date", doc: "The date the text names; a Cocoa formatting error when it does not match the style.") { r, a in
                try parse(r, a[0])
            }
        }
        surface.extend("Date") { t in
            t.initializer("init<T: ParseStrategy>(_ value: T.ParseInput, strategy: T) throws",
                          doc: "The date a strategy reads from the text (.iso8601); a Cocoa formatting error when it does not match.") { a in
                try parse(a[1], a[0])
            }
        }
    }

    /// The four kinds of separator, each its own type in Foundation, by their cases' names.
    private static func separators(_ surface: inout SurfaceBuilder) {
        for (kind, cases) in [("DateSeparator", ["dash", "omitted"]), ("DateTimeSeparator", ["space", "standard"]),
                              ("TimeSeparator", ["colon", "omitted"]), ("TimeZoneSeparator", ["colon", "omitted"])] {
            surface.type("Date.ISO8601FormatStyle.\(kind)", .enum, conformsTo: ["Hashable"], doc: "A separator of an ISO 8601 date.") { t in
                t.cases(cases, doc: "A separator.")
            }
        }
    }

    static func style(_ value: Value) throws -> Style {
        // `.iso8601` where only `ParseStrategy` is known to be expected (`Date(text, strategy: .iso8601)`).
        if case .symbol("iso8601") = value { return Style() }
        guard case .host(let style as ISO8601StyleValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Date.ISO8601FormatStyle", value))
        }
        return style.style
    }

    private static func parse(_ style: Value, _ text: Value) throws -> Value {
        let string = try ValueReaders.string(text, "value"), style = try Self.style(style)
        guard let date = try? style.parse(string) else {
            // Foundation's own error, which `try?` and `catch` take: a Cocoa formatting error (2048).
            throw NSErrorFailure(error: NSErrorValue(domain: "NSCocoaErrorDomain", code: 2048,
                                                     userInfo: [("NSDebugDescription", .string("Cannot parse \(string)."))],
                                                     sentence: "The value is invalid."))
        }
        return FoundationTypes.date(sinceReferenceDate: date.timeIntervalSinceReferenceDate)
    }

    /// Foundation's raw values of the separators' cases, by name.
    private static let separatorRawValues: [String: String] = ["dash": "-", "omitted": "", "space": " ", "standard": "'T'", "colon": ":"]

    private static func separator<S: RawRepresentable>(_ value: Value) throws -> S where S.RawValue == String {
        guard let name = ValueReaders.symbol(value), let made = separatorRawValues[name].flatMap(S.init(rawValue:)) else {
            throw RuntimeFailure("expected a separator such as .dash, found \(value.typeName)")
        }
        return made
    }
}

/// A `Date.ISO8601FormatStyle`, a value: Foundation's.
final class ISO8601StyleValue: HostValue {
    let style: Date.ISO8601FormatStyle
    init(_ style: Date.ISO8601FormatStyle) { self.style = style }
    var typeName: String { "Date.ISO8601FormatStyle" }
    var valueDescription: String { "Date.ISO8601FormatStyle" }
    var equalityKey: String { "\(style.format(Date(timeIntervalSinceReferenceDate: 0)))" }
}
