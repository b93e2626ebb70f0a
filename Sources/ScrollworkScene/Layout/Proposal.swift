import ScrollworkCore

/// SwiftUI's `ProposedViewSize`: nil on an axis asks for the view's ideal length there.
struct Proposal: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = Proposal(width: nil, height: nil)

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    init(axis: Axis, along: Double?, across: Double?) {
        if axis == .vertical { self.init(width: across, height: along) } else { self.init(width: along, height: across) }
    }

    func along(_ axis: Axis) -> Double? { axis == .vertical ? height : width }
    func across(_ axis: Axis) -> Double? { axis == .vertical ? width : height }

    /// The proposal with `insets` taken off; a proposed length never goes below zero.
    func inset(by insets: EdgeInsets) -> Proposal {
        Proposal(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                 height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The proposed size with `fallback` on an axis with no proposal (shapes use 10).
    func replacingUnspecified(with fallback: Double) -> Size {
        Size(width: width ?? fallback, height: height ?? fallback)
    }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .vertical ? height : width }
    func across(_ axis: Axis) -> Double { axis == .vertical ? width : height }
}

/// Where a child goes inside a parent of `outer` size: the free space split by `alignment`.
func aligned(_ inner: Size, in outer: Size, _ alignment: Alignment) -> Point {
    Point(x: (outer.width - inner.width) * alignment.horizontal,
          y: (outer.height - inner.height) * alignment.vertical)
}
