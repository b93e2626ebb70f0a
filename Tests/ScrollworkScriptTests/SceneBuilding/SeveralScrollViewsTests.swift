import Foundation
import Testing
import ScrollworkCore
import ScrollworkScene
@testable import ScrollworkScript

/// Every scroll view of a scene is simulated (docs/SEMANTICS.md, "Several scroll views"):
/// numbering, a shared clock, rows whose carousels come and go with their offsets kept, callbacks
/// per scroll view.
struct SeveralScrollViewsTests {
    /// A feed of 50 rows 200 pt high, each a carousel of ten 300 pt cards, 10 apart, 20 pt margins.
    static let feed = """
    struct Carousel: View {
        let row: Int
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<10) { card in Text("Card \\(row).\\(card)").frame(width: 300, height: 180) }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20)
            .scrollTargetBehavior(.viewAligned)
            .frame(height: 200)
        }
    }
    struct Feed: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50) { row in Carousel(row: row).id(row) }
                }
            }
        }
    }
    """

    @Test func rowsOnScreenHaveTheirCarouselsNumberedAfterTheFeed() throws {
        let (_, scene) = try makeScene(Self.feed, "Feed")
        // 844 pt show rows 0…4 (the fifth, 800…1000, overlaps the bottom).
        #expect(scene.scrollViews.count == 6)
        #expect(scene.scrollViews.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(scene.scrollViews.map(\.axis) == [.vertical] + Array(repeating: .horizontal, count: 5))
        #expect(scene.scrollViews[2].screenFrame == rect(0, 200, 390, 200))
        #expect(scene.scrollViews[1].key.description == "0/[0]")
        #expect(scene.scrollViews[1].declaration == "ScrollView in Carousel")
        #expect(scene.current === scene.scrollViews[0])
        // A carousel rests at −20: its leading content margin.
        #expect(scene.scrollViews[1].simulation.offset == -20)
    }

    @Test func aCarouselKeepsItsOffsetWhenItsRowLeavesAndComesBack() throws {
        let (_, scene) = try makeScene(Self.feed, "Feed")
        _ = try scene.use("3")   // row 1
        scene.simulation.scroll(toOffset: 600, animated: false)
        #expect(scene.current.key.description == "0/[1]")
        _ = try scene.use("1")
        scene.simulation.scroll(toOffset: 3000, animated: false)
        scene.afterFrame()
        // Rows 15…19 are on screen now (3000…3844); row 1's carousel is gone.
        #expect(!scene.scrollViews.contains { $0.key.description == "0/[1]" })
        #expect(scene.scrollViews.count == 6)
        scene.simulation.scroll(toOffset: 0, animated: false)
        scene.afterFrame()
        let back = try #require(scene.scrollViews.first { $0.key.description == "0/[1]" })
        #expect(back.simulation.offset == 600)
        #expect(back.number == 3)
    }

    @Test func oneClockMovesEveryScrollView() throws {
        let (_, scene) = try makeScene(Self.feed, "Feed")
        _ = try scene.use("2")
        scene.simulation.fling(1000)
        _ = try scene.use("1")
        scene.simulation.fling(100)
        // Stepping the feed steps the carousel too; settle waits for both (the feed stops at
        // 49.95, so row 0 stays on screen).
        #expect(scene.simulation.settle())
        let carousel = try #require(scene.scrollViews.first { $0.key.description == "0/[0]" })
        // viewAligned, .always on a 390 pt carousel: one card from the start, at 310 (offset 290).
        #expect(carousel.simulation.offset == 290)
        #expect(carousel.simulation.time == scene.scrollViews[0].simulation.time)
        #expect(abs(scene.simulation.offset - 49.95) < 0.01)
        #expect(scene.clock.time > 0)
    }

    @Test func scrollViewsInAnItemBuiltUpFrontExistFromTheStart() throws {
        let (_, scene) = try makeScene("""
        struct Gallery: View {
            @State var mainID: Int? = nil
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading) {
                        Text("Featured")
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 10) {
                                ForEach(0..<5) { i in Color.orange.frame(width: 350, height: 200) }
                            }
                            .scrollTargetLayout()
                        }
                        .contentMargins(.horizontal, 20)
                        .scrollTargetBehavior(.viewAligned)
                        .scrollPosition(id: $mainID)
                        .id("hero")
                    }
                }
            }
        }
        """, "Gallery")
        #expect(scene.scrollViews.count == 2)
        let hero = try #require(scene.scrollView(named: "hero"))
        #expect(hero.number == 2)
        // Below the title's line and the stack's 8 pt.
        #expect(hero.screenFrame == rect(0, bodyLine + 8, 390, 200))
        _ = try scene.use("hero")
        scene.simulation.fling(2000)
        scene.simulation.settle()
        // One card per flick (.always, one card fits): card 1 at 360, offset 340; the binding follows.
        #expect(scene.simulation.offset == 340)
        #expect(scene.stateValue("mainID") == .int(1))
    }

    @Test func sideBySideScrollViewsAreNumberedInLayoutOrder() throws {
        let (_, scene) = try makeScene("""
        struct Columns: View {
            var body: some View {
                HStack(spacing: 0) {
                    ScrollView { ForEach(0..<30) { Text("L\\($0)").frame(width: 130, height: 50).id("l\\($0)") } }.id("left")
                    ScrollView { ForEach(0..<30) { Text("M\\($0)").frame(width: 130, height: 50) } }.id("middle")
                    ScrollView { ForEach(0..<30) { Text("R\\($0)").frame(width: 130, height: 50) } }.id("right")
                }
            }
        }
        """, "Columns")
        #expect(scene.scrollViews.map { $0.id?.description } == ["left", "middle", "right"])
        #expect(scene.scrollViews.map(\.screenFrame.minX) == [0, 130, 260])
        _ = try scene.use("middle")
        scene.simulation.scroll(toOffset: 100, animated: false)
        #expect(scene.scrollViews.map(\.simulation.offset) == [0, 100, 0])
        var sources = [Int?]()
        scene.onEvent = { sources.append($0.scrollView) }
        _ = try scene.use("right")
        scene.simulation.fling(300)
        #expect(sources.contains(3))
    }
}
