import SwiftUI

/// A tag board: tasks grouped by tag in a dictionary, the selected tags in a set, written
/// with the Dictionary and Set API apps use.
struct TaggedTask: Identifiable {
    let id: Int
    let tag: String
}

struct TagBoard: View {
    let tasks = [TaggedTask(id: 1, tag: "home"), TaggedTask(id: 2, tag: "work"), TaggedTask(id: 3, tag: "home")]
    @State private var selected = Set<String>()
    @State private var summary = ""
    @State private var algebra = ""

    var groups: [String: [TaggedTask]] { Dictionary(grouping: tasks, by: { $0.tag }) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(groups.keys.sorted(), id: \.self) { tag in
                    Button("\(tag) \(groups[tag]?.count ?? 0)") {
                        if selected.contains(tag) {
                            _ = selected.remove(tag)
                        } else {
                            _ = selected.insert(tag)
                        }
                    }
                    .id(tag)
                }
                Button("Summarize") { summarize() }
                    .id("summarize")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    func summarize() {
        var counts = groups.mapValues { $0.count }
        let previous = counts.updateValue(5, forKey: "home")
        let removed = counts.removeValue(forKey: "work")
        let pairs = Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)])
        let tallies = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
        var scratch: [String: Int] = Dictionary()
        scratch["x"] = 1
        scratch.removeAll()
        summary = "\(counts.count) \(counts.values.reduce(0, +)) \(previous ?? 0) \(removed ?? 0) \(pairs.keys.sorted()) \(scratch.isEmpty) \(counts.isEmpty) \(tallies["a"] ?? 0)"

        let all = Set(["home", "work", "gym"])
        var mine: Set<String> = Set()
        mine.formUnion(selected)
        mine.formIntersection(all)
        var rest = all.subtracting(mine)
        rest.subtract(["gym"])
        var flipped = mine.symmetricDifference(["gym"])
        flipped.formSymmetricDifference(["home"])
        let joined = mine.union(rest).intersection(all)
        var emptied = joined
        emptied.removeAll()
        algebra = "\(mine.count) \(rest.sorted()) \(flipped.sorted()) \(joined.count) \(mine.isSubset(of: all)) "
            + "\(all.isSuperset(of: mine)) \(mine.isDisjoint(with: rest)) \(emptied.isEmpty)"
    }
}
