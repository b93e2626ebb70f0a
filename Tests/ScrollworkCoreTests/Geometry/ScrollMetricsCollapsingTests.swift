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

    // Targets are measured below the bar as it is where the target is taken: at rest (−96) the
    // region starts 96 pt down, so an item at y 600 is at the top at 600 − 96 = 504; scrolled on
    // (offset 300, bar 44) it starts 44 pt down: 600 − 44 = 556. The offsets' range is the
    // scroll view's, as the bottom edge: 2000 − 844 = 1156 either way.
    @Test func targetsAreMeasuredBelowTheBarAsItIs() {
        let metrics = underLargeTitle()
        let atRest = metrics.measuringTargets(atOffset: -96), scrolled = metrics.measuringTargets(atOffset: 300)
        #expect(atRest.offset(forTargetMin: 600) == 504)
        #expect(scrolled.offset(forTargetMin: 600) == 556)
        #expect(scrolled.targetRect(forOffset: 300) == Rect(x: 0, y: 344, width: 390, height: 800))
        #expect(scrolled.offset(forTargetMin: scrolled.maxTargetMin) == 1156)
        #expect(metrics.measuringTargets(atOffset: -70).leadingInset == 70)
        #expect(scrolled.collapsingLeadingInset == 0)
    }

    @Test func withNothingCollapsingTheInsetsAreThoseGiven() {
        var metrics = underLargeTitle()
        metrics.collapsingLeadingInset = 0
        #expect(metrics.insets(atOffset: 300) == metrics.insets)
        #expect(underLargeTitle().collapsed(atOffset: .nan) == 0)
    }
}
