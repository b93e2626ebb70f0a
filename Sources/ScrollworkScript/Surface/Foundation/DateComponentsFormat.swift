import Foundation

/// How a `DateComponentsFormatter` writes a time span for the en_US device, as Apple
/// documents it: the span is split into the allowed units (a time interval from the reference
/// date in the Gregorian calendar, whole units only, so 59.6 s is 59 s), zero units are
/// dropped or kept by the zero formatting behaviour, at most `maximumUnitCount` units are
/// written, and each unit is written in the style's width: `.positional` "1:02:05",
/// `.abbreviated` "1h 2m 5s", `.brief` "1hr 2min 5sec", `.short` "1 hr, 2 min, 5 sec", `.full`
/// "1 hour, 2 minutes, 5 seconds", `.spellOut` "one hour, two minutes, five seconds".
struct DateComponentsFormat {
    /// `NSCalendar.Unit`'s values of the units a formatter writes, largest first.
    static let units: [(name: String, bit: Int, component: Calendar.Component)] = [
        ("year", 4, .year), ("month", 8, .month), ("weekOfMonth", 4096, .weekOfMonth), ("day", 16, .day),
        ("hour", 32, .hour), ("minute", 64, .minute), ("second", 128, .second),
    ]
    static let styles = ["positional", "abbreviated", "short", "full", "spellOut", "brief"]
    /// `ZeroFormattingBehavior`'s values, as Foundation declares them.
    static let zeroBehaviors: [(name: String, bit: Int)] = [
        ("default", 1), ("dropLeading", 2), ("dropMiddle", 4), ("dropTrailing", 8), ("dropAll", 14), ("pad", 65536),
    ]

    var allowedUnits = 4 | 8 | 4096 | 16 | 32 | 64 | 128
    var unitsStyle = "positional"
    var zeroBehavior = 1
    var maximumUnitCount = 0
    var includesApproximationPhrase = false
    var includesTimeRemainingPhrase = false

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
    private static let locale = Locale(identifier: "en_US")
    /// The largest span written, in seconds or in any unit: a week's seconds times it still fits an Int64.
    private static let largestValue = 1_000_000_000_000

    /// The span of `seconds` from the reference date, or nil when it is not a number.
    func string(seconds: Double) -> String? {
        // Past ±10¹² s (31,000 years) the calendar's arithmetic is no longer Foundation's to count on.
        guard seconds.isFinite, abs(seconds) <= Double(Self.largestValue) else { return nil }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(seconds))
    }

    func string(from start: Date, to end: Date) -> String? {
        let allowed = Self.units.filter { allowedUnits & $0.bit != 0 }
        guard !allowed.isEmpty else { return nil }
        let components = Self.calendar.dateComponents(Set(allowed.map(\.component)), from: start, to: end)
        return string(allowed.map { ($0.name, components.value(for: $0.component) ?? 0) })
    }

    /// The allowed units' values, largest first, written; nil past 10¹² of a unit.
    func string(_ values: [(name: String, value: Int)]) -> String? {
        guard !values.isEmpty, values.allSatisfy({ $0.value.magnitude <= UInt(Self.largestValue) }) else { return nil }
        let negative = values.contains { $0.value < 0 }
        var shown = kept(values.map { ($0.name, abs($0.value)) })
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        var text = unitsStyle == "positional" ? positional(shown) : named(shown)
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The units written: `.pad` keeps every one; otherwise zeros are dropped where the behaviour
    /// says (positional's default drops leading ones, the others' every one), keeping at least
    /// the smallest unit, and positional at least its last two.
    private func kept(_ values: [(name: String, value: Int)]) -> [(name: String, value: Int)] {
        if zeroBehavior & 65536 != 0 { return values }
        let behavior = zeroBehavior & 14 != 0 ? zeroBehavior : (unitsStyle == "positional" ? 2 : 14)
        let nonzero = values.indices.filter { values[$0].value != 0 }
        guard let first = nonzero.first, let last = nonzero.last else {
            return Array(values.suffix(unitsStyle == "positional" ? min(2, values.count) : 1))
        }
        var shown = values.indices.filter { index in
            if values[index].value != 0 { return true }
            if index < first { return behavior & 2 == 0 }
            if index > last { return behavior & 8 == 0 }
            return behavior & 4 == 0
        }
        if unitsStyle == "positional", shown.count == 1, let only = shown.first, only > 0 { shown.insert(only - 1, at: 0) }
        return shown.map { values[$0] }
    }

    /// "1:02:05": the first unit as it is (two digits with `.pad`), the rest in two digits.
    private func positional(_ values: [(name: String, value: Int)]) -> String {
        values.enumerated().map { index, unit in
            index == 0 && zeroBehavior & 65536 == 0 ? "\(unit.value)" : String(format: "%02ld", unit.value)
        }.joined(separator: ":")
    }

    private func named(_ values: [(name: String, value: Int)]) -> String {
        let pieces = values.map { piece($0.name, $0.value) }
        return pieces.joined(separator: ["abbreviated", "brief"].contains(unitsStyle) ? " " : ", ")
    }

    /// One unit written in the style's width, by Foundation's unit formatting for en_US
    /// (months and years, which a duration has not, in CLDR's English forms).
    private func piece(_ name: String, _ value: Int) -> String {
        let width: Duration.UnitsFormatStyle.UnitWidth = switch unitsStyle {
        case "abbreviated": .narrow
        case "short", "brief": .abbreviated
        default: .wide
        }
        var written: String
        if let (unit, seconds) = Self.durationUnits[name] {
            let style = Duration.UnitsFormatStyle(allowedUnits: [unit], width: width).locale(Self.locale)
            written = Duration.seconds(Int64(value) * seconds).formatted(style)
        } else {
            written = Self.calendarUnitPiece(name, value, width: width)
        }
        if unitsStyle == "brief" { written = written.replacingOccurrences(of: " ", with: "") }
        if unitsStyle == "spellOut" {
            let speller = NumberFormatter()
            speller.numberStyle = .spellOut
            speller.locale = Self.locale
            let number = String(value)
            if let spelled = speller.string(from: NSNumber(value: value)), let range = written.range(of: number) {
                written.replaceSubrange(range, with: spelled)
            }
        }
        return written
    }

    private static let durationUnits: [String: (Duration.UnitsFormatStyle.Unit, Int64)] = [
        "weekOfMonth": (.weeks, 604_800), "day": (.days, 86_400), "hour": (.hours, 3_600), "minute": (.minutes, 60), "second": (.seconds, 1),
    ]

    private static func calendarUnitPiece(_ name: String, _ value: Int, width: Duration.UnitsFormatStyle.UnitWidth) -> String {
        let one = value == 1
        switch (name, width) {
        case ("year", .narrow): return "\(value)y"
        case ("year", .abbreviated): return "\(value) \(one ? "yr" : "yrs")"
        case ("year", _): return "\(value) \(one ? "year" : "years")"
        case ("month", .narrow): return "\(value)m"
        case ("month", .abbreviated): return "\(value) \(one ? "mth" : "mths")"
        default: return "\(value) \(one ? "month" : "months")"
        }
    }
}
