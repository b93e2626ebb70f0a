import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// Animated layout changes: frames move along the animation's curve.
@Suite struct LayoutAnimationTests {
    static func list(expanded: Int?, extra: Bool = false) throws -> ScrollViewLayout {
        let count = extra ? 4 : 3
        let rows = ViewNode.forEach(0..<count) { index in
            ViewNode.color("card").frame(height: index == expanded ? 300 : 100)
        }
        let layout = try SceneLayout(root: .scrollView(.vertical, [.lazyVStack(spacing: 0, [rows])]))
        return try #require(layout.main)
    }

    @Test func anExpandingCardPushesTheOthersDown() throws {
        let animation = LayoutAnimation(from: try Self.list(expanded: nil), to: try Self.list(expanded: 1), animation: .timing(.linear, duration: 0.3))
        #expect(!animation.isEmpty)
        let halfway = animation.content(at: 0.15)
        #expect(halfway.items.map(\.frame) == [
            Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: 0, y: 100, width: 390, height: 200),
            Rect(x: 0, y: 300, width: 390, height: 100),
        ])
        #expect(animation.metrics(at: 0.15).contentSize.height == 400)
        #expect(animation.content(at: 0.3).items.map(\.frame.height) == [100, 300, 100])
        #expect(animation.isFinished(at: 0.3))
        #expect(!animation.isFinished(at: 0.29))
    }

    @Test func easeInOutIsSlowAtTheStart() throws {
        let animation = LayoutAnimation(from: try Self.list(expanded: nil), to: try Self.list(expanded: 0), animation: .timing(.easeInOut, duration: 0.3))
        let early = animation.content(at: 0.03).items[0].frame.height
        #expect(early > 100 && early < 120)
    }

    @Test func newItemsAppearInPlace() throws {
        let animation = LayoutAnimation(from: try Self.list(expanded: nil), to: try Self.list(expanded: 0, extra: true), animation: .timing(.linear, duration: 0.3))
        let halfway = animation.content(at: 0.15)
        #expect(halfway.items.map(\.frame.minY) == [0, 200, 300, 500])
        #expect(halfway.items.map(\.frame.height) == [200, 100, 100, 100])
    }

    @Test func noChangeIsEmpty() throws {
        let animation = LayoutAnimation(from: try Self.list(expanded: 2), to: try Self.list(expanded: 2), animation: .timing(.easeInOut, duration: 0.3))
        #expect(animation.isEmpty)
        #expect(animation.isFinished(at: 0))
    }
}
