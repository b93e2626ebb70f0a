import SwiftUI

/// Dates formatted in a time zone made the Objective-C way, as older utility files write it:
/// `NSTimeZone(name:)` bridged with `as TimeZone?`. Foundation names UTC "GMT"; a name the tz
/// database lacks gives nil.
struct RaceTimes: View {
    private let start = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack {
            Text(time(in: NSTimeZone(name: "UTC") as TimeZone?)).id("utc")
            Text(time(in: NSTimeZone(abbreviation: "PST") as TimeZone?)).id("pst")
            Text((NSTimeZone(name: "UTC") as TimeZone?)?.identifier ?? "none").id("name")
            Text((NSTimeZone(name: "Nowhere") as TimeZone?)?.identifier ?? "none").id("unknown")
        }
    }

    private func time(in zone: TimeZone?) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = zone
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: start)
    }
}

#Preview("Race times") { RaceTimes() }
