import Foundation

/// The laid-out scroll content with the indexes that keep per-frame work to what is visible.
///
/// Visible-range queries are O(log n + visible): items are searched by their start
/// along the axis, with a prefix maximum of their ends for items that overlap.
public struct ContentLayout: Sendable {
    public let axis: Axis
    public let items: [LayoutItem]
    public let contentSize: Size

    /// Item indices sorted by start along the axis; nil when layout order already is.
    private let order: [Int32]?
    /// Starts along the axis in sorted order; nil when layout order is sorted, as the items'
    /// own starts are then these (a list of a million rows keeps no copy of them).
    private let starts: [Double]?
    /// `prefixMaxEnd[i]` = the largest end among sorted items `0...i`; nil when layout order is
    /// sorted and each item ends at or past every item before it, each item's own end then.
    private let prefixMaxEnd: [Double]?
    /// Sorted, distinct starts of scroll-target items: the view-aligned candidates before clamping.
    public let targetStarts: [Double]
    /// Indices (layout order) of items that may pin to the top / bottom, sorted by start.
    public let stickyTopIndices: [Int]
    public let stickyBottomIndices: [Int]

    public init(axis: Axis, items: [LayoutItem], contentSize: Size) {
        self.axis = axis
        self.items = items
        self.contentSize = contentSize
        var sorted = true
        for i in items.indices.dropFirst() where axis.minimum(of: items[i].frame) < axis.minimum(of: items[i - 1].frame) {
            sorted = false
            break
        }
        let order: [Int32]? = sorted ? nil : items.indices
            .sorted { (axis.minimum(of: items[$0].frame), $0) < (axis.minimum(of: items[$1].frame), $1) }
            .map { Int32($0) }
        self.order = order
        (starts, prefixMaxEnd) = Self.indexes(axis, items, order: order)
        var targets = [Double](), top = [Int](), bottom = [Int]()
        for position in items.indices {
            let index = order.map { Int($0[position]) } ?? position
            let item = items[index]
            if item.flags.contains(.scrollTarget) { targets.append(axis.minimum(of: item.frame)) }
            if item.flags.contains(.stickyTop) { top.append(index) }
            if item.flags.contains(.stickyBottom) { bottom.append(index) }
        }
        var distinct = [Double]()
        distinct.reserveCapacity(targets.count)
        for value in targets where distinct.last != value { distinct.append(value) }
        self.targetStarts = distinct
        self.stickyTopIndices = top
        self.stickyBottomIndices = bottom
    }

    public static func empty(axis: Axis = .vertical) -> ContentLayout {
        ContentLayout(axis: axis, items: [], contentSize: .zero)
    }

    public var count: Int { items.count }

    /// Indices (layout order, ascending) of the items overlapping `[low, high)` along the axis.
    public func indices(overlapping low: Double, _ high: Double) -> [Int] {
        let first = firstSorted { maximumEnd(through: $0) > low }
        let end = firstSorted { start(at: $0) >= high }
        guard first < end else { return [] }
        var result = [Int]()
        for position in first..<end {
            let index = order.map { Int($0[position]) } ?? position
            if axis.maximum(of: items[index].frame) > low {
                result.append(index)
            }
        }
        if order != nil { result.sort() }
        return result
    }

    public func index(of id: ItemID) -> Int? { items.firstIndex { $0.id == id } }

    /// The id of the first scroll-target item in layout order whose end is past `position + 0.5`.
    public func scrollPositionID(targetMin position: Double) -> ItemID? {
        // Without scroll targets there is none to find: spares walking every item past the
        // position, which the read model asks for at each frame (a million rows, a million steps).
        guard !targetStarts.isEmpty else { return nil }
        let threshold = position + 0.5
        if order == nil {
            var index = firstSorted { maximumEnd(through: $0) > threshold }
            while index < items.count {
                let item = items[index]
                if item.flags.contains(.scrollTarget), axis.maximum(of: item.frame) > threshold { return item.id }
                index += 1
            }
            return nil
        }
        return items.first { $0.flags.contains(.scrollTarget) && axis.maximum(of: $0.frame) > threshold }?.id
    }

    /// The starts in sorted order and their prefix maxima of ends, each nil where the items
    /// give it as they are (see `starts` and `prefixMaxEnd`).
    private static func indexes(_ axis: Axis, _ items: [LayoutItem], order: [Int32]?) -> ([Double]?, [Double]?) {
        if order == nil {
            var endsGrow = true
            for i in items.indices.dropFirst() where axis.maximum(of: items[i].frame) < axis.maximum(of: items[i - 1].frame) {
                endsGrow = false
                break
            }
            if endsGrow { return (nil, nil) }
        }
        var starts = [Double](), prefix = [Double]()
        prefix.reserveCapacity(items.count)
        if order != nil { starts.reserveCapacity(items.count) }
        var runningEnd = -Double.infinity
        for position in items.indices {
            let frame = items[order.map { Int($0[position]) } ?? position].frame
            if order != nil { starts.append(axis.minimum(of: frame)) }
            runningEnd = max(runningEnd, axis.maximum(of: frame))
            prefix.append(runningEnd)
        }
        return (order == nil ? nil : starts, prefix)
    }

    /// The start of the item at a sorted position.
    private func start(at position: Int) -> Double {
        starts?[position] ?? axis.minimum(of: items[position].frame)
    }

    /// The largest end among the items at sorted positions `0...position`.
    private func maximumEnd(through position: Int) -> Double {
        prefixMaxEnd?[position] ?? axis.maximum(of: items[position].frame)
    }

    /// The first sorted position for which the monotone predicate holds (binary search).
    private func firstSorted(_ predicate: (Int) -> Bool) -> Int {
        var low = 0, high = items.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
