import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// The geometry a matched view takes from its source, as SwiftUI's
/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` documents it.
@Suite struct MatchedGeometryTests {
    static let source = Rect(x: 100, y: 200, width: 80, height: 40)
    static let own = Rect(x: 0, y: 0, width: 20, height: 10)

    @Test func frameTakesBothSizeAndPlace() {
        #expect(MatchedGeometry(key: "k", properties: .frame).matched(Self.own, to: Self.source) == Self.source)
    }

    @Test func positionLinesUpTheAnchorsAndKeepsTheSize() {
        // Centres meet: (140, 220) less half of 20 × 10.
        let centre = MatchedGeometry(key: "k", properties: .position)
        #expect(centre.matched(Self.own, to: Self.source) == Rect(x: 130, y: 215, width: 20, height: 10))
        // Bottom-trailing corners meet: (180, 240) less the whole size.
        let corner = MatchedGeometry(key: "k", properties: .position, anchor: Alignment(horizontal: 1, vertical: 1))
        #expect(corner.matched(Self.own, to: Self.source) == Rect(x: 160, y: 230, width: 20, height: 10))
    }

    @Test func sizeKeepsTheViewsOwnAnchorPoint() {
        // The view's centre (10, 5) stays; the size becomes 80 × 40.
        let sized = MatchedGeometry(key: "k", properties: .size)
        #expect(sized.matched(Self.own, to: Self.source) == Rect(x: -30, y: -15, width: 80, height: 40))
    }

    @Test func onlyViewsThatAreNotTheSourceMove() {
        var items = [LayoutItem(id: .string("a"), frame: Self.source), LayoutItem(id: .string("b"), frame: Self.own),
                     LayoutItem(id: .string("c"), frame: Self.own)]
        MatchedItem.applySources([MatchedItem(index: 0, geometry: MatchedGeometry(key: "k")),
                                  MatchedItem(index: 1, geometry: MatchedGeometry(key: "k", isSource: false)),
                                  MatchedItem(index: 2, geometry: MatchedGeometry(key: "other", isSource: false))], to: &items)
        #expect(items.map(\.frame) == [Self.source, Self.source, Self.own])
    }

    /// A view outside the scroll content with `frame`, inside view `parent`, in `group`.
    static func view(_ frame: Rect, parent: Int? = nil, _ geometry: MatchedGeometry? = nil) -> SceneView {
        var view = SceneView(kind: "Color", id: nil, label: nil, frame: frame, contentFrame: frame, depth: parent == nil ? 0 : 1,
                             actions: ItemActions(), relation: .beside, scrollViewIndex: nil)
        view.parentIndex = parent
        view.matchedGeometry = geometry
        return view
    }

    @Test func viewsOutsideScrollContentFollowTheirSourceWithWhatTheyHold() {
        // The follower (20 × 10 at the origin) takes the source's frame; the text inside it,
        // 5 pt in, moves by the same (100, 200).
        var views = [Self.view(Self.source, MatchedGeometry(key: "k")),
                     Self.view(Self.own, MatchedGeometry(key: "k", isSource: false)),
                     Self.view(Rect(x: 5, y: 5, width: 10, height: 5), parent: 1)]
        MatchedGeometry.applySources(to: &views)
        #expect(views.map(\.frame) == [Self.source, Self.source, Rect(x: 105, y: 205, width: 10, height: 5)])
    }

    @Test func followersAreTheNonSourcesWhoseGroupHasNoSourceAmongTheViews() {
        // "k" has its source here, so its non-source is matched by `applySources`; "row" has
        // none here (its source is in scroll content), so its non-source is a follower.
        let views = [Self.view(Self.source, MatchedGeometry(key: "k")),
                     Self.view(Self.own, MatchedGeometry(key: "k", isSource: false)),
                     Self.view(Self.own, MatchedGeometry(key: "row", isSource: false)),
                     Self.view(Self.own)]
        #expect(MatchedGeometry.followers(in: views) == [2])
    }

    @Test func aFollowerMatchedToAFrameFromElsewhereTakesItWithWhatItHolds() {
        // A row drawn at (0, 70, 390, 50): the follower takes it, the text inside moves by (0, 70).
        var views = [Self.view(Self.own, MatchedGeometry(key: "row", isSource: false)),
                     Self.view(Rect(x: 5, y: 5, width: 10, height: 5), parent: 0)]
        MatchedGeometry.match(0, to: Rect(x: 0, y: 70, width: 390, height: 50), in: &views)
        #expect(views.map(\.frame) == [Rect(x: 0, y: 70, width: 390, height: 50), Rect(x: 5, y: 75, width: 10, height: 5)])
    }

    @Test func anInsertedViewMovesFromWhereItsGroupWasAlongTheCurve() throws {
        // Before the change the group was drawn at `source`; the view now at `own` starts there
        // and is half-way at half the linear second, what it holds moving with its origin.
        let views = [Self.view(Self.own, MatchedGeometry(key: "k")), Self.view(Rect(x: 2, y: 2, width: 4, height: 4), parent: 0)]
        let motion = try #require(MatchedViewMotion(views: views, before: ["k": Self.source],
                                                    animation: .timing(.linear, duration: 1)))
        #expect(motion.views(views, at: 0).map(\.frame) == [Self.source, Rect(x: 102, y: 202, width: 4, height: 4)])
        #expect(motion.views(views, at: 0.5).map(\.frame) == [Rect(x: 50, y: 100, width: 50, height: 25),
                                                              Rect(x: 52, y: 102, width: 4, height: 4)])
        #expect(motion.isFinished(at: 1))
        #expect(motion.views(views, at: 1).map(\.frame) == views.map(\.frame))
        // A group drawn where the view already is does not move.
        #expect(MatchedViewMotion(views: views, before: ["k": Self.own], animation: .timing(.linear, duration: 1)) == nil)
    }
}
