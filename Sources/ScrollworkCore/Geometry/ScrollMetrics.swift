import Foundation

/// The sizes that fix a scroll view's valid offsets and target rects (docs/SEMANTICS.md,
/// "Coordinates and insets").
public struct ScrollMetrics: Hashable, Sendable {
    public var axis: Axis
    public var containerSize: Size
    public var contentSize: Size
    /// Safe-area padding plus content margins, per edge.
    public var insets: EdgeInsets
    /// `defaultScrollAnchor(_:for: .alignment)` along the axis: where content shorter than the
    /// space inside the insets rests, 0 at the start (the default) to 1 at the end.
    public var alignment = 0.0
    /// The part of the leading inset that collapses as the content scrolls on from its resting
    /// place: a navigation bar's large title (52 pt), which `UINavigationBar` shrinks as the
    /// scroll view it tracks scrolls, the scroll view's adjusted inset shrinking with it.
    /// It does not move the resting offset, which is still −(the whole inset).
    public var collapsingLeadingInset = 0.0

    public init(axis: Axis = .vertical, containerSize: Size, contentSize: Size, insets: EdgeInsets = .zero) {
        self.axis = axis
        self.containerSize = containerSize
        self.contentSize = contentSize
        self.insets = insets
    }

    public var containerLength: Double { axis.along(containerSize) }
    public var contentLength: Double { axis.along(contentSize) }
    public var leadingInset: Double { axis.leadingInset(insets) }
    public var trailingInset: Double { axis.trailingInset(insets) }

    /// How much of `collapsingLeadingInset` has collapsed at `offset`: none at rest or pulled
    /// past it, one point a point scrolled on from rest, all of it once scrolled that far.
    public func collapsed(atOffset offset: Double) -> Double {
        guard collapsingLeadingInset > 0, offset.isFinite else { return 0 }
        return min(max(0, offset + leadingInset), collapsingLeadingInset)
    }

    /// The insets as they are at `offset` (the adjusted content inset a reader sees): the
    /// leading one less what has collapsed.
    public func insets(atOffset offset: Double) -> EdgeInsets {
        let collapsed = collapsed(atOffset: offset)
        guard collapsed > 0 else { return insets }
        var insets = insets
        if axis == .vertical { insets.top -= collapsed } else { insets.leading -= collapsed }
        return insets
    }

    /// These metrics as a target is measured at `offset`: with the insets as they are there (the
    /// region below a collapsed large title's 44 pt bar, not the full one) and nothing left to
    /// collapse. UIKit measures a scroll to a rect, and a deceleration's target, with the
    /// adjusted content inset of the moment, which follows the bar.
    public func measuringTargets(atOffset offset: Double) -> ScrollMetrics {
        guard collapsingLeadingInset > 0 else { return self }
        var measured = self
        measured.insets = insets(atOffset: offset)
        measured.collapsingLeadingInset = 0
        return measured
    }

    /// Where a drag or a deceleration that ends at `offset` with the collapsing inset partly
    /// collapsed comes to rest: UIKit does not leave a large title between open and collapsed,
    /// but animates the scroll view to the nearer of the two (fully collapsed once more than half
    /// has collapsed, else fully open), clamped to the offsets' range; nil when nothing is
    /// partly collapsed.
    public func settledOffset(afterGestureEndingAt offset: Double) -> Double? {
        let collapsed = collapsed(atOffset: offset), tolerance = 1e-9
        guard collapsed > tolerance, collapsed < collapsingLeadingInset - tolerance else { return nil }
        let open = offset - collapsed
        let settled = clampedOffset(collapsed > collapsingLeadingInset / 2 ? open + collapsingLeadingInset : open)
        return settled == offset ? nil : settled
    }

    /// The resting offset at the top: `-inset.top`; for short content aligned further along,
    /// less by that share of the room it leaves.
    public var minOffset: Double {
        guard alignment != 0 else { return 0 - leadingInset }  // never -0.0, which would print as "-0.0"
        return 0 - leadingInset - max(0, targetLength - contentLength) * min(max(alignment, 0), 1)
    }
    /// The resting offset at the bottom.
    public var maxOffset: Double { max(minOffset, contentLength + trailingInset - containerLength) }
    public var offsetRange: ClosedRange<Double> { minOffset...maxOffset }

    /// Whether the content is longer than the space inside the insets.
    public var contentExceedsContainer: Bool { maxOffset > minOffset }

    /// The target rect's length: the container inside the insets.
    public var targetLength: Double { containerLength - leadingInset - trailingInset }
    /// The largest valid `rect.minY` of a target.
    public var maxTargetMin: Double { max(0, contentLength - targetLength) }

    public func targetMin(forOffset offset: Double) -> Double { offset + leadingInset }
    public func offset(forTargetMin targetMin: Double) -> Double { targetMin - leadingInset }

    public func clampedOffset(_ offset: Double) -> Double { min(max(offset, minOffset), maxOffset) }
    public func clampedTargetMin(_ value: Double) -> Double { min(max(value, 0), maxTargetMin) }

    /// The size of the target rect: the container inside the insets.
    public var targetSize: Size {
        Size(width: containerSize.width - insets.leading - insets.trailing,
             height: containerSize.height - insets.top - insets.bottom)
    }

    /// The region inside the insets that the scroll view shows at `offset`, in content coordinates.
    public func targetRect(forOffset offset: Double) -> Rect {
        let size = targetSize
        let crossOrigin = 0.0
        return Rect(origin: axis.point(along: targetMin(forOffset: offset), across: crossOrigin), size: size)
    }

    /// The whole container in content coordinates at `offset` (used for transitions).
    public func visibleRect(forOffset offset: Double) -> Rect {
        let cross = axis == .vertical ? -insets.leading : -insets.top
        return Rect(origin: axis.point(along: offset, across: cross), size: containerSize)
    }

    /// The offset after the content or container changed from `old` to these metrics, keeping
    /// in place the point of the content at `anchor` along the axis (`defaultScrollAnchor(_:for:
    /// .sizeChanges)`): at the start (0), the offset stays; at the end (1), a scroll view that
    /// showed the end still shows it; in between, the anchor point keeps its place as the
    /// content grows around it.
    public func offsetKeeping(anchor: Double, from old: ScrollMetrics, offset: Double) -> Double {
        if anchor >= 1 { return offset >= old.maxOffset - 0.5 ? maxOffset : offset }
        guard anchor > 0 else { return offset }
        return offset + (contentLength - old.contentLength) * anchor - (containerLength - old.containerLength) * anchor
    }
}
