import Foundation
import Testing
import ScrollworkCore
import ScrollworkTestSupport
@testable import ScrollworkScript

/// The per-scene services: the seeded generator, UUIDs and the schedule's order.
@Suite struct SceneServicesTests {
    /// A scene seeded with 42 draws what `SplitMix64(seed: 42)` draws in a compiled program.
    @Test func theGeneratorIsSplitMix64SeededWithTheScenesSeed() {
        let services = SceneServices(seed: 42)
        var reference = SplitMix64(seed: 42)
        for _ in 0..<100 { #expect(services.generator.next() == reference.next()) }
    }

    @Test func reseedingStartsTheSequenceAgain() {
        let services = SceneServices(seed: 7)
        let first = Int.random(in: 0..<1_000_000, using: &services.generator)
        services.reseed(7)
        #expect(Int.random(in: 0..<1_000_000, using: &services.generator) == first)
    }

    @Test func uuidsCountUpInCapitalHex() {
        let services = SceneServices()
        #expect(services.nextUUID() == "00000000-0000-0000-0000-000000000001")
        for _ in 0..<9 { _ = services.nextUUID() }
        #expect(services.nextUUID() == "00000000-0000-0000-0000-00000000000B")
    }

    /// Earliest first; at the same time, in the order the work was registered; a re-armed
    /// timer keeps its place.
    @Test func theScheduleRunsInTimeThenRegistrationOrder() throws {
        let schedule = WorkSchedule()
        let block = Callable(name: "block", arity: 0) { _, _ in .none }
        let late = try schedule.add(.block(block), at: 2)
        let early = try schedule.add(.block(block), at: 1)
        let tie = try schedule.add(.block(block), at: 2)
        try schedule.add(.block(block), at: 2, order: 0)
        #expect(schedule.takeDue(at: 0.5) == nil)
        #expect(schedule.takeDue(at: 1)?.order == early)
        #expect(schedule.takeDue(at: 2)?.order == 0)
        #expect(schedule.takeDue(at: 2)?.order == late)
        #expect(schedule.takeDue(at: 2)?.order == tie)
        #expect(schedule.entries.isEmpty)
    }

    @Test func aRepeatingTimerDoesNotHoldSettle() throws {
        let schedule = WorkSchedule()
        let block = Callable(name: "tick", arity: 1) { _, _ in .none }
        try schedule.add(.timer(TimerObject(interval: 1, repeats: true, block: block)), at: 1)
        #expect(!schedule.hasFiniteWork)
        try schedule.add(.timer(TimerObject(interval: 1, repeats: false, block: block)), at: 1)
        #expect(schedule.hasFiniteWork)
    }

    @Test func scheduledWorkIsBounded() throws {
        let schedule = WorkSchedule()
        let block = Callable(name: "block", arity: 0) { _, _ in .none }
        for index in 0..<WorkSchedule.limit { try schedule.add(.block(block), at: Double(index)) }
        #expect(throws: RuntimeFailure.self) { try schedule.add(.block(block), at: 0) }
    }
}
