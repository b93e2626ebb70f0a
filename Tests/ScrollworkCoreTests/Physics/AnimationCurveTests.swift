import Foundation
import Testing
@testable import ScrollworkCore

/// The closed forms animations follow: timing curves over a duration, SwiftUI's springs.
@Suite struct AnimationCurveTests {
    @Test func timingCurvesRunOverTheirDuration() {
        let linear = AnimationCurve.timing(.linear, duration: 2)
        #expect(linear.progress(at: 0.5) == 0.25)
        #expect(linear.progress(at: 2) == 1)
        #expect(linear.duration == 2)
    }

    /// SwiftUI's `repeatCount(_:autoreverses:)`: each pass runs the curve again, every other
    /// pass backwards when it autoreverses; once the passes are done the change is complete.
    @Test func repeatedAnimationsRunTheirPassesAgain() {
        let reversing = AnimationCurve(.timing(.linear, duration: 1), repetition: .init(count: 3, autoreverses: true))
        #expect(reversing.duration == 3)
        #expect(reversing.progress(at: 0.25) == 0.25)
        #expect(reversing.progress(at: 1.25) == 0.75)
        #expect(reversing.progress(at: 2.5) == 0.5)
        #expect(reversing.progress(at: 3.5) == 1)
        let restarting = AnimationCurve(.timing(.linear, duration: 2), repetition: .init(count: 2, autoreverses: false))
        #expect(restarting.progress(at: 2.5) == 0.25)
        #expect(restarting.duration == 4)
    }

    /// `repeatForever` runs until the longest any animation lasts here, then rests at its end.
    @Test func foreverIsBoundedByTheLongestAnimation() {
        let forever = AnimationCurve(.timing(.linear, duration: 1), repetition: .init(count: nil, autoreverses: true))
        #expect(forever.duration == AnimationCurve.longest)
        #expect(forever.progress(at: 41.5) == 0.5)
        #expect(forever.progress(at: 42.25) == 0.25)
        #expect(forever.progress(at: AnimationCurve.longest + 1) == 1)
    }

    @Test func delayAndSpeedShiftAndScaleTheClock() {
        let curve = AnimationCurve(.timing(.linear, duration: 1), delay: 0.5, speed: 2)
        #expect(curve.progress(at: 0.4) == 0)
        #expect(curve.progress(at: 0.75) == 0.5)
        #expect(curve.duration == 1)
    }

    /// ζ = 0.5, response 0.5: ω₀ = 4π; 1 − e^(−2πt)(cos ω_d t + sin(ω_d t)/√3) with ω_d = 4π√0.75.
    @Test func underdampedSpringsOvershoot() {
        let spring = AnimationCurve.spring(response: 0.5, dampingFraction: 0.5)
        let ωd = 4 * Double.pi * 0.75.squareRoot()
        let t = 0.25
        let expected = 1 - exp(-2 * Double.pi * t) * (cos(ωd * t) + sin(ωd * t) / 3.0.squareRoot())
        #expect(abs(spring.progress(at: t) - expected) < 1e-12)
        #expect(spring.progress(at: t) > 1)
        // e^(−2πt)/√0.75 = 0.001 at t = ln(1000/√0.75)/(2π).
        #expect(abs(spring.duration - log(1000 / 0.75.squareRoot()) / (2 * Double.pi)) < 1e-12)
    }

    @Test func criticalAndOverdampedSpringsNeverOvershoot() {
        for curve in [AnimationCurve.spring(response: 0.55, dampingFraction: 1), .spring(duration: 0.5, bounce: -0.5)] {
            var last = 0.0
            for frame in 1...240 {
                let progress = curve.progress(at: Double(frame) / 120)
                #expect(progress >= last && progress <= 1)
                last = progress
            }
            #expect(1 - curve.progress(at: curve.duration - 1e-9) < 0.0011)
        }
    }

    /// `spring(duration:bounce:)`: response = duration; dampingFraction 1 − bounce, or 1/(1 + bounce) below 0.
    @Test func bounceMapsToDampingFraction() {
        #expect(AnimationCurve.spring(duration: 0.5, bounce: 0.3) == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(AnimationCurve.spring(duration: 0.4, bounce: -0.5) == .spring(response: 0.4, dampingFraction: 2))
    }
}
