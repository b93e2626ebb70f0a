import ScrollworkCore
import ScrollworkScene

/// `AnimatablePair` and the `animatableData` of Core Graphics' geometry, as an `Animatable`
/// shape's own `animatableData` reads and writes them (`AnimatablePair(offset.animatableData,
/// curve)`): a size is the pair of its width and height, a point of its x and y, a rectangle of
/// its origin's pair and its size's. The end state is what is laid out (README, "Animations").
enum SwiftUIAnimatableDataSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let pair = BuiltinTypes.animatablePair
        surface.type("AnimatablePair", conformsTo: ["Equatable"], doc: "Two animatable values, first and second.") { t in
            t.initializer("init(_ first: First, _ second: Second)", doc: "The pair of these values.") { a in pair.make([a[0], a[1]]) }
            for name in ["first", "second"] {
                t.property("var \(name): \(name == "first" ? "First" : "Second") { get set }", doc: "The pair's \(name) value.",
                           get: pair.getter(name), set: pair.setter(name))
            }
        }
        for type in ["CGSize", "CGPoint", "CGRect"] { surface.alias("\(type).AnimatableData", for: "AnimatablePair") }
        surface.extend("CGSize") { t in
            t.property("var animatableData: CGSize.AnimatableData { get set }", doc: "The pair of the width and the height.",
                       get: { value in sizePair(try ValueReaders.size(value, "animatableData")) },
                       set: { value, new in value = .size(try size(of: new)) })
        }
        surface.extend("CGPoint") { t in
            t.property("var animatableData: CGPoint.AnimatableData { get set }", doc: "The pair of x and y.",
                       get: { value in pointPair(try ValueReaders.point(value, "animatableData")) },
                       set: { value, new in value = .point(try point(of: new)) })
        }
        surface.extend("CGRect") { t in
            t.property("var animatableData: CGRect.AnimatableData { get set }", doc: "The pair of the origin's pair and the size's.",
                       get: { value in
                           guard case .rect(let rect) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CGRect", value)) }
                           return pair.make([pointPair(rect.origin), sizePair(rect.size)])
                       },
                       set: { value, new in
                           let (origin, size) = try halves(new)
                           value = .rect(Rect(origin: try point(of: origin), size: try self.size(of: size)))
                       })
        }
    }

    private static func sizePair(_ size: Size) -> Value { BuiltinTypes.animatablePair.make([.double(size.width), .double(size.height)]) }
    private static func pointPair(_ point: Point) -> Value { BuiltinTypes.animatablePair.make([.double(point.x), .double(point.y)]) }

    private static func size(of value: Value) throws -> Size {
        let (width, height) = try halves(value)
        return Size(width: try ValueReaders.double(width, "first"), height: try ValueReaders.double(height, "second"))
    }

    private static func point(of value: Value) throws -> Point {
        let (x, y) = try halves(value)
        return Point(x: try ValueReaders.double(x, "first"), y: try ValueReaders.double(y, "second"))
    }

    private static func halves(_ value: Value) throws -> (Value, Value) {
        guard case .record(let record, let fields) = value, record.type === BuiltinTypes.animatablePair else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("AnimatablePair", value))
        }
        return (fields[0], fields[1])
    }
}
