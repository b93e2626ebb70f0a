import Foundation
import ScrollworkCore

/// `ISO8601DateFormatter`: Foundation's own, which needs no locale; its time zone is GMT
/// unless set, as Apple documents, so it reads and writes the same on every machine.
enum FoundationISO8601DateFormatterSurface: SurfaceProvider {
    /// Apple's raw values of `ISO8601DateFormatter.Options`.
    static let options: [(name: String, bits: Int)] = [
        ("withYear", 1), ("withMonth", 2), ("withWeekOfYear", 4), ("withDay", 16), ("withTime", 32), ("withTimeZone", 64),
        ("withSpaceBetweenDateAndTime", 128), ("withDashSeparatorInDate", 256), ("withColonSeparatorInTime", 512),
        ("withColonSeparatorInTimeZone", 1024), ("withFractionalSeconds", 2048), ("withFullDate", 275), ("withFullTime", 1632),
        ("withInternetDateTime", 1907),
    ]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ISO8601DateFormatter.Options", .optionSet, doc: "Which parts of an ISO 8601 date the formatter writes and reads.") { t in
            for (name, bits) in options {
                t.constant("static var \(name): ISO8601DateFormatter.Options { get }", doc: "An ISO 8601 part.", .int(bits))
            }
        }
        surface.type("ISO8601DateFormatter", .class, conformsTo: ["Formatter"], doc: "Writes and reads ISO 8601 dates (2015-11-10T01:47:18Z).") { t in
            t.initializer("init()", doc: "A formatter of internet date-times (.withInternetDateTime) in GMT.") { _ in
                .host(ISO8601FormatterValue())
            }
            t.property("var formatOptions: ISO8601DateFormatter.Options { get set }", doc: "The parts it writes and reads.",
                       get: { .int(Int(try formatter($0).formatter.formatOptions.rawValue)) },
                       set: { r, new in
                           try formatter(r).formatter.formatOptions = ISO8601DateFormatter.Options(rawValue: UInt(max(0, try ValueReaders.int(new, "formatOptions"))))
                       })
            t.property("var timeZone: TimeZone! { get set }", doc: "The time zone it writes times in: GMT unless set.",
                       get: { .host(TimeZoneValue(try formatter($0).formatter.timeZone)) },
                       set: { r, new in
                           try formatter(r).formatter.timeZone = try TimeZoneValue.read(new)
                       })
            t.method("func string(from date: Date) -> String", doc: "The date written in ISO 8601.") { r, a in
                .string(try formatter(r).formatter.string(from: try FoundationDateFormatterSurface.date(a[0])))
            }
            t.method("func date(from string: String) -> Date?", doc: "The date the ISO 8601 text names, or nil when it does not match the options.") { r, a in
                guard let date = try formatter(r).formatter.date(from: try ValueReaders.string(a[0], "from")) else { return .none }
                return FoundationTypes.date(sinceReferenceDate: date.timeIntervalSinceReferenceDate)
            }
        }
    }

    private static func formatter(_ value: Value) throws -> ISO8601FormatterValue {
        guard case .host(let formatter as ISO8601FormatterValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("ISO8601DateFormatter", value))
        }
        return formatter
    }
}

/// An `ISO8601DateFormatter`, a class: shared by whatever holds it.
final class ISO8601FormatterValue: HostValue {
    let formatter = ISO8601DateFormatter()
    var typeName: String { "ISO8601DateFormatter" }
    var valueDescription: String { "<ISO8601DateFormatter>" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
