import Foundation
import ScrollworkCore
import ScrollworkScene

/// The plug-ins scroll modifiers carry: target behaviours, sticky rules, transitions.
extension ViewModifiers {
    static func targetBehavior(_ value: Value?, program: CompiledProgram) throws -> (any TargetBehavior)? {
        switch value {
        case .host(let object as BehaviorObject)?:
            return object.behavior
        case .record(let record, let fields)? where record.conforms(to: "ScrollTargetBehavior"):
            let type = record.type
            guard let behavior = ScriptTargetBehavior(type: type, fields: fields, program: program) else {
                throw RuntimeFailure("'\(type.name)' has no updateTarget method")
            }
            return behavior
        case .none?, nil:
            return nil
        case let other?:
            throw RuntimeFailure("expected a scroll target behaviour such as .paging, found \(Value.describe(other))")
        }
    }

    static func stickyRule(_ value: Value?, program: CompiledProgram) throws -> (any StickyRule)? {
        switch value {
        case .record(let record, let fields)? where record.conforms(to: "StickyBehavior"):
            let type = record.type
            guard let rule = ScriptStickyRule(type: type, fields: fields, program: program) else {
                throw RuntimeFailure("'\(type.name)' has no pin method")
            }
            return rule
        case .none?, nil:
            return nil
        case let other?:
            throw RuntimeFailure("expected a StickyBehavior, found \(Value.describe(other))")
        }
    }

    /// `scrollTransition(_:axis:transition:)` on a node: the closure as the item's transition effect,
    /// with effects written in the body before it kept after the closure's.
    static func scrollTransition(_ node: ViewNode, configuration given: Value, axis: Value, closure: Callable,
                                 range: SourceRange, runtime: SceneRuntime) throws -> ViewNode {
        var configuration = transitionConfiguration(given) ?? .interactive
        if let axis = ArgumentReader.symbol(axis) { configuration.axis = axis == "horizontal" ? .horizontal : .vertical }
        let effect = ScriptTransitionEffect(closure: closure, program: runtime.program, range: range)
        var copy = node
        // Effects written in the body before the transition stay, after the closure's.
        var body = ItemEffects.identity
        if let index = copy.modifiers.lastIndex(where: { if case .scrollTransition = $0 { return true }; return false }) {
            body = BodyEffects.effects(of: copy)
            copy.modifiers.remove(at: index)
        }
        let combined: any TransitionEffect = body.isIdentity ? effect : TransitionWithBodyEffects(transition: effect, body: body)
        return copy.modified(.scrollTransition(ScrollTransitionModifier(configuration: configuration, effect: combined)))
    }
}
