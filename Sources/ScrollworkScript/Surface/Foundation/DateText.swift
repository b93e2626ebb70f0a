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

    /// A date as `Text(_:style:)` writes it (`Text.DateStyle`): the long date, the short time,
    /// or its distance from `now` in at most two units (`relative`), one signed unit (`offset`)
    /// or hours, minutes and seconds (`timer`), as SwiftUI's documentation shows them.
    /// A distance past ±10¹⁵ s (about 31 million years), infinite or NaN cannot be written in
    /// units: `styled` throws this instead of trapping on the conversion to whole seconds.
    static let distanceOutOfRange = "the distance from now to this date is too large to write"

    static func styled(_ secondsSinceReferenceDate: Double, _ style: String, now: Double, region: DeviceRegion) throws -> String {
        switch style {
        case "time": return format(secondsSinceReferenceDate, date: "omitted", time: "shortened", region: region)
        case "relative", "offset", "timer": break
        default: return format(secondsSinceReferenceDate, date: "long", time: "omitted", region: region)
        }
        let gap = (secondsSinceReferenceDate - now).rounded(.towardZero)
        guard abs(gap) <= 1e15 else { throw RuntimeFailure(distanceOutOfRange) }
        let distance = Duration.seconds(Int(gap))
        let length = distance < .zero ? .zero - distance : distance
        let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
        switch style {
        case "relative":
            return length.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 2).locale(region.locale))
        case "offset":
            let written = length.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1).locale(region.locale))
            return (distance < .zero ? "-" : "+") + written
        default: // timer
            let pattern: Duration.TimeFormatStyle.Pattern = length < .seconds(3600) ? .minuteSecond : .hourMinuteSecond
            return length.formatted(.time(pattern: pattern).locale(region.locale))
        }
    }
}
