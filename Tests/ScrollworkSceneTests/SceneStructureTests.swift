import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// Views around the scroll view, item details, actions, sharing and scale.
@Suite struct SceneStructureTests {
    /// One line of body text (17 pt): SF Pro's ascender plus descender, (1950 + 494)/2048 em.
    static let line = 17 * 2444 / 2048.0

    struct FadeEffect: TransitionEffect {
        func effects(for phase: TransitionPhase) throws -> ItemEffects {
            var effects = ItemEffects()
            effects.opacity = 1 - abs(phase.value)
            return effects
        }
    }

    /// The dual-scroll screen (docs/SEMANTICS.md, "Presets"): an image behind the scroll view, a
    /// bar over it.
    @Test func layersBehindAndOverTheMainScrollView() throws {
        let hero = ViewNode.image(systemName: "mountain", resizable: true).frame(height: 300)
        let list = ViewNode.scrollView(.vertical, [.lazyVStack([.forEach(0..<3) { .text("Row \($0)") }])])
            .safeAreaPadding(.top, 300)
        let bar = ViewNode.text("Bar").frame(maxWidth: .infinity).frame(height: 44).id(.string("bar"))
        let root = ViewNode.zStack(alignment: .top, [hero, list, bar])
        let layout = try SceneLayout(root: root)
        #expect(layout.views.map(\.kind) == ["ZStack", "Image", "ScrollView", "Text"])
        #expect(layout.views.map(\.relation) == [.container, .behind, .scrollView, .over])
        #expect(layout.views(matching: "mountain").first?.frame == Rect(x: 0, y: 0, width: 390, height: 300))
        #expect(layout.views(matching: "bar").first?.frame == Rect(x: 0, y: 0, width: 390, height: 44))
        let main = try #require(layout.main)
        #expect(main.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(main.metrics.insets.top == 300)
    }

    @Test func viewsBesideTheScrollView() throws {
        let root = ViewNode.vStack(spacing: 0, [ViewNode.text("Title").frame(height: 44),
                                                .scrollView(.vertical, [.text("a")])])
        let layout = try SceneLayout(root: root)
        #expect(layout.views(matching: "Title").first?.relation == .beside)
        #expect(layout.main?.frame == Rect(x: 0, y: 44, width: 390, height: 800))
    }

    @Test func everyScrollViewIsReportedInDrawingOrder() throws {
        let root = ViewNode.vStack(spacing: 0, [
            ViewNode.scrollView(.horizontal, [.text("chips")]).frame(height: 50),
            .scrollView(.vertical, [.lazyVStack([.forEach(0..<2) { ViewNode.scrollView(.horizontal, [.text("inner \($0)")]).frame(height: 80) }])]),
        ])
        let layout = try SceneLayout(root: root)
        // The carousels inside the list's rows are sized here; a scene lays them out when their row is on screen.
        #expect(layout.scrollViews.map(\.axis) == [.horizontal, .vertical])
        #expect(layout.scrollViews.map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 50), Rect(x: 0, y: 50, width: 390, height: 794)])
        #expect(layout.scrollViews[1].content.items.map(\.frame.height) == [80, 80])
    }

    @Test func scrollViewsInItemsBuiltUpFrontAreReportedWithTheirParent() throws {
        let carousel = ViewNode.scrollView(.horizontal, [.lazyHStack([.forEach(0..<3) { _ in ViewNode.rectangle.frame(width: 100) }])])
            .frame(height: 80)
        let list = ViewNode.lazyVStack([.forEach(0..<2) { ViewNode.text("Row \($0)").frame(height: 44) }])
        let layout = try SceneLayout(root: .scrollView(.vertical, [.text("Title"), carousel, list]))
        #expect(layout.scrollViews.count == 2)
        let main = layout.scrollViews[0], inner = layout.scrollViews[1]
        // The title's line, 8, the 80 pt carousel, 8, then the 44 pt rows.
        #expect(main.content.items.map(\.frame.minY) == [0, Self.line + 8, Self.line + 96, Self.line + 148])
        #expect(main.parent == nil)
        #expect(inner.parent == ScrollViewLayout.Parent(scrollView: 0, item: 1))
        #expect(inner.frame == Rect(x: 0, y: Self.line + 8, width: 390, height: 80))
        #expect(inner.axis == .horizontal)
        #expect(inner.content.items.map(\.frame.minX) == [0, 108, 216])
        #expect(inner.metrics.contentSize == Size(width: 316, height: 80))
    }

    /// A custom view (`Card`) built as the interpreter would expand its body.
    static func card(_ title: String, tap: ActionToken) -> ViewNode {
        ViewNode.vStack(alignment: .leading, spacing: 4, [.text(title), .text("Subtitle")])
            .padding(8)
            .background(.roundedRectangle(cornerRadius: 12))
            .modified(.onTapGesture(count: 1, action: tap))
    }

