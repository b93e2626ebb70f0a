import Foundation
import ScrollworkCore

/// `CGAffineTransform` and what applies one: a point, a size, a rectangle (the box of its
/// moved corners) and a `Path`, as Core Graphics computes them: a point (x, y) becomes
/// (a·x + c·y + tx, b·x + d·y + ty). Building one up (`scaledBy`, `translatedBy`, `rotated`)
/// applies the new step first, as Core Graphics does.
enum CoreGraphicsAffineTransformSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let number = ValueReaders.double
        surface.type("CGAffineTransform", conformsTo: ["Equatable"], doc: "A 2D affine transform: scale, rotation, translation.") { t in
            t.initializer("init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)", doc: "The transform of these six numbers.") { a in
                .host(AffineTransformValue(a: try number(a[0], "a"), b: try number(a[1], "b"), c: try number(a[2], "c"),
                                           d: try number(a[3], "d"), tx: try number(a[4], "tx"), ty: try number(a[5], "ty")))
            }
            t.initializer("init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)",
                          doc: "The transform of these six numbers, unlabelled.") { a in
                .host(AffineTransformValue(a: try number(a[0], "a"), b: try number(a[1], "b"), c: try number(a[2], "c"),
                                           d: try number(a[3], "d"), tx: try number(a[4], "tx"), ty: try number(a[5], "ty")))
            }
            t.initializer("init()", doc: "The identity.") { _ in .host(AffineTransformValue.identity) }
            t.initializer("init(scaleX sx: CGFloat, y sy: CGFloat)", doc: "A scale.") { a in
                .host(AffineTransformValue.scale(try number(a[0], "scaleX"), try number(a[1], "y")))
            }
            t.initializer("init(translationX tx: CGFloat, y ty: CGFloat)", doc: "A translation.") { a in
                .host(AffineTransformValue.translation(try number(a[0], "translationX"), try number(a[1], "y")))
            }
            t.initializer("init(rotationAngle angle: CGFloat)", doc: "A rotation by the angle in radians.") { a in
                .host(AffineTransformValue.rotation(try number(a[0], "rotationAngle")))
            }
            t.constant("static let identity: CGAffineTransform", doc: "The transform that changes nothing.", .host(AffineTransformValue.identity))
            for (name, read) in [("a", \AffineTransformValue.a), ("b", \.b), ("c", \.c), ("d", \.d), ("tx", \.tx), ("ty", \.ty)] {
                t.property("var \(name): CGFloat { get }", doc: "The matrix's \(name).") { .double(try transform($0)[keyPath: read]) }
            }
            t.property("var isIdentity: Bool { get }", doc: "Whether it changes nothing.") { .bool(try transform($0) == .identity) }
            t.method("func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform", doc: "This transform after a scale.") { r, a in
                .host(AffineTransformValue.scale(try number(a[0], "x"), try number(a[1], "y")).concatenating(try transform(r)))
            }
            t.method("func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform", doc: "This transform after a translation.") { r, a in
                .host(AffineTransformValue.translation(try number(a[0], "x"), try number(a[1], "y")).concatenating(try transform(r)))
            }
            t.method("func rotated(by angle: CGFloat) -> CGAffineTransform", doc: "This transform after a rotation.") { r, a in
                .host(AffineTransformValue.rotation(try number(a[0], "by")).concatenating(try transform(r)))
            }
            t.method("func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform", doc: "This transform, then the other.") { r, a in
                .host(try transform(r).concatenating(try transform(a[0])))
            }
            t.method("func inverted() -> CGAffineTransform", doc: "The transform that undoes it; itself when it cannot be undone.") { r, _ in
                .host(try transform(r).inverted)
            }
        }
        surface.extend("CGPoint") { t in
            t.method("func applying(_ t: CGAffineTransform) -> CGPoint", doc: "The point moved by the transform.") { r, a in
                .point(try transform(a[0]).apply(try ValueReaders.point(r, "the point")))
            }
        }
        surface.extend("CGSize") { t in
            t.method("func applying(_ t: CGAffineTransform) -> CGSize", doc: "The size under the transform, without its translation.") { r, a in
                let size = try ValueReaders.size(r, "the size"), m = try transform(a[0])
                return .size(Size(width: m.a * size.width + m.c * size.height, height: m.b * size.width + m.d * size.height))
            }
        }
        surface.extend("CGRect") { t in
            t.method("func applying(_ t: CGAffineTransform) -> CGRect", doc: "The smallest rectangle holding the moved corners.") { r, a in
                .rect(try transform(a[0]).apply(try ValueReaders.rect(r, "the rectangle")))
            }
        }
        surface.extend("Path") { t in
            t.method("func applying(_ transform: CGAffineTransform) -> Path",
                     doc: "The path moved by the transform (a rectangle, an ellipse or an arc moves as its box).") { r, a in
                let m = try transform(a[0]), path = try SwiftUIPathSurface.path(r)
                return .host(PathValue(path.elements.map { m.apply($0) }, typeName: path.typeName))
            }
            t.method("func offsetBy(dx: CGFloat, dy: CGFloat) -> Path", doc: "The path moved by dx, dy.") { r, a in
                let m = AffineTransformValue.translation(try number(a[0], "dx"), try number(a[1], "dy")), path = try SwiftUIPathSurface.path(r)
                return .host(PathValue(path.elements.map { m.apply($0) }, typeName: path.typeName))
            }
        }
    }

    static func transform(_ value: Value) throws -> AffineTransformValue {
        guard case .host(let transform as AffineTransformValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("CGAffineTransform", value))
        }
        return transform
    }
}

