import Foundation

/// `Duration.TimeFormatStyle`: `duration.formatted(.time(pattern: .hourMinute))` writes 4 h
/// 59 min as "4:59", as a clock does, through Foundation's own style for the device's locale.
enum FoundationDurationTimeFormatSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Duration.TimeFormatStyle", conformsTo: ["FormatStyle"],
                     doc: "How a duration is written as a clock writes it: 4:59, 0:02:05.") { t in
            t.initializer("init(pattern: Duration.TimeFormatStyle.Pattern)", doc: "Writes the duration in this pattern.") { a in
                .host(DurationTimeStyle(try DurationTimePattern.of(a[0])))
            }
            t.staticFunction("static func time(pattern: Duration.TimeFormatStyle.Pattern) -> Duration.TimeFormatStyle",
                             doc: "Writes the duration in this pattern.") { a in
                .host(DurationTimeStyle(try DurationTimePattern.of(a[0])))
            }
            t.method("func format(_ value: Duration) -> String", doc: "The duration written in this style.") { r, a in
                .string(try DurationTimeStyle.of(r).format(try ValueReaders.double(a[0], "duration"), region: DeviceRegion.of(a.context)))
            }
        }
        surface.type("Duration.TimeFormatStyle.Pattern", conformsTo: ["Hashable"], doc: "The fields a duration is written in.") { t in
            for (name, fields) in [("hourMinute", "hours and minutes"), ("hourMinuteSecond", "hours, minutes and seconds"),
                                   ("minuteSecond", "minutes and seconds")] {
                t.constant("static var \(name): Duration.TimeFormatStyle.Pattern { get }", doc: "The \(fields), the last rounded to nearest.",
                           .host(DurationTimePattern(name, pad: nil, fraction: 0, rounding: .toNearestOrEven)))
            }
            t.staticFunction("static func hourMinute(padHourToLength: Int, roundSeconds: FloatingPointRoundingRule = .toNearestOrEven) -> Duration.TimeFormatStyle.Pattern",
                             doc: "Hours padded with zeros to this many digits, and minutes.") { a in
                .host(try DurationTimePattern("hourMinute", pad: a[0], fraction: nil, rounding: a[1]))
            }
            t.staticFunction("static func hourMinuteSecond(padHourToLength: Int, fractionalSecondsLength: Int = 0, roundFractionalSeconds: FloatingPointRoundingRule = .toNearestOrEven) -> Duration.TimeFormatStyle.Pattern",
                             doc: "Hours padded with zeros to this many digits, minutes, and seconds with this many fraction digits.") { a in
                .host(try DurationTimePattern("hourMinuteSecond", pad: a[0], fraction: a[1], rounding: a[2]))
            }
            t.staticFunction("static func minuteSecond(padMinuteToLength: Int, fractionalSecondsLength: Int = 0, roundFractionalSeconds: FloatingPointRoundingRule = .toNearestOrEven) -> Duration.TimeFormatStyle.Pattern",
                             doc: "Minutes padded with zeros to this many digits, and seconds with this many fraction digits.") { a in
                .host(try DurationTimePattern("minuteSecond", pad: a[0], fraction: a[1], rounding: a[2]))
            }
        }
    }
}

/// A way a duration is written (`Duration.UnitsFormatStyle`, `Duration.TimeFormatStyle`),
/// given the device's locale when it writes.
protocol DurationFormatting: HostValue {
    func format(_ seconds: Double, region: DeviceRegion) throws -> String
}

extension DurationFormatting {
    static func duration(_ seconds: Double) throws -> Duration {
        // Whole attoseconds are Foundation's resolution; past ±10¹⁵ s there are none to write.
        guard seconds.isFinite, abs(seconds) <= 1e15 else { throw RuntimeFailure(DateText.distanceOutOfRange) }
        let whole = seconds.rounded(.towardZero)
        return Duration(secondsComponent: Int64(whole), attosecondsComponent: Int64((seconds - whole) * 1e18))
    }
}

