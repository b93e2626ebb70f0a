import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// The built-in measuring containers, `Grid` and `ViewThatFits`, on fixed-size views (frames
/// worked out from Apple's documentation of the two views).
@Suite struct GridAndViewThatFitsLayoutTests {
    static func labelled(_ node: ViewNode, _ label: String) -> ViewNode { node.modified(.label(label)) }
    static func box(_ width: Double, _ height: Double, _ label: String) -> ViewNode {
        labelled(ViewNode.rectangle.frame(width: width, height: height), label)
    }
    static func custom(_ layout: CustomLayout, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.custom(CustomLayoutNode(layout))), children: children)).modified(.label("container"))
    }
    static func row(_ cells: [ViewNode], alignment: Double? = nil) -> ViewNode {
        ViewNode(.group(cells)).modified(.layoutValue(LayoutValueEntry(key: GridRowMarker.key, value: GridRowMarker(verticalAlignment: alignment))))
    }
    static func frame(_ layout: SceneLayout, _ label: String) -> Rect? { layout.frameInRoot(label) }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let grid = GridContainerLayout(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5)
        let root = Self.custom(grid, [
            Self.row([Self.box(30, 10, "a"), Self.box(20, 40, "b")]),
            Self.row([Self.box(50, 15, "c"), Self.box(5, 5, "d")]),
        ])
        let layout = try SceneLayout(root: root)
        // Columns 50 and 20, 10 apart; rows 40 and 15, 5 apart.
        #expect(Self.frame(layout, "container") == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(Self.frame(layout, "b") == Rect(x: 60, y: 0, width: 20, height: 40))
        #expect(Self.frame(layout, "c") == Rect(x: 0, y: 45, width: 50, height: 15))
        #expect(Self.frame(layout, "d") == Rect(x: 60, y: 45, width: 5, height: 5))
    }

    @Test func aViewOutsideARowSpansEveryColumnAndASpanningCellWidensItsColumnsEvenly() throws {
        let grid = GridContainerLayout(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0)
        let spanning = Self.box(100, 10, "wide").modified(.layoutValue(LayoutValueEntry(key: GridCellColumns.key, value: GridCellColumns(count: 2))))
        let root = Self.custom(grid, [
            Self.row([Self.box(30, 10, "a"), Self.box(20, 10, "b")]),
            Self.box(10, 10, "alone"),
            Self.row([spanning]),
        ])
        let layout = try SceneLayout(root: root)
        // "wide" needs 100 of the 50 its columns make: each column grows by 25, to 55 and 45.
        #expect(Self.frame(layout, "container") == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(Self.frame(layout, "b") == Rect(x: 55, y: 0, width: 20, height: 10))
        #expect(Self.frame(layout, "alone") == Rect(x: 0, y: 10, width: 10, height: 10))
        #expect(Self.frame(layout, "wide") == Rect(x: 0, y: 20, width: 100, height: 10))
    }

    @Test func viewThatFitsShowsTheFirstChildThatFitsElseTheLast() throws {
        func shown(width: Double, horizontalOnly: Bool = false) throws -> [String] {
            let fits = ViewThatFitsLayout(constrainsWidth: true, constrainsHeight: !horizontalOnly)
            let root = Self.custom(fits, [Self.box(300, 50, "large"), Self.box(200, 900, "tall"), Self.box(100, 20, "small")])
                .frame(width: width, height: 100)
            let layout = try SceneLayout(root: root)
            return ["large", "tall", "small"].filter { !layout.views(matching: $0).isEmpty }
        }
        #expect(try shown(width: 350) == ["large"])
        // 250 wide: "large" is too wide, "tall" too tall for the 100 pt height; "small" is last.
        #expect(try shown(width: 250) == ["small"])
        // Fitted along the width only, "tall" fits.
        #expect(try shown(width: 250, horizontalOnly: true) == ["tall"])
        // Nothing fits in 50: the last child shows all the same.
        #expect(try shown(width: 50) == ["small"])
    }
}
