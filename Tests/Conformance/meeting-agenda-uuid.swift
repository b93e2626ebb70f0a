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
                        }
                }
            }
        }
    }
}
