import ScrollworkFrontEnd

/// The elements of a value of a script type that is a sequence, as Swift's `for … in` and the
/// `Sequence` methods walk it: its `makeIterator()`'s `next()` until nil (its own `next()`
/// when it is its own iterator), or, for a collection declared by its indices, `self[i]` for
/// each Int index from `startIndex` up to `endIndex`.
enum ScriptSequences {
    /// Nil when the type declares neither.
    static func elements(of value: Value, _ type: StructType, in context: ScriptContext?) throws -> [Value]? {
        guard let context else { return nil }
        if let makeIterator = type.methods["makeIterator"]?.first(where: { $0.labels.isEmpty }) {
            return try iterated(try call(makeIterator, on: value, [], in: context).result, in: context)
        }
        // A sequence that is its own iterator (`struct Countdown: Sequence, IteratorProtocol`).
        if type.methods["next"]?.contains(where: { $0.labels.isEmpty }) == true { return try iterated(value, in: context) }
        guard let start = type.computed["startIndex"], let end = type.computed["endIndex"],
              let element = type.methods[FunctionDecl.subscriptGetterName]?.first(where: { $0.labels.count == 1 }) else { return nil }
        guard case .int(let low) = try call(start, on: value, [], in: context).result,
              case .int(let high) = try call(end, on: value, [], in: context).result else {
            throw RuntimeFailure("'\(type.name)' is walked by Int indices here: its startIndex and endIndex must be Ints")
        }
        guard low < high else { return [] }
        guard high - low <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
        try context.charge(high - low)
        return try (low..<high).map { try call(element, on: value, [.int($0)], in: context).result }
    }

    /// `next()` of the iterator until it gives nil; a struct iterator keeps what each call changed.
    private static func iterated(_ iterator: Value, in context: ScriptContext) throws -> [Value] {
        let type: StructType
        switch iterator {
        case .record(let record, _): type = record.type
        case .object(let object): type = object.type
        default: return try Sequences.elements(iterator, in: context)
        }
        guard let next = type.methods["next"]?.first(where: { $0.labels.isEmpty }) else {
            throw RuntimeFailure("'\(type.name)' has no 'next()' to iterate with")
        }
        var current = iterator, elements = [Value]()
        while true {
            let (element, changed) = try call(next, on: current, [], in: context)
            current = changed
            if case .none = element { return elements }
            guard elements.count < Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
            try context.charge(1)
            elements.append(element)
        }
    }

    /// Runs a member with `self` and arguments: its result and `self` as it left it.
    private static func call(_ function: ScriptFunction, on receiver: Value, _ arguments: [Value],
                             in context: ScriptContext) throws -> (result: Value, changed: Value) {
        let frame = Frame(size: function.frameSize, parent: nil, context: context)
        frame.slots[0] = receiver
        for (slot, argument) in zip(function.parameterSlots, arguments) { frame.slots[slot] = argument }
        let result = try function.run(frame, machine: context.machine, at: function.range)
        return (result, frame.slots[0])
    }
}
