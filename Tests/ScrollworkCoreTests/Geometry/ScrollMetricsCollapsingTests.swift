import Testing
@testable import ScrollworkCore

/// A leading inset that collapses as the content scrolls (a large title's 52 pt of a 96 pt
/// navigation bar): `UINavigationBar` shrinks one point a point scrolled on from rest, and the
/// scroll view's adjusted inset with it; the resting offset stays −96.
struct ScrollMetricsCollapsingTests {
    private func underLargeTitle(_ axis: Axis = .vertical) -> ScrollMetrics {
        var metrics = ScrollMetrics(axis: axis, containerSize: Size(width: 390, height: 844),
                                    contentSize: Size(width: 390, height: 2000),
                                    insets: axis == .vertical ? EdgeInsets(top: 96, leading: 0, bottom: 0, trailing: 0)
                                                              : EdgeInsets(top: 0, leading: 96, bottom: 0, trailing: 0))
        metrics.collapsingLeadingInset = 52
        return metrics
    }

    struct Case: Sendable {
        var offset: Double
        var collapsed: Double
    }

    // At rest (−96) nothing has collapsed; 26 pt on (−70), 26; 52 pt on (−44) and past, all 52;
    // pulled past rest (−126), nothing.
    @Test(arguments: [Case(offset: -96, collapsed: 0), Case(offset: -70, collapsed: 26), Case(offset: -44, collapsed: 52),
                      Case(offset: -36, collapsed: 52), Case(offset: 500, collapsed: 52), Case(offset: -126, collapsed: 0)])
    func collapsesOnePointAPointScrolledFromRest(_ test: Case) {
        let metrics = underLargeTitle()
        #expect(metrics.collapsed(atOffset: test.offset) == test.collapsed)
        #expect(metrics.insets(atOffset: test.offset).top == 96 - test.collapsed)
        #expect(ScrollGeometry(metrics: metrics, offset: test.offset).contentInsets.top == 96 - test.collapsed)
    }

    @Test func theRestingOffsetAndRangeStayThoseOfTheWholeInset() {
        let metrics = underLargeTitle()
        #expect(metrics.minOffset == -96)
        // 2000 − 844 = 1156.
        #expect(metrics.maxOffset == 1156)
    }

    @Test func aHorizontalScrollViewCollapsesItsLeadingInset() {
        let metrics = underLargeTitle(.horizontal)
        #expect(metrics.insets(atOffset: -70) == EdgeInsets(top: 0, leading: 70, bottom: 0, trailing: 0))
    }

    @Test func withNothingCollapsingTheInsetsAreThoseGiven() {
        var metrics = underLargeTitle()
        metrics.collapsingLeadingInset = 0
        #expect(metrics.insets(atOffset: 300) == metrics.insets)
        #expect(underLargeTitle().collapsed(atOffset: .nan) == 0)
    }
}