/// A `CGAffineTransform`: the matrix [a b 0; c d 0; tx ty 1].
final class AffineTransformValue: HostValue, Equatable {
    let a, b, c, d, tx, ty: Double

    init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    static let identity = AffineTransformValue(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    static func scale(_ x: Double, _ y: Double) -> AffineTransformValue { .init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    static func translation(_ x: Double, _ y: Double) -> AffineTransformValue { .init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    static func rotation(_ angle: Double) -> AffineTransformValue {
        .init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// This transform, then `other`: the matrix product self × other.
    func concatenating(_ other: AffineTransformValue) -> AffineTransformValue {
        .init(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
              c: c * other.a + d * other.c, d: c * other.b + d * other.d,
              tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    var inverted: AffineTransformValue {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return .init(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                     tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    func apply(_ rect: Rect) -> Rect {
        let corners = [Point(x: rect.cgMinX, y: rect.cgMinY), Point(x: rect.cgMaxX, y: rect.cgMinY),
                       Point(x: rect.cgMinX, y: rect.cgMaxY), Point(x: rect.cgMaxX, y: rect.cgMaxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    func apply(_ element: PathValue.Element) -> PathValue.Element {
        switch element {
        case .move(let p): return .move(apply(p))
        case .line(let p): return .line(apply(p))
        case .quadCurve(let to, let control): return .quadCurve(to: apply(to), control: apply(control))
        case .curve(let to, let c1, let c2): return .curve(to: apply(to), control1: apply(c1), control2: apply(c2))
        case .rect(let r): return .rect(apply(r))
        case .ellipse(let r): return .ellipse(apply(r))
        case .roundedRect(let r): return .roundedRect(apply(r))
        case .arc(let center, let radius, let start, let end, let clockwise):
            return .arc(center: apply(center), radius: radius * sqrt(abs(a * d - b * c)), start: start, end: end, clockwise: clockwise)
        case .close: return .close
        }
    }

    static func == (lhs: AffineTransformValue, rhs: AffineTransformValue) -> Bool {
        [lhs.a, lhs.b, lhs.c, lhs.d, lhs.tx, lhs.ty] == [rhs.a, rhs.b, rhs.c, rhs.d, rhs.tx, rhs.ty]
    }

    var typeName: String { "CGAffineTransform" }
    var valueDescription: String {
        "CGAffineTransform(a: \(Value.describe(double: a)), b: \(Value.describe(double: b)), c: \(Value.describe(double: c)), "
            + "d: \(Value.describe(double: d)), tx: \(Value.describe(double: tx)), ty: \(Value.describe(double: ty)))"
    }
    /// Equal as numbers are: -0 is 0.
    var equalityKey: String { [a, b, c, d, tx, ty].map { Value.describe(double: $0 == 0 ? 0 : $0) }.joined(separator: " ") }
    var memberName: String? { nil }
}
