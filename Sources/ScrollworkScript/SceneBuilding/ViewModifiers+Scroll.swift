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
            return node.modified(.scrollTargetBehavior(try runtime.plugins.targetBehavior(a.unlabeled(0), at: range)))
        case "stickyBehavior":
            return node.modified(.stickyBehavior(try runtime.plugins.stickyRule(a.unlabeled(0), at: range)))
        case "scrollTransition":
            return try runtime.plugins.scrollTransition(on: node, a, at: range, runtime: runtime)
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
}
