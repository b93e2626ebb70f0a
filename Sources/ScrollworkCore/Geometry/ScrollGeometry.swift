import Foundation

/// The values SwiftUI's `ScrollGeometry` reports, for `onScrollGeometryChange` and `geometry`.
public struct ScrollGeometry: Hashable, Sendable {
    public var contentOffset: Point
    public var contentSize: Size
    public var contentInsets: EdgeInsets
    public var containerSize: Size

    public init(contentOffset: Point, contentSize: Size, contentInsets: EdgeInsets, containerSize: Size) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    public init(metrics: ScrollMetrics, offset: Double) {
        let crossOffset = metrics.axis == .vertical ? -metrics.insets.leading : -metrics.insets.top
        self.init(contentOffset: metrics.axis.point(along: offset, across: crossOffset),
                  contentSize: metrics.contentSize, contentInsets: metrics.insets(atOffset: offset),
                  containerSize: metrics.containerSize)
    }

    /// The visible part of the content: the container at the content offset.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: containerSize) }
    /// The container in its own coordinates, whose origin is the content offset, as `UIScrollView.bounds`.
    public var bounds: Rect { Rect(origin: contentOffset, size: containerSize) }
}
