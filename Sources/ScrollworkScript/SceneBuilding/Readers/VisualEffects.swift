import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// `visualEffect { content, proxy in … }` on an item: effects from where the item is, worked
/// out at every frame for the items on screen (`ScrollSimulation.evaluateFrameEffects()`), so
/// they follow the scroll like a transition's.
struct VisualEffectTransition: TransitionEffect {
    let closure: Callable
    let machine: Machine
    /// The scene's readers pass, for the named coordinate spaces around the scroll view.
    weak var readers: ReadersPass?
    let range: SourceRange

    var readsGeometry: Bool { true }

    func effects(for phase: TransitionPhase) throws -> ItemEffects {
        // Without geometry (a host that gives none) the item is where its frame says.
        try effects(for: phase, at: ItemGeometry(frame: .zero, contentOffset: .zero, container: .zero))
    }

    func effects(for phase: TransitionPhase, at geometry: ItemGeometry) throws -> ItemEffects {
        let spaces = readers?.namedSpaces ?? []
        let frames = ReaderFrames(global: geometry.global, scrollViews: [(geometry.container, .vertical)], spaces: spaces)
        let proxy = GeometryProxyValue(size: geometry.frame.size, safeAreaInsets: .zero, frames: frames)
        return try VisualEffectHook.run(closure, proxy: proxy, machine: machine, range: range)
    }
}

/// A `scrollTransition` and a `visualEffect` on the same item: the transition's effects, then
/// the visual effect's on top, as the modifiers compose in SwiftUI.
struct ChainedTransitionEffect: TransitionEffect {
    let first: any TransitionEffect
    let second: any TransitionEffect

    var readsGeometry: Bool { first.readsGeometry || second.readsGeometry }
    var isPlainValue: Bool { first.isPlainValue && second.isPlainValue }

    func effects(for phase: TransitionPhase) throws -> ItemEffects {
        BodyEffects.combine(try first.effects(for: phase), try second.effects(for: phase))
    }

    func effects(for phase: TransitionPhase, at geometry: ItemGeometry) throws -> ItemEffects {
        BodyEffects.combine(try first.effects(for: phase, at: geometry), try second.effects(for: phase, at: geometry))
    }
}

/// `visualEffect` on a view outside scroll content: the readers pass works its effects out
/// from the view's frame after each layout.
final class VisualEffectHook: SceneHook {
    let closure: Callable
    /// What the closure gave at the last pass.
    private(set) var effects = ItemEffects.identity

    init(closure: Callable, range: SourceRange) {
        self.closure = closure
        super.init(range: range, level: nil)
    }
    override var needsFrame: Bool { true }

    func update(_ proxy: GeometryProxyValue, machine: Machine) throws {
        effects = try Self.run(closure, proxy: proxy, machine: machine, range: range)
    }

    /// Runs a `visualEffect` closure with a fresh `content` and the proxy.
    static func run(_ closure: Callable, proxy: GeometryProxyValue, machine: Machine, range: SourceRange) throws -> ItemEffects {
        machine.begin()
        let result = try located(range) { try closure.call([.effects(EffectsBox.identity), .host(proxy)], in: machine.context) }
        guard case .effects(let box) = result else {
            throw Diagnostic.error(PluginMessages.notEffects(result.typeName), at: range)
        }
        return box.effects
    }
}

extension VisualEffectHook {
    /// The view with `visualEffect` applied: a hook for the readers pass (views outside scroll
    /// content) and, for an item, an effect the simulation asks with the item's geometry.
    static func attach(_ closure: Callable, to node: ViewNode, runtime: SceneRuntime, range: SourceRange) -> ViewNode {
        var copy = node
        copy.modifiers.append(.reader(VisualEffectHook(closure: closure, range: range)))
        let visual = VisualEffectTransition(closure: closure, machine: runtime.machine, readers: runtime.readers, range: range)
        if let index = copy.modifiers.lastIndex(where: { if case .scrollTransition = $0 { return true }; return false }),
           case .scrollTransition(var modifier) = copy.modifiers[index] {
            modifier.effect = ChainedTransitionEffect(first: modifier.effect, second: visual)
            modifier.sharingKey = nil
            // Body effects alone read no frame: the proxy reads the view it is attached to.
            if modifier.layersInside == nil { modifier.layersInside = node.modifiers.count }
            copy.modifiers[index] = .scrollTransition(modifier)
            return copy
        }
        let key = runtime.plugins.geometryClosureKey(closure)
        return copy.modified(.scrollTransition(ScrollTransitionModifier(configuration: .identity, effect: visual, sharingKey: key,
                                                                        layersInside: node.modifiers.count)))
    }
}
