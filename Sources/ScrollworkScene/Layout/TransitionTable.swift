import ScrollworkCore

/// The scroll view's `[TransitionSpec]`, with transitions that may be shared stored once.
struct TransitionTable {
    private struct SharedKey: Hashable {
        var key: Int
        var configuration: TransitionConfiguration
    }

    private(set) var specs: [TransitionSpec] = []
    private var shared: [SharedKey: Int32] = [:]

    /// The index of the modifier's spec, adding it when it is new.
    mutating func index(for modifier: ScrollTransitionModifier) -> Int32 {
        if let key = modifier.sharingKey {
            let sharedKey = SharedKey(key: key, configuration: modifier.configuration)
            if let found = shared[sharedKey] { return found }
            let index = append(modifier)
            shared[sharedKey] = index
            return index
        }
        return append(modifier)
    }

    private mutating func append(_ modifier: ScrollTransitionModifier) -> Int32 {
        specs.append(TransitionSpec(configuration: modifier.configuration, effect: modifier.effect))
        return Int32(clamping: specs.count - 1)
    }
}
