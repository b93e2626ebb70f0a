import Foundation
import ScrollworkScene

/// `TimelineView` and its schedules: the content is built with the schedule's entry at the
/// scene's clock when the view is built (the latest entry not after now, as Apple documents
/// for the first update: an `everyMinute` view built at 10:09:55 is given 10:09:00). The
/// schedule does not build it again as the clock runs here, which a located warning says.
enum SwiftUITimelineSurface: SurfaceProvider {
    static let notRebuilt = "a timeline view's content is built at the entry of its schedule when the view is built; "
        + "the schedule does not build it again as the clock runs here"

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("TimelineView", conformsTo: ["View"], doc: "Content built for the dates of a schedule.") { t in
            t.initializer("init<Schedule: TimelineSchedule>(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)",
                          role: .view, doc: "The content, built with the schedule's entry at the scene's clock.", caveat: notRebuilt) { a in
                let schedule = try ValueReaders.host(a[0], TimelineScheduleValue.self, "TimelineSchedule")
                let now = FoundationTypes.seconds(ofDate: try FoundationTypes.now(in: a.context)) ?? 0
                let context = Value.host(TimelineContextValue(date: FoundationTypes.date(sinceReferenceDate: schedule.entry(atOrBefore: now))))
                let content = try ValueReaders.closure(a[1], "content").call([context], in: a.context)
                return ViewConstructors.view(try ViewConversion.node(content, range: a.range, in: a.context))
            }
        }
        surface.alias("TimelineViewDefaultContext", for: "TimelineView.Context")
        surface.type("TimelineView.Context", doc: "What a timeline view's content is built with.") { t in
            t.property("var date: Date { get }", doc: "The schedule's entry the content is built for.") { try context($0).date }
            // An iPhone app in the foreground updates its timelines as the schedule asks.
            t.property("var cadence: TimelineView.Context.Cadence { get }", doc: "The rate of updates: live on an iPhone.") { _ in .symbol("live") }
        }
        surface.type("TimelineView.Context.Cadence", .enum, conformsTo: ["Hashable"], doc: "How often a timeline view is updated.") { t in
            t.cases(["live", "seconds", "minutes"], doc: "A rate of updates.")
        }
        surface.type("TimelineSchedule", .protocol, doc: "The dates a timeline view is built for.") { t in
            t.staticFunction("static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule",
                             doc: "Every interval, aligned to the start date.") { a in try periodic(a[0], a[1]) }
            t.constant("static var everyMinute: EveryMinuteTimelineSchedule { get }", doc: "The start of every minute.",
                       .host(TimelineScheduleValue.everyMinute))
            t.constant("static var animation: AnimationTimelineSchedule { get }", doc: "Every frame.", .host(TimelineScheduleValue.animation))
            t.staticFunction("static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule",
                             doc: "Every frame, or every minimum interval.") { _ in .host(TimelineScheduleValue.animation) }
            t.staticFunction("static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>", doc: "The dates given.") { a in
                try explicit(a[0])
            }
        }
        surface.type("PeriodicTimelineSchedule", conformsTo: ["TimelineSchedule"], doc: "Every interval, aligned to a start date.") { t in
            t.initializer("init(from startDate: Date, by interval: TimeInterval)", doc: "The schedule.") { a in try periodic(a[0], a[1]) }
        }
        surface.type("EveryMinuteTimelineSchedule", conformsTo: ["TimelineSchedule"], doc: "The start of every minute.") { t in
            t.initializer("init()", doc: "The schedule.") { _ in .host(TimelineScheduleValue.everyMinute) }
        }
        surface.type("AnimationTimelineSchedule", conformsTo: ["TimelineSchedule"], doc: "Every frame.") { t in
            t.initializer("init(minimumInterval: Double? = nil, paused: Bool = false)", doc: "The schedule.") { _ in
                .host(TimelineScheduleValue.animation)
            }
        }
        surface.type("ExplicitTimelineSchedule", conformsTo: ["TimelineSchedule"], doc: "The dates given.") { t in
            t.initializer("init<S: Sequence>(_ dates: S)", doc: "The schedule.") { a in try explicit(a[0]) }
        }
    }

    private static func periodic(_ start: Value, _ interval: Value) throws -> Value {
        let from = try seconds(ofDate: start), by = try ValueReaders.double(interval, "by")
        // An interval of no length, or of endless length, has no entries after the start to align to.
        guard by > 0, by.isFinite else {
            throw RuntimeFailure("a periodic timeline schedule's interval must be a finite number of seconds more than 0, not \(by)")
        }
        return .host(TimelineScheduleValue(.periodic(from: from, by: by)))
    }

    /// A date's seconds since the reference date, finite, as every date of a schedule is.
    private static func seconds(ofDate value: Value) throws -> Double {
        guard let seconds = FoundationTypes.seconds(ofDate: value) else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Date", value)) }
        guard seconds.isFinite else { throw RuntimeFailure("a timeline schedule's dates must be finite, not \(seconds) seconds") }
        return seconds
    }

    private static func explicit(_ dates: Value) throws -> Value {
        guard case .array(let items) = dates else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[Date]", dates)) }
        return .host(TimelineScheduleValue(.explicit(try items.map(seconds(ofDate:)))))
    }

    private static func context(_ value: Value) throws -> TimelineContextValue {
        try ValueReaders.host(value, TimelineContextValue.self, "TimelineView.Context")
    }
}

/// A timeline schedule, by the dates (seconds since the reference date) it gives.
final class TimelineScheduleValue: HostObject {
    enum Dates {
        case periodic(from: Double, by: Double)
        case everyMinute
        case animation
        case explicit([Double])
    }

    static let everyMinute = TimelineScheduleValue(.everyMinute)
    static let animation = TimelineScheduleValue(.animation)

    let dates: Dates
    init(_ dates: Dates) { self.dates = dates }

    var typeName: String {
        switch dates {
        case .periodic: return "PeriodicTimelineSchedule"
        case .everyMinute: return "EveryMinuteTimelineSchedule"
        case .animation: return "AnimationTimelineSchedule"
        case .explicit: return "ExplicitTimelineSchedule"
        }
    }

    /// The latest entry not after `now`: a periodic schedule's entries are aligned to its start
    /// before it too; the reference date starts a minute; an explicit schedule with no date
    /// before now gives its first, and with none at all now.
    func entry(atOrBefore now: Double) -> Double {
        switch dates {
        case .periodic(let from, let by): return from + ((now - from) / by).rounded(.down) * by
        case .everyMinute: return (now / 60).rounded(.down) * 60
        case .animation: return now
        case .explicit(let dates): return dates.last { $0 <= now } ?? dates.first ?? now
        }
    }
}

/// `TimelineView.Context`: the date the content is built for.
final class TimelineContextValue: HostObject {
    let date: Value
    init(date: Value) { self.date = date }
    var typeName: String { "TimelineView.Context" }
}
