import Foundation
import Testing
@testable import ScrollworkCore

@Suite struct TimingCurveTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var curve: TimingCurve
        var x: Double
        var expected: Double
        var testDescription: String { "\(curve.name)(\(x))" }
    }

    // Expected values solve the Bézier to 1e-15 by bisection, independently of the product.
    @Test(arguments: [
        Case(curve: .easeInOut, x: 0.25, expected: 0.1291619310473198),
        Case(curve: .easeInOut, x: 0.5, expected: 0.5),
        Case(curve: .easeInOut, x: 0.75, expected: 0.8708380689526802),
        Case(curve: .easeIn, x: 0.5, expected: 0.31535681257253945),
        Case(curve: .easeOut, x: 0.5, expected: 0.6846431874274606),
        Case(curve: .linear, x: 0.3, expected: 0.3),
        Case(curve: .easeInOut, x: 0, expected: 0),
        Case(curve: .easeInOut, x: 1, expected: 1),
    ])
    func solvesTheCurve(_ c: Case) {
        #expect(abs(c.curve.value(at: c.x) - c.expected) < 1e-9)
    }
}

@Suite struct TransitionValueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var configuration: TransitionConfiguration
        var item: (Double, Double)
        var expected: Double
        var testDescription: String { "\(item) → \(expected)" }
    }

    static let linear = TransitionConfiguration(mode: .interactive(.linear))

    @Test(arguments: [
        // 44 of 100 pt visible at the bottom: p = 0.44, value = +(1 − 0.44).
        Case(configuration: linear, item: (800, 900), expected: 0.56),
        // 25 of 100 visible at the top: value = −0.75.
        Case(configuration: linear, item: (-75, 25), expected: -0.75),
        Case(configuration: linear, item: (100, 200), expected: 0),
        Case(configuration: linear, item: (900, 1000), expected: 1),
        // .visible(0.5): 44 % visible → p = 0.88 → 0.12.
        Case(configuration: TransitionConfiguration(mode: .interactive(.linear), threshold: .visible(0.5)),
             item: (800, 900), expected: 0.12),
        // .hidden: identity as soon as any part shows.
        Case(configuration: TransitionConfiguration(mode: .interactive(.linear), threshold: .visible(0)),
             item: (800, 900), expected: 0),
        // .centered: centre 150 from the visible centre 422; reach (100 + 844)/2 = 472.
        Case(configuration: TransitionConfiguration(mode: .interactive(.linear), threshold: .centered),
             item: (522, 622), expected: 150.0 / 472),
        // .inset(by: 100): visible [100, 744]; item [50, 150] half in → −0.5.
        Case(configuration: TransitionConfiguration(mode: .interactive(.linear), threshold: .inset(100)),
             item: (50, 150), expected: -0.5),
        Case(configuration: .identity, item: (900, 1000), expected: 0),
        Case(configuration: .animated, item: (800, 900), expected: 1),
    ])
    func value(_ c: Case) {
        let value = c.configuration.targetValue(itemStart: c.item.0, itemEnd: c.item.1, visibleLow: 0, visibleHigh: 844)
        #expect(abs(value - c.expected) < 1e-12)
    }

    @Test func easeInOutValueUsesTheSolvedCurve() {
        let value = TransitionConfiguration.interactive.targetValue(itemStart: 825, itemEnd: 925, visibleLow: 0, visibleHigh: 844)
        // 19 % visible; 1 − easeInOut(0.19)
        #expect(abs(value - (1 - TimingCurve.easeInOut.value(at: 0.19))) < 1e-12)
        #expect(value > 0.9 && value < 1)
    }
}

/// Scale and opacity from the phase, as `content.scaleEffect(…).opacity(…)` would.
struct ScaleFade: TransitionEffect {
    func effects(for phase: TransitionPhase) throws -> ItemEffects {
        var effects = ItemEffects()
        effects.scaleX = 1 - 0.2 * abs(phase.value)
        effects.scaleY = effects.scaleX
        effects.opacity = phase.isIdentity ? 1 : 0.5
        return effects
    }
}

@Suite struct SimulatedTransitionTests {
    @Test func itemsCarryTheirPhaseAndEffects() {
        let layout = ContentLayout(axis: .vertical, items: (0..<20).map {
            LayoutItem(id: .int($0), frame: Rect(x: 0, y: Double($0) * 100, width: 390, height: 100), transition: 0)
        }, contentSize: Size(width: 390, height: 2000))
        let sim = simulation(layout)
        sim.transitions = [TransitionSpec(configuration: TransitionConfiguration(mode: .interactive(.linear)), effect: ScaleFade())]
        // Item 8 spans [800, 900]; 44 pt visible.
        #expect(abs(sim.transitionPhase(ofItemAt: 8).value - 0.56) < 1e-12)
        #expect(sim.transitionPhase(ofItemAt: 8).name == "bottomTrailing")
        let effects = sim.effects(ofItemAt: 8)
        #expect(abs(effects.scaleX - (1 - 0.2 * 0.56)) < 1e-12)
        #expect(effects.opacity == 0.5)
        #expect(sim.effects(ofItemAt: 3).isIdentity)
    }

    @Test func animatedTransitionEasesOverThreeTenthsOfASecond() {
        let layout = ContentLayout(axis: .vertical, items: (0..<20).map {
            LayoutItem(id: .int($0), frame: Rect(x: 0, y: Double($0) * 100, width: 390, height: 100), transition: 0)
        }, contentSize: Size(width: 390, height: 2000))
        let sim = simulation(layout)
        sim.transitions = [TransitionSpec(configuration: .animated, effect: ScaleFade())]
        sim.step()
        #expect(sim.transitionPhase(ofItemAt: 8).value == 1)
        // Bring item 8 fully into view at once, then watch it animate to identity.
        sim.scroll(toOffset: 100, animated: false)
        sim.step(frames: 18)   // 0.15 s: half-way through the ease
        let halfway = sim.transitionPhase(ofItemAt: 8).value
        #expect(abs(halfway - (1 - TimingCurve.easeInOut.value(at: 0.5))) < 1e-6)
        sim.step(frames: 18)
        #expect(sim.transitionPhase(ofItemAt: 8).value == 0)
    }

    /// `.animated(.linear(duration: 1))`: the phase jumps at the threshold and moves to it
    /// along the animation given, here linearly over one second.
    @Test func animatedTransitionFollowsTheAnimationGiven() {
        let layout = ContentLayout(axis: .vertical, items: (0..<20).map {
            LayoutItem(id: .int($0), frame: Rect(x: 0, y: Double($0) * 100, width: 390, height: 100), transition: 0)
        }, contentSize: Size(width: 390, height: 2000))
        let sim = simulation(layout)
        let linear = TransitionConfiguration(mode: .animated(.timing(.linear, duration: 1)))
        sim.transitions = [TransitionSpec(configuration: linear, effect: ScaleFade())]
        sim.step()
        #expect(sim.transitionPhase(ofItemAt: 8).value == 1)
        sim.scroll(toOffset: 100, animated: false)
        sim.step(frames: 60)   // 0.5 s of 1 s
        #expect(abs(sim.transitionPhase(ofItemAt: 8).value - 0.5) < 1e-6)
        sim.step(frames: 60)
        #expect(sim.transitionPhase(ofItemAt: 8).value == 0)
    }
}
