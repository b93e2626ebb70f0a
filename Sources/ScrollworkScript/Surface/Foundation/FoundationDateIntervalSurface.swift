import Foundation

/// `DateInterval`, and what a calendar answers about the unit holding a date: the interval of
/// its day, week or month (`dateInterval(of:for:)`), and whether two dates share one
/// (`isDate(_:equalTo:toGranularity:)`, `compare(_:to:toGranularity:)`), by Foundation's own
/// calendar for the device.
enum FoundationDateIntervalSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("DateInterval", conformsTo: ["Hashable"], doc: "The time from a start date to an end date.") { t in
            t.initializer("init(start: Date, end: Date)", doc: "The interval between the dates; the end may not be before the start.") { a in
                let start = try FoundationCalendarSurface.date(a[0]), end = try FoundationCalendarSurface.date(a[1])
                guard end >= start else { throw RuntimeFailure("Fatal error: Reverse intervals are not allowed") }
                return .host(DateIntervalValue(Foundation.DateInterval(start: start, end: end)))
            }
            t.initializer("init(start: Date, duration: TimeInterval)", doc: "The interval of this many seconds from the start.") { a in
                let duration = try ValueReaders.double(a[1], "duration")
                guard duration >= 0 else { throw RuntimeFailure("Fatal error: Reverse intervals are not allowed") }
                return .host(DateIntervalValue(Foundation.DateInterval(start: try FoundationCalendarSurface.date(a[0]), duration: duration)))
            }
            t.property("var start: Date { get }", doc: "When the interval starts.") { r in try DateIntervalValue.read(r).interval.start.value }
            t.property("var end: Date { get }", doc: "When the interval ends.") { r in try DateIntervalValue.read(r).interval.end.value }
            t.property("var duration: TimeInterval { get }", doc: "Its length in seconds.") { r in .double(try DateIntervalValue.read(r).interval.duration) }
            t.method("func contains(_ date: Date) -> Bool", doc: "Whether the date is within it, both ends included.") { r, a in
                .bool(try DateIntervalValue.read(r).interval.contains(try FoundationCalendarSurface.date(a[0])))
            }
            t.method("func intersects(_ dateInterval: DateInterval) -> Bool", doc: "Whether the two share a moment.") { r, a in
                .bool(try DateIntervalValue.read(r).interval.intersects(try DateIntervalValue.read(a[0]).interval))
            }
        }
        surface.extend("Calendar") { t in
            t.method("func dateInterval(of component: Calendar.Component, for date: Date) -> DateInterval?",
                     doc: "The day, week, month … holding the date, from its start to the next one's.") { r, a in
                let calendar = try FoundationCalendarSurface.calendar(r)
                guard let interval = calendar.dateInterval(of: try FoundationCalendarSurface.unit(a[0]), for: try FoundationCalendarSurface.date(a[1])) else {
                    return .none
                }
                return .host(DateIntervalValue(interval))
            }
            t.method("func isDate(_ date1: Date, equalTo date2: Date, toGranularity component: Calendar.Component) -> Bool",
                     doc: "Whether both dates fall in one unit (one week, one month …).") { r, a in
                .bool(try FoundationCalendarSurface.calendar(r).isDate(try FoundationCalendarSurface.date(a[0]), equalTo: try FoundationCalendarSurface.date(a[1]),
                                                                       toGranularity: try FoundationCalendarSurface.unit(a[2])))
            }
            t.method("func compare(_ date1: Date, to date2: Date, toGranularity component: Calendar.Component) -> ComparisonResult",
                     doc: "Whether the first date's unit is before, the same as or after the second's.") { r, a in
                FoundationComparisonSurface.result(try FoundationCalendarSurface.calendar(r).compare(
                    try FoundationCalendarSurface.date(a[0]), to: try FoundationCalendarSurface.date(a[1]), toGranularity: try FoundationCalendarSurface.unit(a[2])))
            }
        }
    }
}

/// A `DateInterval` as a script value.
final class DateIntervalValue: HostValue {
    let interval: Foundation.DateInterval
    init(_ interval: Foundation.DateInterval) { self.interval = interval }

    var typeName: String { "DateInterval" }
    var valueDescription: String { "\(Value.describe(interval.start.value)) to \(Value.describe(interval.end.value))" }
    var equalityKey: String { "\(interval.start.timeIntervalSinceReferenceDate) \(interval.duration)" }

    static func read(_ value: Value) throws -> DateIntervalValue {
        guard case .host(let interval as DateIntervalValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("DateInterval", value)) }
        return interval
    }
}
