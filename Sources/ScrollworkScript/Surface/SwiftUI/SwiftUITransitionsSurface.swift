import ScrollworkCore
import ScrollworkScene

/// `scrollTransition` configurations and thresholds (docs/SEMANTICS.md, "Scroll transitions").
enum SwiftUITransitionsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        func configuration(_ value: TransitionConfiguration) -> Value { .host(SceneArgument(.transition(value))) }
        func threshold(_ value: TransitionThreshold) -> Value { .host(SceneArgument(.threshold(value))) }
        let type = "ScrollTransitionConfiguration", thresholdType = "ScrollTransitionConfiguration.Threshold"
        surface.type(type, doc: "How a scroll transition's phase follows the item.") { t in
            t.constant("static var interactive: \(type) { get }", role: .effect,
                       doc: "The phase follows the scroll (ease in-out curve).", configuration(.interactive))
            t.constant("static var animated: \(type) { get }", role: .effect,
                       doc: "The phase jumps at the threshold and animates over 0.3 s.", configuration(.animated))
            t.constant("static var identity: \(type) { get }", role: .effect, doc: "No transition.", configuration(.identity))
            t.staticFunction("static func animated(_ animation: Animation = .default) -> \(type)", role: .effect,
                             doc: "The phase jumps at the threshold and moves to it along the animation.") { a in
                configuration(TransitionConfiguration(mode: .animated(try SwiftUIAnimationSurface.curve(a[0]) ?? .default)))
            }
            t.staticFunction("static func interactive(timingCurve: UnitCurve = .easeInOut) -> \(type)", role: .effect,
                             doc: "The phase follows the scroll through this curve.") { a in
                configuration(TransitionConfiguration(mode: .interactive(try UnitCurveValue.read(a[0]))))
            }
            t.method("func threshold(_ threshold: \(thresholdType)) -> \(type)", role: .effect,
                     doc: "When the item counts as fully visible.") { receiver, a in
                guard var copy = ViewModifiers.transitionConfiguration(receiver) else { throw RuntimeFailure("expected a \(type)") }
                guard case .host(let argument as SceneArgument) = a[0], case .threshold(let given) = argument.kind else {
                    throw RuntimeFailure("expected a threshold such as .visible(0.9)")
                }
                copy.threshold = given
                return configuration(copy)
            }
        }
        unitCurve(&surface)
        surface.type(thresholdType, doc: "How much of an item must show for the identity phase.") { t in
            t.constant("static var visible: \(thresholdType) { get }", role: .effect, doc: "Wholly visible.", threshold(.visible(1)))
            t.constant("static var hidden: \(thresholdType) { get }", role: .effect, doc: "Any part visible.", threshold(.visible(0)))
            t.constant("static var centered: \(thresholdType) { get }", role: .effect, doc: "Centred in the visible region.", threshold(.centered))
            t.staticFunction("static func visible(_ amount: Double) -> \(thresholdType)", role: .effect,
                             doc: "At least this fraction visible.") { threshold(.visible(try ValueReaders.double($0[0], "amount"))) }
            t.staticFunction("static func inset(by distance: Double) -> \(thresholdType)", role: .effect,
                             doc: "Wholly inside the visible region shrunk by distance.") { threshold(.inset(try ValueReaders.double($0[0], "distance"))) }
        }
    }

    /// SwiftUI's `UnitCurve`: the cubic Béziers of CSS and Core Animation, and the circular
    /// curves as closed forms (see `TimingCurve`).
    private static func unitCurve(_ surface: inout SurfaceBuilder) {
        surface.type("UnitCurve", conformsTo: ["Hashable"], doc: "A curve from progress 0…1 to output 0…1.") { t in
            let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut]
            for curve in named {
                t.constant("static let \(curve.name): UnitCurve", role: .effect, doc: "The \(curve.name) curve.", .host(UnitCurveValue(curve)))
            }
            t.staticFunction("static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve",
                             role: .effect, doc: "A cubic Bézier through (0, 0) and (1, 1) with these control points.") { a in
                guard case .unitPoint(let start) = a[0], case .unitPoint(let end) = a[1] else {
                    throw RuntimeFailure("bezier(startControlPoint:endControlPoint:) takes two UnitPoints")
                }
                return .host(UnitCurveValue(TimingCurve(start.x, start.y, end.x, end.y)))
            }
            t.method("func value(at progress: Double) -> Double", role: .effect, doc: "The curve's output at this progress.") { r, a in
                .double(try UnitCurveValue.read(r).value(at: try ValueReaders.double(a[0], "progress")))
            }
        }
    }
}

/// A `UnitCurve` value.
final class UnitCurveValue: HostObject {
    let curve: TimingCurve
    init(_ curve: TimingCurve) { self.curve = curve }
    var typeName: String { "UnitCurve" }

    static func read(_ value: Value) throws -> TimingCurve {
        guard case .host(let curve as UnitCurveValue) = value else {
            throw RuntimeFailure("expected a UnitCurve such as .easeInOut, found \(value.typeName)")
        }
        return curve.curve
    }
}
