import SwiftUI

/// A chart's control points worked out with the point arithmetic apps add to CGPoint, and a
/// velocity type of the app's own with its operators.
private extension CGPoint {
    static func + (lhs: Self, rhs: Self) -> Self { Self(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Self, rhs: Self) -> Self { Self(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: Self, rhs: CGFloat) -> Self { Self(x: lhs.x * rhs, y: lhs.y * rhs) }
    static func / (lhs: Self, rhs: CGFloat) -> Self { Self(x: lhs.x / rhs, y: lhs.y / rhs) }
}

struct Velocity: Equatable {
    var dx: Double
    var dy: Double

    static func + (lhs: Velocity, rhs: Velocity) -> Velocity { Velocity(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    static func * (lhs: Velocity, rhs: Double) -> Velocity { Velocity(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
}

struct ControlPoints: View {
    let points = [CGPoint(x: 0, y: 100), CGPoint(x: 60, y: 40), CGPoint(x: 120, y: 70)]

    /// The Hermite tangent at the middle point: half the chord from its neighbours.
    var tangent: CGPoint { (points[2] - points[0]) / 2 }
    var control: CGPoint { points[1] + tangent * (1 / 3) }
    var drift: Velocity { (Velocity(dx: 3, dy: -1) + Velocity(dx: 1, dy: 5)) * 2.5 }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("tangent \(Int(tangent.x)) \(Int(tangent.y))")
                    .id("tangent")
                Text("control \(Int(control.x)) \(Int(control.y))")
                    .id("control")
                Text("drift \(drift.dx) \(drift.dy)")
                    .id("drift")
                Color.blue
                    .frame(width: 40, height: 40)
                    .offset(x: control.x, y: control.y)
                    .id("marker")
            }
        }
    }
}
