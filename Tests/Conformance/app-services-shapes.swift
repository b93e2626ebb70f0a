import SwiftData
import SwiftUI
import UserNotifications

// Shapes an app's service layer takes: a scheduler behind a protocol whose only conforming
// class needs UserNotifications, a model container configured for CloudKit, reminder times
// as date components in a calendar, and a row view whose accessory defaults to `EmptyView.init`.
protocol ReminderScheduling {
    func cancelReminders(for id: Int)
}

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {}

final class ReminderScheduler: ReminderScheduling {
    private let delegate = NotificationDelegate()
    func cancelReminders(for id: Int) {
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["\(id)"])
    }
}

@Model
final class Habit {
    var title: String
    init(title: String) { self.title = title }
}

enum Store {
    static func container(group: ModelConfiguration.GroupContainer = .automatic,
                          cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic) throws -> ModelContainer {
        let configuration = ModelConfiguration(schema: Schema([Habit.self]), isStoredInMemoryOnly: true,
                                               groupContainer: group, cloudKitDatabase: cloudKitDatabase)
        return try ModelContainer(for: Habit.self, configurations: configuration)
    }
}

struct SettingsRow<Accessory: View>: View {
    let title: String
    @ViewBuilder var accessory: () -> Accessory

    init(title: String, @ViewBuilder accessory: @escaping () -> Accessory) {
        self.title = title
        self.accessory = accessory
    }

    var body: some View {
        HStack {
            Text(title)
            accessory()
        }
        .frame(height: 44)
    }
}

extension SettingsRow where Accessory == EmptyView {
    init(title: String) {
        self.init(title: title, accessory: EmptyView.init)
    }
}

struct HabitSettings: View {
    // In a preview nothing schedules: the scheduler that would is iOS's alone.
    let scheduler: ReminderScheduling? = nil
    @State private var cancelled = false
    @State private var habits = 0
    @State private var calendarSet = false
    @State private var calendarCleared = false

    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(title: "Reminders").id("reminders")
            SettingsRow(title: "Sync") { Toggle("On", isOn: .constant(true)) }.id("sync")
            Button("Cancel") {
                scheduler?.cancelReminders(for: 1)
                cancelled = true
            }
            .frame(height: 44)
            Button("Store") {
                let container = try! Store.container(group: .none, cloudKitDatabase: .none)
                container.mainContext.insert(Habit(title: "Read"))
                habits = try! container.mainContext.fetchCount(FetchDescriptor<Habit>())
                // Each store is its own: the shared and synced ones start empty here.
                let synced = try! Store.container(group: .identifier("group.com.example.habits"),
                                                  cloudKitDatabase: .private("iCloud.com.example.habits"))
                habits += try! synced.mainContext.fetchCount(FetchDescriptor<Habit>())
                habits += try! Store.container().mainContext.fetchCount(FetchDescriptor<Habit>())
            }
            .frame(height: 44)
            Button("Components") {
                var components = DateComponents(hour: 7, minute: 30)
                components.calendar = .current
                calendarSet = components.calendar == Calendar.current && components.hour == 7
                components.calendar = nil
                calendarCleared = components.calendar == nil
            }
            .frame(height: 44)
        }
    }
}

#Preview { HabitSettings() }
