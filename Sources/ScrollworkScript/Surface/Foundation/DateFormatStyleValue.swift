import Foundation

/// A `Date.FormatStyle` as a script value: the fields `.dateTime.day().month(.wide)` named, in
/// order, with their symbol options (or the date and time styles of `Date.FormatStyle(date:time:)`),
/// turned into Foundation's own style for the device's locale, calendar and time zone when it
/// formats, so it is the same on every machine.
final class DateFormatStyleValue: HostValue {
    /// `("month", "wide")`; the option is nil where the method's default applies.
    let fields: [(name: String, option: String?)]
    let dateStyle: String?
    let timeStyle: String?
    let localeIdentifier: String?

    init(fields: [(name: String, option: String?)] = [], dateStyle: String? = nil, timeStyle: String? = nil, localeIdentifier: String? = nil) {
        self.fields = fields
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.localeIdentifier = localeIdentifier
    }

    var typeName: String { "Date.FormatStyle" }
    var valueDescription: String { "Date.FormatStyle(\(fields.map { $0.name + ($0.option.map { "(.\($0))" } ?? "()") }.joined(separator: ".")))" }
    var equalityKey: String { valueDescription + (dateStyle ?? "") + (timeStyle ?? "") + (localeIdentifier ?? "") }

    func adding(_ name: String, _ option: String?) -> DateFormatStyleValue {
        DateFormatStyleValue(fields: fields + [(name, option)], dateStyle: dateStyle, timeStyle: timeStyle, localeIdentifier: localeIdentifier)
    }

    func with(localeIdentifier: String) -> DateFormatStyleValue {
        DateFormatStyleValue(fields: fields, dateStyle: dateStyle, timeStyle: timeStyle, localeIdentifier: localeIdentifier)
    }

    func format(_ secondsSinceReferenceDate: Double, region: DeviceRegion) -> String {
        let locale = localeIdentifier.map { Locale(identifier: $0) } ?? region.locale
        var style = Date.FormatStyle(locale: locale, calendar: region.calendar, timeZone: region.timeZone)
        if dateStyle != nil || timeStyle != nil {
            style = Date.FormatStyle(date: DateText.dateStyle(dateStyle ?? "omitted"), time: DateText.timeStyle(timeStyle ?? "omitted"),
                                     locale: locale, calendar: region.calendar, timeZone: region.timeZone)
        }
        for (name, option) in fields { style = Self.apply(name, option, to: style) }
        return Date(timeIntervalSinceReferenceDate: secondsSinceReferenceDate).formatted(style)
    }

    static let fieldNames = ["year", "month", "day", "weekday", "hour", "minute", "second"]

    /// The options each field's symbol type declares, as Foundation names them.
    static let options: [String: [String]] = [
        "year": ["defaultDigits", "twoDigits"],
        "month": ["defaultDigits", "twoDigits", "abbreviated", "wide", "narrow"],
        "day": ["defaultDigits", "twoDigits"],
        "weekday": ["abbreviated", "wide", "narrow", "short"],
        "minute": ["defaultDigits", "twoDigits"],
        "second": ["defaultDigits", "twoDigits"],
    ]

    private static func apply(_ name: String, _ option: String?, to style: Date.FormatStyle) -> Date.FormatStyle {
        switch name {
        case "year": return style.year(option == "twoDigits" ? .twoDigits : .defaultDigits)
        case "month":
            switch option {
            case "defaultDigits": return style.month(.defaultDigits)
            case "twoDigits": return style.month(.twoDigits)
            case "wide": return style.month(.wide)
            case "narrow": return style.month(.narrow)
            default: return style.month(.abbreviated)
            }
        case "day":
            switch option {
            case "twoDigits": return style.day(.twoDigits)
            default: return style.day(.defaultDigits)
            }
        case "weekday":
            switch option {
            case "wide": return style.weekday(.wide)
            case "narrow": return style.weekday(.narrow)
            case "short": return style.weekday(.short)
            default: return style.weekday(.abbreviated)
            }
        case "hour":
            // `defaultDigits:omitted`: the digits form, then the AM/PM style.
            let parts = (option ?? "defaultDigits:abbreviated").split(separator: ":").map(String.init)
            let amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle
            switch parts.count > 1 ? parts[1] : "abbreviated" {
            case "omitted": amPM = .omitted
            case "narrow": amPM = .narrow
            case "wide": amPM = .wide
            default: amPM = .abbreviated
            }
            return style.hour(parts[0] == "twoDigits" ? .twoDigits(amPM: amPM) : .defaultDigits(amPM: amPM))
        case "minute": return style.minute(option == "twoDigits" ? .twoDigits : .defaultDigits)
        default: return style.second(option == "twoDigits" ? .twoDigits : .defaultDigits)
        }
    }
}
