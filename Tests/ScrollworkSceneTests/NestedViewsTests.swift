import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// Views inside items with effects or ids of their own, found with their frames in the item.
@Suite struct NestedViewsLayoutTests {
    struct Fade: TransitionEffect {
        func effects(for phase: TransitionPhase) throws -> ItemEffects {
            var effects = ItemEffects()
            effects.opacity = 1 - abs(phase.value)
            return effects
        }
    }

    /// Rows of a 100 pt `HStack(spacing: 0)` holding a 60 × 40 colour with a transition, then a
    /// 30 × 30 one with an id.
    static func rows(transitionOnRow: Bool = false) -> ViewNode {
        .forEach(0..<50) { index in
            var faded = ViewNode.color("blue").frame(width: 60, height: 40)
            let transition = ViewModifier.scrollTransition(ScrollTransitionModifier(effect: Fade()))
            if !transitionOnRow { faded = faded.modified(transition) }
            let row = ViewNode.hStack(spacing: 0, [faded, ViewNode.color("red").frame(width: 30, height: 30).id(.string("dot\(index)"))])
                .frame(height: 100)
            return transitionOnRow ? row.modified(transition) : row
        }
    }

    @Test func viewsInsideARowAreFoundWithTheirFramesInTheRow() throws {
        let scroll = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [Self.rows()])]))
        // The 90 pt HStack is centred in its 100 pt frame: the colour at (0, 30), the dot at (60, 35).
        let views = scroll.nestedViews(ofItemAt: 7)
        #expect(views.map(\.frame) == [Rect(x: 0, y: 30, width: 60, height: 40), Rect(x: 60, y: 35, width: 30, height: 30)])
        #expect(views.map(\.id) == [nil, .string("dot7")])
        #expect(views.map { $0.transition != nil } == [true, false])
        #expect(views.map(\.ordinal) == [0, 1])
        // Asking again reads what was kept.
        #expect(scroll.nestedViews(ofItemAt: 7).map(\.frame) == views.map(\.frame))
        let simulation = scroll.makeSimulation()
        #expect(simulation.nestedViews != nil)
    }

    @Test func aTransitionOnTheRowItselfIsNotNested() throws {
        let scroll = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [Self.rows(transitionOnRow: true)])]))
        // Only the dot, found by its id; the row's transition is the item's.
        #expect(scroll.nestedViews(ofItemAt: 2).map(\.id) == [.string("dot2")])
        #expect(scroll.content.items[2].transition >= 0)
    }

    @Test func rowsWithoutSuchViewsCostNothing() throws {
        let plain = ViewNode.forEach(0..<50) { ViewNode.text("Row \($0)").frame(height: 100) }
        let scroll = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [plain])]))
        #expect(scroll.nestedViews(ofItemAt: 3).isEmpty)
        #expect(scroll.makeSimulation().nestedViews == nil)
    }

    @Test func aMatchedViewComingBackIntoItsRowMovesFromWhereItsGroupWas() throws {
        // Rows of 100 pt, each holding its dot (30 × 30 at (60, 35) in the row) matched by its
        // number; the group of row 7's dot was drawn at (0, 0, 390, 390) in the content before.
        let rows = ViewNode.forEach(0..<50) { index in
            ViewNode.hStack(spacing: 0, [ViewNode.color("blue").frame(width: 60, height: 40),
                                         ViewNode.color("red").frame(width: 30, height: 30).id(.string("dot\(index)"))
                                            .modified(.matchedGeometry(MatchedGeometry(key: "\(index)")))])
                .frame(height: 100)
        }
        let scroll = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [rows])]))
        let motion = try #require(NestedViewMotion(layout: scroll, indices: [6, 7], arriving: ["7": Rect(x: 0, y: 0, width: 390, height: 390)],
                                                   animation: .timing(.linear, duration: 1)))
        // Row 7 is the 90 pt HStack centred in the 390 pt lazy stack, 7 · 100 down: (150, 700).
        #expect(scroll.content.items[7].frame.origin == Point(x: 150, y: 700))
        // In its coordinates the dot starts at (−150, −700, 390, 390) and goes to (60, 35, 30, 30):
        // half-way through the linear second at (−45, −332.5, 210, 210); at the end, its place.
        let views = scroll.nestedViews(ofItemAt: 7)
        #expect(motion.views(views, ofItem: .int(7), at: 0).map(\.frame)[0] == Rect(x: -150, y: -700, width: 390, height: 390))
        #expect(motion.views(views, ofItem: .int(7), at: 0.5).map(\.frame)[0] == Rect(x: -45, y: -332.5, width: 210, height: 210))
        #expect(motion.views(views, ofItem: .int(7), at: 1).map(\.frame) == views.map(\.frame))
        // Row 6's dot, whose group was not drawn elsewhere, does not move.
        #expect(motion.views(scroll.nestedViews(ofItemAt: 6), ofItem: .int(6), at: 0.5).map(\.frame)
                == scroll.nestedViews(ofItemAt: 6).map(\.frame))
    }

    /// A reader hook that needs no frame: a `GeometryReader` built here, not by a script.
    final class Hook: ReaderHook {
        var needsFrame: Bool { false }
    }

    @Test func viewsInsideARowsGeometryReaderAreFoundPerRow() throws {
        // Each row's reader builds its own content: row n's caption is "caption n", 120 × 30 at
        // the reader's top-leading corner, not the first row's caption (the rows share a shape).
        let rows = ViewNode.forEach(0..<20) { index in
            ViewNode(.geometryReader(GeometryReaderNode(hook: Hook()) { _ in
                ViewNode.text("caption \(index)").frame(width: 120, height: 30).id(.string("caption\(index)"))
            })).frame(height: 100)
        }
        let scroll = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [rows])]))
        let views = scroll.nestedViews(ofItemAt: 3)
        #expect(views.map(\.id) == [.string("caption3")])
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 120, height: 30)])
        #expect(try scroll.item(at: 5)?.views.contains { $0.id == .string("caption5") } == true)
    }

    @Test func anIDUnderLayoutModifiersNamesTheViewInside() throws {
        // `Text("a").id(…).frame(width: 200, height: 80)`: the id names the text, 8 × 20.29 (one
        // character of body text), centred in the 200 × 80 frame: ((200 − w) / 2, (80 − h) / 2).
        // Padding after the `.id` moves the text 10 in; an offset moves what is drawn (an effect),
        // not the text's frame.
        let text = ViewNode.text("a")
        let size = try #require(try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [
            .forEach(0..<3) { _ in text }])])).content.items.first?.frame.size)
        let rows = ViewNode.forEach(0..<10) { index in
            ViewNode.hStack(spacing: 0, [text.id(.string("framed\(index)")).frame(width: 200, height: 80),
                                         text.id(.string("padded\(index)")).padding(10).offset(x: 5, y: 0)])
        }
        let scroll = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [rows])]))
        let views = scroll.nestedViews(ofItemAt: 2)
        // The row is 80 tall; the padded text's 20.29 + 20 is centred in it.
        let paddedY = (80 - (size.height + 20)) / 2 + 10
        #expect(views.map(\.frame) == [Rect(x: (200 - size.width) / 2, y: (80 - size.height) / 2, width: size.width, height: size.height),
                                       Rect(x: 200 + 10, y: paddedY, width: size.width, height: size.height)])
        // With the `.id` outside every modifier, it names the whole view, as before.
        let outer = ViewNode.forEach(0..<10) { index in
            ViewNode.hStack(spacing: 0, [text.frame(width: 200, height: 80).id(.string("outer\(index)")), text])
        }
        let plain = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [outer])]))
        #expect(plain.nestedViews(ofItemAt: 2).map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 80)])
    }

    @Test func aRowsOwnIDUnderLayoutModifiersNamesTheViewInside() throws {
        // Rows `Color.red.frame(width: 100, height: 50).id(n).padding(10)`: the item is the
        // 120 × 70 padded row, its id names the colour 10 inside it. An offset after the `.id`
        // moves what is drawn 5 across, not the named view's layout frame.
        let padded = ViewNode.forEach(0..<10) { index in
            ViewNode.color("red").frame(width: 100, height: 50).id(.int(index)).padding(10)
        }
        let scroll = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [padded])]))
        #expect(scroll.content.items[3].frame.size == Size(width: 120, height: 70))
        let frames = try #require(scroll.idViewFrameProvider)
        #expect(frames(3) == Rect(x: 10, y: 10, width: 100, height: 50))
        let simulation = scroll.makeSimulation()
        let reading = ItemReading(simulation, index: 3, label: nil)
        #expect(reading.frame == Rect(x: scroll.content.items[3].frame.minX + 10, y: 70 * 3 + 10, width: 100, height: 50))
        let nudged = ViewNode.forEach(0..<10) { index in
            ViewNode.color("red").frame(width: 100, height: 50).id(.int(index)).offset(x: 5, y: 0)
        }
        let moved = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [nudged])]))
        #expect(moved.idViewFrameProvider?(2) == Rect(x: 0, y: 0, width: 100, height: 50))
        // An `.id` outside every modifier names the item itself: nothing to look up.
        let plain = ViewNode.forEach(0..<10) { index in ViewNode.color("red").frame(width: 100, height: 50).padding(10).id(.int(index)) }
        #expect(try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [plain])])).idViewFrameProvider == nil)
    }

    @Test func aTransitionReadsTheViewItIsAttachedTo() throws {
        // Rows of a 100 × 200 grey view and `Color.blue.frame(width: 100, height: 100).id(…)
        // .padding(50)` with a transition: the id names the colour, 50 inside its padding. Written
        // after the padding (three modifiers inside it), the transition reads the 200 × 200 padded
        // view; written before it (two inside), the colour.
        func rows(layersInside: Int) -> ViewNode {
            let transition = ViewModifier.scrollTransition(ScrollTransitionModifier(effect: Fade(), layersInside: layersInside))
            return .forEach(0..<10) { index in
                var photo = ViewNode.color("blue").frame(width: 100, height: 100).id(.string("photo\(index)"))
                photo = layersInside == 3 ? photo.padding(50).modified(transition) : photo.modified(transition).padding(50)
                return ViewNode.hStack(spacing: 0, [ViewNode.color("gray").frame(width: 100, height: 200), photo])
            }
        }
        let outside = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [rows(layersInside: 3)])]))
        #expect(outside.nestedViews(ofItemAt: 2).map(\.frame) == [Rect(x: 150, y: 50, width: 100, height: 100)])
        #expect(outside.nestedViews(ofItemAt: 2).map(\.transitionFrame) == [Rect(x: 100, y: 0, width: 200, height: 200)])
        let inside = try ScrollContentTests.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [rows(layersInside: 2)])]))
        #expect(inside.nestedViews(ofItemAt: 2).map(\.transitionFrame) == [Rect(x: 150, y: 50, width: 100, height: 100)])
    }
}
