import Foundation

/// `Duration.UnitsFormatStyle`: `duration.formatted(.units(allowed: [.hours, .minutes],
/// width: .abbreviated))`, written by Foundation for the device's locale. (A `Duration` is its
/// seconds in scripts, `SwiftConcurrencySurface`.)
enum FoundationDurationFormatSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Duration.UnitsFormatStyle", conformsTo: ["FormatStyle"],
                     doc: "How a duration is written in units: 1 hr, 5 min, in the device's locale.") { t in
            t.initializer("init(allowedUnits: Set<Duration.UnitsFormatStyle.Unit>, width: Duration.UnitsFormatStyle.UnitWidth, maximumUnitCount: Int? = nil)",
                          doc: "Writes the duration in the largest of these units first, at most this many of them.") { a in
                .host(try DurationUnitsStyle(a[0], a[1], a[2]))
            }
            t.staticFunction("static func units(allowed units: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds], width: Duration.UnitsFormatStyle.UnitWidth = .abbreviated, maximumUnitCount: Int? = nil) -> Duration.UnitsFormatStyle",
                             doc: "Writes the duration in the largest of these units first, at most this many of them.") { a in
                .host(try DurationUnitsStyle(a[0], a[1], a[2]))
            }
            t.method("func format(_ value: Duration) -> String", doc: "The duration written in this style.") { r, a in
                .string(try DurationFormattingValue.of(r).format(try ValueReaders.double(a[0], "duration"), region: DeviceRegion.of(a.context)))
            }
        }
        surface.type("Duration.UnitsFormatStyle.Unit", conformsTo: ["Hashable"], doc: "A unit a duration is written in.") { t in
            for name in DurationUnitsStyle.units.keys.sorted() {
                t.constant("static var \(name): Duration.UnitsFormatStyle.Unit { get }", doc: "The \(name).", .symbol(name))
            }
        }
        surface.type("Duration.UnitsFormatStyle.UnitWidth", doc: "How long a unit's name is written.") { t in
            for name in DurationUnitsStyle.widths.keys.sorted() {
                t.constant("static var \(name): Duration.UnitsFormatStyle.UnitWidth { get }", doc: "Units written \(name).", .symbol(name))
            }
        }
        surface.extend("Duration") { t in
            t.initializer("init(secondsComponent: Int64, attosecondsComponent: Int64)",
                          doc: "Whole seconds and attoseconds (10⁻¹⁸ s).") { a in
                .double(Double(try ValueReaders.int(a[0], "secondsComponent")) + Double(try ValueReaders.int(a[1], "attosecondsComponent")) / 1e18)
            }
            t.method("func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput",
                     doc: "The duration written in a style: .units(allowed: [.minutes], width: .wide), .time(pattern: .hourMinute), …") { r, a in
                .string(try DurationFormattingValue.of(a[0]).format(try ValueReaders.double(r, "duration"), region: DeviceRegion.of(a.context)))
            }
            t.method("func formatted() -> String", doc: "The duration in hours, minutes and seconds: 0:00:01.") { r, a in
                .string(try DurationTimeStyle(DurationTimePattern("hourMinuteSecond", pad: nil, fraction: 0, rounding: .toNearestOrEven))
                    .format(try ValueReaders.double(r, "duration"), region: DeviceRegion.of(a.context)))
            }
        }
    }
}

/// A `Duration.UnitsFormatStyle` value: Foundation's own style, given the device's locale
/// when it writes.
final class DurationUnitsStyle: DurationFormatting {
    static let units: [String: Duration.UnitsFormatStyle.Unit] = [
        "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds, "milliseconds": .milliseconds,
    ]
    static let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = [
        "wide": .wide, "abbreviated": .abbreviated, "condensedAbbreviated": .condensedAbbreviated, "narrow": .narrow,
    ]

    /// The allowed units' names, sorted, the width's name and the most units written.
    private let unitNames: [String]
    private let widthName: String
    private let maximumUnitCount: Int?

    init(_ allowed: Value, _ width: Value, _ maximumUnitCount: Value) throws {
        let names: [Value]
        switch allowed {
        case .set(let set): names = set.elements
        default: names = try ValueReaders.array(allowed, "allowed units")
        }
        unitNames = try names.map { name in
            guard let unit = ValueReaders.symbol(name), Self.units[unit] != nil else {
                throw RuntimeFailure(RuntimeMessages.typeMismatch("Duration.UnitsFormatStyle.Unit", name))
            }
            return unit
        }.sorted()
        guard let widthName = ValueReaders.symbol(width), Self.widths[widthName] != nil else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Duration.UnitsFormatStyle.UnitWidth", width))
        }
        self.widthName = widthName
        self.maximumUnitCount = maximumUnitCount.isNil ? nil : try ValueReaders.int(maximumUnitCount, "maximumUnitCount")
    }

    var typeName: String { "Duration.UnitsFormatStyle" }
    var valueDescription: String {
        "Duration.UnitsFormatStyle(allowedUnits: [\(unitNames.map { "." + $0 }.joined(separator: ", "))], width: .\(widthName)"
            + (maximumUnitCount.map { ", maximumUnitCount: \($0)" } ?? "") + ")"
    }
    var equalityKey: String { valueDescription }

    func format(_ seconds: Double, region: DeviceRegion) throws -> String {
        let duration = try Self.duration(seconds)
        let units = Set(unitNames.compactMap { Self.units[$0] }), width = Self.widths[widthName] ?? .abbreviated
        let style = Duration.UnitsFormatStyle(allowedUnits: units, width: width, maximumUnitCount: maximumUnitCount)
        return duration.formatted(style.locale(region.locale))
    }
}
