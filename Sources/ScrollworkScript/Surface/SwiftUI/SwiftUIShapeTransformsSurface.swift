import ScrollworkCore

/// The shapes that wrap another with a transform of its outline (`OffsetShape(shape:offset:)`,
/// `RotatedShape`, `ScaledShape`, `TransformedShape`), which `Shape`'s `rotation(_:)`, `scale(_:)`
/// and `transform(_:)` make: the outline moves inside the frame while the frame is the one the
/// shape is offered, so each lays out as the shape it wraps (the transform is drawn only, as
/// `rotation(_:)` is).
enum SwiftUIShapeTransformsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let wrappers = [
            ("OffsetShape", "offset: CGSize", "moved by the offset"),
            ("RotatedShape", "angle: Angle, anchor: UnitPoint = .center", "turned about the anchor"),
            ("ScaledShape", "scale: CGSize, anchor: UnitPoint = .center", "scaled about the anchor"),
            ("TransformedShape", "transform: CGAffineTransform", "under the affine transform"),
        ]
        for (name, parameters, how) in wrappers {
            surface.type(name, conformsTo: ["Shape"], doc: "A shape's outline \(how); it lays out as the shape.") { t in
                t.initializer("init<Content: Shape>(shape: Content, \(parameters))", role: .view,
                              doc: "The shape, its outline \(how) (drawn only): it takes the frame the shape would.") { a in a[0] }
            }
        }
        surface.extend("Shape") { t in
            t.visual(["func transform(_ transform: CGAffineTransform) -> some Shape"],
                     doc: "Drawn only; the shape still takes the size it is offered.")
        }
    }
}
