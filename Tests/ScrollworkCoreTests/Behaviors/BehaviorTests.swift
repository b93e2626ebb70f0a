import Foundation
import Testing
@testable import ScrollworkCore

@Suite struct PagingTests {
    /// Ten pages of one container each; starts at rest on `page`.
    func pagedSimulation(page: Double) -> ScrollSimulation {
        let sim = simulation(listLayout(count: 10, height: 844))
        sim.behavior = PagingBehavior()
        sim.scroll(toOffset: page * 844, animated: false)
        return sim
    }

    @Test func slowFlickBackTurnsToThePreviousPage() throws {
        let sim = pagedSimulation(page: 1)
        sim.fling(-500)
        #expect(try #require(sim.lastRelease).finalTarget == 0)
        // d' = exp(−500/(1000·844)) = 0.99941 is slower than normal: the bounce spring from
        // 844 at −500 pt/s comes within 0.5 pt and 10 pt/s at frame 118.
        sim.step(frames: 117)
        #expect(sim.phase == .decelerating)
        sim.step()
        #expect(sim.phase == .idle)
        #expect(sim.offset == 0)
    }

    @Test func slowFlickToTheNextPageLandsWithinASecond() throws {
        let sim = pagedSimulation(page: 0)
        sim.fling(300)
        #expect(try #require(sim.lastRelease).finalTarget == 844)
        sim.step(frames: 30)
        // The spring at t = 0.25 s: 844 − e^(−2.5)·(844 + 8140·0.25).
        #expect(abs(sim.offset - 607.6772889617953) < 1e-9)
        #expect(sim.settle(maxSeconds: 1))
        #expect(sim.offset == 844)
        #expect(sim.time == 118.0 / 120)
    }

    @Test func fastFlickToTheNextPageDecaysOntoIt() throws {
        let sim = pagedSimulation(page: 0)
        sim.fling(2000)
        #expect(try #require(sim.lastRelease).finalTarget == 844)
        sim.step(frames: 30)
        // d' = exp(−2000/844000) ≤ 0.998, k = −2000/844: x(0.25) = 844·(1 − e^(k/4)).
        #expect(abs(sim.offset - 377.2772338052897) < 1e-9)
        #expect(sim.settle())
        // 844·e^(kt) < 0.5 first at frame 377.
        #expect(sim.time == 377.0 / 120)
    }

    @Test func hugeFlickMovesOnlyOnePage() throws {
        let sim = pagedSimulation(page: 1)
        sim.fling(100_000)
        #expect(try #require(sim.lastRelease).finalTarget == 1688)
        #expect(sim.settle())
        #expect(sim.offset == 1688)
    }

    @Test func slowDragPastHalfAPageTurnsIt() {
        let sim = pagedSimulation(page: 0)
        sim.drag(by: 500, over: 1)
        sim.release(velocity: 0)  // |v| ≤ 10: round(500/844) = page 1
        #expect(sim.lastRelease?.finalTarget == 844)
        sim.settle()
        #expect(sim.offset == 844)
    }

    @Test func slowDragShortOfHalfAPageReturns() {
        let sim = pagedSimulation(page: 2)
        sim.drag(by: 300, over: 1)
        sim.release(velocity: 0)
        #expect(sim.lastRelease?.finalTarget == 1688)
        sim.settle()
        #expect(sim.offset == 1688)
    }
}

