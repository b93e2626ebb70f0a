import SwiftUI
import UserNotifications

// A reminder app's notification manager, run on a device whose user answers the permission
// prompt with "Don't Allow": the request calls back with false, the settings then read denied,
// and adding a request fails with UNError.notificationsNotAllowed (UNErrorDomain, code 1), as
// Apple documents for an app not authorized to schedule notifications.
final class ReminderScheduler: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
    @Published var granted: Bool?
    @Published var status = "unknown"
    @Published var addError = ""
    @Published var pending = -1

    func ask() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            DispatchQueue.main.async { self.granted = granted }
        }
    }

    func readSettings() {
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            let name: String
            switch settings.authorizationStatus {
            case .notDetermined: name = "notDetermined"
            case .denied: name = "denied"
            case .authorized: name = "authorized"
            case .provisional, .ephemeral: name = "temporary"
            @unknown default: name = "other"
            }
            DispatchQueue.main.async { self.status = name }
        }
    }

    func schedule(minutes: Double) {
        let content = UNMutableNotificationContent()
        content.title = "Stretch"
        content.body = "Time for a break"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: minutes * 60, repeats: true)
        let request = UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            let code = (error as NSError?).map { "\($0.domain) \($0.code)" } ?? "none"
            DispatchQueue.main.async { self.addError = code }
        }
        UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
            DispatchQueue.main.async { self.pending = requests.count }
        }
    }

    /// The async forms: declined, denied, the add throws, nothing pending or delivered.
    func askAsync() async {
        let center = UNUserNotificationCenter.current()
        let options: UNAuthorizationOptions = [.alert, .provisional, .carPlay, .criticalAlert, .providesAppNotificationSettings]
        let allowed = (try? await center.requestAuthorization(options: options)) ?? true
        let settings = await center.notificationSettings()
        var thrown = "none"
        let content = UNMutableNotificationContent()
        content.title = "Water"
        do {
            try await center.add(UNNotificationRequest(identifier: "water", content: content, trigger: nil))
        } catch {
            thrown = "\((error as NSError).domain) \((error as NSError).code)"
        }
        let counts = "\(await center.pendingNotificationRequests().count) \(await center.deliveredNotifications().count)"
        try? await center.setBadgeCount(3)
        let alerts = settings.alertSetting != .enabled && settings.alertSetting != .notSupported
            && settings.soundSetting == .disabled && settings.badgeSetting == .disabled
            && settings.notificationCenterSetting == .disabled && settings.lockScreenSetting == .disabled
        status = "\(allowed) \(settings.authorizationStatus == .denied) \(alerts) \(thrown) \(counts)"
    }

    /// Clearing and badging: nothing to remove; the handlers still hear back.
    func clear() {
        let center = UNUserNotificationCenter.current()
        center.removePendingNotificationRequests(withIdentifiers: ["stretch"])
        center.removeAllPendingNotificationRequests()
        center.removeDeliveredNotifications(withIdentifiers: ["stretch"])
        center.removeAllDeliveredNotifications()
        center.setBadgeCount(0) { error in
            center.getDeliveredNotifications { delivered in
                DispatchQueue.main.async { self.pending = delivered.count + (error == nil ? 10 : 20) }
            }
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound, .list, .badge, .alert])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        addError = response.actionIdentifier + response.notification.request.identifier
        completionHandler()
    }
}

/// A daily reminder as an app builds one: the values read back as they were made.
enum DailyReminder {
    static func request() -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Journal"
        content.subtitle = "Evening"
        content.body = "Write three lines"
        content.badge = 1
        content.categoryIdentifier = "journal"
        content.threadIdentifier = "daily"
        content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
        var components = DateComponents()
        components.hour = 21
        components.minute = 30
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        return UNNotificationRequest(identifier: "journal", content: content, trigger: trigger)
    }

    static func summary() -> String {
        let request = request()
        let content = request.content
        let hour = (request.trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour ?? 0
        return [request.identifier, content.title, content.subtitle, content.body, "\(content.badge ?? 0)", content.categoryIdentifier,
                content.threadIdentifier, "\(hour)", "\(request.trigger?.repeats ?? false)", "\(content.sound != nil)"].joined(separator: " ")
    }

    static func criticalSound() -> Bool {
        let content = UNMutableNotificationContent()
        content.sound = .defaultCritical
        return content.sound != nil && UNNotificationSoundName(rawValue: "a.caf") == UNNotificationSoundName("a.caf")
    }
}

struct ReminderSettings: View {
    @StateObject private var scheduler = ReminderScheduler()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Ask") { scheduler.ask() }.frame(height: 44).id("ask")
                Button("Settings") { scheduler.readSettings() }.frame(height: 44).id("settings")
                Button("Schedule") { scheduler.schedule(minutes: 20) }.frame(height: 44).id("schedule")
                Button("Async") { Task { await scheduler.askAsync() } }.frame(height: 44).id("async")
                Button("Clear") { scheduler.clear() }.frame(height: 44).id("clear")
                Text(scheduler.granted.map { $0 ? "allowed" : "declined" } ?? "not asked").frame(height: 30).id("granted")
                Text(scheduler.status).frame(height: 30).id("status")
                Text(scheduler.addError).frame(height: 30).id("add")
                Text("\(scheduler.pending)").frame(height: 30).id("pending")
            }
        }
    }
}
