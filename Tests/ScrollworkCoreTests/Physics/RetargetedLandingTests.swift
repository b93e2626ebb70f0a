import Foundation
import Testing
@testable import ScrollworkCore

/// docs/SEMANTICS.md, "Targets after a release": a changed target is reached by the decay with `d'
/// = exp(−v0/(1000·Δ))` only when it is ahead and `d' ≤ 0.998`; otherwise by the bounce
/// spring from `x0, v0`. Expected numbers come from the closed forms, worked out by hand: spring
/// `x(t) = T + e^(−10t)·(c1 + c2·t)`, `c1 = x0 − T`, `c2 = v0 + 10·c1`.
@Suite struct RetargetedLandingTests {
    func plan(start: Double, velocity: Double, target: Double) -> ReleasePlan {
        ReleasePlan(start: start, velocity: velocity,
                    naturalOffset: UIKitPhysics().projectedOffset(from: start, velocity: velocity, rate: .normal),
                    finalOffset: target, targetChanged: true, range: 0...8440, rate: .normal)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var velocity: Double
        var target: Double
        var usesDecay: Bool
        var testDescription: String { "v=\(velocity) to \(target)" }
    }

    // The boundary for 844 pt ahead is v0 = −844,000·ln 0.998 = 1689.69 pt/s.
    @Test(arguments: [
        Case(velocity: 2000, target: 844, usesDecay: true),     // d' = 0.997633
        Case(velocity: 1690, target: 844, usesDecay: true),     // d' = 0.9979996
        Case(velocity: 1689, target: 844, usesDecay: false),    // d' = 0.9980008: slower than normal
        Case(velocity: 300, target: 844, usesDecay: false),     // d' = 0.999645
        Case(velocity: 300, target: -844, usesDecay: false),   // behind
        Case(velocity: 0, target: 844, usesDecay: false),
    ])
    func choosesDecayOnlyWhenNoSlowerThanNormal(_ c: Case) {
        let motion = UIKitPhysics().releaseMotion(plan(start: 0, velocity: c.velocity, target: c.target))
        #expect((motion is DecayFunction) == c.usesDecay)
        #expect((motion is SpringFunction) == !c.usesDecay)
        #expect(motion.restPosition == c.target)
    }

    @Test func slowFlickToTheNextPageSpringsThereInUnderASecond() {
        let motion = UIKitPhysics().releaseMotion(plan(start: 0, velocity: 300, target: 844))
        // c1 = −844, c2 = 300 − 8440 = −8140; x(0.25) = 844 − e^(−2.5)·(844 + 2035) = 607.67729
        #expect(abs(motion.sample(at: 0.25).position - 607.6772889617953) < 1e-9)
        #expect(abs(motion.sample(at: 0.25).velocity - 1695.0552215835103) < 1e-9)
        #expect(motion.sample(at: 0).velocity == 300)
        // Frame 118 (t = 0.98333 s) is the first at 120 fps within 0.5 pt and 10 pt/s.
        #expect(!motion.isFinished(at: 117.0 / 120))
        #expect(motion.isFinished(at: 118.0 / 120))
    }

    @Test func fastNearLandingStaysFinite() {
        // d' = exp(−1e6/1000) underflows to 0; k = −v0/Δ keeps the samples exact.
        let decay = DecayFunction(start: 0, velocity: 1_000_000, landingAt: 1)
        #expect(decay.k == -1_000_000)
        #expect(decay.sample(at: 1.0 / 120).position.isFinite)
        #expect(decay.isFinished(at: 1.0 / 120))
    }
}
