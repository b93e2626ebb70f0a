import Foundation
import Testing
@testable import ScrollworkCore

@Suite struct DecayTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var velocity: Double
        var rate: DecelerationRate
        var expected: Double
        var testDescription: String { "v=\(velocity) \(rate)" }
    }

    @Test(arguments: [
        Case(velocity: 1000, rate: .normal, expected: 499.4998),
        Case(velocity: 2000, rate: .fast, expected: 198.9983),
        Case(velocity: -1000, rate: .normal, expected: -499.4998),
        Case(velocity: 0, rate: .normal, expected: 0),
    ])
    func naturalProjection(_ c: Case) {
        let x = UIKitPhysics().projectedOffset(from: 0, velocity: c.velocity, rate: c.rate)
        #expect(abs(x - c.expected) < 5e-5)
    }

    @Test func positionFollowsClosedForm() {
        let decay = DecayFunction(start: 100, velocity: 1000, rate: 0.998)
        let t = 0.25
        let expected = 100 + 1000 * (pow(0.998, 250) - 1) / (1000 * log(0.998))
        #expect(abs(decay.sample(at: t).position - expected) < 1e-9)
        #expect(abs(decay.sample(at: t).velocity - 1000 * pow(0.998, 250)) < 1e-9)
    }

    @Test func stopsWithinHalfAPoint() {
        let decay = DecayFunction(start: 0, velocity: 1000, rate: 0.998)
        // |x∞ − x(t)| = 499.4998·0.998^(1000t) < 0.5  ⇔  t > ln(0.5/499.4998)/(1000·ln 0.998)
        let boundary = log(0.5 / 499.4998) / (1000 * log(0.998))
        #expect(!decay.isFinished(at: boundary - 0.001))
        #expect(decay.isFinished(at: boundary + 0.001))
    }

    @Test func retargetedDecayLandsOnTarget() {
        let decay = DecayFunction(start: 0, velocity: 1000, landingAt: 844)
        #expect(abs(decay.rate - exp(-1000.0 / (1000 * 844))) < 1e-15)
        #expect(abs(decay.projection - 844) < 1e-9)
    }

    @Test func crossingTimeSolvesForEdge() throws {
        let decay = DecayFunction(start: 0, velocity: 3000, rate: 0.998)
        let t = try #require(decay.time(toReach: 1000))
        #expect(abs(decay.sample(at: t).position - 1000) < 1e-9)
        #expect(decay.time(toReach: 5000) == nil)
    }
}

@Suite struct SpringTests {
    @Test func criticallyDampedClosedForm() {
        let spring = SpringFunction(start: 100, velocity: -50, rest: 0)
        let t = 0.1
        let c1 = 100.0, c2 = -50 + 10 * c1
        #expect(abs(spring.sample(at: t).position - exp(-1) * (c1 + c2 * t)) < 1e-12)
        #expect(spring.sample(at: 0).velocity == -50)
    }

    @Test func stopRuleNeedsPositionAndSpeed() {
        let spring = SpringFunction(start: 0, velocity: 2000, rest: 0)
        #expect(!spring.isFinished(at: 0))
        #expect(spring.isFinished(at: 2))
    }

    @Test func bounceAfterDecayStartsAtTheEdgeWithCrossingVelocity() throws {
        let decay = DecayFunction(start: 900, velocity: 2000, rate: 0.998)
        let motion = try #require(DecayIntoBounce(decay: decay, edge: 1000))
        let crossing = motion.crossingTime
        #expect(abs(motion.sample(at: crossing).position - 1000) < 1e-9)
        #expect(abs(motion.sample(at: crossing).velocity - decay.sample(at: crossing).velocity) < 1e-9)
        #expect(motion.restPosition == 1000)
        #expect(motion.sample(at: crossing + 0.05).position > 1000)
    }
}

@Suite struct RubberBandTests {
    @Test func specExample() {
        #expect(abs(UIKitPhysics().rubberBand(200, dimension: 844) - 97.3166) < 5e-5)
    }

    @Test(arguments: [1.0, 50, 200, 1000, 10_000])
    func inverseRecoversTheRawDistance(_ raw: Double) {
        let physics = UIKitPhysics()
        let shown = physics.rubberBand(raw, dimension: 844)
        #expect(abs(physics.rawDistance(forOverscroll: shown, dimension: 844) - raw) < 1e-6 * max(1, raw))
    }
}
