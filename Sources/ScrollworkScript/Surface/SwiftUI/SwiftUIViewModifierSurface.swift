import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// `ViewModifier` structs a script declares, applied with `.modifier(_:)`: the modifier's
/// `body(content:)` runs with the modified view as `content`, and what it returns is the view.
/// `.environmentObject(_:)` gives an `ObservableObject` to the views inside the modified one
/// (compiled where it is written: see `BodyChecker.environmentObjectChain`).
enum SwiftUIViewModifierSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("ViewModifier", .protocol, doc: "A reusable change to a view: its body(content:) builds the changed view.") { t in
            // `.modifier(AnimatedMask(phase: phase).animation(.linear))`: the modifier applies; the
            // change of its values is not animated here (a modifier's values are not stepped).
            t.method("func animation(_ animation: Animation?) -> some ViewModifier", role: .visual,
                     doc: "The modifier, its changes animated on iOS; applied here with each change taking effect at once.",
                     caveat: "a modifier's 'animation(_:)' is not simulated: a change of the modifier's values takes effect at once") { r, _ in r }
            t.method("func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier", role: .visual,
                     doc: "The modifier, its changes in the transaction the closure makes on iOS; applied here as it is.",
                     caveat: "a modifier's 'transaction(_:)' is not simulated: a change of the modifier's values takes effect at once") { r, _ in r }
        }
        surface.type("EnvironmentalModifier", .protocol, conformsTo: ["ViewModifier"],
                     doc: "A modifier that reads the environment: resolve(in:) gives the modifier applied.")
        // A layout animation moves items between the frames of its start and its end; a view's
        // or shape's animatableData is not stepped through on the way (README, "Animations").
        surface.type("Animatable", .protocol, doc: "A view or shape with animatableData; its end state is laid out, frames in between are interpolated.")
        surface.type("AnimatableModifier", .protocol, conformsTo: ["Animatable", "ViewModifier"],
                     doc: "A modifier with animatableData; its body(content:) is applied with the end state, as Animatable's.")
        surface.type("GeometryEffect", .protocol, conformsTo: ["Animatable", "ViewModifier"],
                     doc: "A modifier whose effectValue(size:) moves, turns or scales what is drawn, not the layout.")
        surface.type("ProjectionTransform", conformsTo: ["Equatable"], doc: "The transform a GeometryEffect draws its view with.") { t in
            t.initializer("init()", doc: "The identity.") { _ in .host(ProjectionTransformValue(.identity)) }
            t.initializer("init(_ m: CGAffineTransform)", doc: "The affine transform as a projection.") { a in
                guard case .host(let affine as AffineTransformValue) = a[0] else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("CGAffineTransform", a[0]))
                }
                return .host(ProjectionTransformValue(affine))
            }
            t.property("var isIdentity: Bool { get }", doc: "Whether it changes nothing.") { r in
                .bool(try GeometryEffects.transform(r) == .identity)
            }
            t.property("var isAffine: Bool { get }", doc: "Whether it is affine (every one made here is).") { _ in .bool(true) }
            t.method("func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform", doc: "This transform, then the other.") { r, a in
                .host(ProjectionTransformValue(try GeometryEffects.transform(r).concatenating(try GeometryEffects.transform(a[0]))))
            }
        }
        surface.type("Transition", .protocol, doc: "A transition of your own: body(content:phase:) (views are not inserted with transitions here).")
        registerAnyTransition(in: &surface)
        surface.type("TransitionPhase", .enum, conformsTo: ["Hashable"], doc: "Where a view is in its transition.") { t in
            t.cases(["willAppear", "identity", "didDisappear"], doc: "A transition phase.")
            t.property("var isIdentity: Bool { get }", doc: "Whether the view is in place (.identity).") { value in
                .bool(ValueReaders.symbol(value) == "identity")
            }
            t.property("var value: Double { get }", doc: "-1 before appearing, 0 in place, 1 after disappearing.") { value in
                switch ValueReaders.symbol(value) {
                case "willAppear": return .double(-1)
                case "didDisappear": return .double(1)
                default: return .double(0)
                }
            }
        }
        surface.type("ModifiedContent", conformsTo: ["View"], doc: "A view with a ViewModifier applied, as .modifier(_:) makes it.") { t in
            t.initializer("init(content: Content, modifier: Modifier)", role: .layout,
                          doc: "The content as the modifier's body(content:) changes it.") { a in
                try apply(a[1], to: a[0], range: a.range, in: a.context)
            }
        }
        surface.extend("View") { t in
            t.transform("func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T>", role: .layout,
                        doc: "The view as the modifier's body(content:) changes it.") { value, a in
                value = try apply(a[0], to: value, range: a.range, in: a.context)
            }
            // As a GeometryEffect's: the translation moves what is drawn as offset(x:y:) does (taps
            // follow it); a shear, turn or scale is drawn only.
            t.transform("func projectionEffect(_ transform: ProjectionTransform) -> some View", role: .layout,
                        doc: "Draws the view through the transform: its translation moves it as offset does; the rest is drawn only.") { value, a in
                let affine = try GeometryEffects.transform(a[0])
                guard affine.tx != 0 || affine.ty != 0 else { return }
                try SwiftUILayoutModifiersSurface.offset(&value, x: affine.tx, y: affine.ty, range: a.range, in: a.context)
            }
            t.transform("func environment<T: AnyObject & Observable>(_ object: T?) -> some View", role: .interaction,
                        doc: "The @Observable object, for the views inside this one that declare @Environment(T.self).") { value, a in
                value = try withObject(a[0], around: value, range: a.range, in: a.context)
            }
            t.transform("func environmentObject<T: ObservableObject>(_ object: T) -> some View", role: .interaction,
                        doc: "The object, for the views inside this one that declare it @EnvironmentObject.") { value, a in
                value = try withObject(a[0], around: value, range: a.range, in: a.context)
            }
        }
    }

    /// Reached only where the chain was not split when compiled: a view of the script's own,
    /// not built yet, is built now with the object in its environment.
    private static func withObject(_ given: Value, around value: Value, range: SourceRange, in context: ScriptContext?) throws -> Value {
        if case .none = given { return value }
        guard let runtime = context?.runtime, case .object(let object) = given else {
            throw RuntimeFailure("environment(_:) needs an instance of an @Observable or ObservableObject class")
        }
        return try runtime.withEnvironmentObject(object) {
            ViewConstructors.view(try ViewConversion.node(value, range: range, in: runtime))
        }
    }

    /// Runs `modifier.body(content: view)`. The modifier is a place in the tree of its own
    /// (under the view whose body applies it), so its `@State` is kept across evaluations
    /// as a view's is, and the views its body builds are numbered under it.
    static func apply(_ modifier: Value, to view: Value, range: SourceRange, in context: ScriptContext?) throws -> Value {
        if case .record(let type, _) = modifier, let resolve = type.type.methods(named: "resolve")?.first(where: { $0.labels == ["in"] }) {
            return try apply(resolved(modifier, by: resolve, range: range, in: context), to: view, range: range, in: context)
        }
        if let effect = try GeometryEffects.applied(modifier, to: view, range: range, in: context) { return effect }
        guard case .record(let type, let values) = modifier,
              let body = type.type.methods(named: "body")?.first(where: { $0.labels == ["content"] }) else {
            throw RuntimeFailure("'\(modifier.typeName)' is not a ViewModifier: it has no 'body(content:)'")
        }
        guard let runtime = context?.runtime else { throw RuntimeFailure(RuntimeMessages.outsideSceneBuilding) }
        let level = runtime.childLevel(type.name)
        let fields = try ViewConversion.ownedFields(type.type, values, runtime: runtime, level: level)
        let frame = Frame(size: body.frameSize, parent: nil, context: context)
        frame.slots[0] = .record(type, fields)
        frame.slots[body.parameterSlots[0]] = view
        return try runtime.within(level) { try body.run(frame, machine: runtime.machine, at: range) }
    }

    /// `AnyTransition` values, so an app's `extension AnyTransition { static var pop … }`
    /// loads: `.transition(_:)` itself warns that views appear and go at once here, so a
    /// transition value is only carried, never played.
    private static func registerAnyTransition(in surface: inout SurfaceBuilder) {
        let carried = "A transition (views are inserted and removed at once here: .transition(_:) says so where it is used)."
        surface.type("AnyTransition", doc: "A type-erased transition; carried, not played.") { t in
            for name in ["identity", "opacity", "scale", "slide"] {
                t.constant("static let \(name): AnyTransition", role: .visual, doc: carried, .symbol(name))
            }
            for declaration in ["static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition",
                                "static func move(edge: Edge) -> AnyTransition",
                                "static func push(from edge: Edge) -> AnyTransition",
                                "static func offset(_ offset: CGSize) -> AnyTransition",
                                "static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition",
                                "static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition",
                                "static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition"] {
                let name = SurfaceBuilder.name(of: declaration)
                t.staticFunction(declaration, role: .visual, doc: carried) { _ in .symbol(name) }
            }
            t.initializer("init<T: Transition>(_ transition: T)", role: .visual, doc: carried) { _ in .symbol("custom") }
            t.method("func combined(with other: AnyTransition) -> AnyTransition", role: .visual, doc: carried) { receiver, _ in receiver }
            t.method("func animation(_ animation: Animation?) -> AnyTransition", role: .visual, doc: carried) { receiver, _ in receiver }
        }
    }

    /// An `EnvironmentalModifier`'s `resolve(in:)`, run with the environment where it is
    /// applied: the modifier it gives is the one SwiftUI applies.
    private static func resolved(_ modifier: Value, by resolve: ScriptFunction, range: SourceRange,
                                 in context: ScriptContext?) throws -> Value {
        guard let runtime = context?.runtime else { throw RuntimeFailure(RuntimeMessages.outsideSceneBuilding) }
        let frame = Frame(size: resolve.frameSize, parent: nil, context: context)
        frame.slots[0] = modifier
        frame.slots[resolve.parameterSlots[0]] = .host(EnvironmentValuesObject(runtime.environment))
        let result = try resolve.run(frame, machine: runtime.machine, at: range)
        if case .record(let type, _) = result, type.type.methods(named: "resolve") != nil {
            throw RuntimeFailure("'\(modifier.typeName).resolve(in:)' gave another EnvironmentalModifier; it must give the modifier to apply")
        }
        return result
    }
}
