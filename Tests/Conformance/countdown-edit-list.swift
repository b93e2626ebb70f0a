import SwiftUI

/// Days left to an event, counted between the calendar days of two dates (their times of day
/// left out, as their day, month and year components are compared), beside the count between
/// the moments themselves.
func calendarDaysBetween(_ start: Date, _ end: Date) -> Int {
    let calendar = Calendar.current
    let first = calendar.dateComponents([.day, .month, .year], from: start)
    let second = calendar.dateComponents([.day, .month, .year], from: end)
    return calendar.dateComponents([.day], from: first, to: second).day ?? 0
}
func wholeDaysBetween(_ start: Date, _ end: Date) -> Int {
    Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
}

/// Events whose rows may be swiped away; each row is given its event's binding.
struct Countdowns: View {
    @State private var events = ["Launch", "Review", "Ship"]
    var body: some View {
        List($events, id: \.self, editActions: .delete) { $event in
            Button(event) { event += "!" }
        }
    }
}

/// Milestones with ids of their own, which may be moved and deleted.
struct Milestone: Identifiable {
    let id: Int
    var title: String
}

struct Milestones: View {
    @State private var milestones = [Milestone(id: 1, title: "Draft"), Milestone(id: 2, title: "Beta")]
    var body: some View {
        List($milestones, editActions: .all) { $milestone in
            Button(milestone.title) { milestone.title = "Done" }
        }
    }
}

#Preview("Countdowns") { Countdowns() }
#Preview("Milestones") { Milestones() }
