import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// The layout engine's side of a custom `Layout`: what it asks, and how it places the
/// subviews from the answers (frames worked out from Apple's documentation of the protocol).
@Suite struct CustomLayoutTests {
    /// A diagonal: subviews one after the other down and right, at their ideal sizes; the
    /// last `unplaced` subviews are left unplaced.
    final class Diagonal: CustomLayout {
        var unplaced = 0
        var proposals: [LayoutProposal] = []
        var stackOrientation: Axis?
        var typeName: String { "Diagonal" }

        func sizeThatFits(_ proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws -> Size {
            proposals.append(proposal)
            let sizes = try subviews.map { try $0.sizeThatFits(LayoutProposal(width: nil, height: nil)) }
            return Size(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws {
            var point = bounds.origin
            for subview in subviews.dropLast(unplaced) {
                let size = try subview.sizeThatFits(LayoutProposal(width: nil, height: nil))
                subview.place(at: point, anchor: Alignment(horizontal: 0, vertical: 0), proposal: LayoutProposal(width: nil, height: nil))
                point = Point(x: point.x + size.width, y: point.y + size.height)
            }
        }
    }

    static func labelled(_ node: ViewNode, _ label: String) -> ViewNode { node.modified(.label(label)) }

    static func custom(_ layout: CustomLayout, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(StackNode(.custom(CustomLayoutNode(layout))), children: children))
    }

    @Test func subviewsGoWherePlaced() throws {
        let diagonal = Diagonal()
        let root = Self.custom(diagonal, [Self.labelled(ViewNode.rectangle.frame(width: 30, height: 10), "a"),
                                          Self.labelled(ViewNode.rectangle.frame(width: 20, height: 40), "b")])
            .modified(.label("box"))
        let layout = try SceneLayout(root: root)
        // 50 × 50 (the root, centred on the screen; frames from its corner).
        #expect(layout.frameInRoot("box") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(layout.frameInRoot("a") == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(layout.frameInRoot("b") == Rect(x: 30, y: 10, width: 20, height: 40))
        // The outermost view is offered the screen.
        #expect(diagonal.proposals.first == LayoutProposal(width: 390, height: 844))
    }

    @Test func anUnplacedSubviewIsCentredWithTheContainersProposal() throws {
        let diagonal = Diagonal()
        diagonal.unplaced = 1
        // A colour takes what it is offered: the container's proposal, 100 × 60 from the frame,
        // centred on the bounds' centre (its size is the colour's ideal, 10 × 10, summed with 30 × 10).
        let root = Self.custom(diagonal, [ViewNode.rectangle.frame(width: 30, height: 10), Self.labelled(.color("red"), "c")])
            .frame(width: 100, height: 60, alignment: .topLeading)
        let layout = try SceneLayout(root: root)
        // The container is 40 × 20; the colour, offered 100 × 60, is 100 × 60 centred on (20, 10).
        #expect(layout.frameInRoot("c") == Rect(x: -30, y: -20, width: 100, height: 60))
    }

    @Test func aSpacerFollowsTheLayoutsStackOrientation() throws {
        // At its ideal size a Spacer is its 8 pt minimum: on both axes outside a stack, along
        // the axis only (0 across) where the layout says it stacks vertically.
        func box(_ orientation: Axis?) throws -> Rect? {
            let diagonal = Diagonal()
            diagonal.stackOrientation = orientation
            let root = Self.custom(diagonal, [ViewNode.rectangle.frame(width: 30, height: 10), ViewNode(.spacer(minLength: nil))])
                .modified(.label("box"))
            return try SceneLayout(root: root).frameInRoot("box")
        }
        #expect(try box(nil) == Rect(x: 0, y: 0, width: 38, height: 18))
        #expect(try box(.vertical) == Rect(x: 0, y: 0, width: 30, height: 18))
    }

    @Test func rowsWithCustomLayoutsNeverShareAMeasure() throws {
        var first = LayoutSignature(), second = LayoutSignature()
        let children = [ViewNode.text("a")]
        try first.append(Self.custom(Diagonal(), children))
        try second.append(Self.custom(Diagonal(), children))
        #expect(first.words != second.words)
    }

    /// Places its one subview at `point` of the coordinates its bounds are in, and keeps the
    /// bounds it is given.
    final class Pinned: CustomLayout {
        let point: Point
        var bounds: [Rect] = []
        var stackOrientation: Axis? { nil }
        var typeName: String { "Pinned" }

        init(at point: Point) { self.point = point }

        func sizeThatFits(_ proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws -> Size {
            Size(width: 100, height: 40)
        }

        func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws {
            self.bounds.append(bounds)
            subviews.first?.place(at: point, anchor: Alignment(horizontal: 0, vertical: 0),
                                  proposal: LayoutProposal(width: nil, height: nil))
        }
    }

    @Test func boundsAreTheContainersRegionInItsParentsCoordinates() throws {
        let pinned = Pinned(at: .zero)
        // A VStack 0 apart at the screen's corner: a 390 × 30 rectangle, then the 100 × 40 layout
        // in 10 pt of padding (120 × 60), centred: at (135, 30), the layout inside its padding at
        // (145, 40). Its subview, placed at (0, 0) of those coordinates, is at the VStack's corner.
        let root = ViewNode.vStack(spacing: 0, [ViewNode.rectangle.frame(width: 390, height: 30),
                                                Self.custom(pinned, [Self.labelled(ViewNode.rectangle.frame(width: 10, height: 10), "p")])
                                                    .padding(10)])
        let layout = try SceneLayout(root: root)
        #expect(pinned.bounds == [Rect(x: 145, y: 40, width: 100, height: 40)])
        #expect(layout.frameInRoot("p") == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aLayoutInsideALayoutHasBoundsInItsContainersCoordinates() throws {
        // The outer layout (a diagonal) puts a 30 × 10 rectangle, then the inner layout at
        // (30, 10) of its bounds, (0, 0) on the screen: the inner one's bounds start at (30, 10),
        // and it places its subview at (5, 5) of the outer's coordinates, (5, 5) on the screen.
        let inner = Pinned(at: Point(x: 5, y: 5))
        let root = Self.custom(Diagonal(), [ViewNode.rectangle.frame(width: 30, height: 10),
                                            Self.custom(inner, [Self.labelled(ViewNode.rectangle.frame(width: 10, height: 10), "q")])])
        let layout = try SceneLayout(root: root)
        #expect(inner.bounds == [Rect(x: 30, y: 10, width: 100, height: 40)])
        #expect(layout.frameInRoot("q") == Rect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func aScrollViewsItemHasBoundsWhereItsStackPutsIt() throws {
        // A scroll view's VStack (0 apart, 390 wide): a 390 × 30 rectangle, then the 100 × 40
        // layout, centred: at ((390 − 100)/2, 30) = (145, 30) in the stack, where its bounds start.
        let pinned = Pinned(at: .zero)
        let column = ViewNode.vStack(spacing: 0, [ViewNode.rectangle.frame(width: 390, height: 30),
                                                  Self.custom(pinned, [ViewNode.rectangle.frame(width: 10, height: 10)])])
        let root = ViewNode.scrollView(.vertical, [column])
        _ = try SceneLayout(root: root)
        #expect(pinned.bounds == [Rect(x: 145, y: 30, width: 100, height: 40)])
    }

    @Test func eachItemIsPlacedOnceWhereItsStackPutsIt() throws {
        // A scroll view's VStack (0 apart) of 100 × 40 layouts is 100 wide: the one at position
        // i is at (0, 40 i) in it (centring the stack in the scroll view moves their parent, not
        // them in it). Each places its subviews once, from bounds there; a layout written twice
        // (the same view value) is placed once for each of its places.
        let layouts = (0..<3).map { _ in Pinned(at: .zero) }
        let shared = Pinned(at: .zero)
        let sharedView = Self.custom(shared, [ViewNode.rectangle.frame(width: 10, height: 10)])
        let rows = layouts.map { Self.custom($0, [ViewNode.rectangle.frame(width: 10, height: 10)]) } + [sharedView, sharedView]
        _ = try SceneLayout(root: ViewNode.scrollView(.vertical, [ViewNode.vStack(spacing: 0, rows)]))
        #expect(layouts.map(\.bounds) == (0..<3).map { [Rect(x: 0, y: 40 * Double($0), width: 100, height: 40)] })
        #expect(shared.bounds == [Rect(x: 0, y: 120, width: 100, height: 40), Rect(x: 0, y: 160, width: 100, height: 40)])
    }
}
