import SwiftUI

// A bedtime app's dates, written with the device's clock, formatters and format styles.
let shortDate: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    return formatter
}()

func isoDay(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
}

func parsed(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.date(from: text)
}

func inParis(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.timeZone = TimeZone(identifier: "Europe/Paris")
    formatter.locale = Locale(identifier: "fr_FR")
    formatter.dateStyle = .long
    formatter.timeStyle = .short
    return formatter.string(from: date)
}

func templated(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.setLocalizedDateFormatFromTemplate("MMMMd")
    return formatter.string(from: date)
}

func styles(_ formatter: DateFormatter) -> String {
    "\(formatter.dateStyle == .medium) \(formatter.timeStyle == .none) \(formatter.calendar.identifier == .gregorian)"
}

struct WakeUp: View {
    @State private var wakeUp = Date.now
    @State private var sinceReference = Date.timeIntervalSinceReferenceDate
    let launch = Date(timeIntervalSinceReferenceDate: 796_000_000)

    var body: some View {
        Form {
            DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
                .id("time")
            DatePicker("Day", selection: $wakeUp, displayedComponents: .date)
                .id("day")
            DatePicker(selection: $wakeUp) {
                Text("Both")
            }
            .id("both")
            Text(shortDate.string(from: wakeUp))
                .id("medium")
            Text(wakeUp.formatted(.dateTime.day().month(.wide).year()))
                .id("wide")
            Text(launch, format: .dateTime.hour().minute())
                .id("time text")
            Text(launch.formatted(.dateTime.weekday(.wide)))
                .id("weekday")
            Text(launch.formatted(Date.FormatStyle(date: .long, time: .omitted)))
                .id("long")
            Text(Date.FormatStyle.dateTime.month(.abbreviated).day(.twoDigits).format(launch))
                .id("format")
            Text(DateFormatter.localizedString(from: launch, dateStyle: .short, timeStyle: .short))
                .id("localized")
            Text(nowLabel())
                .id("now")
            Text(wakeUp.formatted())
                .id("default")
        }
    }
}

#Preview {
    WakeUp()
}

// Each field alone, written as CLDR's en_US data writes that symbol: Monday 2026-01-05 09:05:07 UTC.
let early = Date(timeIntervalSinceReferenceDate: 788_918_400 + 4 * 86_400 + 9 * 3_600 + 5 * 60 + 7)

func fields() -> [String] {
    [early.formatted(.dateTime.year(.defaultDigits)), early.formatted(.dateTime.year(.twoDigits)),
     early.formatted(.dateTime.month(.defaultDigits)), early.formatted(.dateTime.month(.twoDigits)),
     early.formatted(.dateTime.month(.abbreviated)), early.formatted(.dateTime.month(.wide)),
     early.formatted(.dateTime.month(.narrow)),
     early.formatted(.dateTime.day(.defaultDigits)), early.formatted(.dateTime.day(.twoDigits)),
     early.formatted(.dateTime.weekday(.abbreviated)), early.formatted(.dateTime.weekday(.wide)),
     early.formatted(.dateTime.weekday(.narrow)), early.formatted(.dateTime.weekday(.short)),
     early.formatted(.dateTime.minute(.defaultDigits)), early.formatted(.dateTime.minute(.twoDigits)),
     early.formatted(.dateTime.second(.defaultDigits)), early.formatted(.dateTime.second(.twoDigits))]
}

func hours() -> [String] {
    [early.formatted(.dateTime.hour(.defaultDigits(amPM: .abbreviated))), early.formatted(.dateTime.hour(.defaultDigits(amPM: .narrow))),
     early.formatted(.dateTime.hour(.defaultDigits(amPM: .wide))), early.formatted(.dateTime.hour(.twoDigits(amPM: .abbreviated))),
     early.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)))]
}

func german() -> String {
    early.formatted(.dateTime.locale(Locale(identifier: "de_DE")).day().month(.wide))
}

func fullAndLong() -> String {
    let formatter = DateFormatter()
    formatter.dateStyle = .full
    formatter.timeStyle = .long
    formatter.timeZone = TimeZone(identifier: "America/New_York")
    return formatter.string(from: early)
}

func styleRoundTrip() -> Bool {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    return formatter.dateStyle == .short && formatter.locale.identifier == "en_US" && formatter.timeZone.identifier == "GMT"
}

func nowLabel() -> String {
    let formatter = DateFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: Date.now)
}

