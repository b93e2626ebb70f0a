import ScrollworkCore
import ScrollworkScene

/// Visual effects: on a view (kept as its body effects) and on a `scrollTransition`'s
/// `content` proxy, declared once for both (docs/SEMANTICS.md, "Scroll transitions"). Scales and
/// factors multiply, offsets and angles add, as SwiftUI composes them; 3D rotations are kept
/// in the order they apply.
enum SwiftUIEffectsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("VisualEffect", .protocol, doc: "Effects that do not change layout; a scrollTransition's content is one.")
        surface.type("EmptyVisualEffect", conformsTo: ["VisualEffect"], doc: "The identity effect a scrollTransition closure starts from.")
        for owner in ["View", "VisualEffect"] {
            let result = owner == "View" ? "some View" : "some VisualEffect"
            surface.extend(owner) { t in
                for (declaration, doc, effect) in effects {
                    t.effect(declaration.replacingOccurrences(of: "-> RESULT", with: "-> \(result)"), doc: doc, effect)
                }
                if owner == "VisualEffect" {
                    t.effect("func offset(_ offset: CGSize) -> some VisualEffect", doc: "Moves what is drawn.", SurfaceEffect(apply: { e, a in
                        let size = try ValueReaders.size(a[0], "offset")
                        e.offsetX += size.width; e.offsetY += size.height
                    }))
                    t.effect("func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect", doc: "Moves what is drawn.", SurfaceEffect(apply: { e, a in
                        e.offsetX += try number(a[0], "x"); e.offsetY += try number(a[1], "y")
                    }))
                }
            }
        }
    }

    private static let number = ValueReaders.double

    private static func degrees(_ value: Value) throws -> Double {
        if case .angle(let radians) = value { return radians * 180 / .pi }
        throw RuntimeFailure("expected an Angle such as .degrees(10), found \(value.typeName)")
    }

    /// Element `index` of an `(x:y:z:)` axis.
    private static func axis(_ value: Value, _ index: Int, _ label: String) throws -> Double {
        guard case .tuple(let tuple) = value, tuple.elements.count == 3 else {
            throw RuntimeFailure("expected an axis such as (x: 0, y: 1, z: 0), found \(value.typeName)")
        }
        return try number(tuple.elements[index], "axis." + label)
    }

    /// Declarations with `RESULT` standing for the owner's result type.
    private static let effects: [(String, String, SurfaceEffect)] = [
        ("func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> RESULT", "Scales what is drawn by the same factor on both axes.",
         SurfaceEffect(apply: { e, a in let s = try number(a[0], "scale"); e.scaleX *= s; e.scaleY *= s },
                       number: { e, s in e.scaleX *= s; e.scaleY *= s })),
        ("func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> RESULT", "Scales what is drawn by width and height factors.",
         SurfaceEffect(apply: { e, a in let s = try ValueReaders.size(a[0], "scale"); e.scaleX *= s.width; e.scaleY *= s.height })),
        ("func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> RESULT", "Scales what is drawn per axis.",
         SurfaceEffect(apply: { e, a in e.scaleX *= try number(a[0], "x"); e.scaleY *= try number(a[1], "y") })),
        ("func opacity(_ opacity: Double) -> RESULT", "Fades what is drawn (shown as shading).",
         SurfaceEffect(apply: { e, a in e.opacity *= try number(a[0], "opacity") }, number: { e, o in e.opacity *= o })),
        ("func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> RESULT", "Rotates what is drawn.",
         SurfaceEffect(apply: { e, a in e.rotation += try degrees(a[0]) })),
        ("func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> RESULT",
         "Turns what is drawn about an axis in space, in perspective; the frame stays.",
         SurfaceEffect(apply: { e, a in
             let turn = Rotation3D(angle: try degrees(a[0]), axisX: try axis(a[1], 0, "x"), axisY: try axis(a[1], 1, "y"), axisZ: try axis(a[1], 2, "z"),
                                   anchor: ArgumentReader.unitPoint(a[2]) ?? UnitPoint(x: 0.5, y: 0.5),
                                   anchorZ: try number(a[3], "anchorZ"), perspective: try number(a[4], "perspective"))
             if !turn.isIdentity { e.rotations3D.append(turn) }
         })),
        ("func hueRotation(_ angle: Angle) -> RESULT", "Shifts the hue.",
         SurfaceEffect(apply: { e, a in e.hueRotation += try degrees(a[0]) })),
        ("func blur(radius: CGFloat, opaque: Bool = false) -> RESULT", "Blurs what is drawn.",
         SurfaceEffect(apply: { e, a in e.blur += try number(a[0], "radius") }, number: { e, r in e.blur += r })),
        ("func brightness(_ amount: Double) -> RESULT", "Brightens what is drawn.",
         SurfaceEffect(apply: { e, a in e.brightness += try number(a[0], "amount") }, number: { e, x in e.brightness += x })),
        ("func contrast(_ amount: Double) -> RESULT", "Changes the contrast.",
         SurfaceEffect(apply: { e, a in e.contrast *= try number(a[0], "amount") }, number: { e, x in e.contrast *= x })),
        ("func saturation(_ amount: Double) -> RESULT", "Changes the saturation.",
         SurfaceEffect(apply: { e, a in e.saturation *= try number(a[0], "amount") }, number: { e, x in e.saturation *= x })),
        ("func grayscale(_ amount: Double) -> RESULT", "Takes colour out.",
         SurfaceEffect(apply: { e, a in e.grayscale = min(1, e.grayscale + (try number(a[0], "amount"))) })),
    ]
}
