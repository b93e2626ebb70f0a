import ScrollworkCore

/// `CGRect`, `CGPoint`, `CGSize` and `CGVector`: the geometry every behaviour reads.
enum CoreGraphicsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        rect(&surface)
        point(&surface)
        size(&surface)
        vector(&surface)
    }

    private static let number = ValueReaders.double

    private static func rect(_ surface: inout SurfaceBuilder) {
        func r(_ value: Value) throws -> Rect { try ValueReaders.rect(value, "the rectangle") }
        // CoreGraphics' debug description is how the value prints: `(1.0, 2.0, 3.0, 4.0)`.
        for type in ["CGRect", "CGPoint", "CGSize"] {
            surface.extend(type) { t in
                t.property("var debugDescription: String { get }", doc: "The value as it prints, its numbers in parentheses.") {
                    .string(Value.describe($0))
                }
            }
        }
        surface.type("CGRect", conformsTo: ["Equatable"], doc: "A rectangle: an origin and a size, in points.") { t in
            t.initializer("init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)", doc: "A rectangle from its origin and size.") {
                .rect(Rect(x: try number($0[0], "x"), y: try number($0[1], "y"), width: try number($0[2], "width"),
                           height: try number($0[3], "height")))
            }
            t.initializer("init(origin: CGPoint, size: CGSize)", doc: "A rectangle from a point and a size.") {
                .rect(Rect(origin: try ValueReaders.point($0[0], "origin"), size: try ValueReaders.size($0[1], "size")))
            }
            t.initializer("init()", doc: "The empty rectangle at the origin.") { _ in .rect(.zero) }
            t.constant("static var zero: CGRect { get }", doc: "The rectangle at (0, 0) with no size.", .rect(.zero))
            t.property("var minX: CGFloat { get }", doc: "The smallest x.") { .double(try r($0).cgMinX) }
            t.property("var minY: CGFloat { get }", doc: "The smallest y.") { .double(try r($0).cgMinY) }
            t.property("var maxX: CGFloat { get }", doc: "The largest x.") { .double(try r($0).cgMaxX) }
            t.property("var maxY: CGFloat { get }", doc: "The largest y.") { .double(try r($0).cgMaxY) }
            t.property("var midX: CGFloat { get }", doc: "The x of the centre.") { .double(try r($0).cgMidX) }
            t.property("var midY: CGFloat { get }", doc: "The y of the centre.") { .double(try r($0).cgMidY) }
            t.property("var width: CGFloat { get }", doc: "The width.") { .double(try r($0).cgWidth) }
            t.property("var height: CGFloat { get }", doc: "The height.") { .double(try r($0).cgHeight) }
            t.property("var isEmpty: Bool { get }", doc: "Whether the width or the height is zero.") {
                .bool(try r($0).cgIsEmpty)
            }
            t.property("var origin: CGPoint { get set }", doc: "The top-leading corner.", get: { .point(try r($0).origin) },
                       set: { receiver, new in
                           var rect = try r(receiver)
                           rect.origin = try ValueReaders.point(new, "origin")
                           receiver = .rect(rect)
                       })
            t.property("var size: CGSize { get set }", doc: "The width and height.", get: { .size(try r($0).size) },
                       set: { receiver, new in
                           var rect = try r(receiver)
                           rect.size = try ValueReaders.size(new, "size")
                           receiver = .rect(rect)
                       })
            t.property("var integral: CGRect { get }", doc: "The smallest rectangle with whole-number edges that holds this one.") {
                .rect(try r($0).cgIntegral)
            }
            t.method("func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect", doc: "The rectangle moved by dx, dy.") { receiver, a in
                .rect(try r(receiver).cgOffsetBy(dx: try number(a[0], "dx"), dy: try number(a[1], "dy")))
            }
            t.method("func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect", doc: "The rectangle shrunk by dx, dy on each side.") { receiver, a in
                .rect(try r(receiver).cgInsetBy(dx: try number(a[0], "dx"), dy: try number(a[1], "dy")))
            }
            t.method("func intersects(_ rect2: CGRect) -> Bool", doc: "Whether the two rectangles overlap.") { receiver, a in
                .bool(try r(receiver).intersects(try r(a[0])))
            }
            t.method("func contains(_ point: CGPoint) -> Bool", doc: "Whether the point lies inside.") { receiver, a in
                .bool(try r(receiver).cgContains(try ValueReaders.point(a[0], "point")))
            }
            t.method("func contains(_ rect2: CGRect) -> Bool", doc: "Whether the other rectangle lies wholly inside.") { receiver, a in
                let rect = try r(receiver), other = try r(a[0])
                return .bool(other.minX >= rect.minX && other.maxX <= rect.maxX && other.minY >= rect.minY && other.maxY <= rect.maxY)
            }
        }
    }

    private static func point(_ surface: inout SurfaceBuilder) {
        func p(_ value: Value) throws -> Point { try ValueReaders.point(value, "the point") }
        surface.type("CGPoint", conformsTo: ["Equatable"], doc: "A point in a two-dimensional coordinate system.") { t in
            t.initializer("init(x: CGFloat, y: CGFloat)", doc: "A point from its coordinates.") {
                .point(Point(x: try number($0[0], "x"), y: try number($0[1], "y")))
            }
            t.initializer("init()", doc: "The origin.") { _ in .point(.zero) }
            t.constant("static var zero: CGPoint { get }", doc: "The origin.", .point(.zero))
            t.property("var x: CGFloat { get set }", doc: "The x coordinate.", get: { .double(try p($0).x) },
                       set: { receiver, new in var point = try p(receiver); point.x = try number(new, "x"); receiver = .point(point) })
            t.property("var y: CGFloat { get set }", doc: "The y coordinate.", get: { .double(try p($0).y) },
                       set: { receiver, new in var point = try p(receiver); point.y = try number(new, "y"); receiver = .point(point) })
        }
    }

    private static func size(_ surface: inout SurfaceBuilder) {
        func s(_ value: Value) throws -> Size { try ValueReaders.size(value, "the size") }
        surface.type("CGSize", conformsTo: ["Equatable"], doc: "A width and a height.") { t in
            t.initializer("init(width: CGFloat, height: CGFloat)", doc: "A size from its width and height.") {
                .size(Size(width: try number($0[0], "width"), height: try number($0[1], "height")))
            }
            t.initializer("init()", doc: "The zero size.") { _ in .size(.zero) }
            t.constant("static var zero: CGSize { get }", doc: "The zero size.", .size(.zero))
            t.property("var width: CGFloat { get set }", doc: "The width.", get: { .double(try s($0).width) },
                       set: { receiver, new in var size = try s(receiver); size.width = try number(new, "width"); receiver = .size(size) })
            t.property("var height: CGFloat { get set }", doc: "The height.", get: { .double(try s($0).height) },
                       set: { receiver, new in var size = try s(receiver); size.height = try number(new, "height"); receiver = .size(size) })
        }
    }

    private static func vector(_ surface: inout SurfaceBuilder) {
        func v(_ value: Value) throws -> Vector {
            guard case .vector(let vector) = value else { throw RuntimeFailure("expected a CGVector, not \(value.typeName)") }
            return vector
        }
        surface.type("CGVector", conformsTo: ["Equatable"], doc: "A two-dimensional vector: a velocity in a target context.") { t in
            t.initializer("init(dx: CGFloat, dy: CGFloat)", doc: "A vector from its components.") {
                .vector(Vector(dx: try number($0[0], "dx"), dy: try number($0[1], "dy")))
            }
            t.initializer("init()", doc: "The zero vector.") { _ in .vector(.zero) }
            t.constant("static var zero: CGVector { get }", doc: "The zero vector.", .vector(.zero))
            t.property("var dx: CGFloat { get set }", doc: "The horizontal component.", get: { .double(try v($0).dx) },
                       set: { receiver, new in var vector = try v(receiver); vector.dx = try number(new, "dx"); receiver = .vector(vector) })
            t.property("var dy: CGFloat { get set }", doc: "The vertical component.", get: { .double(try v($0).dy) },
                       set: { receiver, new in var vector = try v(receiver); vector.dy = try number(new, "dy"); receiver = .vector(vector) })
        }
    }
}
