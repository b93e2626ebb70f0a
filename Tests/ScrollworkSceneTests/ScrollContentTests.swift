import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// Scroll content laid out into items, frames worked out by hand on a 390×844 screen.
@Suite struct ScrollContentTests {
    static func main(_ root: ViewNode, screen: Size = SceneLayout.defaultScreen) throws -> ScrollViewLayout {
        let layout = try SceneLayout(root: root, screen: screen)
        return try #require(layout.main)
    }

    static func rows(_ count: Int, height: Double) -> ViewNode {
        .forEach(0..<count) { ViewNode.text("Row \($0)").frame(height: height) }
    }

    @Test func lazyStackRowsAreItemsCentredAcrossTheWidth() throws {
        let scroll = try Self.main(.scrollView(.vertical, [.lazyVStack(spacing: 10, [Self.rows(5, height: 50)])]))
        #expect(scroll.metrics == ScrollMetrics(axis: .vertical, containerSize: Size(width: 390, height: 844),
                                                contentSize: Size(width: 390, height: 290)))
        #expect(scroll.content.items.map(\.id) == (0..<5).map { ItemID.int($0) })
        #expect(scroll.content.items.map(\.frame) == (0..<5).map { Rect(x: 175, y: Double($0) * 60, width: 40, height: 50) })
        #expect(scroll.content.items.allSatisfy { $0.flags.isEmpty && $0.transition == -1 })
        #expect(try scroll.item(at: 3)?.label == "Row 3")
    }

    @Test func plainVStackAsOnlyChildIsOpenedIntoItems() throws {
        let scroll = try Self.main(.scrollView(.vertical, [.vStack(alignment: .leading, [Self.rows(3, height: 30)])]))
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 175, y: 0, width: 40, height: 30), Rect(x: 175, y: 38, width: 40, height: 30),
            Rect(x: 175, y: 76, width: 40, height: 30),
        ])
        // The VStack hugs its 40 pt rows, and the content is centred in the 390 pt container.
        #expect(scroll.metrics.contentSize == Size(width: 40, height: 106))
    }

    @Test func aLazyStacksOnlyChildIsOneItem() throws {
        let card = ViewNode.vStack(spacing: 0, [.text("a"), .text("b")])
        let scroll = try Self.main(.scrollView(.vertical, [.lazyVStack([card])]))
        // Two lines of body text, each 17 × 2444/2048 pt.
        #expect(scroll.content.items.map(\.frame) == [Rect(x: 191, y: 0, width: 8, height: 2 * 17 * 2444 / 2048.0)])
    }

    @Test func severalChildrenFormAnImplicitStackAroundTheTargetLayout() throws {
        let header = ViewNode.text("Top").frame(height: 100).id(.string("top"))
        let list = ViewNode.lazyVStack(spacing: 0, [Self.rows(2, height: 40)]).scrollTargetLayout()
        let scroll = try Self.main(.scrollView(.vertical, [header, list]))
        #expect(scroll.content.items.map(\.id) == [.string("top"), .int(0), .int(1)])
        #expect(scroll.content.items.map(\.frame.minY) == [0, 108, 148])
        #expect(scroll.content.items.map { $0.flags.contains(.scrollTarget) } == [false, true, true])
        #expect(scroll.content.targetStarts == [108, 148])
    }

    @Test func insetsAreSafeAreaPaddingPlusContentMargins() throws {
        let root = ViewNode.scrollView(.vertical, [.lazyVStack([Self.rows(3, height: 40)])])
            .contentMargins(.vertical, 20, for: .scrollContent)
            .contentMargins(.horizontal, 99, for: .scrollIndicators)
            .safeAreaPadding(.top, 30)
        let scroll = try Self.main(root)
        #expect(scroll.metrics.insets == EdgeInsets(top: 50, leading: 0, bottom: 20, trailing: 0))
        #expect(scroll.metrics.minOffset == -50)
    }

    struct SafeAreaCase: CustomTestStringConvertible {
        var name: String
        var root: ViewNode
        var insets: EdgeInsets
        var testDescription: String { name }
    }

    static let safeAreaCases: [SafeAreaCase] = [
        SafeAreaCase(name: "no safe area by default", root: .scrollView(.vertical, [.text("a")]), insets: .zero),
        SafeAreaCase(name: "safeAreaPadding on the scroll view",
                     root: ViewNode.scrollView(.vertical, [.text("a")]).safeAreaPadding(.vertical, 40),
                     insets: EdgeInsets(top: 40, bottom: 40)),
        SafeAreaCase(name: "ignoresSafeArea drops it",
                     root: ViewNode.scrollView(.vertical, [.text("a")]).modified(.ignoresSafeArea(.all)).safeAreaPadding(.vertical, 40),
                     insets: .zero),
        SafeAreaCase(name: "ignoresSafeArea on the top edge only",
                     root: ViewNode.scrollView(.vertical, [.text("a")]).modified(.ignoresSafeArea(.top)).safeAreaPadding(.vertical, 40),
                     insets: EdgeInsets(top: 0, bottom: 40)),
        SafeAreaCase(name: "safeAreaPadding on a container reaches the scroll view inside",
                     root: ViewNode.vStack([.scrollView(.vertical, [.text("a")])]).safeAreaPadding(.all, 10),
                     insets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)),
    ]

    @Test(arguments: safeAreaCases)
    func safeArea(_ testCase: SafeAreaCase) throws {
        #expect(try Self.main(testCase.root).metrics.insets == testCase.insets)
    }

    @Test func horizontalCarouselWithContainerRelativeFrame() throws {
        let cards = ViewNode.forEach(0..<3) { _ in
            ViewNode.roundedRectangle(cornerRadius: 16).containerRelativeFrame(.horizontal, count: 2, spacing: 12)
        }
        let root = ViewNode.scrollView(.horizontal, [ViewNode.lazyHStack(spacing: 12, [cards]).scrollTargetLayout()])
            .contentMargins(.horizontal, 20)
        let scroll = try Self.main(root)
        #expect(scroll.axis == .horizontal)
        #expect(scroll.metrics.insets == EdgeInsets(leading: 20, trailing: 20))
        // Container inside the margins: 350; (350 − 12·1)/2 = 169 per card.
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 0, y: 0, width: 169, height: 844), Rect(x: 181, y: 0, width: 169, height: 844),
            Rect(x: 362, y: 0, width: 169, height: 844),
        ])
        #expect(scroll.metrics.contentSize == Size(width: 531, height: 844))
    }

    struct RelativeCase: CustomTestStringConvertible {
        var count: Int, span: Int, spacing: Double, margin: Double, width: Double
        var testDescription: String { "count \(count) span \(span) spacing \(spacing) margin \(margin)" }
    }

    static let relativeCases: [RelativeCase] = [
        RelativeCase(count: 1, span: 1, spacing: 0, margin: 0, width: 390),
        RelativeCase(count: 2, span: 1, spacing: 10, margin: 0, width: 190),
        RelativeCase(count: 3, span: 2, spacing: 10, margin: 5, width: 250),
        RelativeCase(count: 4, span: 4, spacing: 10, margin: 5, width: 380),
    ]

    @Test(arguments: relativeCases)
    func containerRelativeWidth(_ testCase: RelativeCase) throws {
        let card = ViewNode.rectangle.containerRelativeFrame(.horizontal, count: testCase.count, span: testCase.span,
                                                             spacing: testCase.spacing)
        let root = ViewNode.scrollView(.horizontal, [.lazyHStack([card])]).contentMargins(.horizontal, testCase.margin)
        #expect(try Self.main(root).content.items.first?.frame.width == testCase.width)
    }

    @Test func unproposedAxisGivesShapesTenPoints() throws {
        let scroll = try Self.main(ViewNode.scrollView(.horizontal, [.rectangle]).frame(width: 100, height: 50))
        #expect(scroll.content.items.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 50)])
        #expect(scroll.metrics.containerSize == Size(width: 100, height: 50))
    }

    @Test func configurationPropagatesFromOuterViewsAndInnerWins() throws {
        let scrollView = ViewNode.scrollView(.vertical, [.text("a")])
            .modified(.scrollDisabled(false))
            .modified(.scrollPosition(binding: 4))
            .modified(.refreshable(action: 12))
        let root = ViewNode.vStack([scrollView])
            .modified(.scrollTargetBehavior(PagingBehavior()))
            .modified(.scrollDisabled(true))
            .modified(.scrollBounceBehavior(.basedOnSize))
            .modified(.scrollDecelerationRate(.fast))
            .modified(.scrollIndicators(.hidden))
            .modified(.defaultScrollAnchor(.bottom))
        let configuration = try Self.main(root).configuration
        #expect(configuration.targetBehavior?.displayName == ".paging")
        #expect(configuration.isDisabled == false)
        #expect(configuration.bounceBehavior == .basedOnSize)
        #expect(configuration.decelerationRate == .fast)
        #expect(configuration.indicators == .hidden)
        #expect(configuration.defaultAnchor == .bottom)
        #expect(configuration.positionBinding == 4)
        #expect(configuration.refreshAction == 12)
        let simulation = try Self.main(root).makeSimulation()
        #expect(simulation.refreshThreshold == 60)
        #expect(simulation.decelerationRate == .fast)
    }

    @Test func defaultScrollAnchorSetsTheStartingOffset() throws {
        let root = ViewNode.scrollView(.vertical, [.lazyVStack(spacing: 0, [Self.rows(30, height: 100)])])
            .modified(.defaultScrollAnchor(.bottom))
        let simulation = try Self.main(root).makeSimulation()
        #expect(simulation.offset == 3000 - 844)
        #expect(simulation.phase == .idle)
    }

    @Test func updateKeepsTheOffsetAndASessionBehaviour() throws {
        let long = try Self.main(.scrollView(.vertical, [.lazyVStack(spacing: 0, [Self.rows(30, height: 100)])]))
        let simulation = long.makeSimulation()
        simulation.behavior = PagingBehavior()
        simulation.scroll(toOffset: 500, animated: false)
        let shorter = try Self.main(ViewNode.scrollView(.vertical, [.lazyVStack(spacing: 0, [Self.rows(12, height: 100)])])
            .modified(.scrollDisabled(true)))
        shorter.update(simulation, includingBehavior: false)
        #expect(simulation.offset == 356)
        #expect(simulation.isScrollDisabled)
        #expect(simulation.behavior?.displayName == ".paging")
        #expect(shorter.label(ofItemAt: 11) == "Row 11")
        #expect(shorter.label(ofItemAt: 12) == "")
    }

    @Test func stickyModifierAndScrollTargetFlags() throws {
        let rows = ViewNode.forEach(0..<4) { index in
            let row = ViewNode.text("R\(index)").frame(height: 20)
            switch index {
            case 1: return row.sticky()
            case 2: return row.sticky(.bottom)
            case 3: return row.sticky(.top, isActive: false).scrollTarget()
            default: return row
            }
        }
        let scroll = try Self.main(.scrollView(.vertical, [.lazyVStack([rows])]))
        #expect(scroll.content.items.map(\.flags) == [[], [.stickyTop], [.stickyBottom], [.scrollTarget]])
    }
}
