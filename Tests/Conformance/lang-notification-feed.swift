import SwiftUI

extension Notification.Name {
    static let inboxChanged = Notification.Name("InboxChanged")
    static let inboxCleared = Notification.Name(rawValue: "InboxCleared")
    static let inboxRead = Notification.Name("InboxRead")
}

/// Where a "mark read" came from: an observer given one of them hears only its notifications.
final class InboxSource {
    let name: String
    init(name: String) { self.name = name }
}

let sidebarSource = InboxSource(name: "sidebar")
let menuSource = InboxSource(name: "menu")

/// The app-lifecycle notifications the inbox would refresh on.
let lifecycleNames: [Notification.Name] = [
    UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
    UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
    UIApplication.willTerminateNotification, UIApplication.didReceiveMemoryWarningNotification,
    UIApplication.significantTimeChangeNotification, UIApplication.userDidTakeScreenshotNotification,
]

/// An inbox that hears about new mail through NotificationCenter: a `.task` iterates
/// `notifications(named:)`, `onReceive` observes `publisher(for:)`, and a second task waits
/// for a system notification that nothing posts in a preview.
struct InboxFeed: View {
    @State private var arrivals: [String] = []
    @State private var badge = 0
    @State private var activations = 0
    @State private var cleared: [String] = []
    @State private var watched = lifecycleNames.map(\.rawValue)
    @State private var sidebarReads = 0
    @State private var menuReads = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Deliver") {
                    NotificationCenter.default.post(name: .inboxChanged, object: nil, userInfo: ["sender": "Ada"])
                }
                .frame(height: 44)
                .id("deliver")
                Button("Clear") {
                    NotificationCenter.default.post(name: .inboxCleared, object: "toolbar")
                }
                .frame(height: 44)
                .id("clear")
                Button("Read in sidebar") {
                    NotificationCenter.default.post(name: .inboxRead, object: sidebarSource)
                }
                .frame(height: 44)
                .id("sidebarRead")
                Button("Read from menu") {
                    NotificationCenter.default.post(name: .inboxRead, object: menuSource)
                }
                .frame(height: 44)
                .id("menuRead")
                ForEach(arrivals, id: \.self) { sender in
                    Text(sender)
                        .frame(height: 50)
                }
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .inboxChanged)) { _ in
            badge += 1
        }
        .task {
            for await note in NotificationCenter.default.notifications(named: .inboxChanged) {
                let sender = note.userInfo?["sender"] as? String ?? "?"
                arrivals.append("\(sender) \(arrivals.count + 1)")
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .inboxCleared)) { note in
            cleared.append("\(note.name.rawValue) from \(note.object as? String ?? "?")")
        }
        .onReceive(NotificationCenter.default.publisher(for: .inboxRead, object: sidebarSource)) { _ in
            sidebarReads += 1
        }
        .task {
            for await _ in NotificationCenter.default.notifications(named: .inboxRead, object: menuSource) {
                menuReads += 1
            }
        }
        .task {
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification) {
                activations += 1
            }
        }
    }
}

#Preview { InboxFeed() }
