/// Items found by what they show (`tap "Row 3"`), for one layout. Reading an item's label
/// builds its row again, so labels are read once, in order and only as far as a search needs,
/// and remembered: asking for a label that no item shows costs a pass over the first
/// `searchLimit` items the first time and a lookup after that.
final class ItemLabelIndex {
    /// How many items, from the first, a search by label looks at.
    static let searchLimit = 10_000

    private var firstIndex: [String: Int] = [:]
    private var scanned = 0

    /// The first item among the first `searchLimit` whose label is `label`.
    func index(of label: String, count: Int, label labelOf: (Int) -> String?) -> Int? {
        if let index = firstIndex[label] { return index }
        let end = min(count, Self.searchLimit)
        while scanned < end {
            let index = scanned
            scanned += 1
            guard let found = labelOf(index) else { continue }
            if firstIndex[found] == nil { firstIndex[found] = index }
            if found == label { return index }
        }
        return nil
    }
}
