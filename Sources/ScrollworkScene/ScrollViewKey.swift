import ScrollworkCore

/// Which scroll view of a scene, across re-evaluations and rows coming and going: its place
/// among the scroll views outside any scroll content with the `.id`s written on it and on the
/// views around it (a different id is a different view in SwiftUI: a TabView's pages differ by
/// their tags), then, for a scroll view inside another one's content, the item it is in (by
/// the item's id, as SwiftUI keeps a row's state by its identity) and its number among that
/// item's scroll views.
///
/// A live scroll view keeps its simulation (offset, motion) for as long as its key is in the
/// layout; a row's carousel that leaves the screen and comes back finds its offset by key.
public struct ScrollViewKey: Hashable, Sendable, CustomStringConvertible {
    public enum Step: Hashable, Sendable {
        /// The n-th scroll view outside any scroll content, in drawing order (from 0), with the
        /// ids on it and around it, outermost first.
        case top(Int, [ItemID])
        /// The n-th scroll view (from 0) inside the parent's item with this id.
        case item(ItemID, Int)
    }

    public private(set) var steps: [Step]

    public init(top number: Int, identity: [ItemID] = []) {
        steps = [.top(number, identity)]
    }

    /// The key of the `ordinal`-th scroll view inside this one's item `id`.
    public func child(item id: ItemID, ordinal: Int) -> ScrollViewKey {
        var copy = self
        copy.steps.append(.item(id, ordinal))
        return copy
    }

    /// How many scroll views contain this one.
    public var depth: Int { steps.count - 1 }

    /// The key of the scroll view whose content holds this one; nil for an outermost one.
    public var parent: ScrollViewKey? {
        guard steps.count > 1 else { return nil }
        var copy = self
        copy.steps.removeLast()
        return copy
    }

    public var description: String {
        steps.map { step in
            switch step {
            case .top(let number, let ids): return ids.isEmpty ? "\(number)" : "\(number)@" + ids.map(\.description).joined(separator: ".")
            case .item(let id, let ordinal): return ordinal == 0 ? "[\(id)]" : "[\(id)]#\(ordinal)"
            }
        }.joined(separator: "/")
    }
}
