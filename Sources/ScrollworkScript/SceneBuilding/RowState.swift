import ScrollworkCore
import ScrollworkScene

/// SwiftUI discards a view's state when the view leaves the tree: a `ForEach` row whose id is
/// gone when the `ForEach` is built again loses its `@State` (and that of every view inside
/// it), so the same id added later starts from its declared values. A row that stays keeps its
/// state wherever it moves, as its state belongs to its id (`SceneRuntime.rowLevel`).
enum RowState {
    /// The rows a `ForEach` had when it was last built.
    struct Rows {
        var ids: ForEachNode.IDs
        var count: Int
        /// The ids of a list as the paths write them, made the first time they are compared.
        private var texts: Set<String>?

        init(ids: ForEachNode.IDs, count: Int) {
            self.ids = ids
            self.count = count
        }

        /// Whether a row id, as a path writes it, is one of these rows. Computed ids count as
        /// present: nothing is known of them without computing them all.
        mutating func contains(_ text: Substring) -> Bool {
            switch ids {
            case .offset(let start):
                guard let value = Int(text) else { return false }
                return value >= start && value - start < count
            case .list(let list):
                if texts == nil { texts = Set(list.map(\.description)) }
                return texts?.contains(String(text)) ?? false
            case .computed:
                return true
            }
        }
    }

    /// Notes the rows a `ForEach` written at `site` under `base` has now, and discards the
    /// state of the rows it had when last built and has no more. Only the rows that hold state
    /// are looked at, so a long list without row state costs nothing here.
    static func forEachBuilt(_ runtime: SceneRuntime, base: SceneRuntime.PathLevel, site: Int, ids: ForEachNode.IDs, count: Int) {
        let key = base.path + "@" + String(site)
        var current = Rows(ids: ids, count: count)
        let previous = runtime.forEachRows[key]
        runtime.forEachRows[key] = current
        guard var previous, !runtime.storage.isEmpty else { return }
        let prefix = base.path + "["
        var gone = Set<String>()
        for storageKey in runtime.storage.keys where storageKey.hasPrefix(prefix) {
            let rest = storageKey[prefix.endIndex...]
            guard let close = rest.firstIndex(of: "]") else { continue }
            let id = rest[..<close]
            if previous.contains(id) && !current.contains(id) { gone.insert(prefix + id + "]") }
        }
        if !gone.isEmpty { runtime.discardState(under: gone) }
    }

    /// Whether a storage key (`path.name`) is under one of `paths`: the path itself followed
    /// by a property, or a view inside it.
    static func isUnder(_ key: String, _ paths: Set<String>) -> Bool {
        var index = key.startIndex
        while let close = key[index...].firstIndex(of: "]") {
            let end = key.index(after: close)
            if paths.contains(String(key[..<end])) { return true }
            index = end
        }
        return false
    }
}
