import ScrollworkCore

/// `Spring`: a spring's description, as its initialisers define it, for the animations made
/// from one (`.spring(_:)`, `.interpolatingSpring(_:)`); a spring keyframe takes one too.
enum SwiftUISpringSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Spring", conformsTo: ["Hashable"], doc: "A spring: its response (period) and damping ratio.") { t in
            t.initializer("init(duration: TimeInterval = 0.5, bounce: Double = 0.0)",
                          doc: "A spring of this perceptual duration; bounce 0 is critically damped.") { a in
                value(.spring(duration: try ValueReaders.double(a[0], "duration"), bounce: try ValueReaders.double(a[1], "bounce")))
            }
            t.initializer("init(response: Double, dampingRatio: Double)", doc: "A spring of this period and damping ratio.") { a in
                value(.spring(response: try ValueReaders.double(a[0], "response"), dampingFraction: try ValueReaders.double(a[1], "dampingRatio")))
            }
            t.initializer("init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)",
                          doc: "A spring of this mass, stiffness and damping: response 2π·√(mass/stiffness), damping ratio damping/(2·√(stiffness·mass)), at most 1 unless over-damping is allowed.") { a in
                let mass = try ValueReaders.double(a[0], "mass"), stiffness = try ValueReaders.double(a[1], "stiffness")
                guard mass > 0, stiffness > 0 else { throw RuntimeFailure("a Spring needs a positive mass and stiffness") }
                var ratio = try ValueReaders.double(a[2], "damping") / (2 * (stiffness * mass).squareRoot())
                if try !ValueReaders.bool(a[3], "allowOverDamping") { ratio = min(ratio, 1) }
                return value(.spring(response: 2 * Double.pi * (mass / stiffness).squareRoot(), dampingFraction: ratio))
            }
            for (name, bounce) in [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)] {
                t.constant("static var \(name): Spring { get }", doc: "Spring(duration: 0.5, bounce: \(bounce)).",
                           value(.spring(duration: 0.5, bounce: bounce)))
                t.staticFunction("static func \(name)(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring",
                                 doc: "Spring(duration:, bounce: \(bounce) + extraBounce).") { a in
                    value(.spring(duration: try ValueReaders.double(a[0], "duration"), bounce: bounce + (try ValueReaders.double(a[1], "extraBounce"))))
                }
            }
            t.property("var response: Double { get }", doc: "The period, in seconds.") { r in .double(try spring(r).response) }
            t.property("var dampingRatio: Double { get }", doc: "The damping ratio; 1 is critical.") { r in .double(try spring(r).dampingFraction) }
        }
        surface.extend("Animation") { t in
            t.staticFunction("static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation",
                             role: .interaction, doc: "An animation moving along the spring.") { a in
                .host(AnimationValue(try curve(a[0])))
            }
            t.staticFunction("static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation",
                             role: .interaction, doc: "An animation moving along the spring.") { a in
                .host(AnimationValue(try curve(a[0])))
            }
        }
    }

    private static func value(_ curve: AnimationCurve) -> Value { .host(SpringValue(curve)) }

    private static func curve(_ value: Value) throws -> AnimationCurve { try ValueReaders.host(value, SpringValue.self, "Spring").curve }

    private static func spring(_ value: Value) throws -> (response: Double, dampingFraction: Double) {
        guard case .spring(let response, let dampingFraction) = try curve(value).shape else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Spring", value))
        }
        return (response, dampingFraction)
    }
}

/// A `Spring`: the animation curve it moves along.
final class SpringValue: HostObject {
    let curve: AnimationCurve
    init(_ curve: AnimationCurve) { self.curve = curve }
    var typeName: String { "Spring" }
}
