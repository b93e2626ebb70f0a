import Foundation
import ScrollworkCore

/// `addArc(tangent1End:tangent2End:radius:)`, as Core Graphics draws it: the arc of the given
/// radius tangent to the line from the current point to the first tangent end and to the line
/// from there to the second, preceded by a straight line from the current point to where the
/// arc begins. With no current point the path starts at the first tangent end; with a radius
/// of zero, or lines that do not meet at an angle, it is a straight line to the first end.
extension PathValue {
    func addingTangentArc(_ corner: Point, _ end: Point, radius: Double) throws -> PathValue {
        guard let start = currentPoint else { return try adding(.move(corner)) }
        let toStart = Point(x: start.x - corner.x, y: start.y - corner.y), toEnd = Point(x: end.x - corner.x, y: end.y - corner.y)
        let startLength = hypot(toStart.x, toStart.y), endLength = hypot(toEnd.x, toEnd.y)
        guard radius > 0, startLength > 0, endLength > 0 else { return try adding(.line(corner)) }
        let u = Point(x: toStart.x / startLength, y: toStart.y / startLength), v = Point(x: toEnd.x / endLength, y: toEnd.y / endLength)
        let angle = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
        guard angle > 1e-12, angle < .pi - 1e-12 else { return try adding(.line(corner)) }
        // The tangent points lie radius / tan(θ/2) from the corner along each line; the centre
        // lies radius / sin(θ/2) from it along the bisector.
        let along = radius / tan(angle / 2), out = radius / sin(angle / 2)
        let first = Point(x: corner.x + u.x * along, y: corner.y + u.y * along)
        let second = Point(x: corner.x + v.x * along, y: corner.y + v.y * along)
        let bisector = Point(x: u.x + v.x, y: u.y + v.y), bisectorLength = hypot(bisector.x, bisector.y)
        let center = Point(x: corner.x + bisector.x / bisectorLength * out, y: corner.y + bisector.y / bisectorLength * out)
        let from = atan2(first.y - center.y, first.x - center.x), to = atan2(second.y - center.y, second.x - center.x)
        // The short way round, under π: towards smaller angles is clockwise (`Element.arc`).
        var sweep = to - from
        if sweep > .pi { sweep -= 2 * .pi } else if sweep <= -.pi { sweep += 2 * .pi }
        return try adding(contentsOf: [.line(first), .arc(center: center, radius: radius, start: from, end: to, clockwise: sweep < 0)])
    }
}
