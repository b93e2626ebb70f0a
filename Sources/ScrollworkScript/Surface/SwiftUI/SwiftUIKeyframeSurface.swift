import ScrollworkCore
import ScrollworkScene

/// `keyframeAnimator` and `KeyframeAnimator`: the content is built with the initial value, and
/// the keyframes are not played (a located warning says so). The keyframe types are declared
/// so the keyframes closure compiles as Swift's does; it is not run.
enum SwiftUIKeyframeSurface: SurfaceProvider {
    static let repeatingCaveat = "keyframes are not played here: the content keeps the initial value"
    static let triggeredCaveat = "a change of the trigger does not play the keyframes here: the content keeps the initial value"

    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            let content = "@ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View"
            let keyframes = "@KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes"
            t.method("func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true, \(content), \(keyframes)) -> some View",
                     role: .view, doc: "The view's effects at the initial value.", caveat: repeatingCaveat) { view, a in
                try initial(a[2], [view, a[0]], a)
            }
            t.method("func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable, \(content), \(keyframes)) -> some View",
                     role: .view, doc: "The view's effects at the initial value.", caveat: triggeredCaveat) { view, a in
                try initial(a[2], [view, a[0]], a)
            }
        }
        surface.type("KeyframeAnimator", conformsTo: ["View"], doc: "Content built with its initial value; the keyframes are not played.") { t in
            let content = "@ViewBuilder content: @escaping (Value) -> Content"
            let keyframes = "@KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath"
            t.initializer("init(initialValue: Value, repeating: Bool = true, \(content), \(keyframes))", role: .view,
                          doc: "The content at the initial value.", caveat: repeatingCaveat) { a in
                try initial(a[2], [a[0]], a)
            }
            t.initializer("init(initialValue: Value, trigger: some Equatable, \(content), \(keyframes))", role: .view,
                          doc: "The content at the initial value.", caveat: triggeredCaveat) { a in
                try initial(a[2], [a[0]], a)
            }
        }
        keyframes(&surface)
    }

    /// The keyframe types a keyframes closure writes. The closure is not run, so nothing here is.
    private static func keyframes(_ surface: inout SurfaceBuilder) {
        let unplayed: (SurfaceArguments) throws -> Value = { _ in .none }
        surface.type("KeyframeTrack", doc: "Keyframes for one property of the animated value (not played).") { t in
            t.initializer("init<Value>(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content)",
                          role: .visual, doc: "A track for the property at the key path.", unplayed)
            t.initializer("init(@KeyframeTrackContentBuilder<Root> content: () -> Content)", role: .visual,
                          doc: "A track for the whole value.", unplayed)
        }
        surface.type("CubicKeyframe", doc: "A keyframe reached along a cubic curve (not played).") { t in
            t.initializer("init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil)",
                          role: .visual, doc: "A cubic keyframe.", unplayed)
        }
        surface.type("LinearKeyframe", doc: "A keyframe reached along a timing curve (not played).") { t in
            t.initializer("init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear)", role: .visual,
                          doc: "A linear keyframe.", unplayed)
        }
        surface.type("SpringKeyframe", doc: "A keyframe reached by a spring (not played).") { t in
            t.initializer("init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil)",
                          role: .visual, doc: "A spring keyframe.", unplayed)
        }
        surface.type("MoveKeyframe", doc: "A keyframe reached at once (not played).") { t in
            t.initializer("init(_ to: Value)", role: .visual, doc: "A move keyframe.", unplayed)
        }
    }

    /// The content closure called with the initial value (after the modified view, for the modifier).
    private static func initial(_ closure: Value, _ arguments: [Value], _ a: SurfaceArguments) throws -> Value {
        let made = try ValueReaders.closure(closure, "content").call(arguments, in: a.context)
        return ViewConstructors.view(try ViewConversion.node(made, range: a.range, in: a.context))
    }
}