@Suite struct ViewAlignedTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var limit: ViewAlignedBehavior.LimitBehavior
        var axis: Axis = .vertical
        var natural: Double
        var velocity: Double = 1000
        var expected: Double
        var testDescription: String { "\(limit) \(axis) natural \(natural) → \(expected)" }
    }

    /// Twenty items 300 pt long from 0; touch-down at 0; container 844 (390 wide when horizontal).
    func run(_ c: Case) throws -> Double {
        let starts = (0..<20).map { Double($0) * 300 }
        let container = c.axis == .vertical ? Size(width: 390, height: 844) : Size(width: 390, height: 844)
        let length = c.axis.along(container)
        let content = c.axis.size(along: 6000, across: c.axis.across(container))
        let context = TargetContext(
            originalTarget: ScrollTarget(rect: Rect(origin: .zero, size: container)),
            velocity: c.axis.vector(c.velocity), contentSize: content, containerSize: container,
            axis: c.axis, releaseTarget: Rect(origin: .zero, size: container),
            containerLength: length, targetStarts: starts)
        var target = ScrollTarget(rect: c.axis.settingMinimum(of: Rect(origin: .zero, size: container), to: c.natural))
        try ViewAlignedBehavior(limitBehavior: c.limit).updateTarget(&target, context: context)
        return c.axis.minimum(of: target.rect)
    }

    @Test(arguments: [
        Case(limit: .never, natural: 2000, expected: 2100),
        Case(limit: .alwaysByOne, natural: 2000, expected: 300),
        Case(limit: .alwaysByFew, natural: 2000, expected: 900),
        // (0, 844] holds 300 and 600: two candidates per release.
        Case(limit: .always, natural: 2000, expected: 600),
        Case(limit: .automatic, natural: 2000, expected: 2100),
        // Horizontal and 390 wide: automatic is .always; (0, 390] holds 300 only.
        Case(limit: .automatic, axis: .horizontal, natural: 2000, expected: 300),
        Case(limit: .never, natural: 150, velocity: 10, expected: 300),
        Case(limit: .never, natural: 150, velocity: -10, expected: 0),
        // Clamped to the last valid start, 6000 − 844.
        Case(limit: .never, natural: 5156, expected: 5156),
    ])
    func chooses(_ c: Case) throws {
        #expect(try run(c) == c.expected)
    }

    @Test func candidatesAreClampedAndDistinct() {
        #expect(Array(ViewAlignedCandidates(starts: [-10, 0, 100, 900, 1000], upperBound: 900)) == [0, 100, 900])
    }
}

/// A behaviour that returns a NaN target, as a broken script might.
struct NaNBehavior: TargetBehavior {
    var displayName: String { "NaNBehavior()" }
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws {
        target.rect.origin.y = .nan
    }
}

struct FailingBehavior: TargetBehavior {
    struct Failure: Error, CustomStringConvertible { var description: String { "script failed" } }
    var displayName: String { "Failing()" }
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws { throw Failure() }
}

/// A native behaviour that says where its code is, as script behaviours do.
struct LocatedNaNBehavior: TargetBehavior {
    var displayName: String { "Located()" }
    var location: SourceSpan? { SourceSpan(file: 3, start: 10, end: 22) }
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws {
        target.rect.size.height = .infinity
    }
}

@Suite struct BehaviorFallbackTests {
    static func scriptErrors(_ log: EventLog) -> [PluginFailure] {
        log.kinds.compactMap { if case .scriptError(let failure) = $0 { return failure } else { return nil } }
    }

    @Test func aNonFiniteTargetIsLocatedAtTheBehaviourAndNamesIt() throws {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.behavior = LocatedNaNBehavior()
        let log = EventLog(sim)
        sim.fling(1000)
        let failure = try #require(Self.scriptErrors(log).first)
        #expect(failure.error as? PluginResultError == .nonFiniteTarget(behavior: "Located()"))
        #expect("\(failure.error)" == "Located(): updateTarget produced a non-finite target; using the natural target")
        #expect(failure.location == SourceSpan(file: 3, start: 10, end: 22))
        #expect(failure.fallback == nil)
    }

    @Test func aFailureWithoutASourceIsUnlocatedAndSaysWhatTheScrollDidInstead() throws {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.behavior = FailingBehavior()
        let log = EventLog(sim)
        sim.fling(1000)
        let failure = try #require(Self.scriptErrors(log).first)
        #expect(failure.error is FailingBehavior.Failure)
        #expect(failure.location == nil)
        #expect(failure.fallback == "Failing() failed; the scroll heads for the natural target")
    }

    @Test(arguments: [true, false])
    func brokenBehaviourFallsBackToTheNaturalTarget(_ nan: Bool) throws {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.behavior = nan ? NaNBehavior() : FailingBehavior()
        let log = EventLog(sim)
        sim.fling(1000)
        let release = try #require(sim.lastRelease)
        #expect(release.finalTarget == release.naturalTarget)
        #expect(log.kinds.contains { if case .scriptError = $0 { return true }; return false })
        sim.settle()
        #expect(abs(sim.offset - 499.4998) < 5e-5)
    }
}
