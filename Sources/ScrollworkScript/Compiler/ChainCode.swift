import Foundation
import ScrollworkCore

/// The code of a chain compiled so far: a postfix chain, a run of binary operators or a
/// list of prefix operators, each step applied to the value of the steps before it.
///
/// A short chain nests each step's closure in the next one's, as any expression compiles,
/// so the fused fast paths (`target.rect.minY` read in place, unboxed arithmetic, constant
/// folding) stay as they are. A long chain keeps its value in a temporary slot of the
/// frame: every step is compiled against a receiver that takes the value out of that
/// slot, and the steps run in a loop. Then neither running nor freeing the code recurses
/// once per step, however long the chain.
struct ChainCode {
    /// Chains of more steps than this run as a loop over a temporary slot.
    static let nestingLimit = 16

    /// The temporary slot, for a long chain.
    private let slot: Int?
    /// What the loop starts from (a long chain only).
    private var head: Typed
    /// The steps after `head`, each reading the slot (a long chain only).
    private var steps: [ChainStep] = []
    /// The code of the whole chain so far, for a short chain; the last step, for a long one.
    private(set) var last: Typed

    /// A chain that starts with `head` and will have `length` steps after it.
    init(_ head: Typed, length: Int, scope: FunctionScope) {
        self.head = head
        self.last = head
        slot = length > Self.nestingLimit ? scope.newSlot() : nil
    }

    /// What the next step applies to: the code so far in a short chain; in a long one, a
    /// read that takes the value out of the slot (so a view value held nowhere else can
    /// still be changed in place), or the constant the chain has folded to so far.
    /// A step must evaluate its receiver at most once per run.
    var receiver: Typed {
        guard let slot, last.constant == nil else { return last }
        return Typed({ f in
            var value = Value.none
            swap(&value, &f.slots[slot])
            return value
        }, last.type)
    }

    /// Adds a step compiled against `receiver`.
    mutating func append(_ step: Typed) {
        guard slot != nil else {
            last = step
            return
        }
        // A constant does not depend on the steps before it, which then never run (as in
        // a short chain, where nothing calls their code).
        if step.constant != nil {
            restart(step)
            return
        }
        steps.append(ChainStep(eval: step.eval))
        last = step
    }

    /// Replaces the chain so far with `value`, which does not read `receiver`: a mutating
    /// method call through the chain's place, a member of a type, an error.
    mutating func restart(_ value: Typed) {
        head = value
        steps = []
        last = value
    }

    /// The whole chain as a typed expression, `step` being the one appended last: in a short
    /// chain that step, whose code holds the steps before it; in a long one, the loop.
    func expression(last step: TypedExpression) -> TypedExpression {
        guard let loop else { return step }
        return .chainLoop(loop)
    }

    /// The loop a long chain runs, nil when the chain nests its steps instead.
    private var loop: ChainLoop? {
        guard let slot, !steps.isEmpty else { return nil }
        return ChainLoop(slot: slot, head: head.eval, steps: steps, type: last.type)
    }
}

/// A long chain's code: `head`, then each step, run in a loop through the temporary `slot`.
struct ChainLoop {
    let slot: Int
    let head: Eval
    let steps: [ChainStep]
    let type: StaticType
}

/// One step of a long chain, boxed so reading it back from the array needs no conversion thunk.
struct ChainStep {
    let eval: Eval
}
