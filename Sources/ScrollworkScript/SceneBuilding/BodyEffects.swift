import Foundation
import ScrollworkCore
import ScrollworkScene

/// Effects written straight in a body (`.scaleEffect(0.9)`, `.opacity(x)`), as a transition
/// effect that ignores the phase, so the core reports them per item like transition effects.
struct BodyEffects: TransitionEffect {
    var effects: ItemEffects
    var isPlainValue: Bool { true }
    func effects(for phase: TransitionPhase) throws -> ItemEffects { effects }
}

/// A `scrollTransition` closure's effects followed by the body's own.
struct TransitionWithBodyEffects: TransitionEffect {
    let transition: any TransitionEffect
    var body: ItemEffects

    var readsGeometry: Bool { transition.readsGeometry }
    var isPlainValue: Bool { transition.isPlainValue }

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
        result.rotations3D += b.rotations3D
        return result
    }

    /// Applies `change` to the node's body effects, merged with any transition it has, in
    /// place. Only a node's last transition counts, wherever it stands among the modifiers
    /// (the layout reads it per item), so it is moved to the end: the next effect finds it
    /// there, and a chain of thousands of effects (`.offset(y: 1)` repeated, or between
    /// other modifiers) costs each step what was appended since the one before, not a scan
    /// and a copy of the whole list.
    static func apply(_ change: (inout ItemEffects) -> Void, to node: inout ViewNode, runtime: SceneRuntime?) {
        if var index = node.modifiers.lastIndex(where: { if case .scrollTransition = $0 { return true }; return false }),
           case .scrollTransition(var modifier) = node.modifiers[index] {
            if index != node.modifiers.count - 1 {
                node.modifiers.append(node.modifiers.remove(at: index))
                index = node.modifiers.count - 1
            }
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
            node.modifiers[index] = .scrollTransition(modifier)
            return
        }
        var effects = ItemEffects()
        change(&effects)
        node.modifiers.append(.scrollTransition(ScrollTransitionModifier(
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
