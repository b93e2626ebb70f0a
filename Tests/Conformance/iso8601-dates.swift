import SwiftUI

/// A meeting read from an API's ISO 8601 timestamp and written back in the forms an app may
/// send: internet date-time in GMT and in Tokyo, a calendar date, fractional seconds, a week date.
struct MeetingTimes: View {
    private let lines: [String]

    init() {
        let formatter = ISO8601DateFormatter()
        let start = formatter.date(from: "2015-11-10T01:47:18-05:00")!
        var lines = [formatter.string(from: start)]
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        lines.append(formatter.string(from: start) + " " + formatter.timeZone.identifier)
        formatter.formatOptions = [.withFullDate]
        lines.append(formatter.string(from: start) + " " + String(Int(formatter.date(from: "2020-03-04")!.timeIntervalSince1970)))
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        lines.append(formatter.string(from: start.addingTimeInterval(0.25)))
        formatter.formatOptions = [.withYear, .withWeekOfYear, .withDay]
        lines.append(formatter.string(from: start))
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime, .withTimeZone,
                                   .withColonSeparatorInTimeZone]
        lines.append(formatter.string(from: start))
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withDashSeparatorInDate, .withFullTime]
        lines.append(formatter.string(from: start) + " " + String(formatter.formatOptions.contains(.withTimeZone)))
        lines.append(String(formatter.date(from: "nonsense") == nil))
        self.lines = lines
    }

    var body: some View {
        VStack {
            ForEach(lines.indices, id: \.self) { index in
                Text(lines[index])
                    .id("line\(index)")
            }
        }
    }
}

#Preview("Meeting times") {
    MeetingTimes()
}
