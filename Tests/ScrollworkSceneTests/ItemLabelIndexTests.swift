import Testing
@testable import ScrollworkScene

struct ItemLabelIndexTests {
    /// Reading a label builds a row again: a search reads only as far as it must, and never twice.
    @Test func labelsAreReadOnlyAsFarAsASearchNeedsAndOnce() {
        let index = ItemLabelIndex()
        var reads = 0
        let label: (Int) -> String? = { reads += 1; return "Row \($0)" }
        #expect(index.index(of: "Row 3", count: 100, label: label) == 3)
        #expect(reads == 4)
        #expect(index.index(of: "Row 2", count: 100, label: label) == 2)
        #expect(reads == 4)
        #expect(index.index(of: "Row 99", count: 100, label: label) == 99)
        #expect(index.index(of: "missing", count: 100, label: label) == nil)
        #expect(index.index(of: "missing", count: 100, label: label) == nil)
        #expect(reads == 100)
    }

    @Test func aHugeListIsSearchedOnlyInItsFirstItems() {
        let index = ItemLabelIndex()
        var reads = 0
        #expect(index.index(of: "Row 999999", count: 1_000_000, label: { reads += 1; return "Row \($0)" }) == nil)
        #expect(reads == ItemLabelIndex.searchLimit)
    }

    @Test func theFirstOfItemsWithTheSameLabelIsFound() {
        let index = ItemLabelIndex()
        let labels = ["a", "b", "a", "c"]
        #expect(index.index(of: "c", count: labels.count) { labels[$0] } == 3)
        #expect(index.index(of: "a", count: labels.count) { labels[$0] } == 0)
    }
}
