import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// Grids, sections and pinned views, frames worked out by hand on a 390 pt wide screen.
@Suite struct GridAndSectionTests {
    struct TrackCase: CustomTestStringConvertible {
        var name: String
        var items: [GridItem]
        var width: Double
        var starts: [Double]
        var lengths: [Double]
        var testDescription: String { name }
    }

    static let trackCases: [TrackCase] = [
        TrackCase(name: "two flexible columns share what the spacing leaves",
                  items: [.flexible(), .flexible()], width: 390, starts: [0, 199], lengths: [191, 191]),
        TrackCase(name: "fixed columns", items: [.fixed(100), .fixed(100)], width: 390, starts: [0, 108], lengths: [100, 100]),
        TrackCase(name: "adaptive fits as many minimum-width columns as it can",
                  items: [.adaptive(minimum: 80)], width: 390, starts: [0, 99.5, 199, 298.5], lengths: [91.5, 91.5, 91.5, 91.5]),
        TrackCase(name: "adaptive with a maximum", items: [.adaptive(minimum: 80, maximum: 90)], width: 390,
                  starts: [0, 98, 196, 294], lengths: [90, 90, 90, 90]),
        TrackCase(name: "fixed, flexible and adaptive together",
                  items: [.fixed(50), .flexible(), .adaptive(minimum: 100)], width: 390, starts: [0, 58, 228], lengths: [50, 162, 162]),
        TrackCase(name: "flexible with a maximum", items: [.flexible(maximum: 100), .flexible()], width: 390,
                  starts: [0, 108], lengths: [100, 282]),
        TrackCase(name: "explicit spacing", items: [GridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 20), .flexible()],
                  width: 390, starts: [0, 205], lengths: [185, 185]),
    ]

    @Test(arguments: trackCases)
    func tracks(_ testCase: TrackCase) {
        let tracks = GridTracks(testCase.items, available: testCase.width)
        #expect(tracks.starts == testCase.starts)
        #expect(tracks.lengths == testCase.lengths)
    }

    static func cells(_ count: Int) -> ViewNode {
        .forEach(0..<count) { ViewNode.color("c\($0)").frame(height: 100) }
    }

    @Test func flexibleGridRows() throws {
        let root = ViewNode.scrollView(.vertical, [ViewNode.lazyVGrid(columns: [.flexible(), .flexible()], spacing: 10, [Self.cells(5)])])
        let scroll = try #require(try SceneLayout(root: root).main)
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 0, y: 0, width: 191, height: 100), Rect(x: 199, y: 0, width: 191, height: 100),
            Rect(x: 0, y: 110, width: 191, height: 100), Rect(x: 199, y: 110, width: 191, height: 100),
            Rect(x: 0, y: 220, width: 191, height: 100),
        ])
        #expect(scroll.metrics.contentSize == Size(width: 390, height: 320))
    }

    @Test func fixedColumnsAreCentredAndCellsCentredInThem() throws {
        let cells = ViewNode.forEach(0..<2) { ViewNode.text("ab").frame(height: 30 + Double($0) * 10) }
        let root = ViewNode.scrollView(.vertical, [ViewNode.lazyVGrid(columns: [.fixed(100), .fixed(100)], [cells])])
        let scroll = try #require(try SceneLayout(root: root).main)
        // Tracks take 208 of 390: they start at 91. A 16 pt text sits in the middle of its 100 pt
        // column, and the shorter cell is centred in the 40 pt line.
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 133, y: 5, width: 16, height: 30), Rect(x: 241, y: 0, width: 16, height: 40),
        ])
    }

    @Test func horizontalGridFillsRowsTopToBottom() throws {
        let cells = ViewNode.forEach(0..<3) { _ in ViewNode.rectangle.frame(width: 50) }
        let root = ViewNode.scrollView(.horizontal, [ViewNode.lazyHGrid(rows: [.fixed(100), .fixed(100)], spacing: 4, [cells])])
            .frame(height: 300)
        let scroll = try #require(try SceneLayout(root: root).main)
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 0, y: 46, width: 50, height: 100), Rect(x: 0, y: 154, width: 50, height: 100),
            Rect(x: 54, y: 46, width: 50, height: 100),
        ])
    }

    static func sectionedList(pinned: PinnedViews) -> ViewNode {
        let sections = ForEachNode(count: 2, ids: .list([.string("s0"), .string("s1")])) { section in
            let rows = ViewNode(.forEach(ForEachNode(range: section * 10..<section * 10 + 3) {
                ViewNode.text("R\($0)").frame(height: 40)
            }))
            return .section(header: ViewNode.text("Header \(section)").frame(height: 30),
                            footer: ViewNode.text("End").frame(height: 10), [rows])
        }
        return .scrollView(.vertical, [.lazyVStack(spacing: 0, pinnedViews: pinned, [ViewNode(.forEach(sections))])])
    }

    @Test func pinnedSectionHeadersAndFooters() throws {
        let scroll = try #require(try SceneLayout(root: Self.sectionedList(pinned: [.sectionHeaders, .sectionFooters])).main)
        let items = scroll.content.items
        #expect(items.map(\.id) == [.string("s0"), .int(0), .int(1), .int(2), .string("#4"),
                                    .string("s1"), .int(10), .int(11), .int(12), .string("#9")])
        #expect(items.map(\.frame.minY) == [0, 30, 70, 110, 150, 160, 190, 230, 270, 310])
        #expect(items[0].frame == Rect(x: 163, y: 0, width: 64, height: 30))
        #expect(items.map(\.flags) == [[.stickyTop], [], [], [], [.stickyBottom], [.stickyTop], [], [], [], [.stickyBottom]])
        #expect(scroll.content.stickyTopIndices == [0, 5])
        #expect(scroll.content.stickyBottomIndices == [4, 9])
        #expect(scroll.metrics.contentSize.height == 320)
        #expect(try scroll.item(at: 5)?.label == "Header 1")
        #expect(try scroll.item(at: 7)?.label == "R11")
    }

    @Test func sectionsWithoutPinningAreNotSticky() throws {
        let scroll = try #require(try SceneLayout(root: Self.sectionedList(pinned: [])).main)
        #expect(scroll.content.items.allSatisfy { $0.flags.isEmpty })
    }

    @Test func pinnedHeaderPinsInTheSimulation() throws {
        let layout = try SceneLayout(root: Self.sectionedList(pinned: .sectionHeaders), screen: Size(width: 390, height: 100))
        let scroll = try #require(layout.main)
        let simulation = scroll.makeSimulation()
        simulation.scroll(toOffset: 40, animated: false)
        #expect(simulation.pins.map(\.id) == [.string("s0")])
        simulation.scroll(toOffset: 150, animated: false)
        // Header 1 starts at 160 and pushes header 0 up to 130.
        #expect(simulation.pins.first?.drawnStart == 130)
    }

    @Test func rowsOfASectionStayLazy() throws {
        let section = ViewNode.section(header: ViewNode.text("Head").frame(height: 20),
                                       footer: ViewNode.text("Foot").frame(height: 20),
                                       [.forEach(0..<1000) { ViewNode.text("R\($0)").frame(height: 10) }])
        let scroll = try #require(try SceneLayout(root: .scrollView(.vertical, [.lazyVStack(spacing: 0, pinnedViews: .sectionHeaders, [section])])).main)
        #expect(scroll.content.count == 1002)
        #expect(scroll.store.keptNodes.count == 2)
        #expect(scroll.store.runs.count == 1)
        #expect(scroll.content.items[1001].frame.minY == 10_020)
        #expect(try scroll.item(at: 500)?.label == "R499")
        #expect(try scroll.item(at: 1001)?.label == "Foot")
        #expect(scroll.content.items[0].flags == [.stickyTop])
    }

    @Test func horizontalSectionsPinToTheLeadingEdge() throws {
        let sections = ForEachNode(count: 2, ids: .list([.string("a"), .string("b")])) { section in
            .section(header: ViewNode.text("H\(section)").frame(width: 30),
                     [.forEach(section * 10..<section * 10 + 2) { ViewNode.rectangle.frame(width: 100).id(.int($0)) }])
        }
        let root = ViewNode.scrollView(.horizontal, [.lazyHStack(spacing: 5, pinnedViews: .sectionHeaders, [ViewNode(.forEach(sections))])])
            .frame(height: 200)
        let scroll = try #require(try SceneLayout(root: root).main)
        #expect(scroll.content.items.map(\.id) == [.string("a"), .int(0), .int(1), .string("b"), .int(10), .int(11)])
        // A header is one body line (17 × 2444/2048 pt), centred down the 200 pt row.
        let line = 17 * 2444 / 2048.0
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 0, y: (200 - line) / 2, width: 30, height: line), Rect(x: 35, y: 0, width: 100, height: 200),
            Rect(x: 140, y: 0, width: 100, height: 200), Rect(x: 245, y: (200 - line) / 2, width: 30, height: line),
            Rect(x: 280, y: 0, width: 100, height: 200), Rect(x: 385, y: 0, width: 100, height: 200),
        ])
        #expect(scroll.content.stickyTopIndices == [0, 3])
    }

    @Test func idealHeightsAndSpacersInRows() throws {
        let rows: [ViewNode] = [ViewNode.color("a").frame(idealHeight: 100), .spacer(minLength: 30), ViewNode.color("b").frame(height: 50)]
        let scroll = try #require(try SceneLayout(root: .scrollView(.vertical, [.lazyVStack(spacing: 0, rows)])).main)
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: 195, y: 100, width: 0, height: 30),
            Rect(x: 0, y: 130, width: 390, height: 50),
        ])
    }

    @Test func layingOutTwiceGivesTheSameOutline() throws {
        let first = try SceneLayout(root: Self.sectionedList(pinned: .sectionHeaders)).outline()
        let second = try SceneLayout(root: Self.sectionedList(pinned: .sectionHeaders)).outline()
        #expect(first == second)
    }

    @Test func gridSectionHeadersTakeAWholeLine() throws {
        let section = ViewNode.section(header: ViewNode.text("Head").frame(height: 20), [Self.cells(3)])
        let root = ViewNode.scrollView(.vertical, [ViewNode.lazyVGrid(columns: [.flexible(), .flexible()], spacing: 10,
                                                                      pinnedViews: .sectionHeaders, [section])])
        let scroll = try #require(try SceneLayout(root: root).main)
        #expect(scroll.content.items.map(\.frame) == [
            Rect(x: 179, y: 0, width: 32, height: 20),
            Rect(x: 0, y: 30, width: 191, height: 100), Rect(x: 199, y: 30, width: 191, height: 100),
            Rect(x: 0, y: 140, width: 191, height: 100),
        ])
        #expect(scroll.content.items[0].flags == [.stickyTop])
    }
}
