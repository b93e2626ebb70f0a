import SwiftUI

/// A week strip's arithmetic as planner apps write it: the interval of the day, week and
/// month holding a date, and whether two dates fall in one week or month.
struct WeekStrip: View {
    static let calendar = Calendar(identifier: .gregorian)
    /// Wednesday 2 December 2026, 10:00.
    static let wednesday = calendar.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 10))!
    static let saturday = calendar.date(byAdding: .day, value: 3, to: wednesday)!
    static let sunday = calendar.date(byAdding: .day, value: 4, to: wednesday)!

    static var week: DateInterval { calendar.dateInterval(of: .weekOfYear, for: wednesday)! }

    /// The week as a calendar starting on Monday has it.
    static var mondayWeek: DateInterval {
        var monday = calendar
        monday.firstWeekday = 2
        return monday.dateInterval(of: .weekOfYear, for: wednesday)!
    }

    /// Wednesday's hour on a clock in another time zone; the calendar it was copied from keeps its own.
    static func hour(in zone: String) -> Int {
        var local = calendar
        local.timeZone = TimeZone(identifier: zone)!
        return local.component(.hour, from: wednesday)
    }

    var body: some View {
        ScrollView {
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { offset in
                    let day = Self.calendar.date(byAdding: .day, value: offset, to: Self.week.start)!
                    Text("\(Self.calendar.component(.day, from: day))")
                        .frame(width: 40, height: 40)
                        .id(offset)
                }
            }
        }
    }
}

#Preview { WeekStrip() }
