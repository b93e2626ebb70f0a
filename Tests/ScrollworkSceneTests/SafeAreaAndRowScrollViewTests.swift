import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// The device's safe area in the layout, scroll view keys, scroll views laid out for rows on
/// demand, and what the walker records for hit testing.
@Suite struct SafeAreaAndRowScrollViewTests {
    static let phone = Size(width: 393, height: 852)
    static let bars = EdgeInsets(top: 59, bottom: 34)

    static func rows(_ count: Int, height: Double = 80) -> ViewNode {
        .lazyVStack(spacing: 0, [.forEach(0..<count) { ViewNode.text("Row \($0)").frame(height: height) }])
    }

    @Test func aScrollViewReachingTheBarsExtendsUnderThemAndInsetsItsContent() throws {
        let layout = try SceneLayout(root: .scrollView(.vertical, [Self.rows(40)]), screen: Self.phone, safeArea: Self.bars)
        let main = try #require(layout.main)
        #expect(main.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(main.metrics.insets.top == 59 && main.metrics.insets.bottom == 34)
        #expect(main.metrics.minOffset == -59)
        // 40 rows of 80: 3200 + 34 − 852.
        #expect(main.metrics.maxOffset == 2382)
        #expect(main.barInsets == Self.bars)
    }

    @Test func contentStaysInsideTheSafeArea() throws {
        let header = ViewNode.text("Header").frame(maxWidth: .infinity).frame(height: 44).id(.string("header"))
        let root = ViewNode.vStack(spacing: 0, [header, .scrollView(.vertical, [Self.rows(40)])])
        let layout = try SceneLayout(root: root, screen: Self.phone, safeArea: Self.bars)
        #expect(layout.views(matching: "header").first?.frame == Rect(x: 0, y: 59, width: 393, height: 44))
        let main = try #require(layout.main)
        // 103…818 in the safe area, then 34 more under the home indicator.
        #expect(main.frame == Rect(x: 0, y: 103, width: 393, height: 749))
        #expect(main.metrics.insets.top == 0 && main.metrics.insets.bottom == 34)
        #expect(layout.safeRegion == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func ignoringTheSafeAreaReachesTheScreenEdges() throws {
        let root = ViewNode.scrollView(.vertical, [Self.rows(40)]).modified(.ignoresSafeArea(.all))
        let main = try #require(try SceneLayout(root: root, screen: Self.phone, safeArea: Self.bars).main)
        #expect(main.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(main.metrics.insets == .zero)
        // Only the top: the bottom edge stays in the safe area and the list extends under the home indicator.
        let top = ViewNode.scrollView(.vertical, [Self.rows(40)]).modified(.ignoresSafeArea(.top))
        let topOnly = try #require(try SceneLayout(root: top, screen: Self.phone, safeArea: Self.bars).main)
        #expect(topOnly.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(topOnly.metrics.insets.top == 0 && topOnly.metrics.insets.bottom == 34)
    }

    @Test func aBackgroundIgnoringTheSafeAreaFillsTheScreen() throws {
        let paper = ViewNode.color("white").modified(.ignoresSafeArea(.all)).id(.string("paper"))
        let root = ViewNode.vStack([.text("Hello")]).frame(maxWidth: .infinity, maxHeight: .infinity).background(paper)
        let layout = try SceneLayout(root: .zStack([root, .scrollView(.vertical, [.text("a")]).frame(height: 100)]),
                                     screen: Self.phone, safeArea: Self.bars)
        #expect(layout.views(matching: "paper").first?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func geometryReadersSeeTheBarsTheirFrameReaches() throws {
        let layout = try SceneLayout(root: .scrollView(.vertical, [.text("a")]), screen: Self.phone, safeArea: Self.bars)
        #expect(layout.safeAreaInsets(ofFrame: Rect(x: 0, y: 59, width: 393, height: 759)) == Self.bars)
        #expect(layout.safeAreaInsets(ofFrame: Rect(x: 0, y: 0, width: 393, height: 852)) == Self.bars)
        #expect(layout.safeAreaInsets(ofFrame: Rect(x: 0, y: 200, width: 393, height: 100)) == .zero)
        #expect(layout.safeAreaInsets(ofFrame: Rect(x: 0, y: 30, width: 393, height: 100)) == EdgeInsets(top: 29))
        let plain = try SceneLayout(root: .scrollView(.vertical, [.text("a")]))
        #expect(plain.safeAreaInsets(ofFrame: Rect(x: 0, y: 0, width: 390, height: 844)) == .zero)
    }

    @Test func rowsHoldingScrollViewsLayThemOutOnDemand() throws {
        let carousel: (Int) -> ViewNode = { row in
            ViewNode.scrollView(.horizontal, [.lazyHStack(spacing: 10, [.forEach(0..<5) { _ in ViewNode.rectangle.frame(width: 300) }])])
                .frame(height: 150).id(.int(row))
        }
        let feed = ViewNode.scrollView(.vertical, [.lazyVStack(spacing: 0, [.forEach(0..<1000, row: carousel)])])
        let layout = try SceneLayout(root: feed)
        let main = try #require(layout.main)
        #expect(layout.scrollViews.count == 1)
        #expect(main.rowsHoldScrollViews)
        #expect(main.itemHoldsScrollViews(at: 999))
        let inner = try main.scrollViews(inItemAt: 7)
        #expect(inner.count == 1)
        #expect(inner[0].frame == Rect(x: 0, y: 1050, width: 390, height: 150))
        #expect(inner[0].key == main.key.child(item: .int(7), ordinal: 0))
        #expect(inner[0].itemInParent == 7)
        #expect(inner[0].content.count == 5)
        let plain = try #require(try SceneLayout(root: .scrollView(.vertical, [Self.rows(10)])).main)
        #expect(!plain.rowsHoldScrollViews && !plain.itemHoldsScrollViews(at: 3))
    }

    @Test func keysTellScrollViewsApartByTheirPlaceAndIDs() {
        let feed = ScrollViewKey(top: 0)
        let tab = ScrollViewKey(top: 0, identity: [.string("photos")])
        #expect(feed != tab)
        #expect(tab.description == "0@photos")
        let row = feed.child(item: .int(3), ordinal: 1)
        #expect(row.description == "0/[3]#1")
        #expect(row.parent == feed && row.depth == 1 && feed.parent == nil)
    }

    @Test func theWalkerRecordsWhatTakesTouches() throws {
        let row = ViewNode.hStack([.text("A").frame(width: 100), .spacer(), .text("B")]).modified(.contentShape)
        let root = ViewNode.vStack(spacing: 0, [row, ViewNode.color("clear").frame(height: 50),
                                                ViewNode.color("red").frame(height: 50).modified(.allowsHitTesting(false))])
        let views = try SceneLayout(root: .zStack([root, .scrollView(.vertical, [.text("a")]).frame(height: 10)])).views
        let byKind = { (kind: String) in views.filter { $0.kind == kind } }
        #expect(byKind("HStack").first?.takesTouches == true && byKind("HStack").first?.hasContentShape == true)
        // A text takes touches where it is, not in the frame around it.
        let a = try #require(byKind("Text").first { $0.label == "A" })
        #expect(a.hitFrame.width == 8 && a.frame.width == 100)
        #expect(byKind("Color").map(\.takesTouches) == [false, true])
        #expect(byKind("Color").map(\.allowsHitTesting) == [true, false])
        #expect(byKind("Spacer").first?.takesTouches == false)
        #expect(a.parentIndex.map { views[$0].kind } == "HStack")
    }
}
