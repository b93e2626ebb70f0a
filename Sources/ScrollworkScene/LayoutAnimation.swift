import ScrollworkCore

/// A layout change made inside `withAnimation` (or by a value an `.animation(_:value:)` watches):
/// items found in both layouts (by id) move from their old frames to their new ones along the
/// animation's curve; new items are at their place from the start (unless a removed item of their
/// `matchedGeometryEffect` group gives them a start), and gone items are gone.
/// Content size and insets follow the same curve.
///
/// Time is given by the caller (seconds since the change), so frames stay deterministic.
public struct LayoutAnimation {
    public let target: ScrollViewLayout
    public let animation: AnimationCurve
    /// The animation's duration, worked out once (a spring's takes a search).
    private let duration: Double
    private let startMetrics: ScrollMetrics
    /// Items of the new layout whose frame changed, with their old frame.
    private let moves: [(index: Int, from: Rect)]

    /// `arriving` gives, by matched-geometry key, where each group was drawn before the change
    /// outside this scroll view (outside scroll content, or in another scroll view), in this
    /// scroll view's content coordinates: an item inserted with no removed item of its group
    /// here starts from there. With no `old` layout (the scroll view is new), only such items move.
    public init(from old: ScrollViewLayout?, to new: ScrollViewLayout, animation: AnimationCurve,
                arriving: [String: Rect] = [:]) {
        self.target = new
        self.animation = animation
        self.duration = animation.duration
        self.startMetrics = old?.metrics ?? new.metrics
        guard let old else {
            moves = MatchedItem.insertions(from: nil, to: new, arriving: arriving)
            return
        }
        let oldItems = old.content.items, newItems = new.content.items
        var moves = [(index: Int, from: Rect)]()
        let sameOrder = oldItems.count == newItems.count && zip(oldItems, newItems).allSatisfy { $0.id == $1.id }
        if sameOrder {
            for index in newItems.indices where oldItems[index].frame != newItems[index].frame {
                moves.append((index, oldItems[index].frame))
            }
        } else {
            var oldFrames = [ItemID: Rect](minimumCapacity: oldItems.count)
            for item in oldItems where oldFrames[item.id] == nil { oldFrames[item.id] = item.frame }
            for (index, item) in newItems.enumerated() {
                if let frame = oldFrames[item.id], frame != item.frame { moves.append((index, frame)) }
            }
        }
        // A view inserted in place of a removed one of its matched-geometry group starts where that one was.
        moves.append(contentsOf: MatchedItem.insertions(from: old, to: new, arriving: arriving))
        self.moves = moves
    }

    /// Whether anything moves at all.
    public var isEmpty: Bool { moves.isEmpty && startMetrics == target.metrics }

    public func isFinished(at elapsed: Double) -> Bool { elapsed >= duration || isEmpty }

    /// How far along the curve the change is: 0 to 1 (a spring passes 1 on its way).
    public func progress(at elapsed: Double) -> Double { animation.progress(at: elapsed, duration: duration) }

    /// The items as drawn `elapsed` seconds after the change.
    public func content(at elapsed: Double) -> ContentLayout {
        let fraction = progress(at: elapsed)
        guard !isFinished(at: elapsed), !moves.isEmpty else { return target.content }
        var items = target.content.items
        for move in moves {
            items[move.index].frame = Self.mix(move.from, items[move.index].frame, fraction)
        }
        return ContentLayout(axis: target.content.axis, items: items, contentSize: metrics(at: elapsed).contentSize)
    }

    /// The sizes and insets `elapsed` seconds after the change.
    public func metrics(at elapsed: Double) -> ScrollMetrics {
        let fraction = progress(at: elapsed)
        guard !isFinished(at: elapsed) else { return target.metrics }
        let start = startMetrics, end = target.metrics
        var metrics = ScrollMetrics(axis: end.axis,
                             containerSize: Self.mix(start.containerSize, end.containerSize, fraction),
                             contentSize: Self.mix(start.contentSize, end.contentSize, fraction),
                             insets: EdgeInsets(top: Self.mix(start.insets.top, end.insets.top, fraction),
                                                leading: Self.mix(start.insets.leading, end.insets.leading, fraction),
                                                bottom: Self.mix(start.insets.bottom, end.insets.bottom, fraction),
                                                trailing: Self.mix(start.insets.trailing, end.insets.trailing, fraction)))
        metrics.alignment = end.alignment
        return metrics
    }

    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    private static func mix(_ a: Size, _ b: Size, _ t: Double) -> Size {
        Size(width: mix(a.width, b.width, t), height: mix(a.height, b.height, t))
    }

    private static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: mix(a.origin.x, b.origin.x, t), y: mix(a.origin.y, b.origin.y, t),
             width: mix(a.width, b.width, t), height: mix(a.height, b.height, t))
    }
}
