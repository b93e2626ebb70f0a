import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// How a stack shares its length: flexibility within a priority, and Apple's rule for
/// `layoutPriority` ("all the space offered to the parent minus the minimum space required for
/// all its lower-priority children").
@Suite struct StackPlanTests {
    /// Children that take what they are offered within their minimum and maximum.
    struct Child { let minimum: Double; let maximum: Double; var priority = 0.0 }

    func widths(_ children: [Child], offered: Double, spacing: Double = 0) throws -> [Double] {
        try StackPlan.sizes(count: children.count, spacing: spacing, along: offered,
                            priority: { children[$0].priority },
                            lengths: { (children[$0].minimum, children[$0].maximum) },
                            measure: { index, along in
                                let child = children[index]
                                return Size(width: min(max(along ?? child.minimum, child.minimum), child.maximum), height: 10)
                            }, axis: .horizontal).map(\.width)
    }

    @Test func equalPrioritiesServeTheLeastFlexibleFirst() throws {
        // The rigid 60-pt child takes 60 of 300; the two flexible ones share 240.
        #expect(try widths([Child(minimum: 0, maximum: 1000), Child(minimum: 60, maximum: 60), Child(minimum: 0, maximum: 1000)],
                           offered: 300) == [120, 60, 120])
    }

    @Test func aHigherPriorityIsOfferedAllButTheOthersMinimums() throws {
        // 200 − 10 spacing = 190; the priority-1 child is offered 190 − 40 = 150; the other 40.
        #expect(try widths([Child(minimum: 40, maximum: 500), Child(minimum: 0, maximum: 500, priority: 1)],
                           offered: 200, spacing: 10) == [40, 150])
    }

    @Test func priorityGroupsAreServedHighestFirst() throws {
        // 300: priority 2 offered 300 − 30 − 20 = 250, capped at 100; priority 1 offered
        // 200 − 20 = 180, capped at 150; priority 0 what is left, 50.
        #expect(try widths([Child(minimum: 20, maximum: 1000), Child(minimum: 30, maximum: 150, priority: 1),
                            Child(minimum: 10, maximum: 100, priority: 2)], offered: 300) == [50, 150, 100])
    }

    @Test func aNaNPriorityIsNone() throws {
        // layoutPriority(.nan) is taken as 0 (a NaN could not be grouped): both 0, both 250 pt
        // flexible, so each is offered half of 200, 100, and the second takes at least 120.
        #expect(try widths([Child(minimum: 0, maximum: 250, priority: .nan), Child(minimum: 120, maximum: 370)],
                           offered: 200) == [100, 120])
    }

    @Test func negativePrioritiesComeLast() throws {
        // The -1 child is served after the 0 one: 0 is offered 100 − 25 = 75.
        #expect(try widths([Child(minimum: 25, maximum: 100, priority: -1), Child(minimum: 0, maximum: 100)],
                           offered: 100) == [25, 75])
    }
}
