import Foundation
import Testing
@testable import ScrollworkCore

@Suite struct ContentLayoutTests {
    @Test func visibleRangeOfAMillionItems() {
        let layout = listLayout(count: 1_000_000, height: 50)
        #expect(layout.indices(overlapping: 25_000_010, 25_000_844) == Array(500_000...500_016))
        #expect(layout.indices(overlapping: -100, 0).isEmpty)
        #expect(layout.indices(overlapping: 0, 1) == [0])
    }

    @Test func overlappingItemsOutOfOrderAreFound() {
        // A tall item first, then short ones that start above its end, then one that starts earlier.
        let items = [
            LayoutItem(id: .int(0), frame: Rect(x: 0, y: 100, width: 10, height: 500)),
            LayoutItem(id: .int(1), frame: Rect(x: 0, y: 150, width: 10, height: 10)),
            LayoutItem(id: .int(2), frame: Rect(x: 0, y: 0, width: 10, height: 20)),
        ]
        let layout = ContentLayout(axis: .vertical, items: items, contentSize: Size(width: 10, height: 600))
        #expect(layout.indices(overlapping: 400, 450) == [0])
        #expect(layout.indices(overlapping: 10, 155) == [0, 1, 2])
    }

    @Test func aTallItemInOrderStillCoversTheShortOnesAfterIt() {
        // Starts in order, but the first item ends past the next two: the ends do not grow.
        let items = [
            LayoutItem(id: .int(0), frame: Rect(x: 0, y: 0, width: 10, height: 500)),
            LayoutItem(id: .int(1), frame: Rect(x: 0, y: 50, width: 10, height: 10)),
            LayoutItem(id: .int(2), frame: Rect(x: 0, y: 100, width: 10, height: 10)),
            LayoutItem(id: .int(3), frame: Rect(x: 0, y: 600, width: 10, height: 10)),
        ]
        let layout = ContentLayout(axis: .vertical, items: items, contentSize: Size(width: 10, height: 610))
        #expect(layout.indices(overlapping: 200, 300) == [0])
        #expect(layout.indices(overlapping: 55, 105) == [0, 1, 2])
        #expect(layout.indices(overlapping: 500, 605) == [3])
    }

    @Test func scrollPositionIsTheFirstTargetPastTheTop() {
        let layout = listLayout(count: 100, height: 100)
        #expect(layout.scrollPositionID(targetMin: 0) == .int(0))
        #expect(layout.scrollPositionID(targetMin: 99.4) == .int(0))
        #expect(layout.scrollPositionID(targetMin: 99.5) == .int(1))
        #expect(layout.scrollPositionID(targetMin: 250) == .int(2))
    }

    /// Items none of which is a scroll target give no position, wherever the content is, and
    /// the first target past the top is found however many items without a flag come before it.
    @Test func scrollPositionIsNilWithoutTargets() {
        let plain = (0..<1_000).map { LayoutItem(id: .int($0), frame: Rect(x: 0, y: Double($0) * 10, width: 100, height: 10)) }
        let content = ContentLayout(axis: .vertical, items: plain, contentSize: Size(width: 100, height: 10_000))
        #expect(content.scrollPositionID(targetMin: 0) == nil)
        #expect(content.scrollPositionID(targetMin: 5_000) == nil)
        var mixed = plain
        mixed[700].flags = .scrollTarget
        let one = ContentLayout(axis: .vertical, items: mixed, contentSize: Size(width: 100, height: 10_000))
        #expect(one.scrollPositionID(targetMin: 0) == .int(700))
        #expect(one.scrollPositionID(targetMin: 7_005) == .int(700))
        #expect(one.scrollPositionID(targetMin: 7_010) == nil)
    }

    @Test func targetStartsAreDistinctAndSorted() {
        var items = [LayoutItem]()
        for row in 0..<3 {
            for column in 0..<2 {
                items.append(LayoutItem(id: .int(row * 2 + column),
                                        frame: Rect(x: Double(column) * 100, y: Double(row) * 100, width: 100, height: 100),
                                        flags: .scrollTarget))
            }
        }
        let layout = ContentLayout(axis: .vertical, items: items, contentSize: Size(width: 200, height: 300))
        #expect(layout.targetStarts == [0, 100, 200])
    }

    @Test func idsParseAsIntegersWhenTheyCan() {
        #expect(ItemID(parsing: "12") == .int(12))
        #expect(ItemID(parsing: "hero") == .string("hero"))
    }
}
