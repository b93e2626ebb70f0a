import ScrollworkCore
import ScrollworkScene

/// `scrollTransition` configurations and thresholds (SPEC §5).
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
}
