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
                       get: { value in
                           let size = try ValueReaders.size(value, "animatableData")
                           return numbers(size.width, size.height)
                       },
                       set: { value, new in
                           let (width, height) = try numbers(of: new)
                           value = .size(Size(width: width, height: height))
                       })
        }
        surface.extend("CGPoint") { t in
            t.property("var animatableData: CGPoint.AnimatableData { get set }", doc: "The pair of x and y.",
                       get: { value in
                           let point = try ValueReaders.point(value, "animatableData")
                           return numbers(point.x, point.y)
                       },
                       set: { value, new in
                           let (x, y) = try numbers(of: new)
                           value = .point(Point(x: x, y: y))
                       })
        }
        surface.extend("CGRect") { t in
            t.property("var animatableData: CGRect.AnimatableData { get set }", doc: "The pair of the origin's pair and the size's.",
                       get: { value in
                           guard case .rect(let rect) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CGRect", value)) }
                           return pair.make([numbers(rect.origin.x, rect.origin.y), numbers(rect.size.width, rect.size.height)])
                       },
                       set: { value, new in
                           let (origin, size) = try halves(new)
                           let ((x, y), (width, height)) = (try numbers(of: origin), try numbers(of: size))
                           value = .rect(Rect(x: x, y: y, width: width, height: height))
                       })
        }
    }

    /// The pair of two numbers (a size's width and height, a point's x and y).
    private static func numbers(_ first: Double, _ second: Double) -> Value {
        BuiltinTypes.animatablePair.make([.double(first), .double(second)])
    }

    /// The two numbers of such a pair.
    private static func numbers(of value: Value) throws -> (Double, Double) {
        let (first, second) = try halves(value)
        return (try ValueReaders.double(first, "first"), try ValueReaders.double(second, "second"))
    }

    private static func halves(_ value: Value) throws -> (Value, Value) {
        guard case .record(let record, let fields) = value, record.type === BuiltinTypes.animatablePair else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("AnimatablePair", value))
        }
        return (fields[0], fields[1])
    }
}
