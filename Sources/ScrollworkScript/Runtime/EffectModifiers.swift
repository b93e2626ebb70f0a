import Foundation
import ScrollworkCore
import ScrollworkScene

/// The visual-effect modifiers a `scrollTransition` closure may apply to `content`.
///
/// Each one returns a new proxy with the effect folded in, so chains compose the way
/// SwiftUI's do: scales and opacities multiply, offsets and rotations add.
enum EffectModifiers {
    static let names = ["scaleEffect", "opacity", "offset", "rotationEffect", "blur", "brightness", "contrast",
                        "saturation", "grayscale", "hueRotation"]

    /// Folds one modifier into effects; arguments by position.
    typealias Applier = (inout ItemEffects, (Int) -> Value) throws -> Void

    static func method(_ name: String, labels: [String?]) -> BuiltinMethod? {
        guard let apply = applier(name, labels: labels) else { return nil }
        var method = BuiltinMethod(labels: labels, isMutating: false) { receiver, args in
            guard case .effects(var box) = receiver else { return receiver }
            receiver = .none
            if !isKnownUniquelyReferenced(&box) { box = EffectsBox(box.effects) }
            try apply(&box.effects) { args[$0] }
            return .effects(box)
        }
        guard labels.count == 1 else { return method }
        method.callWithOne = { receiver, argument in
            guard case .effects(var box) = receiver else { return receiver }
            receiver = .none
            if !isKnownUniquelyReferenced(&box) { box = EffectsBox(box.effects) }
            try apply(&box.effects) { _ in argument }
            return .effects(box)
        }
        return method
    }

    static func applier(_ name: String, labels: [String?]) -> Applier? {
        func make(_ apply: @escaping Applier) -> Applier { apply }
        let number = BuiltinMembers.double
        switch (name, labels) {
        case ("scaleEffect", [nil]):
            return make { effects, args in
                if case .size(let size) = args(0) {
                    effects.scaleX *= size.width; effects.scaleY *= size.height
                } else {
                    let scale = try number(args(0), "scale")
                    effects.scaleX *= scale; effects.scaleY *= scale
                }
            }
        case ("scaleEffect", ["x", "y"]), ("scaleEffect", ["x"]), ("scaleEffect", ["y"]):
            return make { effects, args in
                for (index, label) in labels.enumerated() {
                    let value = args(index)
                    if label == "x" { effects.scaleX *= try number(value, "x") } else { effects.scaleY *= try number(value, "y") }
                }
            }
        case ("opacity", [nil]):
            return make { effects, args in effects.opacity *= try number(args(0), "opacity") }
        case ("offset", [nil]):
            return make { effects, args in
                guard case .size(let size) = args(0) else { throw RuntimeFailure("offset(_:) needs a CGSize") }
                effects.offsetX += size.width; effects.offsetY += size.height
            }
        case ("offset", ["x", "y"]), ("offset", ["x"]), ("offset", ["y"]):
            return make { effects, args in
                for (index, label) in labels.enumerated() {
                    let value = args(index)
                    if label == "x" { effects.offsetX += try number(value, "x") } else { effects.offsetY += try number(value, "y") }
                }
            }
        case ("rotationEffect", [nil]):
            return make { effects, args in effects.rotation += try degrees(args(0)) }
        case ("hueRotation", [nil]):
            return make { effects, args in effects.hueRotation += try degrees(args(0)) }
        case ("blur", ["radius"]):
            return make { effects, args in effects.blur += try number(args(0), "radius") }
        case ("brightness", [nil]):
            return make { effects, args in effects.brightness += try number(args(0), "brightness") }
        case ("contrast", [nil]):
            return make { effects, args in effects.contrast *= try number(args(0), "contrast") }
        case ("saturation", [nil]):
            return make { effects, args in effects.saturation *= try number(args(0), "saturation") }
        case ("grayscale", [nil]):
            return make { effects, args in effects.grayscale = min(1, effects.grayscale + (try number(args(0), "grayscale"))) }
        default:
            return nil
        }
    }

    /// The modifiers that take one plain number, as functions of that number: the common
    /// `scaleEffect(s)` and `opacity(o)` of a transition skip boxing their argument. Each does
    /// what `applier` does for a `.double` argument.
    static func numberApplier(_ name: String, labels: [String?]) -> ((inout ItemEffects, Double) -> Void)? {
        guard labels == [nil] || (name == "blur" && labels == ["radius"]) else { return nil }
        switch name {
        case "scaleEffect": return { effects, scale in effects.scaleX *= scale; effects.scaleY *= scale }
        case "opacity": return { effects, opacity in effects.opacity *= opacity }
        case "blur": return { effects, radius in effects.blur += radius }
        case "brightness": return { effects, amount in effects.brightness += amount }
        case "contrast": return { effects, amount in effects.contrast *= amount }
        case "saturation": return { effects, amount in effects.saturation *= amount }
        default: return nil
        }
    }

    private static func degrees(_ value: Value) throws -> Double {
        if case .angle(let radians) = value { return radians * 180 / .pi }
        throw RuntimeFailure("expected an Angle such as .degrees(10), found \(value.typeName)")
    }

    static func describe(_ effects: ItemEffects) -> String {
        let parts = effects.changes { value, _ in Value.describe(double: value) }
        return parts.isEmpty ? "content" : "content(" + parts.joined(separator: ", ") + ")"
    }
}
