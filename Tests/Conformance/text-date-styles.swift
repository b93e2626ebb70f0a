import SwiftUI

/// An event card as calendar and reminder apps write it: the event's day and time, and how
/// far off it is, with SwiftUI's date styles.
struct EventCard: View {
    let opened = Date()
    @State private var settingsURL = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(opened, style: .date).id("day")
            Text(opened, style: .time).id("time")
            Text(opened.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative).id("starts in")
            Text(opened.addingTimeInterval(-7300), style: .offset).id("ended")
            Text(opened.addingTimeInterval(152), style: .timer).id("countdown")
            Text(opened.addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer).id("long countdown")
            Text("Reminder")
                .accessibilityAction(named: "Snooze") {}
                .contentTransition(.numericText())
            Button("Notification settings") {
                settingsURL = UIApplication.openSettingsURLString
                if let url = URL(string: settingsURL) {
                    UIApplication.shared.open(url)
                }
            }
            .id("settings")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in }
    }
}
