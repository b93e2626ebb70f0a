import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// The row budget: a `ForEach` or a container over 2,000,000 rows is an error, found before
/// any row is evaluated where it can be, never an overflow trap or an allocation that runs
/// the machine out of memory.
@Suite struct RowBudgetTests {
    func layout(_ forEach: ForEachNode, lazy: Bool = true) throws -> SceneLayout {
        let node = ViewNode(.forEach(forEach))
        let stack = lazy ? ViewNode.lazyVStack([node]) : ViewNode.vStack([node])
        return try SceneLayout(root: .scrollView(.vertical, [stack]))
    }

    @Test func aRangeThatOverflowsCountsAsIntMax() {
        #expect(ForEachNode.count(from: -1, to: Int.max) == Int.max)
        #expect(ForEachNode.count(from: Int.min, to: 0) == Int.max)
        #expect(ForEachNode.count(from: 5, to: 2) == 0)
        let node = ForEachNode(range: -1..<Int.max) { _ in .text("x") }
        #expect(node.count == Int.max)
        #expect(node.id(at: Int.max) == .int(Int.max &- 1))
    }

    @Test(arguments: [-1..<Int.max, 0..<Int.max, 0..<10_000_000, 0..<(ForEachNode.rowLimit + 1)])
    func aForEachOverTheBudgetIsRefusedBeforeAnyRow(_ range: Range<Int>) {
        var evaluated = 0
        let forEach = ForEachNode(range: range) { _ in evaluated += 1; return .text("x") }
        for lazy in [true, false] {
            #expect(throws: SceneLayoutError.tooManyRows(count: forEach.count, limit: ForEachNode.rowLimit)) {
                _ = try layout(forEach, lazy: lazy)
            }
        }
        #expect(evaluated == 0)
    }

    @Test func theMessageNamesTheBudget() {
        #expect(SceneLayoutError.tooManyRows(count: Int.max, limit: 2_000_000).description
            == "ForEach has 9,223,372,036,854,775,807 or more rows; at most 2,000,000 are laid out (the row budget)")
        #expect(SceneLayoutError.tooManyRows(count: 10_000_000, limit: 2_000_000).description
            == "ForEach has 10,000,000 rows; at most 2,000,000 are laid out (the row budget)")
    }

    @Test func rowsOfForEachesInSectionsAndStacksCountTogetherBeforeAnyIsBuilt() throws {
        // 26 sections of 100,000 rows: 2,600,000 rows, refused before the first row is built.
        var evaluated = 0
        let sections = (0..<26).map { _ in
            ViewNode(.section(SectionNode(header: .text("S"), content: [ViewNode(.forEach(ForEachNode(range: 0..<100_000) { _ in
                evaluated += 1
                return .text("x")
            }))])))
        }
        #expect(throws: SceneLayoutError.tooManyItems(limit: ForEachNode.rowLimit)) {
            _ = try SceneLayout(root: .scrollView(.vertical, [.lazyVStack([ViewNode(.group(sections))])]))
        }
        #expect(evaluated == 0)
        #expect(try ChildFlattener.declaredRows([.vStack(Array(sections.prefix(20)))]) == ForEachNode.rowLimit)
    }

    @Test func rowsOfSeveralForEachesCountTogetherInAStack() {
        // Two elements a row: 1,000,001 rows open into 2,000,002 children, over the budget.
        let forEach = ForEachNode(count: 1_000_001, ids: .offset(0)) { _ in .group([.text("a"), .text("b")]) }
        #expect(throws: SceneLayoutError.tooManyItems(limit: ForEachNode.rowLimit)) {
            _ = try ChildFlattener.flatten([ViewNode(.forEach(forEach))])
        }
    }
}
