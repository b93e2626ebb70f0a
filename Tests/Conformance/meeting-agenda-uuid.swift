import SwiftUI

struct AgendaItem: Identifiable {
    let id = UUID()
    let title: String
    let minutes: Int
}

/// A meeting agenda keyed by UUIDs; tapping an item notes how long the meeting has run,
/// on the simulated clock.
struct MeetingAgenda: View {
    @State private var items = [
        AgendaItem(title: "Welcome", minutes: 5),
        AgendaItem(title: "Roadmap", minutes: 20),
        AgendaItem(title: "Questions", minutes: 10),
    ]
    @State private var startedAt = Date()
    @State private var elapsed: TimeInterval = 0
    @State private var clock = ""
    @State private var stamp = ""
    @State private var reminder = Date.now
    @State private var facts: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(items) { item in
                    Text("\(item.title), \(item.minutes) min")
                        .frame(height: 70)
                        .onTapGesture {
                            elapsed = Date().timeIntervalSince(startedAt)
                            clock = Date().formatted(date: .omitted, time: .standard)
                            stamp = Date.now.formatted()
                            reminder = startedAt.addingTimeInterval(Double(item.minutes) * 60)
                            let later = Date(timeIntervalSinceNow: 30)
                            let epoch = Date(timeIntervalSince1970: 0)
                            let reference = Date(timeIntervalSinceReferenceDate: 0)
                            let lunch = Date(timeInterval: 3 * 3600, since: startedAt)
                            facts = [
                                item.id.uuidString,
                                UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")?.uuidString ?? "invalid",
                                UUID(uuidString: "not a uuid")?.uuidString ?? "invalid",
                                "\(later.timeIntervalSinceNow) \(reference.timeIntervalSinceReferenceDate) \(epoch.distance(to: reference))",
                                lunch.advanced(by: 60).formatted(date: .numeric, time: .shortened),
                                lunch.formatted(date: .abbreviated, time: .omitted),
                                lunch.formatted(date: .long, time: .omitted),
                                lunch.formatted(date: .complete, time: .complete),
                            ]
                        }
                }
            }
        }
    }
}
