import Foundation

/// `Calendar.nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:)`, the next (or
/// previous) date whose values are the components', found by Foundation's own calendar for the
/// device (so a February 30th is March 1st under `.nextTime`), and `DateComponents.value(for:)`.
enum FoundationCalendarSearchSurface: SurfaceProvider {
    private static let matchingPolicies: [(name: String, policy: Calendar.MatchingPolicy)] = [
        ("nextTime", .nextTime), ("nextTimePreservingSmallerComponents", .nextTimePreservingSmallerComponents),
        ("previousTimePreservingSmallerComponents", .previousTimePreservingSmallerComponents), ("strict", .strict),
    ]
    private static let repeatedTimePolicies: [(name: String, policy: Calendar.RepeatedTimePolicy)] = [("first", .first), ("last", .last)]
    private static let directions: [(name: String, direction: Calendar.SearchDirection)] = [("forward", .forward), ("backward", .backward)]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Calendar.MatchingPolicy", .enum, doc: "What nextDate gives when no date has the components' values (a February 30th).") { t in
            t.cases(matchingPolicies.map(\.name), doc: "A matching policy.")
        }
        surface.type("Calendar.RepeatedTimePolicy", .enum, doc: "Which of a time that happens twice (when clocks go back) nextDate gives.") { t in
            t.cases(repeatedTimePolicies.map(\.name), doc: "A repeated-time policy.")
        }
        surface.type("Calendar.SearchDirection", .enum, doc: "Whether nextDate searches later or earlier dates.") { t in
            t.cases(directions.map(\.name), doc: "A search direction.")
        }
        surface.extend("Calendar") { t in
            t.method("func nextDate(after date: Date, matching components: DateComponents, matchingPolicy: Calendar.MatchingPolicy, "
                     + "repeatedTimePolicy: Calendar.RepeatedTimePolicy = .first, direction: Calendar.SearchDirection = .forward) -> Date?",
                     doc: "The next date (or the previous one, .backward) with the components' values.") { r, a in
                let found = try FoundationCalendarSurface.calendar(r).nextDate(
                    after: try FoundationCalendarSurface.date(a[0]), matching: try DateComponentsValue.read(a[1]),
                    matchingPolicy: try ValueReaders.entry(a[2], in: matchingPolicies, named: { $0.name }, "Calendar.MatchingPolicy").policy,
                    repeatedTimePolicy: try ValueReaders.entry(a[3], in: repeatedTimePolicies, named: { $0.name }, "Calendar.RepeatedTimePolicy").policy,
                    direction: try ValueReaders.entry(a[4], in: directions, named: { $0.name }, "Calendar.SearchDirection").direction)
                return found.map { FoundationTypes.date(sinceReferenceDate: $0.timeIntervalSinceReferenceDate) } ?? .none
            }
        }
        surface.extend("DateComponents") { t in
            t.method("func value(for component: Calendar.Component) -> Int?", doc: "The value of one unit, or nil when unset.") { r, a in
                try DateComponentsValue.read(r).value(for: try FoundationCalendarSurface.unit(a[0])).map(Value.int) ?? .none
            }
            t.mutating("mutating func setValue(_ value: Int?, for component: Calendar.Component)", doc: "Sets (or, with nil, unsets) one unit's value.") { r, a in
                var components = try DateComponentsValue.read(r)
                let number: Int?
                if case .int(let given) = a[0] { number = given } else { number = nil }
                components.setValue(number, for: try FoundationCalendarSurface.unit(a[1]))
                r = .host(DateComponentsValue(components))
                return .none
            }
        }
    }
}
