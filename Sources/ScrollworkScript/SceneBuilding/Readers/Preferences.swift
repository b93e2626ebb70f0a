import Foundation
import ScrollworkCore

/// The preference values coming up from a part of the view tree, one per key, in the order
/// the keys were first set.
///
/// Siblings are combined as SwiftUI combines them: the first value that is set starts,
/// each later one is folded in with the key's `reduce`; views that set nothing take no part,
/// and a view's own `preference` hides what its children set.
struct Preferences {
    private(set) var entries: [(key: PreferenceKeyType, value: Value)] = []

    var isEmpty: Bool { entries.isEmpty }

    func value(for key: PreferenceKeyType) -> Value? {
        entries.first { $0.key.type === key.type }?.value
    }

    /// `preference(key:value:)`: the key's value is `value`, whatever the children set.
    mutating func set(_ key: PreferenceKeyType, _ value: Value) {
        if let index = entries.firstIndex(where: { $0.key.type === key.type }) {
            entries[index].value = value
        } else {
            entries.append((key, value))
        }
    }

    /// Folds in the values of a later sibling (or a background or overlay).
    mutating func merge(_ later: Preferences, machine: Machine) throws {
        for (key, value) in later.entries {
            if let index = entries.firstIndex(where: { $0.key.type === key.type }) {
                entries[index].value = try key.reduce(entries[index].value, value, machine)
            } else {
                entries.append((key, value))
            }
        }
    }
}
