import Testing
@testable import ScrollworkScript

/// A schedule whose entries no clock can reach is a located error, where its entry would be no
/// date at all: an interval of no or endless length, a start or an explicit date that is not a
/// finite time.
@Test func schedulesWithoutFiniteEntriesAreErrors() throws {
    let program = try loadProgram("""
    import SwiftUI
    let start = Date(timeIntervalSinceReferenceDate: 0)
    func endless() -> PeriodicTimelineSchedule { .periodic(from: start, by: .infinity) }
    func none() -> PeriodicTimelineSchedule { .periodic(from: start, by: 0) }
    func never() -> PeriodicTimelineSchedule { .periodic(from: Date(timeIntervalSinceReferenceDate: .infinity), by: 60) }
    func undated() -> ExplicitTimelineSchedule<[Date]> { .explicit([start, Date(timeIntervalSinceReferenceDate: .nan)]) }
    """)
    let messages = ["endless()", "none()", "never()", "undated()"].map { evaluationError($0, in: program) }
    #expect(messages[0].contains("interval must be a finite number of seconds more than 0, not inf"), "\(messages[0])")
    #expect(messages[1].contains("interval must be a finite number of seconds more than 0, not 0.0"), "\(messages[1])")
    #expect(messages[2].contains("a timeline schedule's dates must be finite, not inf seconds"), "\(messages[2])")
    #expect(messages[3].contains("a timeline schedule's dates must be finite, not nan seconds"), "\(messages[3])")
}
