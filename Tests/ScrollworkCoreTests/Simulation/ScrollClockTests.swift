import Foundation
import Testing
@testable import ScrollworkCore

/// The clock the scroll views of one scene share.
struct ScrollClockTests {
    @Test func steppingOneMemberStepsAllAndCallsTheHandlerOnce() {
        let clock = ScrollClock()
        let feed = simulation(listLayout(count: 100, height: 100))
        let carousel = simulation(listLayout(count: 20, height: 300, axis: .horizontal), container: Size(width: 390, height: 200))
        clock.add(feed)
        clock.add(carousel)
        var frames = 0
        clock.frameHandler = { frames += 1 }
        carousel.fling(1000)
        feed.step(frames: 12)
        #expect(frames == 12)
        #expect(carousel.time == 0.1 && feed.time == 0.1 && clock.time == 0.1)
        // The carousel moved although only the feed was stepped: x(0.1) = v0·(d^100 − 1)/k.
        let k = 1000 * log(0.998)
        #expect(abs(carousel.offset - 1000 * (pow(0.998, 100) - 1) / k) < 1e-9)
        #expect(feed.offset == 0)
    }

    @Test func settleWaitsForEveryMemberAndFPSIsShared() {
        let clock = ScrollClock()
        let a = simulation(listLayout(count: 100, height: 100)), b = simulation(listLayout(count: 100, height: 100))
        clock.add(a)
        clock.add(b)
        b.setFramesPerSecond(60)
        #expect(a.framesPerSecond == 60)
        b.fling(2000)
        #expect(a.settle())
        #expect(!b.isMoving)
        // 2000 pt/s decays to within half a point of 999 pt.
        #expect(abs(b.offset - 2000 * 0.4995) < 0.5)
    }

    @Test func aMemberThatLeavesKeepsItsTimeAndMotion() {
        let clock = ScrollClock()
        let a = simulation(listLayout(count: 100, height: 100))
        clock.add(a)
        a.fling(1000)
        a.step(frames: 60)
        clock.remove(a)
        #expect(a.clock == nil)
        #expect(a.time == 0.5)
        let before = a.offset
        a.step()
        #expect(a.offset > before)
        #expect(clock.simulations.isEmpty)
    }
}
