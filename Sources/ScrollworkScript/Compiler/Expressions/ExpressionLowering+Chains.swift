import ScrollworkCore

/// A long chain's steps run in a loop, so neither running nor freeing its code recurses once
/// per step (`ChainCode`).
extension ExpressionLowering {
    func chainLoop(_ loop: ChainLoop) -> Typed {
        let slot = loop.slot, start = loop.head, steps = loop.steps
        return Typed({ f in
            f.slots[slot] = try start(f)
            for step in steps { f.slots[slot] = try step.eval(f) }
            var value = Value.none
            swap(&value, &f.slots[slot])
            return value
        }, loop.type)
    }
}
