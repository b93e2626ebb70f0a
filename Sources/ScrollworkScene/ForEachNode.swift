import ScrollworkCore

/// `ForEach`: a count, the element ids and a row provider that the layout calls on demand.
///
/// Rows are evaluated lazily and not kept: the layout asks for each row once, measures it
/// (structurally identical rows share one measured layout) and drops it; the item's view is
/// asked for again only when someone looks at the item (`ScrollViewLayout.node(forItemAt:)`).
/// So a row provider must give the same view for the same index every time.
public struct ForEachNode {
    /// How element ids are made.
    public enum IDs {
        /// `ForEach(a..<b)`: element `i` has id `a + i`.
        case offset(Int)
        /// Explicit ids, one per element (`ForEach(items)` with `Identifiable` or `id: \.self`).
        case list([ItemID])
        /// Computed ids, for large collections the interpreter does not want to copy.
        case computed((Int) -> ItemID)
    }

    /// The row budget: a `ForEach` may have at most this many elements, and a scroll view or
    /// stack at most this many children once opened up. Past it, laying out is an error rather
    /// than minutes of work and gigabytes of items (a million simple rows load in about 4 s in a release build, BENCHMARKS.md).
    public static let rowLimit = 2_000_000

    /// The elements' count, never negative; may exceed `rowLimit` (the layout refuses it).
    public var count: Int
    public var ids: IDs
    public var row: (Int) throws -> ViewNode

    public init(count: Int, ids: IDs, row: @escaping (Int) throws -> ViewNode) {
        self.count = max(0, count)
        self.ids = ids
        self.row = row
    }

    /// A ForEach over rows already built (small collections, tests).
    public init(ids: [ItemID], rows: [ViewNode]) {
        let count = min(ids.count, rows.count)
        self.init(count: count, ids: .list(Array(ids.prefix(count)))) { rows[$0] }
    }

    /// `ForEach(range) { i in … }` with a row closure.
    public init(range: Range<Int>, row: @escaping (Int) throws -> ViewNode) {
        let start = range.lowerBound
        self.init(count: Self.count(from: range.lowerBound, to: range.upperBound), ids: .offset(start)) { try row(start + $0) }
    }

    /// `high − low` elements, or `Int.max` where that overflows (`-1..<Int.max`): never a trap.
    public static func count(from low: Int, to high: Int) -> Int {
        let (difference, overflow) = high.subtractingReportingOverflow(low)
        return overflow ? Int.max : max(0, difference)
    }

    /// Throws when the element count is over the row budget.
    public func checkRowLimit() throws {
        guard count <= Self.rowLimit else { throw SceneLayoutError.tooManyRows(count: count, limit: Self.rowLimit) }
    }

    public func id(at index: Int) -> ItemID {
        switch ids {
        case .offset(let start): return .int(start &+ index)
        case .list(let list): return index < list.count ? list[index] : .int(index)
        case .computed(let make): return make(index)
        }
    }
}