    @Test func customViewItemsListTheirInnerViews() throws {
        let cards = ViewNode.forEach(0..<2) { Self.card($0 == 0 ? "A" : "B", tap: 100 + $0) }
        let root = ViewNode.scrollView(.vertical, [ViewNode.lazyVStack(spacing: 12, [cards]).scrollTargetLayout()])
        let scroll = try #require(try SceneLayout(root: root).main)
        // A card: two lines 4 apart, padded by 8: 2·line + 20 high; cards 12 apart.
        let card = 2 * Self.line + 20
        #expect(scroll.content.items.map(\.frame) == [Rect(x: 155, y: 0, width: 80, height: card),
                                                       Rect(x: 155, y: card + 12, width: 80, height: card)])
        let info = try #require(try scroll.item(at: 1))
        #expect(info.label == "B")
        #expect(info.actions.tap == 101)
        #expect(info.views.map(\.kind) == ["RoundedRectangle", "VStack", "Text", "Text"])
        #expect(info.views.map(\.frame) == [
            Rect(x: 155, y: card + 12, width: 80, height: card), Rect(x: 155, y: card + 12, width: 80, height: card),
            Rect(x: 163, y: card + 20, width: 8, height: Self.line), Rect(x: 163, y: card + 24 + Self.line, width: 64, height: Self.line),
        ])
        // Both cards share one measured layout.
        #expect(scroll.content.items.map(\.content) == [0, 0])
    }

    @Test func actionsOfItemsAndOfViewsOutside() throws {
        let rows = ViewNode.forEach(0..<2) { index in
            ViewNode.hStack([.text("Row \(index)"), .button(action: 50 + index, label: [.text("Go")])])
                .modified(.onLongPressGesture(minimumDuration: 0.5, action: 70, onPressingChanged: nil))
                .modified(.dragGesture(DragGestureSpec(minimumDistance: 0, onChanged: 80, onEnded: 81)))
        }
        let root = ViewNode.vStack([.scrollView(.vertical, [.lazyVStack([rows])]), .button(action: 9, label: [.text("Done")])])
        let layout = try SceneLayout(root: root)
        let scroll = try #require(layout.main)
        let actions = try #require(try scroll.item(at: 1)).actions
        #expect(actions == ItemActions(tap: 51, longPress: .init(minimumDuration: 0.5, action: 70),
                                       drag: DragGestureSpec(minimumDistance: 0, onChanged: 80, onEnded: 81)))
        #expect(layout.views(matching: "Done").first?.actions.tap == 9)
        #expect(try scroll.itemIndex(matching: "1") == 1)
        #expect(try scroll.itemIndex(matching: "Row 0") == 0)
        #expect(try scroll.itemIndex(matching: "nothing") == nil)
    }

    @Test func transitionsWithASharingKeyAreStoredOnce() throws {
        func rows(key: Int?) -> ViewNode {
            .forEach(0..<4) { ViewNode.text("Row \($0)").modified(.scrollTransition(ScrollTransitionModifier(effect: FadeEffect(), sharingKey: key))) }
        }
        let shared = try #require(try SceneLayout(root: .scrollView(.vertical, [.lazyVStack([rows(key: 7)])])).main)
        #expect(shared.transitions.count == 1)
        #expect(shared.content.items.map(\.transition) == [0, 0, 0, 0])
        let separate = try #require(try SceneLayout(root: .scrollView(.vertical, [.lazyVStack([rows(key: nil)])])).main)
        #expect(separate.content.items.map(\.transition) == [0, 1, 2, 3])
    }

    @Test func rowsAreEvaluatedAgainOnlyWhenLookedAt() throws {
        var evaluations = 0
        let rows = ForEachNode(range: 0..<1000) { index -> ViewNode in
            evaluations += 1
            return ViewNode.text("Row \(index)").frame(height: 44)
        }
        let scroll = try #require(try SceneLayout(root: .scrollView(.vertical, [.lazyVStack(spacing: 0, [ViewNode(.forEach(rows))])])).main)
        #expect(evaluations == 1000)
        #expect(scroll.store.prototypes.rows.count == 3)
        guard case .text(let text)? = try scroll.node(forItemAt: 567)?.content else {
            Issue.record("item 567 is not a text")
            return
        }
        #expect(text == "Row 567")
        #expect(evaluations == 1001)
    }

    @Test func hundredThousandRowsSmoke() throws {
        let layout = try SceneLayout(root: RowListScene.make(count: 100_000))
        let scroll = try #require(layout.main)
        #expect(scroll.content.count == 100_000)
        #expect(scroll.metrics.contentSize == Size(width: 390, height: 4_400_000))
        #expect(scroll.content.items[99_999].frame == Rect(x: 0, y: 4_399_956, width: 390, height: 44))
        #expect(scroll.content.items[99_999].id == .int(99_999))
        #expect(scroll.content.targetStarts.count == 100_000)
    }

    /// SwiftUI ignores invalid frame values; so does the layout, so no item gets a non-finite frame.
    @Test func invalidLengthsAreIgnoredAsSwiftUIDoes() throws {
        let rows: [ViewNode] = [
            ViewNode.rectangle.frame(height: .infinity),
            ViewNode.rectangle.frame(width: .nan, height: 20).offset(x: .infinity),
            ViewNode.text("a").padding(.infinity).frame(minHeight: -3),
        ]
        let scroll = try #require(try SceneLayout(root: .scrollView(.vertical, [.lazyVStack(spacing: 0, rows)])).main)
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 0, y: 0, width: 390, height: 10), Rect(x: 0, y: 10, width: 390, height: 20),
            Rect(x: 191, y: 30, width: 8, height: Self.line),
        ])
    }

    struct RowFailure: Error {}

    @Test func rowErrorsPropagate() {
        let rows = ForEachNode(range: 0..<3) { index -> ViewNode in
            if index == 2 { throw RowFailure() }
            return .text("ok")
        }
        #expect(throws: RowFailure.self) { try SceneLayout(root: .scrollView(.vertical, [ViewNode(.forEach(rows))])) }
    }
}
