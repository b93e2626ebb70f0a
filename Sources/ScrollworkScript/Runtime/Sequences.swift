import Foundation

/// The elements of what a `for … in` or a sequence method walks.
enum Sequences {
    /// The elements of an array or range; a range is materialised only up to `Limits.elements`.
    static func elements(_ value: Value, in context: ScriptContext?) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let low, let high):
            guard low < high else { return [] }
            let (count, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow, count <= Limits.elements else {
                throw RuntimeFailure(Limits.tooManyElements)
            }
            try context.charge(count)
            return (low..<high).map { .int($0) }
        case .string(let text):
            // A string is a collection of its characters, each a one-character String here.
            return text.map { .string(String($0)) }
        case .set(let set): return set.elements
        case .host(let sequence as HostSequence): return sequence.elements
        case .dictionary(let dictionary):
            return dictionary.pairs.map(entry)
        case .record where UnsignedRangeTypes.pair.bounds(value) != nil:
            throw RuntimeFailure(UnsignedRangeTypes.notWalked)
        case .record, .object: return try scriptElements(value, in: context) ?? []
        default: return []
        }
    }

    /// The elements of a value of a script type that declares how it is walked (`ScriptSequences`);
    /// nil for any other value.
    static func scriptElements(_ value: Value, in context: ScriptContext?) throws -> [Value]? {
        switch value {
        case .record(let type, _) where !type.type.isBuiltin: return try ScriptSequences.elements(of: value, type.type, in: context)
        case .object(let object): return try ScriptSequences.elements(of: value, object.type, in: context)
        default: return nil
        }
    }

    /// A dictionary's element as its sequence gives it: the `(key:value:)` tuple.
    static func entry(_ key: Value, _ value: Value) -> Value { .tuple(TupleValue([key, value], labels: ["key", "value"])) }
}

/// A host value a `for … in` walks and the `Sequence` methods read (`IndexSet`): its elements
/// in the order it iterates them.
protocol HostSequence: HostObject {
    var elements: [Value] { get }
}
