import Foundation
import ScrollworkFrontEnd
import ScrollworkScript

/// `clock`, `timezone` and `locale`: the simulated device's date and region settings, which
/// code reads when it runs (`Date()`, `TimeZone.current`, `Locale.current`, date formatting).
extension Session {
    /// `clock 2026-03-14 09:30`: the date the clock shows at a scene's time 0, in the device's time zone.
    func setClock(_ text: String) throws -> String {
        let region = program.platform.region
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = region.timeZone
        parser.calendar = Calendar(identifier: .gregorian)
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "T", with: " ")
        var parsed: Date?
        for format in ["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] where parsed == nil {
            parser.dateFormat = format
            parsed = parser.date(from: trimmed)
        }
        // Years 1 to 9999: what the date formats above write back.
        guard let date = parsed, (1...9999).contains(region.calendar.component(.year, from: date)) else {
            throw SessionFailure.usage("'\(Format.clipped(text))' is not a date and time (write it as 2026-03-14 or 2026-03-14 09:30[:00])")
        }
        program.platform.region.clockStart = date.timeIntervalSinceReferenceDate
        return "clock " + describe(date)
    }

    /// `timezone Europe/Paris`.
    func setTimeZone(_ identifier: String) throws -> String {
        guard let zone = ["UTC", "GMT"].contains(identifier.uppercased()) ? DeviceRegion.utc : TimeZone(identifier: identifier) else {
            let known = TimeZone.knownTimeZoneIdentifiers
            throw SessionFailure.usage("unknown time zone '\(Format.clipped(identifier))'"
                + Suggestions.phrase(Suggestions.closest(to: identifier, among: known)) + " (write a tz database name such as Europe/Paris)")
        }
        program.platform.region.timeZone = zone
        return "timezone \(zone.identifier); the clock shows " + describe(Date(timeIntervalSinceReferenceDate: program.platform.region.clockStart))
    }

    /// `locale fr_FR`.
    func setLocale(_ identifier: String) throws -> String {
        let known = Locale.availableIdentifiers
        guard known.contains(identifier) else {
            throw SessionFailure.usage("unknown locale '\(Format.clipped(identifier))'"
                + Suggestions.phrase(Suggestions.closest(to: identifier, among: known.sorted())) + " (write an identifier such as fr_FR)")
        }
        program.platform.region.locale = Locale(identifier: identifier)
        return "locale \(identifier)"
    }

    /// `2026-03-14 09:30:00 Europe/Paris`: a date as the commands take it, in the device's time zone.
    private func describe(_ date: Date) -> String {
        let writer = DateFormatter()
        writer.locale = Locale(identifier: "en_US_POSIX")
        writer.timeZone = program.platform.region.timeZone
        writer.calendar = Calendar(identifier: .gregorian)
        writer.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return writer.string(from: date) + " " + program.platform.region.timeZone.identifier
    }
}
