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
}
