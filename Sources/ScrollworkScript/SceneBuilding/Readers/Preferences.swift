import Foundation
import ScrollworkCore

/// The preference values coming up from a part of the view tree, one per key, in the order
/// the keys were first set.
///
/// Siblings are combined as SwiftUI combines them: the first value that is set starts,
/// each later one is folded in with the key's `reduce`; views that set nothing take no part,
/// and a view's own `preference` hides what its children set.
///
/// Most views set one key or none: the first entry is kept inline, so those allocate nothing.
struct Preferences {
    /// A struct rather than a tuple: an optional one is copied without generic witnesses.
    struct Entry {
        let key: PreferenceKeyType
        var value: Value
    }
    private var first: Entry?
    private var rest: [Entry] = []

    var isEmpty: Bool { first == nil }

    func value(for key: PreferenceKeyType) -> Value? {
        guard let first else { return nil }
        if first.key.type === key.type { return first.value }
        return rest.first { $0.key.type === key.type }?.value
    }

    /// `preference(key:value:)`: the key's value is `value`, whatever the children set.
    mutating func set(_ key: PreferenceKeyType, _ value: Value) {
        update(key, value) { _ in value }
    }

    /// Folds in the values of a later sibling (or a background or overlay).
    mutating func merge(_ later: Preferences, machine: Machine) throws {
        guard let laterFirst = later.first else { return }
        guard first != nil else { return self = later }
        // The usual case, one key on each side, changed in place without the general path.
        if later.rest.isEmpty, rest.isEmpty, first.unsafelyUnwrapped.key.type === laterFirst.key.type {
            return first!.value = try laterFirst.key.reduce(first.unsafelyUnwrapped.value, laterFirst.value, machine)
        }
        try update(laterFirst.key, laterFirst.value) { try laterFirst.key.reduce($0, laterFirst.value, machine) }
        for entry in later.rest {
            try update(entry.key, entry.value) { try entry.key.reduce($0, entry.value, machine) }
        }
    }

    /// The key's value changed by `change` when the key is set, `value` as a new last entry when not.
    private mutating func update(_ key: PreferenceKeyType, _ value: Value, _ change: (Value) throws -> Value) rethrows {
        guard let current = first else { return first = Entry(key: key, value: value) }
        if current.key.type === key.type {
            first = Entry(key: current.key, value: try change(current.value))
        } else if let index = rest.firstIndex(where: { $0.key.type === key.type }) {
            rest[index].value = try change(rest[index].value)
        } else {
            rest.append(Entry(key: key, value: value))
        }
    }
}
