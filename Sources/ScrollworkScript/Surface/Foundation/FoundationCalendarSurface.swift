import Foundation
import ScrollworkCore

/// `Calendar` and `DateComponents`, worked out by Foundation's own Gregorian calendar for the
/// simulated device: en_US in UTC (it has no time zone of its own), so what a scene computes
/// from dates is the same on every machine. `isDateInToday(_:)` and its kin compare with the
/// scene's clock.
enum FoundationCalendarSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Calendar.Component", .enum, conformsTo: ["Hashable"], doc: "A unit of a calendar date: .year, .day, .hour, …") { t in
            t.cases(CalendarValue.components.map(\.name), doc: "A calendar unit.")
        }
        surface.type("Calendar.Identifier", .enum, conformsTo: ["Hashable"], doc: "Which calendar: .gregorian, .iso8601, …") { t in
            t.cases(CalendarValue.identifiers.map(\.name), doc: "A calendar system.")
        }
        surface.alias("NSTimeZone", for: "TimeZone")
        surface.type("TimeZone", conformsTo: ["Hashable"], doc: "A time zone; the device's is UTC unless `timezone` sets another.") { t in
            t.sceneStaticProperty("static var current: TimeZone { get }", doc: "The device's time zone: UTC (GMT) unless `timezone` sets another.") {
                .host(TimeZoneValue(DeviceRegion.of($0).timeZone))
            }
            t.initializer("init?(identifier: String)", doc: "The time zone of this tz database name (Europe/Paris), or nil.") { a in
                TimeZone(identifier: try ValueReaders.string(a[0], "identifier")).map { .host(TimeZoneValue($0)) } ?? .none
            }
            // Foundation's class behind TimeZone (`NSTimeZone(name: "UTC") as TimeZone?`), whose
            // values bridge to it: here the two are one type.
            t.initializer("init?(name tzName: String)", doc: "NSTimeZone's: the time zone of this tz database name, or nil (as init?(identifier:)).") { a in
                TimeZone(identifier: try ValueReaders.string(a[0], "name")).map { .host(TimeZoneValue($0)) } ?? .none
            }
            t.initializer("init?(secondsFromGMT seconds: Int)", doc: "A fixed offset from GMT, or nil past 18 hours.") { a in
                TimeZone(secondsFromGMT: try ValueReaders.int(a[0], "secondsFromGMT")).map { .host(TimeZoneValue($0)) } ?? .none
            }
            t.initializer("init?(abbreviation: String)", doc: "The time zone Foundation's table of abbreviations gives (UTC, PST), or nil.") { a in
                TimeZone(abbreviation: try ValueReaders.string(a[0], "abbreviation")).map { .host(TimeZoneValue($0)) } ?? .none
            }
            t.property("var identifier: String { get }", doc: "The tz database name: GMT for the device.") { .string(try TimeZoneValue.read($0).identifier) }
            t.method("func secondsFromGMT(for date: Date) -> Int", doc: "Its offset from GMT at that date, daylight saving included.") { r, a in
                .int(try TimeZoneValue.read(r).secondsFromGMT(for: try date(a[0])))
            }
            t.method("func secondsFromGMT() -> Int", doc: "Its offset from GMT now (the simulation clock).") { r, a in
                .int(try TimeZoneValue.read(r).secondsFromGMT(for: try now(a)))
            }
        }
        surface.extend("Date") { t in
            t.constant("static let distantPast: Date", doc: "A date in the distant past: 0001-01-01 00:00:00 UTC.",
                       FoundationTypes.date(sinceReferenceDate: Foundation.Date.distantPast.timeIntervalSinceReferenceDate))
            t.constant("static let distantFuture: Date", doc: "A date in the distant future: 4001-01-01 00:00:00 UTC.",
                       FoundationTypes.date(sinceReferenceDate: Foundation.Date.distantFuture.timeIntervalSinceReferenceDate))
        }
        calendar(&surface)
        components(&surface)
    }

    /// A settable day count of a week (1...7) of a Calendar, a value: setting it makes a new one.
    private static func weekProperty(_ t: inout SurfaceTypeBuilder, _ name: String, _ keyPath: WritableKeyPath<Calendar, Int>, doc: String) {
        t.property("var \(name): Int { get set }", doc: doc,
                   get: { .int(try calendar($0)[keyPath: keyPath]) },
                   set: { value, new in
                       let days = try ValueReaders.int(new, name)
                       guard (1...7).contains(days) else { throw RuntimeFailure("\(name) must be 1 to 7, not \(days)") }
                       var changed = try calendar(value)
                       changed[keyPath: keyPath] = days
                       value = .host(CalendarValue(changed))
                   })
    }

    private static func calendar(_ surface: inout SurfaceBuilder) {
        surface.type("Calendar", conformsTo: ["Hashable"], doc: "Dates broken into years, months, days: Gregorian, in the device's UTC.") { t in
            t.sceneStaticProperty("static var current: Calendar { get }", doc: "The device's calendar: Gregorian, in its time zone and locale.") {
                .host(CalendarValue.device($0))
            }
            t.sceneStaticProperty("static var autoupdatingCurrent: Calendar { get }", doc: "The device's calendar, as it changes.") {
                .host(CalendarValue.device($0))
            }
            t.initializer("init(identifier: Calendar.Identifier)", doc: "A calendar of this system, in the device's UTC.") { a in
                guard let name = ValueReaders.symbol(a[0]), let identifier = CalendarValue.identifiers.first(where: { $0.name == name }) else {
                    throw RuntimeFailure("Calendar(identifier:) takes a calendar such as .gregorian")
                }
                return .host(CalendarValue(identifier: identifier.identifier, region: DeviceRegion.of(a.context)))
            }
            // A Calendar is a value: setting one of these makes a new one, copies keep theirs.
            t.property("var timeZone: TimeZone { get set }", doc: "The time zone its dates are read in: the device's unless set.",
                       get: { .host(TimeZoneValue(try calendar($0).timeZone)) },
                       set: { value, new in
                           var changed = try calendar(value)
                           changed.timeZone = try TimeZoneValue.read(new)
                           value = .host(CalendarValue(changed))
                       })
            weekProperty(&t, "firstWeekday", \.firstWeekday, doc: "The day weeks start on, 1 for Sunday (en_US's) to 7 for Saturday.")
            weekProperty(&t, "minimumDaysInFirstWeek", \.minimumDaysInFirstWeek,
                         doc: "How many days of a year's first week must be in that year: 1 in en_US.")
            t.method("func date(from components: DateComponents) -> Date?", doc: "The date the components name, or nil.") { r, a in
                guard let date = try calendar(r).date(from: try DateComponentsValue.read(a[0])) else { return .none }
                return date.value
            }
            t.method("func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents",
                     doc: "The date's values of these units.") { r, a in
                .host(DateComponentsValue(try calendar(r).dateComponents(try units(a[0]), from: try date(a[1]))))
            }
            t.method("func dateComponents(in timeZone: TimeZone, from date: Date) -> DateComponents",
                     doc: "Every value of the date in the time zone, the calendar and time zone among them.") { r, a in
                guard case .host(let zone as TimeZoneValue) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("TimeZone", a[0])) }
                return .host(DateComponentsValue(try calendar(r).dateComponents(in: zone.zone, from: try date(a[1]))))
            }
            t.method("func dateComponents(_ components: Set<Calendar.Component>, from start: Date, to end: Date) -> DateComponents",
                     doc: "How many of these units lie between the dates.") { r, a in
                .host(DateComponentsValue(try calendar(r).dateComponents(try units(a[0]), from: try date(a[1]), to: try date(a[2]))))
            }
            t.method("func dateComponents(_ components: Set<Calendar.Component>, from start: DateComponents, to end: DateComponents) -> DateComponents",
                     doc: "How many of these units lie between the dates the components name.") { r, a in
                .host(DateComponentsValue(try calendar(r).dateComponents(try units(a[0]), from: try DateComponentsValue.read(a[1]),
                                                                         to: try DateComponentsValue.read(a[2]))))
            }
            t.method("func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>?",
                     doc: "The values a smaller unit takes in the larger one holding the date: the days of its month, 1..<32 in January.") { r, a in
                guard let range = try calendar(r).range(of: try unit(a[0]), in: try unit(a[1]), for: try date(a[2])) else { return .none }
                return .range(range.lowerBound, range.upperBound)
            }
            t.method("func component(_ component: Calendar.Component, from date: Date) -> Int", doc: "The date's value of one unit.") { r, a in
                .int(try calendar(r).component(try unit(a[0]), from: try date(a[1])))
            }
            t.method("func date(byAdding component: Calendar.Component, value: Int, to date: Date, wrappingComponents: Bool = false) -> Date?",
                     doc: "The date moved by this many of a unit (a month later is the same day of the next month).") { r, a in
                let moved = try calendar(r).date(byAdding: try unit(a[0]), value: try ValueReaders.int(a[1], "value"), to: try date(a[2]),
                                                  wrappingComponents: try ValueReaders.bool(a[3], "wrappingComponents"))
                return moved?.value ?? .none
            }
            t.method("func date(byAdding components: DateComponents, to date: Date, wrappingComponents: Bool = false) -> Date?",
                     doc: "The date moved by the components.") { r, a in
                let moved = try calendar(r).date(byAdding: try DateComponentsValue.read(a[0]), to: try date(a[1]),
                                                  wrappingComponents: try ValueReaders.bool(a[2], "wrappingComponents"))
                return moved?.value ?? .none
            }
            t.method("func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date) -> Date?",
                     doc: "The date's day at that time, or nil where the day has no such time.") { r, a in
                let set = try calendar(r).date(bySettingHour: try ValueReaders.int(a[0], "hour"), minute: try ValueReaders.int(a[1], "minute"),
                                               second: try ValueReaders.int(a[2], "second"), of: try date(a[3]))
                return set?.value ?? .none
            }
            t.method("func date(bySetting component: Calendar.Component, value: Int, of date: Date) -> Date?",
                     doc: "The next date from this one whose unit has that value.") { r, a in
                let set = try calendar(r).date(bySetting: try unit(a[0]), value: try ValueReaders.int(a[1], "value"), of: try date(a[2]))
                return set?.value ?? .none
            }
            for (name, symbols) in symbolLists {
                t.property("var \(name): [String] { get }", doc: "The names in the calendar's locale, January or Sunday first.") { r in
                    .array(try calendar(r)[keyPath: symbols].map(Value.string))
                }
            }
            t.property("var amSymbol: String { get }", doc: "The calendar's locale's word for the morning: AM.") { r in
                .string(try calendar(r).amSymbol)
            }
            t.property("var pmSymbol: String { get }", doc: "The calendar's locale's word for the afternoon: PM.") { r in
                .string(try calendar(r).pmSymbol)
            }
            t.method("func startOfDay(for date: Date) -> Date", doc: "Midnight at the start of the date's day.") { r, a in
                try calendar(r).startOfDay(for: try date(a[0])).value
            }
            t.method("func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool", doc: "Whether both dates fall on one day.") { r, a in
                .bool(try calendar(r).isDate(try date(a[0]), inSameDayAs: try date(a[1])))
            }
            t.method("func isDateInToday(_ date: Date) -> Bool", doc: "Whether the date falls on the day of the scene's clock.") { r, a in
                .bool(try calendar(r).isDate(try date(a[0]), inSameDayAs: try now(a)))
            }
            t.method("func isDateInYesterday(_ date: Date) -> Bool", doc: "Whether the date falls on the day before the scene's clock.") { r, a in
                let calendar = try calendar(r)
                guard let yesterday = calendar.date(byAdding: .day, value: -1, to: try now(a)) else { return .bool(false) }
                return .bool(calendar.isDate(try date(a[0]), inSameDayAs: yesterday))
            }
            t.method("func isDateInTomorrow(_ date: Date) -> Bool", doc: "Whether the date falls on the day after the scene's clock.") { r, a in
                let calendar = try calendar(r)
                guard let tomorrow = calendar.date(byAdding: .day, value: 1, to: try now(a)) else { return .bool(false) }
                return .bool(calendar.isDate(try date(a[0]), inSameDayAs: tomorrow))
            }
            t.method("func isDateInWeekend(_ date: Date) -> Bool", doc: "Whether the date falls on a Saturday or Sunday.") { r, a in
                .bool(try calendar(r).isDateInWeekend(try date(a[0])))
            }
        }
    }

    /// The month and weekday names a calendar gives in its locale.
    private static let symbolLists: [(name: String, symbols: KeyPath<Foundation.Calendar, [String]>)] = [
        ("monthSymbols", \.monthSymbols), ("shortMonthSymbols", \.shortMonthSymbols), ("veryShortMonthSymbols", \.veryShortMonthSymbols),
        ("weekdaySymbols", \.weekdaySymbols), ("shortWeekdaySymbols", \.shortWeekdaySymbols), ("veryShortWeekdaySymbols", \.veryShortWeekdaySymbols),
        // The forms a name takes standing alone (a column's heading), the same words in English.
        ("standaloneMonthSymbols", \.standaloneMonthSymbols), ("shortStandaloneMonthSymbols", \.shortStandaloneMonthSymbols),
        ("veryShortStandaloneMonthSymbols", \.veryShortStandaloneMonthSymbols), ("standaloneWeekdaySymbols", \.standaloneWeekdaySymbols),
        ("shortStandaloneWeekdaySymbols", \.shortStandaloneWeekdaySymbols), ("veryShortStandaloneWeekdaySymbols", \.veryShortStandaloneWeekdaySymbols),
    ]

    private static func components(_ surface: inout SurfaceBuilder) {
        surface.type("DateComponents", conformsTo: ["Hashable"], doc: "Some of a date's values: year, month, day, hour, …; nil where unset.") { t in
            let fields = DateComponentsValue.fields
            let parameters = fields.map { "\($0.name): Int? = nil" }.joined(separator: ", ")
            t.initializer("init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, \(parameters))",
                          doc: "Components with these values set.") { a in
                var components = Foundation.DateComponents()
                if case .host(let calendar as CalendarValue) = a[0] { components.calendar = calendar.calendar }
                if case .host(let zone as TimeZoneValue) = a[1] { components.timeZone = zone.zone }
                for (offset, field) in fields.enumerated() {
                    if case .int(let value) = a[offset + 2] { components[keyPath: field.path] = value }
                }
                return .host(DateComponentsValue(components))
            }
            t.property("var date: Date? { get }", doc: "The date the components name in their calendar (and time zone), or nil without a calendar.") { r in
                try DateComponentsValue.read(r).date?.value ?? .none
            }
            t.property("var calendar: Calendar? { get set }", doc: "The calendar the components are in, or nil when unset.", get: { value in
                try DateComponentsValue.read(value).calendar.map { .host(CalendarValue($0)) } ?? .none
            }, set: { value, newValue in
                var components = try DateComponentsValue.read(value)
                components.calendar = newValue.isNil ? nil : try calendar(newValue)
                value = .host(DateComponentsValue(components))
            })
            t.property("var timeZone: TimeZone? { get set }", doc: "The time zone the components are in, or nil when unset.", get: { value in
                try DateComponentsValue.read(value).timeZone.map { .host(TimeZoneValue($0)) } ?? .none
            }, set: { value, newValue in
                var components = try DateComponentsValue.read(value)
                if case .host(let zone as TimeZoneValue) = newValue { components.timeZone = zone.zone } else { components.timeZone = nil }
                value = .host(DateComponentsValue(components))
            })
            for field in fields {
                t.property("var \(field.name): Int? { get set }", doc: "The \(field.name), or nil when unset.", get: { value in
                    try DateComponentsValue.read(value)[keyPath: field.path].map(Value.int) ?? .none
                }, set: { value, newValue in
                    var components = try DateComponentsValue.read(value)
                    if case .int(let number) = newValue { components[keyPath: field.path] = number } else { components[keyPath: field.path] = nil }
                    value = .host(DateComponentsValue(components))
                })
            }
        }
    }

    static func calendar(_ value: Value) throws -> Foundation.Calendar {
        guard case .host(let calendar as CalendarValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Calendar", value)) }
        return calendar.calendar
    }

    static func date(_ value: Value) throws -> Foundation.Date {
        guard let seconds = FoundationTypes.seconds(ofDate: value) else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Date", value)) }
        return Foundation.Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func now(_ a: SurfaceArguments) throws -> Foundation.Date {
        try date(try FoundationTypes.now(in: a.context))
    }

    static func unit(_ value: Value) throws -> Foundation.Calendar.Component {
        guard let name = ValueReaders.symbol(value), let unit = CalendarValue.components.first(where: { $0.name == name }) else {
            throw RuntimeFailure("expected a calendar unit such as .day, not \(Value.describe(value))")
        }
        return unit.component
    }

    private static func units(_ value: Value) throws -> Set<Foundation.Calendar.Component> {
        Set(try Sequences.elements(value, in: nil).map(unit))
    }
}

extension Foundation.Date {
    /// The date as a script's `Date`.
    var value: Value { FoundationTypes.date(sinceReferenceDate: timeIntervalSinceReferenceDate) }
}
