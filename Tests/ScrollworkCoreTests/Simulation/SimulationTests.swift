import Foundation
import Testing
@testable import ScrollworkCore

@Suite struct GestureTests {
    @Test func flingDecaysToTheExactProjection() {
        let sim = simulation(listLayout(count: 100, height: 100))
        let log = EventLog(sim)
        sim.fling(1000)
        #expect(sim.phase == .decelerating)
        #expect(sim.settle())
        let projection = UIKitPhysics().projectedOffset(from: 0, velocity: 1000, rate: .normal)
        #expect(sim.offset == projection)
        #expect(sim.velocity == 0)
        let phases = log.kinds.compactMap { kind -> ScrollPhase? in
            if case .phaseChanged(_, let to) = kind { return to }
            return nil
        }
        // A flick is a finger that moved: it interacts before it decelerates, as UIScrollView drags.
        #expect(phases == [.tracking, .interacting, .decelerating, .idle])
    }

    @Test func flingPastTheTopBouncesBackExactlyToTheEdge() {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.scroll(toOffset: 200, animated: false)
        sim.fling(-3000)
        var lowest = sim.offset
        while sim.phase != .idle {
            sim.step()
            lowest = min(lowest, sim.offset)
        }
        #expect(lowest < 0)
        #expect(sim.offset == 0)
    }

    @Test func dragPastTheEdgeRubberBands() {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.drag(by: -200)
        #expect(abs(sim.offset + 97.3166) < 5e-5)
        #expect(sim.phase == .interacting)
        sim.release()
        #expect(sim.phase == .decelerating)
        #expect(sim.settle())
        #expect(sim.offset == 0)
    }

    @Test func dragMovesOneToOneInsideTheRange() {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.drag(by: 300, over: 0.5)
        #expect(sim.offset == 300)
        #expect(abs(sim.time - 0.5) < 1e-12)
        sim.release(velocity: 0)
        #expect(sim.phase == .idle)
        #expect(sim.offset == 300)
    }

    @Test func touchStopsAMotionWhereItIs() {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.fling(2000)
        sim.step(frames: 10)
        let offset = sim.offset
        sim.touch()
        sim.step(frames: 10)
        #expect(sim.offset == offset)
        #expect(sim.phase == .tracking)
    }

    @Test func releaseWithoutVelocityUsesTheDragVelocity() {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.drag(by: 100, over: 0.1)
        sim.release()
        #expect(sim.lastRelease?.velocity == 1000)
    }

    @Test func changedTargetBehindTheFlingSpringsThere() {
        struct BackToTop: TargetBehavior {
            var displayName: String { "BackToTop()" }
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws { target.rect.origin.y = 0 }
        }
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.scroll(toOffset: 1000, animated: false)
        sim.behavior = BackToTop()
        sim.fling(500)
        #expect(sim.settle())
        #expect(sim.offset == 0)
    }

    @Test func insetsShiftTheOffsetRange() {
        let sim = simulation(listLayout(count: 100, height: 100), insets: EdgeInsets(top: 50, bottom: 30))
        #expect(sim.offset == -50)
        #expect(sim.metrics.maxOffset == 10_000 + 30 - 844)
        #expect(sim.targetRect.minY == 0)
        #expect(sim.targetRect.height == 844 - 80)
    }

    @Test func basedOnSizeDoesNotScrollShortContent() {
        let sim = simulation(listLayout(count: 3, height: 100))
        sim.bounceBehavior = .basedOnSize
        sim.drag(by: -100)
        #expect(sim.offset == 0)
        sim.bounceBehavior = .always
        sim.drag(by: -100)
        #expect(sim.offset < 0)
    }

    @Test func refreshTriggersPastTheThreshold() {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.refreshThreshold = 60
        sim.drag(by: -100)   // shows ≈ 52 pt: not enough
        sim.release()
        sim.settle()
        #expect(sim.refreshCount == 0)
        sim.drag(by: -200)   // shows ≈ 97 pt
        sim.release()
        #expect(sim.refreshCount == 1)
    }
}

@Suite struct ProgrammaticScrollTests {
    @Test func animatedScrollIsASpringToTheDestination() {
        let sim = simulation(listLayout(count: 100, height: 100))
        sim.scroll(toOffset: 1000)
        #expect(sim.phase == .animating)
        sim.step()
        let spring = SpringFunction(start: 0, velocity: 0, rest: 1000)
        #expect(sim.offset == spring.sample(at: 1.0 / 120).position)
        #expect(sim.settle())
        #expect(sim.offset == 1000)
    }

    @Test func destinationsAreClamped() {
        let sim = simulation(listLayout(count: 10, height: 100))
        sim.scroll(toOffset: 5000, animated: false)
        #expect(sim.offset == 1000 - 844)
        #expect(sim.scroll(toItem: .int(3), animated: false))
        #expect(sim.offset == 1000 - 844)
        #expect(!sim.scroll(toItem: .string("missing")))
    }

    @Test func sameInputSameOutputBitForBit() {
        func run() -> [Double] {
            let sim = simulation(listLayout(count: 1000, height: 73))
            sim.behavior = ViewAlignedBehavior()
            sim.drag(by: 120, over: 0.2)
            sim.release(velocity: 2345.6)
            sim.settle()
            sim.fling(-999)
            sim.settle()
            return sim.motionLog.map(\.offset) + [sim.offset]
        }
        #expect(run().map(\.bitPattern) == run().map(\.bitPattern))
    }
}
