import Foundation

/// Dates as text the way Foundation writes them for an en_US device set to UTC (scrollwork's
/// simulated device has no time zone of its own): `Date.FormatStyle` itself does the work.
enum DateText {
    static let dateStyles = ["omitted", "numeric", "abbreviated", "long", "complete"]
    static let timeStyles = ["omitted", "shortened", "standard", "complete"]

    static func format(_ secondsSinceReferenceDate: Double, date: String, time: String) -> String {
        let dateStyle: Date.FormatStyle.DateStyle
        switch date {
        case "omitted": dateStyle = .omitted
        case "abbreviated": dateStyle = .abbreviated
        case "long": dateStyle = .long
        case "complete": dateStyle = .complete
        default: dateStyle = .numeric
        }
        let timeStyle: Date.FormatStyle.TimeStyle
        switch time {
        case "omitted": timeStyle = .omitted
        case "standard": timeStyle = .standard
        case "complete": timeStyle = .complete
        default: timeStyle = .shortened
        }
        let style = Date.FormatStyle(date: dateStyle, time: timeStyle, locale: Locale(identifier: "en_US"),
                                     calendar: Calendar(identifier: .gregorian), timeZone: utc)
        return Date(timeIntervalSinceReferenceDate: secondsSinceReferenceDate).formatted(style)
    }

    private static let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.current
}
