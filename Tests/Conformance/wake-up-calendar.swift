import SwiftUI

/// An alarm screen: the wake-up time is built from components on the device's calendar, the
/// bedtime counted back from it, and a reminder list sorted into today and later.
struct WakeUpCalendar: View {
    @State private var wakeUp = WakeUpCalendar.defaultWakeTime
    @State private var sleepHours = 8.5

    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.hour = 7
        components.minute = 30
        return Calendar.current.date(from: components) ?? .now
    }

    var bedtime: Date { wakeUp - sleepHours * 3600 }

    var clock: String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: bedtime)
        return "\(parts.hour ?? -1):\(parts.minute ?? -1)"
    }

    var days: String {
        let calendar = Calendar(identifier: .gregorian)
        let now = Date.now
        let later = calendar.date(byAdding: .day, value: 40, to: now) ?? now
        let span = calendar.dateComponents([.month, .day], from: now, to: later)
        let monthLater = calendar.date(byAdding: DateComponents(month: 1), to: now) ?? now
        return "\(calendar.component(.month, from: later))/\(calendar.component(.day, from: later)) "
            + "\(span.month ?? 0)m\(span.day ?? 0)d \(calendar.component(.month, from: monthLater)) "
            + "\(calendar.isDateInToday(now.addingTimeInterval(3600))) \(calendar.isDateInTomorrow(later)) "
            + "\(calendar.isDateInYesterday(now.addingTimeInterval(-60))) \(calendar.isDateInWeekend(now)) "
            + "\(calendar.isDate(now, inSameDayAs: calendar.startOfDay(for: now)))"
    }

    /// Every unit of the clock's start, and the year it falls in on each calendar system.
    var everything: String {
        let now = Date.now
        let units: [Calendar.Component] = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday,
                                           .weekdayOrdinal, .quarter, .weekOfMonth, .weekOfYear, .yearForWeekOfYear]
        let p = Calendar.current.dateComponents(Set(units), from: now)
        let values = [p.era, p.year, p.month, p.day, p.hour, p.minute, p.second, p.nanosecond, p.weekday, p.weekdayOrdinal,
                      p.quarter, p.weekOfMonth, p.weekOfYear, p.yearForWeekOfYear].map { String($0 ?? -1) }
        let systems: [Calendar.Identifier] = [.gregorian, .iso8601, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret,
                                              .ethiopicAmeteAlem, .hebrew, .indian, .islamic, .islamicCivil, .islamicTabular,
                                              .islamicUmmAlQura, .japanese, .persian, .republicOfChina]
        let years = systems.map { String(Calendar(identifier: $0).component(.year, from: now)) }
        return values.joined(separator: " ") + " | " + years.joined(separator: " ")
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("Bed at \(clock)").id("bed")
            Text(days).id("days")
            Text(everything).id("everything")
            Text("\(Date.distantPast < wakeUp) \(wakeUp < Date.distantFuture)").id("range")
            Text(TimeZone.current.identifier + " " + (TimeZone(identifier: "Europe/Paris")?.identifier ?? "")
                 + " " + (TimeZone(secondsFromGMT: 3600) == nil ? "none" : "zone")).id("zones")
            Text("\(Calendar.autoupdatingCurrent.startOfDay(for: Date.now.addingTimeInterval(5000)) == Date.now)").id("midnight")
        }
    }
}
