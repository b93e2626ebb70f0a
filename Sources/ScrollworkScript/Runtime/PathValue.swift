import Foundation
import ScrollworkCore

/// A SwiftUI `Path`, a `CGPath` or the path of a `UIBezierPath`: its elements, so
/// `boundingRect` is exact (curves by their extremes, not their control points, as
/// `CGPath.boundingBoxOfPath` measures them). Scenes lay a path out as a shape and draw its box.
final class PathValue: HostObject {
    enum Element: Equatable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case rect(Rect)
        case ellipse(Rect)
        /// A rounded rectangle, its rounded corners and their radii (drawn as the rectangle).
        case roundedRect(Rect)
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        case close
    }

    let elements: [Element]
    let typeName: String

    init(_ elements: [Element] = [], typeName: String = "Path") {
        self.elements = elements
        self.typeName = typeName
    }

    var surfaceType: String { typeName }

    /// Most elements one path may have.
    static let limit = 100_000

    func adding(_ element: Element) throws -> PathValue {
        try adding(contentsOf: [element])
    }

    func adding(contentsOf added: [Element]) throws -> PathValue {
        guard elements.count + added.count <= Self.limit else { throw RuntimeFailure("a path would exceed \(Self.limit) elements") }
        return PathValue(elements + added, typeName: typeName)
    }

    func retyped(_ name: String) -> PathValue { PathValue(elements, typeName: name) }

    /// The last point the path reached, where the next segment starts.
    var currentPoint: Point? {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .arc(let c, let r, _, let end, _): return Point(x: c.x + r * cos(end), y: c.y + r * sin(end))
            case .rect(let r), .ellipse(let r), .roundedRect(let r): return r.origin
            case .close: continue
            }
        }
        return nil
    }

    /// The smallest rectangle holding every point the path passes through; `CGRect.null`
    /// (infinite origin, no size) for an empty path.
    var boundingRect: Rect {
        var box = Bounds()
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(p)
                for t in Self.extremes(current.x, c.x, p.x) + Self.extremes(current.y, c.y, p.y) {
                    let u = 1 - t
                    box.add(Point(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                for t in Self.extremes(current.x, c1.x, c2.x, p.x) + Self.extremes(current.y, c1.y, c2.y, p.y) {
                    box.add(Self.cubic(current, c1, c2, p, t))
                }
                current = p
            case .rect(let r), .ellipse(let r), .roundedRect(let r):
                box.add(Point(x: r.minX, y: r.minY))
                box.add(Point(x: r.maxX, y: r.maxY))
                current = r.origin
            case .arc(let center, let radius, let start, let end, let clockwise):
                let points = Self.arcExtremes(center, radius, start, end, clockwise)
                points.forEach { box.add($0) }
                current = points.last ?? current
            case .close:
                break
            }
        }
        return box.rect
    }

    private struct Bounds {
        var low = Point(x: .infinity, y: .infinity), high = Point(x: -.infinity, y: -.infinity)
        mutating func add(_ p: Point) {
            low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
            high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
        }
        var rect: Rect {
            guard low.x <= high.x else { return Rect(x: .infinity, y: .infinity, width: 0, height: 0) }
            return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
        }
    }

    /// Where a quadratic Bézier coordinate turns, inside (0, 1).
    private static func extremes(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Where a cubic Bézier coordinate turns, inside (0, 1): the roots of its derivative.
    private static func extremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots = [Double]()
        if abs(qa) < 1e-12 {
            if qb != 0 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// An arc's two ends and the points where it crosses an axis between them (y grows downward,
    /// so `clockwise` sweeps towards smaller angles, as SwiftUI's `addArc` does).
    private static func arcExtremes(_ center: Point, _ radius: Double, _ start: Double, _ end: Double, _ clockwise: Bool) -> [Point] {
        func point(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let full = 2 * Double.pi
        // The sweep from start towards end in the arc's direction, in [0, 2π).
        var sweep = clockwise ? start - end : end - start
        sweep = sweep.truncatingRemainder(dividingBy: full)
        if sweep < 0 { sweep += full }
        var points = [point(start)]
        for quarter in 0..<4 {
            let angle = Double(quarter) * Double.pi / 2
            var distance = clockwise ? start - angle : angle - start
            distance = distance.truncatingRemainder(dividingBy: full)
            if distance < 0 { distance += full }
            if distance > 0 && distance < sweep { points.append(point(angle)) }
        }
        points.append(point(end))
        return points
    }
}
