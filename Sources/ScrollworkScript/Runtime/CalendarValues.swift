import Foundation

/// A `Calendar` as a script value: Foundation's, set to the device's time zone and locale.
final class CalendarValue: HostValue {
    let calendar: Calendar
    init(identifier: Calendar.Identifier, region: DeviceRegion) {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = region.timeZone
        calendar.locale = region.locale
        self.calendar = calendar
    }
    init(_ calendar: Calendar) { self.calendar = calendar }
    var typeName: String { "Calendar" }
    var valueDescription: String { "\(calendar.identifier) (fixed (current))" }
    var equalityKey: String { "\(calendar.identifier) \(calendar.timeZone.identifier) \(calendar.firstWeekday)" }

    /// The device's calendar: Gregorian, in its time zone and locale (docs/SEMANTICS.md, "Determinism").
    static func device(_ context: ScriptContext?) -> CalendarValue {
        CalendarValue(identifier: .gregorian, region: DeviceRegion.of(context))
    }

    static let components: [(name: String, component: Calendar.Component)] = [
        ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute),
        ("second", .second), ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal), ("quarter", .quarter),
        ("weekOfMonth", .weekOfMonth), ("weekOfYear", .weekOfYear), ("yearForWeekOfYear", .yearForWeekOfYear),
        ("nanosecond", .nanosecond),
    ]

    static let identifiers: [(name: String, identifier: Calendar.Identifier)] = [
        ("gregorian", .gregorian), ("iso8601", .iso8601), ("buddhist", .buddhist), ("chinese", .chinese), ("coptic", .coptic),
        ("ethiopicAmeteMihret", .ethiopicAmeteMihret), ("ethiopicAmeteAlem", .ethiopicAmeteAlem), ("hebrew", .hebrew),
        ("indian", .indian), ("islamic", .islamic), ("islamicCivil", .islamicCivil), ("islamicTabular", .islamicTabular),
        ("islamicUmmAlQura", .islamicUmmAlQura), ("japanese", .japanese), ("persian", .persian), ("republicOfChina", .republicOfChina),
    ]
}

/// `DateComponents` as a script value: Foundation's, never changed in place (a setter makes a
/// new one), so copies are values as in Swift.
final class DateComponentsValue: HostValue {
    let components: DateComponents
    init(_ components: DateComponents) { self.components = components }
    var typeName: String { "DateComponents" }
    /// As Swift prints it: the set values, `hour: 7 minute: 0 isLeapMonth: false`.
    var valueDescription: String {
        Self.fields.compactMap { field in components[keyPath: field.path].map { "\(field.name): \($0)" } }.joined(separator: " ")
    }
    var equalityKey: String { valueDescription }

    /// The integer fields, in the order of Foundation's memberwise initialiser.
    static let fields: [(name: String, path: WritableKeyPath<DateComponents, Int?>)] = [
        ("era", \.era), ("year", \.year), ("month", \.month), ("day", \.day), ("hour", \.hour), ("minute", \.minute),
        ("second", \.second), ("nanosecond", \.nanosecond), ("weekday", \.weekday), ("weekdayOrdinal", \.weekdayOrdinal),
        ("quarter", \.quarter), ("weekOfMonth", \.weekOfMonth), ("weekOfYear", \.weekOfYear), ("yearForWeekOfYear", \.yearForWeekOfYear),
    ]

    static func read(_ value: Value) throws -> DateComponents {
        guard case .host(let components as DateComponentsValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("DateComponents", value))
        }
        return components.components
    }
}

/// A `TimeZone` as a script value.
final class TimeZoneValue: HostValue {
    let zone: TimeZone
    init(_ zone: TimeZone) { self.zone = zone }
    var typeName: String { "TimeZone" }
    var valueDescription: String { "\(zone.identifier) (fixed)" }
    var equalityKey: String { zone.identifier }

    /// The time zone a `TimeZone` value holds; any other value is a type mismatch.
    static func read(_ value: Value) throws -> TimeZone {
        guard case .host(let zone as TimeZoneValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("TimeZone", value)) }
        return zone.zone
    }
}
