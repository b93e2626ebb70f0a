import Foundation

/// Dates as text the way Foundation writes them for the device's locale and time zone (en_US
/// and UTC unless the REPL sets others): `Date.FormatStyle` itself does the work.
enum DateText {
    static let dateStyles = ["omitted", "numeric", "abbreviated", "long", "complete"]
    static let timeStyles = ["omitted", "shortened", "standard", "complete"]

    static func dateStyle(_ name: String) -> Date.FormatStyle.DateStyle {
        switch name {
        case "omitted": return .omitted
        case "abbreviated": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        default: return .numeric
        }
    }

    static func timeStyle(_ name: String) -> Date.FormatStyle.TimeStyle {
        switch name {
        case "omitted": return .omitted
        case "standard": return .standard
        case "complete": return .complete
        default: return .shortened
        }
    }

    static func format(_ secondsSinceReferenceDate: Double, date: String, time: String, region: DeviceRegion) -> String {
        let style = Date.FormatStyle(date: dateStyle(date), time: timeStyle(time), locale: region.locale,
                                     calendar: region.calendar, timeZone: region.timeZone)
        return Date(timeIntervalSinceReferenceDate: secondsSinceReferenceDate).formatted(style)
    }
}
