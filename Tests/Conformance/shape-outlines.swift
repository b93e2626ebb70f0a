import SwiftUI

// A crop mask in the shape of apps that darken everything but a hole: the outline of the
// screen's rectangle with a circle's added, built from the shapes' own `path(in:)`.
func holeMask(in rect: CGRect, inset: CGFloat) -> Path {
    var shape = Rectangle().path(in: rect)
    shape.addPath(Circle().path(in: rect.insetBy(dx: inset, dy: inset)))
    return shape
}

func outlineBounds() -> [CGRect] {
    let wide = CGRect(x: 10, y: 20, width: 100, height: 60)
    return [
        Rectangle().path(in: wide).boundingRect,
        Circle().path(in: wide).boundingRect,
        Ellipse().path(in: wide).boundingRect,
        Capsule().path(in: wide).boundingRect,
        RoundedRectangle(cornerRadius: 8).path(in: wide).boundingRect,
        Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40).insetBy(dx: 5, dy: 5)).boundingRect,
    ]
}

func maskBounds(inset: CGFloat) -> CGRect {
    holeMask(in: CGRect(x: 0, y: 0, width: 390, height: 844), inset: inset).boundingRect
}
