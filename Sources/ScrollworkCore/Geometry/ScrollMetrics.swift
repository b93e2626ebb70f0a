import Foundation

/// The sizes that fix a scroll view's valid offsets and target rects (SPEC §2).
public struct ScrollMetrics: Hashable, Sendable {
    public var axis: Axis
    public var containerSize: Size
    public var contentSize: Size
    /// Safe-area padding plus content margins, per edge.
    public var insets: EdgeInsets

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

    /// The resting offset at the top: `-inset.top`.
    public var minOffset: Double { 0 - leadingInset }  // never -0.0, which would print as "-0.0"
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
}
