import SwiftUI

/// A feed's dates in one of several formats: a DateFormatter subclass overriding `date(from:)`,
/// which tries each format through DateFormatter's own. Its convenience initialiser calls the
/// `init()` it inherits (declaring no designated one, it needs no `init?(coder:)`).
final class FeedDateFormatter: DateFormatter {
    var formats: [String] = []

    convenience init(formats: [String]) {
        self.init()
        self.formats = formats
        self.timeZone = TimeZone(secondsFromGMT: 0)
        self.locale = Locale(identifier: "en_US_POSIX")
    }

    override func date(from string: String) -> Date? {
        for format in formats {
            dateFormat = format
            if let date = super.date(from: string) { return date }
        }
        return nil
    }
}

/// A decoder that reads the feed's day stamps, set up once in its initialiser.
final class FeedDecoder: JSONDecoder {
    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter
    }()

    override init() {
        super.init()
        dateDecodingStrategy = .formatted(FeedDecoder.dayFormatter)
    }
}

/// A formatter that starts out as a plain one and writes short day names.
final class WeekdayFormatter: DateFormatter {
    func weekday(of date: Date) -> String {
        dateFormat = "EEE"
        timeZone = TimeZone(secondsFromGMT: 0)
        return string(from: date)
    }
}

struct FeedEntry: Decodable {
    var title: String
    var day: Date
}

struct FeedDates: View {
    static let feedFormats = ["yyyy-MM-dd'T'HH:mm:ssZZZZZ", "yyyy-MM-dd"]
    let stamped = FeedDateFormatter(formats: feedFormats).date(from: "2024-03-05T10:30:00Z")
    let dayOnly = FeedDateFormatter(formats: feedFormats).date(from: "2024-03-05")
    let unknown = FeedDateFormatter(formats: feedFormats).date(from: "March 5")
    let entry = try? FeedDecoder().decode(FeedEntry.self, from: Data(#"{"title": "Launch", "day": "2024-03-06"}"#.utf8))
    let weekday = WeekdayFormatter().weekday(of: Date(timeIntervalSince1970: 1_709_683_200))

    var body: some View {
        ScrollView {
            Text("\(Int(stamped?.timeIntervalSince1970 ?? -1))").id("stamped")
            Text("\(Int(dayOnly?.timeIntervalSince1970 ?? -1))").id("day-only")
            Text(unknown == nil ? "none" : "parsed").id("unknown")
            Text("\(entry?.title ?? "?") \(Int(entry?.day.timeIntervalSince1970 ?? -1))").id("entry")
            Text(weekday).id("weekday")
        }
    }
}

#Preview("Feed dates") { FeedDates() }
