import Foundation

/// The simulated device's clock and region settings: the date its clock shows when a scene
/// starts, its time zone and its locale. Every machine runs a scene with the same ones (2026-01-01
/// 00:00:00, UTC, English (United States)) unless the REPL's `clock`, `timezone` or `locale`
/// sets others, so dates print and calendars compute the same everywhere.
public struct DeviceRegion {
    /// 2026-01-01T00:00:00Z in seconds since 2001-01-01T00:00:00Z, where scene clocks start.
    public static let defaultClockStart = 788_918_400.0
    public static let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone(identifier: "GMT") ?? TimeZone.current
    public static let defaultLocaleIdentifier = "en_US"

    /// The date at a scene's time 0, in seconds since Foundation's reference date.
    public var clockStart = DeviceRegion.defaultClockStart
    public var timeZone = DeviceRegion.utc
    public var locale = Locale(identifier: DeviceRegion.defaultLocaleIdentifier)

    public init() {}

    /// The device's calendar: Gregorian, in its time zone and locale.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
