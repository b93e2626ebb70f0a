import SwiftUI

/// A bedtime helper in the shape of a "100 Days of SwiftUI" BetterRest: the same time on the
/// next (or the previous) day found with Calendar.nextDate(after:matching:matchingPolicy:direction:),
/// and seconds since midnight read back with DateComponents.value(for:).
extension Date {
    func sameTimeNextDay(inDirection direction: Calendar.SearchDirection = .forward,
                         using calendar: Calendar = .current) -> Date {
        let components = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: self)
        return calendar.nextDate(after: self, matching: components, matchingPolicy: .nextTime, direction: direction)!
    }

    var secondsSinceMidnight: Int {
        let components = Calendar.current.dateComponents([.hour, .minute], from: self)
        guard let hours = components.value(for: .hour), let minutes = components.value(for: .minute) else { return -1 }
        return hours * 3600 + minutes * 60
    }
}

enum CutoffSearch {
    static let start = Date(timeIntervalSince1970: 1_769_904_000)  // 2026-02-01 00:00 UTC

    /// The next 30th of a month after February 1st under each matching policy.
    static func thirtieth(_ policy: Calendar.MatchingPolicy) -> Date? {
        Calendar.current.nextDate(after: start, matching: DateComponents(day: 30), matchingPolicy: policy)
    }

    /// The next 30th at 09:00, the last of a repeated time (UTC repeats none).
    static func thirtiethAtNine(_ policy: Calendar.MatchingPolicy) -> Date? {
        Calendar.current.nextDate(after: start, matching: DateComponents(day: 30, hour: 9), matchingPolicy: policy,
                                  repeatedTimePolicy: .last)
    }

    static func components() -> [Int?] {
        var components = DateComponents(hour: 7)
        components.setValue(45, for: .minute)
        components.setValue(nil, for: .hour)
        return [components.value(for: .hour), components.value(for: .minute), components.value(for: .day)]
    }
}

struct CoffeeCutoff: View {
    @State private var wakeUp = Date(timeIntervalSince1970: 1_767_252_600)  // 2026-01-01 07:30 UTC

    var body: some View {
        VStack(spacing: 0) {
            Text("\(Int(wakeUp.sameTimeNextDay().timeIntervalSince1970))").id("tomorrow")
            Text("\(Int(wakeUp.sameTimeNextDay(inDirection: .backward).timeIntervalSince1970))").id("yesterday")
            Text("\(wakeUp.secondsSinceMidnight)").id("seconds")
            Button("Later") { wakeUp = wakeUp.sameTimeNextDay() }.id("later")
        }
    }
}

#Preview("Cutoff") {
    CoffeeCutoff()
}
