import Foundation
import ScrollworkCore
import ScrollworkScene

/// A transition closure of the usual shape, `{ content, phase in content.a(…).b(…) }`,
/// compiled to fold its modifiers straight into `ItemEffects`: no proxy value is built
/// per modifier, which is most of the cost of running such a closure per item and frame.
///
/// Any other shape (statements, conditions on `content`, helper calls) runs as an
/// ordinary closure; both give the same effects.
final class EffectChain {
    /// Applies the chain's modifiers, in order, to effects. The steps are folded into one
    /// closure when compiled: reading them from an array of structs per call would copy
    /// (retain and release) every closure in them.
    typealias Run = (Frame, inout ItemEffects) throws -> Void

    let run: Run
    let frameSize: Int
    /// The slot of `content`, if an argument reads it (then it holds the identity proxy).
    let contentSlot: Int?
    let phaseSlot: Int
    let pool = FramePool()

    /// One modifier of a long chain, boxed so reading it back from the array needs no conversion thunk.
    private struct Step {
        let run: Run
    }

    private init(run: @escaping Run, frameSize: Int, contentSlot: Int?, phaseSlot: Int) {
        self.run = run
        self.frameSize = frameSize
        self.contentSlot = contentSlot
        self.phaseSlot = phaseSlot
    }

    /// The chain, or nil when the closure has another shape or does not compile cleanly.
    static func compile(_ closure: ClosureExpression, compiler: Compiler) -> EffectChain? {
        guard let parameters = closure.parameters, parameters.count == 2, closure.body.count == 1 else { return nil }
        let expression: Expression
        switch closure.body[0].kind {
        case .expression(let e): expression = e
        case .returnStatement(let e?): expression = e
        default: return nil
        }
        // `content` then `.name(arguments)` pairs.
        guard case .postfix(let base, let operations) = expression.kind, operations.count % 2 == 0,
              case .identifier(let root) = base.kind, root == parameters[0].name else { return nil }
        var calls = [(name: String, arguments: [Argument], range: SourceRange)]()
        for index in stride(from: 0, to: operations.count, by: 2) {
            guard let name = operations[index].memberName, let arguments = operations[index + 1].callArguments else { return nil }
            calls.append((name, arguments, operations[index + 1].range))
        }
        let scope = FunctionScope(parent: nil, selfType: nil, isMutating: false, returnType: .unknown)
        let errorsBefore = compiler.diagnostics.count
        // Results come out through captured variables: a closure returned through the
        // generic `withScope` would come back wrapped in a conversion thunk.
        var run: Run = { _, _ in }
        var slots: (content: Int, phase: Int)?
        compiler.withScope(scope) {
            let content = parameters[0].name == "_" ? scope.newSlot()
                : scope.declare(parameters[0].name, type: .effects, isLet: true, range: parameters[0].range).slot
            let phase = parameters[1].name == "_" ? scope.newSlot()
                : scope.declare(parameters[1].name, type: .phase, isLet: true, range: parameters[1].range).slot
            // A long chain runs its steps in a loop rather than one nested call per modifier.
            let isLong = calls.count > ChainCode.nestingLimit
            var steps = [Step]()
            for call in calls {
                let overloads = compiler.surface.members(of: "EmptyVisualEffect", named: call.name)
                guard let match = compiler.surfaceMatch(call.name, overloads, call.arguments, nameRange: call.range),
                      case .effect(let effect) = match.entry.body else { return }
                SurfaceUsage.shared.record(match.entry)
                let compiled = compiler.surfaceArguments(match, call.arguments, selfType: .effects)
                let bound = match.bindings.enumerated().filter { !$0.element.isEmpty }.map(\.offset)
                let next = step(after: isLong ? { _, _ in } : run, effect: effect, arguments: compiled, range: call.range,
                                onlyFirstBound: bound == [0])
                if isLong { steps.append(Step(run: next)) } else { run = next }
            }
            if isLong { run = { frame, effects in for step in steps { try step.run(frame, &effects) } } }
            slots = (content, phase)
        }
        guard let slots, compiler.diagnostics.count == errorsBefore else { return nil }
        let readsContent = calls.contains { mentions(root, in: $0.arguments) }
        return EffectChain(run: run, frameSize: scope.slotCount,
                           contentSlot: readsContent ? slots.content : nil, phaseSlot: slots.phase)
    }

    /// `previous` followed by one effect; an effect taking one plain number (the other
    /// parameters left at their defaults) runs unboxed.
    private static func step(after previous: @escaping Run, effect: SurfaceEffect, arguments: [Typed],
                             range: SourceRange, onlyFirstBound: Bool) -> Run {
        if let unboxed = effect.number, onlyFirstBound, let argument = arguments[0].numeric {
            return { frame, effects in
                try previous(frame, &effects)
                unboxed(&effects, try argument(frame))
            }
        }
        let apply = effect.apply
        let evals = arguments.map(\.eval)
        return { frame, effects in
            try previous(frame, &effects)
            let values = try evaluateAll(evals, frame)
            try located(range) { try apply(&effects, SurfaceArguments(values: values, range: range)) }
        }
    }

    /// Whether the name appears as an identifier anywhere in the nodes.
    private static func mentions(_ name: String, in node: Any) -> Bool {
        identifiers(in: node).contains(name)
    }

    /// Every name used as an identifier anywhere in the nodes (closures are small; the walk
    /// is done once per closure).
    static func identifiers(in node: Any) -> Set<String> {
        var found = Set<String>()
        var pending: [Any] = [node]
        while let next = pending.popLast() {
            if let kind = next as? ExpressionKind, case .identifier(let name) = kind { found.insert(name) }
            pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value))
        }
        return found
    }

    func effects(for phase: TransitionPhase, machine: Machine, range: SourceRange) throws -> ItemEffects {
        try machine.enter(range)
        defer { machine.leave() }
        var frame = pool.take(size: frameSize, parent: nil)
        if let contentSlot { frame.slots[contentSlot] = .effects(EffectsBox.identity) }
        frame.slots[phaseSlot] = .phase(phase.value)
        var effects = ItemEffects()
        try run(frame, &effects)
        pool.give(&frame)
        return effects
    }
}
