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
}
