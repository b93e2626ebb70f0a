import Foundation

/// Finds the pinned items for one frame (docs/SEMANTICS.md, "Sticky items").
///
/// Searches assume items start in layout order, as stacks, grids and sections lay them out.
///
/// An item eligible for the top is pinned while its natural start is above the
/// target rect's start; it is drawn there unless the next item eligible for the top
/// reaches its bottom and pushes it up. The bottom edge is symmetric. Only the
/// nearest eligible item above (below) can be visible, so at most one pins per edge.
struct PinSolver {
    let layout: ContentLayout
    let axis: Axis
    /// How far a sticky rule is asked about items beyond the visible ones, each way.
    static let ruleScanLimit = 2_000

    func pins(low: Double, high: Double, rule: (any StickyRule)?, context: StickyContext,
              onError: (Error) -> Void) -> [Pin] {
        let (top, nextTop, bottom, previousBottom): (Int?, Int?, Int?, Int?)
        if let rule {
            var cache = [Int: Edge?]()
            func eligible(_ index: Int, _ side: Pin.Side) -> Bool {
                let edge: Edge?
                if let cached = cache[index] { edge = cached } else {
                    let item = layout.items[index]
                    do { edge = try rule.pin(StickyItem(id: item.id, index: index, frame: item.frame), context: context) }
                    catch { onError(error); edge = nil }
                    cache[index] = edge
                }
                return side == .top ? (edge == .top || edge == .leading) : (edge == .bottom || edge == .trailing)
            }
            (top, nextTop) = scanTop(low: low) { eligible($0, .top) }
            (bottom, previousBottom) = scanBottom(high: high) { eligible($0, .bottom) }
        } else {
            (top, nextTop) = flaggedTop(low: low)
            (bottom, previousBottom) = flaggedBottom(high: high)
        }
        var result = [Pin]()
        if let top {
            let length = axis.along(layout.items[top].frame.size)
            var drawn = low
            if let nextTop { drawn = min(drawn, axis.minimum(of: layout.items[nextTop].frame) - length) }
            if drawn + length > low { result.append(pin(top, .top, drawn)) }
        }
        if let bottom, bottom != top {
            let length = axis.along(layout.items[bottom].frame.size)
            var drawn = high - length
            if let previousBottom { drawn = max(drawn, axis.maximum(of: layout.items[previousBottom].frame)) }
            if drawn < high { result.append(pin(bottom, .bottom, drawn)) }
        }
        return result
    }

    private func pin(_ index: Int, _ side: Pin.Side, _ drawn: Double) -> Pin {
        Pin(index: index, id: layout.items[index].id, side: side, drawnStart: drawn)
    }

    private func start(_ index: Int) -> Double { axis.minimum(of: layout.items[index].frame) }
    private func end(_ index: Int) -> Double { axis.maximum(of: layout.items[index].frame) }

    /// The last top-eligible item starting above `low`, and the top-eligible item after it.
    private func flaggedTop(low: Double) -> (Int?, Int?) {
        let list = layout.stickyTopIndices
        let count = partition(list.count) { start(list[$0]) >= low }
        guard count > 0 else { return (nil, nil) }
        return (list[count - 1], count < list.count ? list[count] : nil)
    }

    /// The first bottom-eligible item ending below `high`, and the bottom-eligible item before it.
    private func flaggedBottom(high: Double) -> (Int?, Int?) {
        let list = layout.stickyBottomIndices
        let position = partition(list.count) { end(list[$0]) > high }
        guard position < list.count else { return (nil, nil) }
        return (list[position], position > 0 ? list[position - 1] : nil)
    }

    private func scanTop(low: Double, eligible: (Int) -> Bool) -> (Int?, Int?) {
        let items = layout.items
        let firstBelow = partition(items.count) { start($0) >= low }
        var top: Int?
        var index = firstBelow - 1
        while index >= 0, firstBelow - index <= Self.ruleScanLimit {
            if eligible(index) { top = index; break }
            index -= 1
        }
        guard let top else { return (nil, nil) }
        let reach = low + axis.along(items[top].frame.size)
        var next = top + 1
        while next < items.count, start(next) < reach, next - top <= Self.ruleScanLimit {
            if eligible(next) { return (top, next) }
            next += 1
        }
        return (top, nil)
    }

    private func scanBottom(high: Double, eligible: (Int) -> Bool) -> (Int?, Int?) {
        let items = layout.items
        let firstPast = partition(items.count) { end($0) > high }
        var bottom: Int?
        var index = firstPast
        while index < items.count, index - firstPast < Self.ruleScanLimit {
            if end(index) > high, eligible(index) { bottom = index; break }
            index += 1
        }
        guard let bottom else { return (nil, nil) }
        let reach = high - axis.along(items[bottom].frame.size)
        var previous = bottom - 1
        while previous >= 0, end(previous) > reach, bottom - previous <= Self.ruleScanLimit {
            if eligible(previous) { return (bottom, previous) }
            previous -= 1
        }
        return (bottom, nil)
    }

    /// The first position in `0..<count` where the monotone predicate holds.
    private func partition(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
