import ScrollworkCore
import ScrollworkScene

/// `withAnimation(_:_:)`, `.animation(_:value:)` and the `Animation` values they take: the
/// layout change a state change causes moves along the animation given (see `AnimationCurve`
/// for the formulas), `.default` being SwiftUI's spring(response: 0.55, dampingFraction: 1).
enum SwiftUIAnimationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.function("func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result",
                         role: .interaction, doc: "Runs body; the layout change its state changes cause moves along the animation.") { a in
            try run(a[1], animating: try curve(a[0]), a)
        }
        surface.function("func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result",
                         role: .interaction, doc: "Runs body animated, then completion once the animation is over (a forever-repeating one never is).") { a in
            let animation = try curve(a[0])
            let result = try run(a[2], animating: animation, a)
            try scheduleCompletion(a[3], after: animation, logically: ValueReaders.symbol(a[1]) == "logicallyComplete", a)
            return result
        }
        surface.type("AnimationCompletionCriteria", doc: "When an animation counts as complete: the end of its curve here, or the time logicallyComplete(after:) gives.") { t in
            t.constant("static let logicallyComplete: AnimationCompletionCriteria", role: .visual,
                       doc: "When the animation has logically completed.", .symbol("logicallyComplete"))
            t.constant("static let removed: AnimationCompletionCriteria", role: .visual,
                       doc: "When the animation has been removed.", .symbol("removed"))
        }
        surface.extend("View") { t in
            t.transform("func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View", role: .interaction,
                        doc: "Animates the layout change of a re-evaluation in which value changed.") { _, a in
                try a.context.requiredRuntime().watch(a[1], animation: try curve(a[0]))
            }
            t.transform("func animation(_ animation: Animation?) -> some View", role: .interaction,
                        doc: "Deprecated since iOS 15: animates the layout change of every re-evaluation after the view first appears.") { _, a in
                try a.context.requiredRuntime().animateEveryChange(with: try curve(a[0]))
            }
            t.method("func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View",
                     role: .view, doc: "The view with the modifiers body gives it.",
                     caveat: "the animation of animation(_:body:) is not simulated: a change of the modifiers in its body takes effect at once") { view, a in
                let made = try ValueReaders.closure(a[1], "body").call([view], in: a.context)
                return ViewConstructors.view(try ViewConversion.node(made, range: a.range, in: a.context))
            }
        }
        surface.type("Animation", doc: "How a change animates: a timing curve over a duration, or a spring.") { t in
            let timings: [(String, TimingCurve)] = [("easeInOut", .easeInOut), ("easeIn", .easeIn), ("easeOut", .easeOut), ("linear", .linear)]
            t.constant("static let `default`: Animation", role: .interaction,
                       doc: "SwiftUI's default since iOS 17: spring(response: 0.55, dampingFraction: 1).",
                       value(.default))
            for (name, timing) in timings {
                t.constant("static var \(name): Animation { get }", role: .interaction, doc: "The \(name) curve over 0.35 s.",
                           value(.timing(timing, duration: 0.35)))
                t.staticFunction("static func \(name)(duration: TimeInterval) -> Animation", role: .interaction,
                                 doc: "The \(name) curve over the duration.") { a in
                    value(.timing(timing, duration: try ValueReaders.double(a[0], "duration")))
                }
            }
            t.staticFunction("static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation",
                             role: .interaction, doc: "A cubic Bézier timing curve over the duration.") { a in
                let n = try a.values.map { try ValueReaders.double($0, "timingCurve") }
                return value(.timing(TimingCurve(n[0], n[1], n[2], n[3]), duration: n[4]))
            }
            springs(&t)
            t.method("func delay(_ delay: TimeInterval) -> Animation", role: .interaction,
                     doc: "The same animation, starting after the delay.") { r, a in
                var changed = try curve(r) ?? .default
                changed.delay += max(0, try ValueReaders.double(a[0], "delay"))
                return value(changed)
            }
            t.method("func logicallyComplete(after duration: TimeInterval) -> Animation", role: .interaction,
                     doc: "The same animation, counting as logically complete after the duration if it has not ended by then.") { r, a in
                var changed = try curve(r) ?? .default
                changed.logicalCompletion = max(0, try ValueReaders.double(a[0], "after"))
                return value(changed)
            }
            t.method("func speed(_ speed: Double) -> Animation", role: .interaction,
                     doc: "The same animation, run faster (above 1) or slower.") { r, a in
                let given = try curve(r) ?? .default
                return value(AnimationCurve(given.shape, delay: given.delay, speed: given.speed * (try ValueReaders.double(a[0], "speed")),
                                            repetition: given.repetition))
            }
            t.method("func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation", role: .interaction,
                     doc: "The animation run this many times, backwards every other time when it autoreverses.") { r, a in
                var changed = try curve(r) ?? .default
                changed.repetition = .init(count: try ValueReaders.int(a[0], "repeatCount"), autoreverses: try ValueReaders.bool(a[1], "autoreverses"))
                return value(changed)
            }
            t.method("func repeatForever(autoreverses: Bool = true) -> Animation", role: .interaction,
                     doc: "The animation run again and again (here for at most 60 s of simulated time, then at rest at its end).") { r, a in
                var changed = try curve(r) ?? .default
                changed.repetition = .init(count: nil, autoreverses: try ValueReaders.bool(a[0], "autoreverses"))
                return value(changed)
            }
        }
    }

    private static func springs(_ t: inout SurfaceTypeBuilder) {
        t.constant("static var spring: Animation { get }", role: .interaction,
                   doc: "spring(response: 0.5, dampingFraction: 0.825).", value(.spring(response: 0.5, dampingFraction: 0.825)))
        t.staticFunction("static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation",
                         role: .interaction, doc: "A spring: response is its period in seconds, dampingFraction 1 is critical.") { a in
            value(.spring(response: try ValueReaders.double(a[0], "response"), dampingFraction: try ValueReaders.double(a[1], "dampingFraction")))
        }
        t.staticFunction("static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation",
                         role: .interaction, doc: "A spring of this perceptual duration; bounce 0 is critically damped.") { a in
            value(.spring(duration: try ValueReaders.double(a[0], "duration"), bounce: try ValueReaders.double(a[1], "bounce")))
        }
        t.staticFunction("static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation",
                         role: .interaction, doc: "A spring of this mass, stiffness and damping: response 2π·√(mass/stiffness), dampingFraction damping/(2·√(stiffness·mass)).") { a in
            let mass = try ValueReaders.double(a[0], "mass"), stiffness = try ValueReaders.double(a[1], "stiffness")
            let damping = try ValueReaders.double(a[2], "damping")
            guard mass > 0, stiffness > 0 else { throw RuntimeFailure("interpolatingSpring needs a positive mass and stiffness") }
            return value(.spring(response: 2 * Double.pi * (mass / stiffness).squareRoot(), dampingFraction: damping / (2 * (stiffness * mass).squareRoot())))
        }
        t.staticFunction("static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation",
                         role: .interaction, doc: "As spring(duration:bounce:).") { a in
            value(.spring(duration: try ValueReaders.double(a[0], "duration"), bounce: try ValueReaders.double(a[1], "bounce")))
        }
        t.constant("static var interactiveSpring: Animation { get }", role: .interaction,
                   doc: "spring(response: 0.15, dampingFraction: 0.86).", value(.spring(response: 0.15, dampingFraction: 0.86)))
        t.staticFunction("static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation",
                         role: .interaction, doc: "As spring(response:dampingFraction:), quicker by default.") { a in
            value(.spring(response: try ValueReaders.double(a[0], "response"), dampingFraction: try ValueReaders.double(a[1], "dampingFraction")))
        }
        t.staticFunction("static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation",
                         role: .interaction, doc: "spring(duration:, bounce: 0.14 + extraBounce): the 0.86 damping fraction of .interactiveSpring.") { a in
            value(.spring(duration: try ValueReaders.double(a[0], "duration"), bounce: 0.14 + (try ValueReaders.double(a[1], "extraBounce"))))
        }
        for (name, bounce) in [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)] {
            t.constant("static var \(name): Animation { get }", role: .interaction,
                       doc: "spring(duration: 0.5, bounce: \(bounce)).", value(.spring(duration: 0.5, bounce: bounce)))
            t.staticFunction("static func \(name)(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation",
                             role: .interaction, doc: "spring(duration:, bounce: \(bounce) + extraBounce).") { a in
                value(.spring(duration: try ValueReaders.double(a[0], "duration"), bounce: bounce + (try ValueReaders.double(a[1], "extraBounce"))))
            }
        }
    }

    private static func value(_ curve: AnimationCurve) -> Value { .host(AnimationValue(curve)) }

    /// Runs the `body` closure; the layout change its state changes cause moves along `curve`
    /// (at once for nil). Outside a scene it just runs.
    static func run(_ body: Value, animating curve: AnimationCurve?, _ a: SurfaceArguments) throws -> Value {
        let body = try ValueReaders.closure(body, "body")
        guard let runtime = a.context?.runtime else { return try body.call([], in: a.context) }
        return try runtime.animating(curve, { try body.call([], in: a.context) })
    }

    /// Runs `completion` on the scene's clock when the animation ends (at once for none), or,
    /// `logically`, when `logicallyComplete(after:)` says if that is sooner; a forever-repeating
    /// animation never ends, so its completion never runs, as on iOS.
    private static func scheduleCompletion(_ completion: Value, after animation: AnimationCurve?, logically: Bool,
                                           _ a: SurfaceArguments) throws {
        let block = try ValueReaders.closure(completion, "completion")
        if let repetition = animation?.repetition, repetition.count == nil, !(logically && animation?.logicalCompletion != nil) { return }
        var ends = animation?.duration ?? 0
        if logically, let logical = animation?.logicalCompletion { ends = min(ends, logical) }
        let services = try a.context.requiredServices()
        try services.schedule.add(.block(block), at: services.now + ends)
    }

    /// The curve an `Animation?` argument stands for; nil for `nil` (no animation).
    static func curve(_ value: Value) throws -> AnimationCurve? {
        switch value {
        case .none: return nil
        case .host(let animation as AnimationValue): return animation.curve
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch("Animation", value))
        }
    }
}

/// An `Animation` value in a script.
final class AnimationValue: HostObject {
    let curve: AnimationCurve
    init(_ curve: AnimationCurve) { self.curve = curve }
    var typeName: String { "Animation" }
}
