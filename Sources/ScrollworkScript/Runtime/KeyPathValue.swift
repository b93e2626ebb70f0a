import Foundation
import ScrollworkCore

/// A key path value: `\.id`, `\.self`, `\Item.name`, `\CGRect.height`.
///
/// The compiler gives each component a reader that resolves on the first value it meets
/// (a field of a script type, a property the surface declares), so a key path reads any
/// type's properties, as `value[keyPath:]`, `ForEach(…, id:)` and `map(\.name)` need.
final class KeyPathValue {
    /// The property names, `self` left out, and the `?` and `!` steps between them.
    let components: [String]
    /// The root type as written (`\Item.id`), for messages; nil for `\.id`.
    let rootName: String?
    private let readers: [MemberGetter]
    private let writers: [MemberSetter?]
    /// Which components are a `?` step, worked out once: `apply` runs for every row of a list.
    private let chainSteps: [Bool]

    init(_ components: [String], rootName: String? = nil, readers: [MemberGetter] = [], writers: [MemberSetter?] = []) {
        self.components = components.filter { $0 != "self" }
        self.rootName = rootName
        self.readers = readers
        self.writers = writers
        chainSteps = self.components.map { $0 == Self.optionalChainStep }
    }

    static let optionalChainStep = "?", forceUnwrapStep = "!"

    /// How Swift spells it: `\Item.id`, `\.self`, `\.detail?.title`.
    var description: String {
        let steps = components.map { Self.isUnwrapping($0) ? $0 : "." + $0 }
        return "\\" + (rootName ?? "") + (components.isEmpty ? ".self" : steps.joined())
    }

    private static func isUnwrapping(_ step: String) -> Bool { step == optionalChainStep || step == forceUnwrapStep }

    /// The value at the end of the path; a computed property on the way runs with `context`.
    func apply(to value: Value, in context: ScriptContext?) throws -> Value {
        var current = value
        if readers.count == components.count {
            for (reader, isChainStep) in zip(readers, chainSteps) {
                if isChainStep, case .none = current { return .none }
                current = try reader(current, context)
            }
            return current
        }
        for component in components where !Self.isUnwrapping(component) { current = Self.field(component, of: current) }
        return current
    }

    /// The value at the end of the path, nil where a step fails (for ids, which fall back).
    func read(_ value: Value, in context: ScriptContext?) -> Value {
        (try? apply(to: value, in: context)) ?? .none
    }

    /// Writes through the path (`value[keyPath: path] = x`), for the steps that can be written.
    func write(_ newValue: Value, into value: inout Value, in context: ScriptContext?) throws {
        guard !components.isEmpty else {
            value = newValue
            return
        }
        try write(newValue, into: &value, from: 0, in: context)
    }

    private func write(_ newValue: Value, into value: inout Value, from step: Int, in context: ScriptContext?) throws {
        guard step < writers.count, let writer = writers[step] else {
            throw RuntimeFailure("cannot assign through the key path '\(description)': '\(components[step])' is read-only")
        }
        if step == components.count - 1 {
            try writer(&value, newValue, context)
            return
        }
        var inner = try readers[step](value, context)
        try write(newValue, into: &inner, from: step + 1, in: context)
        try writer(&value, inner, context)
    }

    /// A stored property by name, through `@State` storage, for key paths the host made.
    private static func field(_ name: String, of value: Value) -> Value {
        switch value {
        case .record(let record, let fields):
            guard let index = record.type.fieldIndex[name] else { return .none }
            return StateBox.unwrap(fields[index])
        case .object(let object):
            guard let index = object.type.fieldIndex[name] else { return .none }
            return object.fields[index]
        case .tuple(let tuple):
            return tuple.index(of: name).map { tuple.elements[$0] } ?? .none
        default:
            return .none
        }
    }
}
