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
        // A size and a point are each the pair of their two numbers.
        let numberPairs: [(type: String, doc: String, read: (Value) throws -> (Double, Double), make: (Double, Double) -> Value)] = [
            ("CGSize", "The pair of the width and the height.",
             { let size = try ValueReaders.size($0, "animatableData"); return (size.width, size.height) },
             { .size(Size(width: $0, height: $1)) }),
            ("CGPoint", "The pair of x and y.",
             { let point = try ValueReaders.point($0, "animatableData"); return (point.x, point.y) },
             { .point(Point(x: $0, y: $1)) }),
        ]
        for (type, doc, read, make) in numberPairs {
            surface.extend(type) { t in
                t.property("var animatableData: \(type).AnimatableData { get set }", doc: doc,
                           get: { value in let (first, second) = try read(value); return numbers(first, second) },
                           set: { value, new in let (first, second) = try numbers(of: new); value = make(first, second) })
            }
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
