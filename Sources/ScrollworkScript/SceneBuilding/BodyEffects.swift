import Foundation
import ScrollworkCore
import ScrollworkScene

/// Effects written straight in a body (`.scaleEffect(0.9)`, `.opacity(x)`), as a transition
/// effect that ignores the phase, so the core reports them per item like transition effects.
struct BodyEffects: TransitionEffect {
    var effects: ItemEffects
    func effects(for phase: TransitionPhase) throws -> ItemEffects { effects }
}

/// A `scrollTransition` closure's effects followed by the body's own.
struct TransitionWithBodyEffects: TransitionEffect {
    let transition: any TransitionEffect
    var body: ItemEffects

    var readsGeometry: Bool { transition.readsGeometry }

    func effects(for phase: TransitionPhase) throws -> ItemEffects {
        BodyEffects.combine(try transition.effects(for: phase), body)
    }

    func effects(for phase: TransitionPhase, at geometry: ItemGeometry) throws -> ItemEffects {
        BodyEffects.combine(try transition.effects(for: phase, at: geometry), body)
    }
}

extension BodyEffects {
    /// `b` applied after `a`: scales and factors multiply, offsets and angles add.
    static func combine(_ a: ItemEffects, _ b: ItemEffects) -> ItemEffects {
        var result = a
        result.scaleX *= b.scaleX
        result.scaleY *= b.scaleY
        result.opacity *= b.opacity
        result.offsetX += b.offsetX
        result.offsetY += b.offsetY
        result.rotation += b.rotation
        result.blur += b.blur
        result.brightness += b.brightness
        result.contrast *= b.contrast
        result.saturation *= b.saturation
        result.grayscale = max(result.grayscale, b.grayscale)
        result.hueRotation += b.hueRotation
        return result
    }

    /// The node with `change` applied to its body effects, merged with any transition it has.
    static func applying(_ change: (inout ItemEffects) -> Void, to node: ViewNode, runtime: SceneRuntime?) -> ViewNode {
        var copy = node
        if let index = copy.modifiers.lastIndex(where: { if case .scrollTransition = $0 { return true }; return false }),
           case .scrollTransition(var modifier) = copy.modifiers[index] {
            if var existing = modifier.effect as? BodyEffects {
                change(&existing.effects)
                modifier.effect = existing
                modifier.sharingKey = runtime?.sharingKey(for: existing.effects)
            } else if var existing = modifier.effect as? TransitionWithBodyEffects {
                change(&existing.body)
                modifier.effect = existing
            } else {
                var effects = ItemEffects()
                change(&effects)
                modifier.effect = TransitionWithBodyEffects(transition: modifier.effect, body: effects)
                modifier.sharingKey = nil
            }
            copy.modifiers[index] = .scrollTransition(modifier)
            return copy
        }
        var effects = ItemEffects()
        change(&effects)
        return copy.modified(.scrollTransition(ScrollTransitionModifier(
            configuration: .identity, effect: BodyEffects(effects: effects), sharingKey: runtime?.sharingKey(for: effects))))
    }

    /// The body effects a view's modifiers carry (for views outside the scroll content), with
    /// what its `visualEffect`s gave at the last readers pass.
    static func effects(of node: ViewNode) -> ItemEffects {
        var visual = ItemEffects.identity
        for modifier in node.modifiers {
            if case .reader(let hook as VisualEffectHook) = modifier { visual = combine(visual, hook.effects) }
        }
        for modifier in node.modifiers.reversed() {
            guard case .scrollTransition(let transition) = modifier else { continue }
            if let body = transition.effect as? BodyEffects { return combine(body.effects, visual) }
            if let combined = transition.effect as? TransitionWithBodyEffects { return combine(visual, combined.body) }
        }
        return visual
    }
}
