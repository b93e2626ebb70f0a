import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// A scene's root, as a `UIHostingController`'s root view: offered the safe area's size and
/// centred in it, whether it holds a scroll view of its own or not (`SceneLayout.unscrollable`).
@Suite struct UnscrollableRootTests {
    static let screen = SceneLayout.defaultScreen
    static let phone = Size(width: 393, height: 852)
    static let bars = EdgeInsets(top: 59, bottom: 34)

    /// The frame on the screen of the item `label` at rest: content coordinates shifted by the
    /// scroll view's origin less its resting offset (−59 under a status bar, else 0).
    static func frame(_ label: String, root: ViewNode, screen: Size = screen, safeArea: EdgeInsets = .zero) throws -> Rect? {
        let layout = try SceneLayout(root: SceneLayout.unscrollable(root, screen: screen, safeArea: safeArea),
                                     screen: screen, safeArea: safeArea)
        let main = try #require(layout.main)
        guard let index = main.index(ofItemLabelled: label), let item = try main.item(at: index) else { return nil }
        return item.frame.offsetBy(dx: main.frame.minX, dy: main.frame.minY - main.metrics.minOffset)
    }

    static let split = ViewNode.vStack(spacing: 0, [.text("a").frame(width: 100, height: 40), .spacer(),
                                                     .text("b").frame(width: 100, height: 40)])

    @Test func aSpacerPushesTheLastViewToTheBottomOfTheScreen() throws {
        // The stack is offered 390 × 844 and the spacer takes what the two 40 pt views leave:
        // "b" ends at the screen's bottom, 844 − 40 = 804; the 100 pt column is centred, (390 − 100) / 2 = 145.
        #expect(try Self.frame("a", root: Self.split) == Rect(x: 145, y: 0, width: 100, height: 40))
        #expect(try Self.frame("b", root: Self.split) == Rect(x: 145, y: 804, width: 100, height: 40))
    }

    @Test func onAPhoneTheRootFillsTheSafeArea() throws {
        // The safe area is 59…818 (852 − 34): "a" at its top, "b" ends at its bottom, 818 − 40 = 778;
        // centred across 393: (393 − 100) / 2 = 146.5.
        let a = try Self.frame("a", root: Self.split, screen: Self.phone, safeArea: Self.bars)
        let b = try Self.frame("b", root: Self.split, screen: Self.phone, safeArea: Self.bars)
        #expect(a == Rect(x: 146.5, y: 59, width: 100, height: 40))
        #expect(b == Rect(x: 146.5, y: 778, width: 100, height: 40))
    }

    @Test func aSmallerRootIsCentred() throws {
        // (390 − 100) / 2 = 145 across, (844 − 50) / 2 = 397 down; on the phone the safe area's
        // middle: 59 + (759 − 50) / 2 = 413.5 and (393 − 100) / 2 = 146.5.
        let card = ViewNode.text("card").frame(width: 100, height: 50)
        #expect(try Self.frame("card", root: card) == Rect(x: 145, y: 397, width: 100, height: 50))
        #expect(try Self.frame("card", root: card, screen: Self.phone, safeArea: Self.bars)
                == Rect(x: 146.5, y: 413.5, width: 100, height: 50))
    }

    @Test func aColourFillsTheSafeAreaOrTheScreenItIgnores() throws {
        let colour = ViewNode.color("red").id(.string("fill"))
        #expect(try Self.frame("fill", root: colour, screen: Self.phone, safeArea: Self.bars)
                == Rect(x: 0, y: 59, width: 393, height: 759))
        // Ignoring the safe area, the root is offered the whole screen.
        let bleed = colour.modified(.ignoresSafeArea(.all))
        #expect(try Self.frame("fill", root: bleed, screen: Self.phone, safeArea: Self.bars)
                == Rect(x: 0, y: 0, width: 393, height: 852))
        // Only the bottom: 59…852, 793 tall.
        let bottom = colour.modified(.ignoresSafeArea(.bottom))
        #expect(try Self.frame("fill", root: bottom, screen: Self.phone, safeArea: Self.bars)
                == Rect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test func aTallerRootOverflowsEvenlyAtBothEnds() throws {
        // 1,000 pt in 844: centred, so 78 pt lie above the screen, (844 − 1,000) / 2 = −78.
        let tall = ViewNode.text("tall").frame(width: 390, height: 1_000)
        #expect(try Self.frame("tall", root: tall) == Rect(x: 0, y: -78, width: 390, height: 1_000))
    }

    @Test func aSmallerRootHoldingItsOwnScrollViewIsCentredToo() throws {
        // A 200 × 300 scroll view as the root: ((390 − 200) / 2, (844 − 300) / 2) = (95, 272); on
        // the phone (96.5, 59 + (759 − 300) / 2) = (96.5, 288.5), reaching no bar, so not extended.
        let panel = ViewNode.scrollView(.vertical, [.text("row").frame(width: 100, height: 40)]).frame(width: 200, height: 300)
        #expect(try SceneLayout(root: panel).main?.frame == Rect(x: 95, y: 272, width: 200, height: 300))
        #expect(try SceneLayout(root: panel, screen: Self.phone, safeArea: Self.bars).main?.frame
                == Rect(x: 96.5, y: 288.5, width: 200, height: 300))
        // One that fills the region stays where it was: the screen, extended under both bars.
        let full = ViewNode.scrollView(.vertical, [.text("row").frame(width: 100, height: 40)])
        #expect(try SceneLayout(root: full, screen: Self.phone, safeArea: Self.bars).main?.frame
                == Rect(x: 0, y: 0, width: 393, height: 852))
    }
}
