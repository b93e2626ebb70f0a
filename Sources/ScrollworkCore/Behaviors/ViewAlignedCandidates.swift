import Foundation

/// The candidates of `.viewAligned` (docs/SEMANTICS.md, "Built-in target behaviours"), read in
/// place from the layout's target starts.
///
/// The starts are sorted and distinct, so clamping them to `[0, upperBound]` and removing
/// duplicates only merges each end: the candidates are `0` if some start is at or before 0,
/// the starts strictly inside the range, and `upperBound` if some start is at or past it.
/// Nothing is copied; indexing is O(1) and the searches O(log n), so a release on a list of
/// a million items does not look at every item.
struct ViewAlignedCandidates: RandomAccessCollection {
    private let starts: [Double]
    private let upperBound: Double
    /// Whether the first candidate is a `0` that starts at or before 0 clamp to.
    private let hasLow: Bool
    /// The starts strictly inside `(0, upperBound)`, each a candidate as it is.
    private let inner: Range<Int>
    let count: Int

    /// `starts` must be sorted ascending and distinct, as `ContentLayout.targetStarts` is.
    init(starts: [Double], upperBound: Double) {
        self.starts = starts
        self.upperBound = upperBound
        let firstInside = Self.partition(starts.count) { starts[$0] > 0 }
        let firstAtUpper = Self.partition(starts.count) { starts[$0] >= upperBound }
        hasLow = firstInside > 0
        inner = firstInside..<Swift.max(firstInside, firstAtUpper)
        // With an upper bound of 0 the clamped ends are both 0: one candidate, not two.
        let hasHigh = firstAtUpper < starts.count && !(hasLow && upperBound <= 0)
        count = (hasLow ? 1 : 0) + inner.count + (hasHigh ? 1 : 0)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Double {
        var offset = position
        if hasLow {
            if offset == 0 { return 0 }
            offset -= 1
        }
        return offset < inner.count ? starts[inner.lowerBound + offset] : upperBound
    }

    /// The index of the candidate nearest `value`; a tie goes in the direction of `velocity`
    /// (up when it is 0).
    func nearest(to value: Double, velocity: Double) -> Int {
        let low = Self.partition(count) { self[$0] >= value }
        if low == 0 { return 0 }
        if low == count { return count - 1 }
        let below = value - self[low - 1], above = self[low] - value
        if below < above { return low - 1 }
        if above < below { return low }
        return velocity < 0 ? low - 1 : low
    }

    /// How many candidates lie in `(low, high]`.
    func count(after low: Double, upTo high: Double) -> Int {
        let first = Self.partition(count) { self[$0] > low }
        let end = Self.partition(count) { self[$0] > high }
        return Swift.max(0, end - first)
    }

    /// The first index in `0..<count` for which the monotone predicate holds (binary search).
    private static func partition(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
