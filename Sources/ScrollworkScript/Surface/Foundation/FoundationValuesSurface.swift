import Foundation
import ScrollworkCore

/// `UUID` and `Date`, deterministic per scene (docs/SEMANTICS.md, "Determinism"): `UUID()` counts
/// up from `00000000-0000-0000-0000-000000000001`, and `Date()` is the simulation clock, starting
/// at 2026-01-01 00:00:00 UTC when the scene opens.
enum FoundationValuesSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.alias("TimeInterval", for: "Double")
        surface.alias("CFTimeInterval", for: "Double")
        // Foundation's base-10 `Decimal` is a Double here (README, "Decimal"): the same for the
        // money amounts apps add up, as long as they round to cents.
        surface.alias("Decimal", for: "Double")
        uuid(&surface)
        date(&surface)
    }

    private static func uuid(_ surface: inout SurfaceBuilder) {
        surface.type("UUID", conformsTo: ["Equatable", "Hashable"], doc: "A unique identifier; the scene's next one in order.") { t in
            t.property("var description: String { get }", doc: "The value as text, as print writes it.") { .string(Value.describe($0)) }
            t.initializer("init()", doc: "The scene's next identifier: …000000000001, …000000000002, …") { a in
                FoundationTypes.uuid(try a.context.requiredServices().nextUUID())
            }
            t.initializer("init?(uuidString string: String)", doc: "The identifier the text spells, or nil.") { a in
                guard let parsed = UUID(uuidString: try ValueReaders.string(a[0], "uuidString")) else { return .none }
                return FoundationTypes.uuid(parsed.uuidString)
            }
            t.property("var uuidString: String { get }", doc: "The identifier as 8-4-4-4-12 capital hex digits.") { value in
                guard case .record(let type, let fields) = value, type === FoundationTypes.uuid else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("UUID", value))
                }
                return fields[0]
            }
            t.property("var hashValue: Int { get }", doc: "A hash of the identifier, the same on every run (FNV-1a of its uuidString).") { value in
                guard case .record(let type, let fields) = value, type === FoundationTypes.uuid, case .string(let text) = fields[0] else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("UUID", value))
                }
                return StableHash.of(text)
            }
        }
    }

    private static func date(_ surface: inout SurfaceBuilder) {
        func seconds(_ value: Value) throws -> Double {
            guard let seconds = FoundationTypes.seconds(ofDate: value) else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Date", value)) }
            return seconds
        }
        let number = ValueReaders.double
        let epoch1970 = Date(timeIntervalSince1970: 0).timeIntervalSinceReferenceDate
        surface.type("Date", conformsTo: ["Comparable", "Hashable"], doc: "A point in time; `Date()` is the simulation clock.") { t in
            t.initializer("init()", doc: "Now: 2026-01-01 00:00:00 UTC plus the scene's simulated time.") { a in try FoundationTypes.now(in: a.context) }
            t.sceneStaticProperty("static var now: Date { get }", doc: "Now, as `Date()`.") { try FoundationTypes.now(in: $0) }
            t.initializer("init(timeIntervalSinceNow: TimeInterval)", doc: "Now plus the interval.") { a in
                let now = try seconds(try FoundationTypes.now(in: a.context))
                return FoundationTypes.date(sinceReferenceDate: now + (try number(a[0], "timeIntervalSinceNow")))
            }
            t.initializer("init(timeIntervalSince1970: TimeInterval)", doc: "Seconds after 1970-01-01 00:00:00 UTC.") { a in
                FoundationTypes.date(sinceReferenceDate: epoch1970 + (try number(a[0], "timeIntervalSince1970")))
            }
            t.initializer("init(timeIntervalSinceReferenceDate ti: TimeInterval)", doc: "Seconds after 2001-01-01 00:00:00 UTC.") { a in
                FoundationTypes.date(sinceReferenceDate: try number(a[0], "timeIntervalSinceReferenceDate"))
            }
            t.initializer("init(timeInterval: TimeInterval, since date: Date)", doc: "The date moved by the interval.") { a in
                FoundationTypes.date(sinceReferenceDate: try seconds(a[1]) + (try number(a[0], "timeInterval")))
            }
            t.property("var timeIntervalSinceReferenceDate: TimeInterval { get }", doc: "Seconds after 2001-01-01 00:00:00 UTC.") {
                .double(try seconds($0))
            }
            t.sceneStaticProperty("static var timeIntervalSinceReferenceDate: TimeInterval { get }",
                                  doc: "Now, in seconds after 2001-01-01 00:00:00 UTC.") { .double(try seconds(try FoundationTypes.now(in: $0))) }
            t.property("var timeIntervalSince1970: TimeInterval { get }", doc: "Seconds after 1970-01-01 00:00:00 UTC.") {
                .double(try seconds($0) - epoch1970)
            }
            t.sceneProperty("var timeIntervalSinceNow: TimeInterval { get }", doc: "Seconds from now to the date (negative when past).") {
                .double(try seconds($0) - (try seconds(try FoundationTypes.now(in: $1))))
            }
            t.method("func timeIntervalSince(_ date: Date) -> TimeInterval", doc: "Seconds from the other date to this one.") { r, a in
                .double(try seconds(r) - (try seconds(a[0])))
            }
            t.method("func distance(to other: Date) -> TimeInterval", doc: "Seconds from this date to the other.") { r, a in
                .double(try seconds(a[0]) - (try seconds(r)))
            }
            t.method("func addingTimeInterval(_ timeInterval: TimeInterval) -> Date", doc: "The date moved by the interval.") { r, a in
                FoundationTypes.date(sinceReferenceDate: try seconds(r) + (try number(a[0], "timeInterval")))
            }
            t.mutating("mutating func addTimeInterval(_ timeInterval: TimeInterval)", doc: "Moves the date by the interval.") { r, a in
                r = FoundationTypes.date(sinceReferenceDate: try seconds(r) + (try number(a[0], "timeInterval")))
                return .none
            }
            t.method("func advanced(by n: TimeInterval) -> Date", doc: "The date moved by the interval.") { r, a in
                FoundationTypes.date(sinceReferenceDate: try seconds(r) + (try number(a[0], "by")))
            }
            t.property("var description: String { get }", doc: "The instant in UTC, as `print` shows it: 2026-01-01 00:00:00 +0000.") {
                .string(Value.describe($0))
            }
            t.method("func formatted() -> String", doc: "Date and time as the device shows them: 1/1/2026, 12:00 AM in en_US, UTC.") { r, a in
                .string(DateText.format(try seconds(r), date: "numeric", time: "shortened", region: DeviceRegion.of(a.context)))
            }
            t.method("func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String",
                     doc: "The date and the time in these styles, as the device's locale and time zone show them.") { r, a in
                guard let date = ValueReaders.symbol(a[0]), let time = ValueReaders.symbol(a[1]) else {
                    throw RuntimeFailure("formatted(date:time:) takes styles such as .abbreviated and .shortened")
                }
                return .string(DateText.format(try seconds(r), date: date, time: time, region: DeviceRegion.of(a.context)))
            }
        }
        surface.type("Date.FormatStyle.DateStyle", doc: "How much of the date `formatted(date:time:)` shows.") { t in
            for name in DateText.dateStyles {
                t.constant("static let \(name): Date.FormatStyle.DateStyle", doc: "The \(name) date style.", .symbol(name))
            }
        }
        surface.type("Date.FormatStyle.TimeStyle", doc: "How much of the time `formatted(date:time:)` shows.") { t in
            for name in DateText.timeStyles {
                t.constant("static let \(name): Date.FormatStyle.TimeStyle", doc: "The \(name) time style.", .symbol(name))
            }
        }
    }
}
