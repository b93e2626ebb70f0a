import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A transition closure of the usual shape, `{ content, phase in content.a(…).b(…) }`,
/// compiled to fold its modifiers straight into `ItemEffects`: no proxy value is built
/// per modifier, which is most of the cost of running such a closure per item and frame.
///
/// Any other shape (statements, conditions on `content`, helper calls) runs as an
/// ordinary closure; both give the same effects.
///
/// `phase` is read unboxed from the frame's numbers (`PhaseArgument`), and a call runs in
/// one frame the chain keeps (the arguments make no closures, so nothing else keeps it),
/// with `content`'s identity proxy stored in it once.
final class EffectChain {
    /// Applies the chain's modifiers, in order, to effects. The steps are folded into one
    /// closure when compiled: reading them from an array of structs per call would copy
    /// (retain and release) every closure in them.
    typealias Run = (Frame, inout ItemEffects) throws -> Void

    let run: Run
    let frameSize: Int
    /// The slot of `content`, if an argument reads it (then it holds the identity proxy).
    let contentSlot: Int?
    /// What the chain's code runs with, as a transition outside a scene's body does: the
    /// program's machine's own (a behaviour's code has no scene services either).
    private let context: ScriptContext
    /// What a call runs: `run` in the chain's own frame. Callers keep a copy (see `TransitionCall`).
    let code: FoldedCode

    /// One modifier of a long chain, boxed so reading it back from the array needs no conversion thunk.
    private struct Step {
        let run: Run
    }

    private init(run: @escaping Run, frameSize: Int, contentSlot: Int?, context: ScriptContext) {
        self.run = run
        self.frameSize = frameSize
        self.contentSlot = contentSlot
        self.context = context
        let frame = Self.makeFrame(size: frameSize, contentSlot: contentSlot, context: context)
        code = FoldedCode(run: run, frame: frame, numbers: frame.numbers.unsafelyUnwrapped,
                          isRunning: .allocate(capacity: 1), hasTemporaries: frameSize > 2)
        code.isRunning.initialize(to: false)
    }

    deinit {
        code.isRunning.deallocate()
    }

    /// A frame for a call: the phase among its numbers, `content`'s proxy in its slot.
    static func makeFrame(size: Int, contentSlot: Int?, context: ScriptContext?) -> Frame {
        let frame = Frame(size: size, numbers: 1, context: context)
        if let contentSlot { frame.slots[contentSlot] = .effects(EffectsBox.identity) }
        return frame
    }

    /// The chain, or nil when the closure has another shape or does not compile cleanly.
    static func compile(_ closure: ClosureExpression, compiler: BodyChecker) -> EffectChain? {
        guard let (parameters, expression) = closure.singleExpression(parameterCount: 2) else { return nil }
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
        var run: Run?
        let content = parameters[0].name == "_" ? scope.newSlot()
            : scope.declare(parameters[0].name, type: .effects, isLet: true, range: parameters[0].range).slot
        let phase = parameters[1].name == "_" ? scope.newSlot()
            : scope.declare(parameters[1].name, type: .phase, isLet: true, range: parameters[1].range).slot
        compiler.withScope(scope, hostArguments: PhaseArgument(slot: phase)) {
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
                let next = step(after: isLong ? nil : run, effect: effect, arguments: compiled, range: call.range,
                                onlyFirstBound: bound == [0])
                if isLong { steps.append(Step(run: next)) } else { run = next }
            }
            if isLong {
                let all = steps
                run = { frame, effects in for step in all { try step.run(frame, &effects) } }
            }
        }
        guard let run, compiler.diagnostics.count == errorsBefore,
              !BodyChecker.containsClosure(calls.map(\.arguments)) else { return nil }
        let readsContent = calls.contains { mentions(root, in: $0.arguments) }
        return EffectChain(run: run, frameSize: scope.slotCount, contentSlot: readsContent ? content : nil,
                           context: compiler.machine.context)
    }

    /// `previous` (if any) followed by one effect; an effect taking one plain number (the
    /// other parameters left at their defaults) runs unboxed.
    private static func step(after previous: Run?, effect: SurfaceEffect, arguments: [Typed],
                             range: SourceRange, onlyFirstBound: Bool) -> Run {
        if let unboxed = effect.number, onlyFirstBound, let argument = arguments[0].numeric {
            guard let previous else { return { frame, effects in unboxed(&effects, try argument(frame)) } }
            return { frame, effects in
                try previous(frame, &effects)
                unboxed(&effects, try argument(frame))
            }
        }
        let apply = effect.apply
        let evals = arguments.map(\.eval)
        guard let previous else {
            return { frame, effects in
                let values = try evaluateAll(evals, frame)
                try located(range) { try apply(&effects, SurfaceArguments(values: values, range: range, context: frame.context)) }
            }
        }
        return { frame, effects in
            try previous(frame, &effects)
            let values = try evaluateAll(evals, frame)
            try located(range) { try apply(&effects, SurfaceArguments(values: values, range: range, context: frame.context)) }
        }
    }

    /// Whether the name appears as an identifier anywhere in the nodes.
    private static func mentions(_ name: String, in node: Any) -> Bool {
        BodyChecker.identifiers(in: node).contains(name)
    }

    /// The effects for a phase in a frame of their own, for a call that arrives while one runs
    /// in the chain's frame (nothing known does that).
    func effectsInNewFrame(for phase: TransitionPhase) throws -> ItemEffects {
        let frame = Self.makeFrame(size: frameSize, contentSlot: contentSlot, context: context)
        frame.numbers.unsafelyUnwrapped[0] = phase.value
        var effects = ItemEffects()
        try run(frame, &effects)
        return effects
    }
}

/// A folded chain's code and the frame it runs in, as a value a caller keeps: calling it
/// reaches the closure and the frame with no reference to count on the way.
struct FoldedCode {
    let run: EffectChain.Run
    /// The chain's frame, shared by every transition of the chain (one runs at a time).
    let frame: Frame
    let numbers: UnsafeMutablePointer<Double>
    /// Set while a call runs in `frame`; owned by the chain.
    let isRunning: UnsafeMutablePointer<Bool>
    /// Whether the frame has slots after `content` and `phase` (for a long chain's value),
    /// cleared after each call.
    let hasTemporaries: Bool

    /// Stands in for the code of a closure that did not fold; never run.
    static let placeholder: FoldedCode = {
        let frame = Frame(size: 1, numbers: 1, context: nil)
        let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        flag.initialize(to: true)
        return FoldedCode(run: { _, _ in }, frame: frame, numbers: frame.numbers.unsafelyUnwrapped, isRunning: flag,
                          hasTemporaries: false)
    }()

    /// Ends a call in the frame: it may take the next one, and keeps nothing of this one.
    @inline(__always)
    func finish() {
        isRunning.pointee = false
        if hasTemporaries { frame.clear(from: 2) }
    }
}
