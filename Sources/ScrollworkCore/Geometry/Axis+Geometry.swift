import Foundation

// Everything in the simulation is written along one axis; these helpers map the
// scalar "along the axis" values to and from two-dimensional geometry.
extension Axis {
    public func along(_ point: Point) -> Double { self == .vertical ? point.y : point.x }
    public func along(_ size: Size) -> Double { self == .vertical ? size.height : size.width }
    public func along(_ vector: Vector) -> Double { self == .vertical ? vector.dy : vector.dx }
    public func across(_ size: Size) -> Double { self == .vertical ? size.width : size.height }
    public func minimum(of rect: Rect) -> Double { self == .vertical ? rect.minY : rect.minX }
    public func maximum(of rect: Rect) -> Double { self == .vertical ? rect.maxY : rect.maxX }

    /// The inset before the content on this axis (top or leading).
    public func leadingInset(_ insets: EdgeInsets) -> Double { self == .vertical ? insets.top : insets.leading }
    /// The inset after the content on this axis (bottom or trailing).
    public func trailingInset(_ insets: EdgeInsets) -> Double { self == .vertical ? insets.bottom : insets.trailing }

    public func vector(_ along: Double) -> Vector {
        self == .vertical ? Vector(dx: 0, dy: along) : Vector(dx: along, dy: 0)
    }
    public func point(along: Double, across: Double) -> Point {
        self == .vertical ? Point(x: across, y: along) : Point(x: along, y: across)
    }
    public func size(along: Double, across: Double) -> Size {
        self == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }
    /// The rect moved along this axis by `delta`.
    public func offset(_ rect: Rect, by delta: Double) -> Rect {
        self == .vertical ? rect.offsetBy(dx: 0, dy: delta) : rect.offsetBy(dx: delta, dy: 0)
    }
}
