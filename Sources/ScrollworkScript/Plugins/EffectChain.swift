import Foundation
import ScrollworkCore

/// A transition closure of the usual shape, `{ content, phase in content.a(…).b(…) }`,
/// compiled to fold its modifiers straight into `ItemEffects`: no proxy value is built
/// per modifier, which is most of the cost of running such a closure per item and frame.
///
/// Any other shape (statements, conditions on `content`, helper calls) runs as an
/// ordinary closure; both give the same effects.
final class EffectChain {
    struct Step {
        let apply: EffectModifiers.Applier
        let arguments: [Eval]
        let range: SourceRange
    }

    let steps: [Step]
    let frameSize: Int
    /// The slot of `content`, if an argument reads it (then it holds the identity proxy).
    let contentSlot: Int?
    let phaseSlot: Int
    let pool = FramePool()

    private init(steps: [Step], frameSize: Int, contentSlot: Int?, phaseSlot: Int) {
        self.steps = steps
        self.frameSize = frameSize
        self.contentSlot = contentSlot
        self.phaseSlot = phaseSlot
    }

    /// The chain, or nil when the closure has another shape or does not compile cleanly.
    static func compile(_ closure: ClosureExpression, compiler: Compiler) -> EffectChain? {
        guard let parameters = closure.parameters, parameters.count == 2, closure.body.count == 1 else { return nil }
        var expression: Expression
        switch closure.body[0].kind {
        case .expression(let e): expression = e
        case .returnStatement(let e?): expression = e
        default: return nil
        }
        var calls = [(name: String, arguments: [Argument], range: SourceRange)]()
        while case .call(let callee, let arguments) = expression.kind, case .member(let base, let name, _) = callee.kind {
            calls.append((name, arguments, expression.range))
            expression = base
        }
        guard case .identifier(let root) = expression.kind, root == parameters[0].name, !calls.isEmpty else { return nil }
        let scope = FunctionScope(parent: nil, selfType: nil, isMutating: false, returnType: .unknown)
        let errorsBefore = compiler.diagnostics.count
        let built: (steps: [Step], content: Int, phase: Int)? = compiler.withScope(scope) {
            let content = parameters[0].name == "_" ? scope.newSlot()
                : scope.declare(parameters[0].name, type: .effects, isLet: true, range: parameters[0].range).slot
            let phase = parameters[1].name == "_" ? scope.newSlot()
                : scope.declare(parameters[1].name, type: .phase, isLet: true, range: parameters[1].range).slot
            var steps = [Step]()
            for call in calls.reversed() {
                guard let apply = EffectModifiers.applier(call.name, labels: call.arguments.map(\.label)) else { return nil }
                steps.append(Step(apply: apply, arguments: call.arguments.map { compiler.expression($0.value).eval },
                                  range: call.range))
            }
            return (steps, content, phase)
        }
        guard let built, compiler.diagnostics.count == errorsBefore else { return nil }
        let readsContent = calls.contains { mentions(root, in: $0.arguments) }
        return EffectChain(steps: built.steps, frameSize: scope.slotCount,
                           contentSlot: readsContent ? built.content : nil, phaseSlot: built.phase)
    }

    /// Whether the name appears as an identifier anywhere in the nodes.
    private static func mentions(_ name: String, in node: Any) -> Bool {
        if let kind = node as? ExpressionKind, case .identifier(let found) = kind, found == name { return true }
        return Mirror(reflecting: node).children.contains { mentions(name, in: $0.value) }
    }

    func effects(for phase: TransitionPhase, machine: Machine, range: SourceRange) throws -> ItemEffects {
        try machine.enter(range)
        defer { machine.leave() }
        var frame = pool.take(size: frameSize, parent: nil)
        if let contentSlot { frame.slots[contentSlot] = .effects(EffectsBox.identity) }
        frame.slots[phaseSlot] = .phase(phase.value)
        var effects = ItemEffects()
        for step in steps {
            if step.arguments.count == 1 {
                let argument = try step.arguments[0](frame)
                try located(step.range) { try step.apply(&effects) { _ in argument } }
            } else {
                let arguments = try evaluateAll(step.arguments, frame)
                try located(step.range) { try step.apply(&effects) { arguments[$0] } }
            }
        }
        pool.give(&frame)
        return effects
    }
}
