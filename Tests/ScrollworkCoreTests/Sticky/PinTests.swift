import Foundation
import Testing
@testable import ScrollworkCore

/// Sections of a 50 pt header and 450 pt of rows, repeated: headers at 0, 500, 1000, …
func sectionedLayout(sections: Int, headerFlags: LayoutItem.Flags = [.stickyTop]) -> ContentLayout {
    var items = [LayoutItem]()
    for section in 0..<sections {
        let top = Double(section) * 500
        items.append(LayoutItem(id: .string("header\(section)"), frame: Rect(x: 0, y: top, width: 390, height: 50), flags: headerFlags))
        for row in 0..<9 {
            items.append(LayoutItem(id: .int(section * 100 + row),
                                    frame: Rect(x: 0, y: top + 50 + Double(row) * 50, width: 390, height: 50)))
        }
    }
    return ContentLayout(axis: .vertical, items: items, contentSize: Size(width: 390, height: Double(sections) * 500))
}

@Suite struct PinTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var offset: Double
        var pinned: [String]
        var drawnAt: [Double]
        var testDescription: String { "offset \(offset)" }
    }

    @Test(arguments: [
        Case(offset: 0, pinned: [], drawnAt: []),
        Case(offset: 300, pinned: ["header0"], drawnAt: [300]),
        // The next header (at 500) reaches header0's bottom: pushed up to 500 − 50.
        Case(offset: 470, pinned: ["header0"], drawnAt: [450]),
        Case(offset: 500, pinned: [], drawnAt: []),
        Case(offset: 520, pinned: ["header1"], drawnAt: [520]),
    ])
    func sectionHeadersPushEachOther(_ c: Case) {
        let sim = simulation(sectionedLayout(sections: 10))
        sim.scroll(toOffset: c.offset, animated: false)
        #expect(sim.pins.map(\.id.description) == c.pinned)
        #expect(sim.pins.map(\.drawnStart) == c.drawnAt)
    }

    @Test func bottomPinningIsSymmetric() {
        // One item eligible for the bottom at 2000; the container shows [0, 844].
        var items = (0..<60).map { LayoutItem(id: .int($0), frame: Rect(x: 0, y: Double($0) * 50, width: 390, height: 50)) }
        items[40].flags = [.stickyBottom]
        let sim = simulation(ContentLayout(axis: .vertical, items: items, contentSize: Size(width: 390, height: 3000)))
        #expect(sim.pins == [Pin(index: 40, id: .int(40), side: .bottom, drawnStart: 794)])
        sim.scroll(toOffset: 1300, animated: false)   // item 40 at [2000, 2050] is inside [1300, 2144]
        #expect(sim.pins.isEmpty)
    }

    @Test func pinAndUnpinAreEvents() {
        let sim = simulation(sectionedLayout(sections: 10))
        let log = EventLog(sim)
        sim.scroll(toOffset: 100, animated: false)
        sim.scroll(toOffset: 0, animated: false)
        #expect(log.kinds == [.pinned(id: .string("header0"), side: .top), .unpinned(id: .string("header0"))])
    }

    /// Pins the item with id 9 to whichever edge it has left by.
    struct SelectedItem: StickyRule {
        var displayName: String { "SelectedItem()" }
        func pin(_ item: StickyItem, context: StickyContext) throws -> Edge? {
            guard item.id == .int(9) else { return nil }
            return item.frame.minY < context.visibleRect.minY ? .top : .bottom
        }
    }

    @Test func stickyRuleDecidesEligibility() {
        let sim = simulation(listLayout(count: 100, height: 100, flags: []))
        sim.stickyRule = SelectedItem()
        #expect(sim.pins.map(\.id) == [.int(9)])
        #expect(sim.pins.first?.side == .bottom)
        #expect(sim.pins.first?.drawnStart == 744)
        sim.scroll(toOffset: 2000, animated: false)
        #expect(sim.pins.first?.side == .top)
        #expect(sim.pins.first?.drawnStart == 2000)
        sim.scroll(toOffset: 500, animated: false)   // item 9 at [900, 1000] is in view
        #expect(sim.pins.isEmpty)
    }

    /// A rule that fails for every item, and says where its code is.
    struct FailingRule: StickyRule {
        struct Failure: Error, CustomStringConvertible { var description: String { "pin failed" } }
        var displayName: String { "FailingRule()" }
        var location: SourceSpan? { SourceSpan(file: 5, start: 1, end: 4) }
        func pin(_ item: StickyItem, context: StickyContext) throws -> Edge? { throw Failure() }
    }

    @Test func aFailingRuleReportsADiagnosticAtTheRuleAndPinsNothing() {
        let sim = simulation(listLayout(count: 100, height: 100, flags: []))
        let log = EventLog(sim)
        sim.stickyRule = FailingRule()
        sim.scroll(toOffset: 500, animated: false)
        #expect(sim.pins.isEmpty)
        let errors = log.kinds.compactMap { kind -> PluginFailure? in
            if case .scriptError(let failure) = kind { return failure }
            return nil
        }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy {
            $0.error is FailingRule.Failure && $0.location == SourceSpan(file: 5, start: 1, end: 4) && $0.fallback == nil
        })
    }
}