enum DurationFormattingValue {
    static func of(_ value: Value) throws -> any DurationFormatting {
        guard case .host(let style as any DurationFormatting) = value else {
            throw RuntimeFailure("expected a duration format style such as .time(pattern: .hourMinute) or .units(allowed: [.minutes]), not \(Value.describe(value))")
        }
        return style
    }
}

/// A `Duration.TimeFormatStyle.Pattern`: its fields, the largest one's padding, the seconds'
/// fraction digits and how the last field is rounded. Foundation traps on a negative number
/// of fraction digits, as Swift would here; scrollwork writes at most 100 digits of padding or
/// fraction, so a script cannot make a string of millions of zeros.
final class DurationTimePattern: HostValue {
    private let fields: String
    private let pad: Int?
    private let fraction: Int?
    private let rounding: FloatingPointRoundingRule

    init(_ fields: String, pad: Int?, fraction: Int?, rounding: FloatingPointRoundingRule) {
        (self.fields, self.pad, self.fraction, self.rounding) = (fields, pad, fraction, rounding)
    }

    convenience init(_ fields: String, pad: Value, fraction: Value?, rounding: Value) throws {
        func digits(_ value: Value, _ name: String) throws -> Int {
            let count = try ValueReaders.int(value, name)
            guard count >= 0 else { throw RuntimeFailure("\(name) must not be negative, found \(count)") }
            guard count <= 100 else { throw RuntimeFailure("\(name) is \(count): scrollwork writes at most 100 digits") }
            return count
        }
        self.init(fields, pad: try digits(pad, fields == "minuteSecond" ? "padMinuteToLength" : "padHourToLength"),
                  fraction: try fraction.map { try digits($0, "fractionalSecondsLength") },
                  rounding: try SwiftNumbersSurface.roundingRule(rounding))
    }

    static func of(_ value: Value) throws -> DurationTimePattern {
        guard case .host(let pattern as DurationTimePattern) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Duration.TimeFormatStyle.Pattern", value))
        }
        return pattern
    }

    var foundationPattern: Duration.TimeFormatStyle.Pattern {
        switch (fields, pad) {
        case ("hourMinute", nil): return .hourMinute
        case ("hourMinuteSecond", nil): return .hourMinuteSecond
        case ("minuteSecond", nil): return .minuteSecond
        case ("hourMinute", let pad?): return .hourMinute(padHourToLength: pad, roundSeconds: rounding)
        case ("hourMinuteSecond", let pad?):
            return .hourMinuteSecond(padHourToLength: pad, fractionalSecondsLength: fraction ?? 0, roundFractionalSeconds: rounding)
        default:
            return .minuteSecond(padMinuteToLength: pad ?? 0, fractionalSecondsLength: fraction ?? 0, roundFractionalSeconds: rounding)
        }
    }

    var typeName: String { "Duration.TimeFormatStyle.Pattern" }
    var valueDescription: String {
        guard let pad else { return "." + fields }
        let padLabel = fields == "minuteSecond" ? "padMinuteToLength" : "padHourToLength"
        let rest = fields == "hourMinute" ? "roundSeconds: .\(rounding)"
            : "fractionalSecondsLength: \(fraction ?? 0), roundFractionalSeconds: .\(rounding)"
        return ".\(fields)(\(padLabel): \(pad), \(rest))"
    }
    var equalityKey: String { valueDescription }
}

/// A `Duration.TimeFormatStyle` value.
final class DurationTimeStyle: DurationFormatting {
    private let pattern: DurationTimePattern

    init(_ pattern: DurationTimePattern) { self.pattern = pattern }

    static func of(_ value: Value) throws -> DurationTimeStyle {
        guard case .host(let style as DurationTimeStyle) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Duration.TimeFormatStyle", value))
        }
        return style
    }

    func format(_ seconds: Double, region: DeviceRegion) throws -> String {
        try Self.duration(seconds).formatted(Duration.TimeFormatStyle(pattern: pattern.foundationPattern).locale(region.locale))
    }

    var typeName: String { "Duration.TimeFormatStyle" }
    var valueDescription: String { "Duration.TimeFormatStyle(pattern: \(pattern.valueDescription))" }
    var equalityKey: String { valueDescription }
}
