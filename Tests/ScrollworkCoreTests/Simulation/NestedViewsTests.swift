import Testing
@testable import ScrollworkCore

/// Views inside items with effects of their own: the phase comes from the view's own frame.
@Suite struct NestedViewsTests {
    /// Twenty 100 pt rows on an 844 pt screen; each row holds a 50 pt view at its top with a
    /// linear interactive transition, and one found only by its id at its bottom.
    static func simulation(configuration: TransitionConfiguration = TransitionConfiguration(mode: .interactive(.linear))) -> ScrollSimulation {
        let layout = ContentLayout(axis: .vertical, items: (0..<20).map {
            LayoutItem(id: .int($0), frame: Rect(x: 0, y: Double($0) * 100, width: 390, height: 100))
        }, contentSize: Size(width: 390, height: 2000))
        let sim = ScrollSimulation(metrics: ScrollMetrics(axis: .vertical, containerSize: Size(width: 390, height: 844),
                                                          contentSize: Size(width: 390, height: 2000)), layout: layout)
        let spec = TransitionSpec(configuration: configuration, effect: ScaleFade())
        sim.nestedViews = { index in
            [NestedView(ordinal: 0, id: .string("top\(index)"), label: "Top", frame: Rect(x: 10, y: 0, width: 100, height: 50),
                        transition: spec),
             NestedView(ordinal: 1, id: .string("tag\(index)"), label: nil, frame: Rect(x: 0, y: 80, width: 20, height: 20),
                        transition: nil)]
        }
        return sim
    }

    @Test func aNestedViewsPhaseComesFromItsOwnFrame() throws {
        let sim = Self.simulation()
        sim.evaluateFrameEffects()
        // Row 8 spans [800, 900]: its top view [800, 850] shows 44 of 50 pt, so 1 − 0.88.
        let nested = Array(sim.readNestedViews(ofItemAt: 8))
        #expect(nested.count == 2)
        let top = try #require(nested.first)
        #expect(top.frame == Rect(x: 10, y: 800, width: 100, height: 50))
        #expect(abs(top.phase.value - 0.12) < 1e-12)
        #expect(abs(top.effects.scaleX - (1 - 0.2 * 0.12)) < 1e-12)
        // The row has no transition of its own; a view with only an id has no effects.
        #expect(sim.transitionPhase(ofItemAt: 8).isIdentity)
        #expect(nested[1].effects.isIdentity && nested[1].phase.isIdentity)
        // Row 3 is all in view.
        #expect(sim.readNestedViews(ofItemAt: 3).first?.phase.isIdentity == true)
        // Row 9 [900, 1000] is beyond the screen and its edge: the frame evaluated nothing in it.
        #expect(sim.readNestedViews(ofItemAt: 9).isEmpty)
    }

    @Test func theReadingListsNestedViewsUnderTheirItem() throws {
        let sim = Self.simulation()
        sim.scroll(toOffset: 30, animated: false)
        sim.evaluateFrameEffects()
        let reading = ItemReading(sim, index: 0, label: "Row 0")
        // Row 0's top view [0, 50] is 30 pt above the visible [30, 874]: 20 of 50 show, before the centre.
        let top = try #require(reading.nested.first)
        #expect(top.id == .string("top0") && top.isNested && top.index == 0)
        #expect(top.frame == Rect(x: 10, y: -30, width: 100, height: 50))
        #expect(abs(top.phase.value + 0.6) < 1e-12)
        #expect(abs(top.visibleFraction - 0.4) < 1e-12)
        #expect(reading.nested.map(\.id) == [.string("top0"), .string("tag0")])
        let scroll = ScrollViewReading(sim, label: { "Row \($0)" })
        #expect(scroll.nestedView(.string("tag2"))?.frame == Rect(x: 0, y: 250, width: 20, height: 20))
    }

    @Test func anAnimatedNestedTransitionEases() {
        let sim = Self.simulation(configuration: .animated)
        sim.step()
        // Row 16's top view [1600, 1650] is off screen: nothing evaluated. Bring it in view at
        // once: row 8's top view moves from partly shown (value 1) to all in view.
        #expect(sim.readNestedViews(ofItemAt: 8).first?.phase.value == 1)
        sim.scroll(toOffset: 100, animated: false)
        sim.step(frames: 18)   // 0.15 s of 0.3 s
        let halfway = sim.readNestedViews(ofItemAt: 8).first?.phase.value ?? -1
        #expect(abs(halfway - (1 - TimingCurve.easeInOut.value(at: 0.5))) < 1e-6)
        sim.step(frames: 18)
        #expect(sim.readNestedViews(ofItemAt: 8).first?.phase.value == 0)
    }

    @Test func withoutNestedViewsAFrameKeepsNone() {
        let sim = Self.simulation()
        sim.nestedViews = nil
        sim.evaluateFrameEffects()
        #expect(sim.frameEffects.nested.isEmpty)
    }
}
