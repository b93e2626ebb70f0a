import Testing
@testable import ScrollworkCore

/// A scroll view under a large title (a 96 pt bar whose 52 pt title collapses as the content
/// scrolls on from rest): targets are taken in the region below the bar as it is when they are
/// taken, as UIKit measures them with the adjusted content inset of the moment.
@Suite struct LargeTitleSimulationTests {
    /// 60 pt rows (row n at 60·n), 2400 pt of content, under a 96 pt bar.
    private func underLargeTitle() -> ScrollSimulation {
        let sim = simulation(listLayout(count: 40, height: 60), insets: EdgeInsets(top: 96, bottom: 0))
        var metrics = sim.metrics
        metrics.collapsingLeadingInset = 52
        sim.update(metrics: metrics, layout: sim.layout)
        return sim
    }

    @Test func anItemTakenFromRestIsMeasuredBelowTheFullBar() {
        let sim = underLargeTitle()
        #expect(sim.offset == -96)
        #expect(sim.scroll(toItem: .int(10), animated: false))
        // 600 − 96: the bar then collapses to 44, leaving row 10 52 pt below it and row 9
        // (540…600) the top-most row below the bar (the region starts at 504 + 44 = 548).
        #expect(sim.offset == 504)
        #expect(sim.targetRect.minY == 548)
        #expect(sim.scrollPositionID == .int(9))
    }

    @Test func anItemTakenUnderTheCollapsedBarIsMeasuredBelowIt() {
        let sim = underLargeTitle()
        sim.scroll(toOffset: 300, animated: false)
        #expect(sim.scroll(toItem: .int(10), animated: false))
        // 600 − 44.
        #expect(sim.offset == 556)
        #expect(sim.scrollPositionID == .int(10))
    }

    @Test func aReleaseTakesItsTargetBelowTheBarAsItIsThen() {
        let sim = underLargeTitle()
        sim.behavior = ViewAlignedBehavior(limitBehavior: .never)
        sim.scroll(toOffset: 1010, animated: false)
        sim.drag(by: 5)
        sim.release(velocity: 0)
        // Natural target 1015 + 44 = 1059, nearer row 18 (1080) than 17 (1020): 1080 − 44.
        #expect(sim.lastRelease?.naturalTarget == 1059)
        #expect(sim.lastRelease?.finalTarget == 1080)
        #expect(sim.lastRelease?.leadingInset == 44)
        #expect(sim.settle())
        #expect(sim.offset == 1036)
    }

    private func phases(_ log: EventLog) -> [ScrollPhase] {
        log.kinds.compactMap { kind -> ScrollPhase? in
            if case .phaseChanged(_, let to) = kind { return to }
            return nil
        }
    }

    // A gesture that leaves the title partly collapsed (the bar between 44 and 96 pt) goes on
    // as a programmatic scroll to the nearer end: more than half (26 pt) collapsed collapses.
    struct SettleCase: Sendable {
        var drag: Double
        var rest: Double
    }

    // Dragged 20 pt from rest (−76): 20 ≤ 26 collapsed, back open at −96. Dragged 26 (−70):
    // exactly half is not more than half, open. Dragged 30 (−66): 30 > 26, collapsed at
    // −96 + 52 = −44. Dragged 52 (−44): already collapsed, nothing to settle.
    @Test(arguments: [SettleCase(drag: 20, rest: -96), SettleCase(drag: 26, rest: -96), SettleCase(drag: 30, rest: -44),
                      SettleCase(drag: 52, rest: -44)])
    func aDragEndingPartlyCollapsedSettlesAtTheNearerEnd(_ test: SettleCase) {
        let sim = underLargeTitle()
        let log = EventLog(sim)
        sim.drag(by: test.drag)
        sim.release(velocity: 0)
        let partly = test.drag < 52
        #expect(sim.phase == (partly ? .animating : .idle))
        #expect(sim.settle())
        #expect(sim.offset == test.rest)
        #expect(phases(log) == (partly ? [.tracking, .interacting, .animating, .idle] : [.tracking, .interacting, .idle]))
    }

    @Test func aDecelerationEndingPartlyCollapsedSettlesOnceItEnds() {
        let sim = underLargeTitle()
        let log = EventLog(sim)
        // A 40 pt/s flick from rest decays 40/1000 · 0.998/0.002 = 19.96 pt: 19.96 ≤ 26, open.
        sim.fling(40)
        #expect(sim.settle())
        #expect(sim.offset == -96)
        #expect(phases(log) == [.tracking, .interacting, .decelerating, .animating, .idle])
        #expect(sim.motionLog.contains { abs($0.offset - UIKitPhysics().projectedOffset(from: -96, velocity: 40, rate: .normal)) < 1e-9 })
    }

    @Test func aProgrammaticScrollLeavesTheTitleWhereItPutsIt() {
        let sim = underLargeTitle()
        sim.scroll(toOffset: -70)
        #expect(sim.settle())
        #expect(sim.offset == -70)
        #expect(sim.phase == .idle)
    }
}
