import ScrollworkFrontEnd

/// The elements of a value of a script type that is a sequence, as Swift's `for … in` and the
/// `Sequence` methods walk it: its `makeIterator()`'s `next()` until nil (its own `next()`
/// when it is its own iterator), or, for a collection declared by its indices, `self[i]` for
/// each Int index from `startIndex` up to `endIndex`.
enum ScriptSequences {
    /// The protocols that make a script type a sequence.
    static let protocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection"]

    /// Nil when the type is no sequence or declares neither way of walking it.
    static func elements(of value: Value, _ type: StructType, in context: ScriptContext?) throws -> [Value]? {
        guard let context, !protocols.isDisjoint(with: type.allConformances) else { return nil }
        if let makeIterator = type.methods["makeIterator"]?.first(where: { $0.labels.isEmpty }) {
            return try iterated(try makeIterator.call(on: value, [], in: context).result, in: context)
        }
        // A sequence that is its own iterator (`struct Countdown: Sequence, IteratorProtocol`).
        if type.methods["next"]?.contains(where: { $0.labels.isEmpty }) == true { return try iterated(value, in: context) }
        guard let start = type.computed["startIndex"], let end = type.computed["endIndex"],
              let element = type.methods[FunctionDecl.subscriptGetterName]?.first(where: { $0.labels.count == 1 }) else { return nil }
        guard case .int(let low) = try start.call(on: value, [], in: context).result,
              case .int(let high) = try end.call(on: value, [], in: context).result else {
            throw RuntimeFailure("'\(type.name)' is walked by Int indices here: its startIndex and endIndex must be Ints")
        }
        guard low < high else { return [] }
        let (count, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, count <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
        try context.charge(count)
        return try (low..<high).map { try element.call(on: value, [.int($0)], in: context).result }
    }

    /// `next()` of the iterator until it gives nil; a struct iterator keeps what each call changed.
    private static func iterated(_ iterator: Value, in context: ScriptContext) throws -> [Value] {
        guard case .user(let type) = TypeName.dynamicType(of: iterator) else { return try Sequences.elements(iterator, in: context) }
        guard let next = type.methods["next"]?.first(where: { $0.labels.isEmpty }) else {
            throw RuntimeFailure("'\(type.name)' has no 'next()' to iterate with")
        }
        var current = iterator, elements = [Value]()
        while true {
            let (element, changed) = try next.call(on: current, [], in: context)
            current = changed
            if case .none = element { return elements }
            guard elements.count < Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
            try context.charge(1)
            elements.append(element)
        }
    }
}
