import Foundation
import ScrollworkCore
import ScrollworkScene

extension ViewModifiers {
    /// Scroll configuration, scroll content and interaction modifiers.
    static func scrollOrInteraction(_ node: ViewNode, _ name: String, _ a: ViewArguments, range: SourceRange,
                                    runtime: SceneRuntime) throws -> ViewNode {
        let closure = a.firstUnlabeledClosure
        switch name {
        case "scrollTargetBehavior":
            return node.modified(.scrollTargetBehavior(try targetBehavior(a.unlabeled(0), program: runtime.program)))
        case "stickyBehavior":
            return node.modified(.stickyBehavior(try stickyRule(a.unlabeled(0), program: runtime.program)))
        case "scrollTransition":
            return try scrollTransition(node, a, range: range, runtime: runtime)
        case "sticky":
            let edges = try ArgumentReader.edges(a.unlabeled(0)) ?? .top
            return node.sticky(edges, isActive: try ArgumentReader.bool(a["isActive"]) ?? true)
        case "scrollPosition":
            guard case .host(let box as StateBox)? = a["id"] else {
                throw RuntimeFailure("scrollPosition(id:) needs a binding such as $position")
            }
            return node.modified(.scrollPosition(binding: runtime.registerBinding(box)))
        case "scrollIndicators":
            let visibility = ArgumentReader.symbol(a.unlabeled(0)).flatMap(ScrollIndicatorVisibility.init(rawValue:))
            return node.modified(.scrollIndicators(visibility ?? .automatic))
        case "scrollBounceBehavior":
            let behavior = ArgumentReader.symbol(a.unlabeled(0)).flatMap(BounceBehavior.init(rawValue:))
            return node.modified(.scrollBounceBehavior(behavior ?? .automatic))
        case "scrollDisabled":
            return node.modified(.scrollDisabled(try ArgumentReader.bool(a.unlabeled(0)) ?? true))
        case "defaultScrollAnchor":
            return node.modified(.defaultScrollAnchor(ArgumentReader.unitPoint(a.unlabeled(0))))
        case "scrollDecelerationRate":
            let rate = ArgumentReader.symbol(a.unlabeled(0)).flatMap(DecelerationRate.init(rawValue:))
            return node.modified(.scrollDecelerationRate(rate ?? .normal))
        case "onScrollGeometryChange":
            guard let transform = a.closure("of") ?? closure, let action = a.closure("action") ?? a.unlabeledClosures.dropFirst().first else {
                throw RuntimeFailure("onScrollGeometryChange needs 'of:' and 'action:' closures")
            }
            return node.modified(.onScrollGeometryChange(action: runtime.register(.geometryChange(of: transform, action: action))))
        case "onScrollPhaseChange":
            guard let action = closure ?? a.closure("action") else { throw RuntimeFailure("onScrollPhaseChange needs a closure") }
            return node.modified(.onScrollPhaseChange(action: runtime.register(.closure(action))))
        case "refreshable":
            guard let action = closure ?? a.closure("action") else { throw RuntimeFailure("refreshable needs a closure") }
            return node.modified(.refreshable(action: runtime.register(.closure(action))))
        case "onTapGesture":
            guard let action = a.closure("perform") ?? closure else { throw RuntimeFailure("onTapGesture needs a closure") }
            let count = try ArgumentReader.int(a["count"] ?? a.unlabeled(0)) ?? 1
            return node.modified(.onTapGesture(count: count, action: runtime.register(.closure(action))))
        case "onLongPressGesture":
            guard let action = a.closure("perform") ?? closure else { throw RuntimeFailure("onLongPressGesture needs a closure") }
            let duration = try ArgumentReader.double(a["minimumDuration"]) ?? 0.5
            return node.modified(.onLongPressGesture(minimumDuration: duration, action: runtime.register(.closure(action))))
        case "gesture", "simultaneousGesture", "highPriorityGesture":
            guard case .host(let gesture as GestureValue)? = a.unlabeled(0) else {
                throw RuntimeFailure("only DragGesture is supported in scrollwork scenes")
            }
            let spec = DragGestureSpec(minimumDistance: gesture.minimumDistance,
                                       onChanged: gesture.onChanged.map { runtime.register(.closure($0)) },
                                       onEnded: gesture.onEnded.map { runtime.register(.closure($0)) })
            return node.modified(.dragGesture(spec))
        default:
            throw RuntimeFailure("'\(name)' cannot be applied to a view")
        }
    }

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

    private static func scrollTransition(_ node: ViewNode, _ a: ViewArguments, range: SourceRange,
                                         runtime: SceneRuntime) throws -> ViewNode {
        guard let closure = a.closure("transition") ?? a.unlabeledClosures.first else {
            throw RuntimeFailure("scrollTransition needs a closure { content, phase in … }")
        }
        var configuration = transitionConfiguration(a.unlabeled(0)) ?? .interactive
        if let axis = ArgumentReader.symbol(a["axis"]) { configuration.axis = axis == "horizontal" ? .horizontal : .vertical }
        let effect = ScriptTransitionEffect(closure: closure, program: runtime.program, range: range)
        var copy = node
        // Effects written in the body before the transition stay, after the closure's.
        var body = ItemEffects.identity
        if let index = copy.modifiers.lastIndex(where: { if case .scrollTransition = $0 { return true }; return false }) {
            body = BodyEffects.effects(of: copy)
            copy.modifiers.remove(at: index)
        }
        let combined: any TransitionEffect = body.isIdentity ? effect : TransitionWithBodyEffects(transition: effect, body: body)
        // A closure that reads nothing of the row it was made in is the same for every row:
        // the rows of a ForEach share one transition entry, keyed by where the closure is.
        var sharingKey: Int?
        if body.isIdentity, closure === a.rowIndependentClosure, let function = closure.function {
            sharingKey = function.range.file << 32 | function.range.start
        }
        return copy.modified(.scrollTransition(ScrollTransitionModifier(configuration: configuration, effect: combined,
                                                                         sharingKey: sharingKey)))
    }
}
