import Foundation

// Found by differential testing against swiftc: `Dictionary` and `Set` members (`count`,
// `keys`, `values`, `insert`, `remove`, `contains`, …) were typed but failed when they ran.
// Only what does not depend on Swift's randomised order is returned.
func dictionaryMembers(_ extra: Int) -> String {
    var scores: [String: Int] = ["a": 1, "b": 2]
    scores["c"] = extra
    scores["a", default: 0] += 5
    let removed = scores.removeValue(forKey: "b")
    let replaced = scores.updateValue(9, forKey: "c")
    let doubled = scores.mapValues { $0 * 2 }
    var emptied = scores
    emptied.removeAll()
    return "\(scores.count) \(scores.isEmpty) \(emptied.isEmpty) \(scores.keys.sorted()) \(scores.values.sorted()) \(removed ?? -1) "
        + "\(replaced ?? -1) \(doubled["c"] ?? -1) \(scores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })"
}

func setMembers(_ numbers: [Int]) -> String {
    var seen: Set<Int> = []
    for number in numbers { seen.insert(number) }
    let again = seen.insert(numbers[0]).inserted
    let removed = seen.remove(numbers[0]) ?? -1
    let other: Set<Int> = [1, 2, 3]
    var emptied = seen
    emptied.removeAll()
    return "\(seen.count) \(seen.sorted()) \(again) \(removed) \(seen.contains(2)) \(seen.union(other).sorted()) "
        + "\(seen.intersection(other).sorted()) \(seen.subtracting(other).sorted()) \(seen.isSubset(of: other)) "
        + "\(other.isSuperset(of: seen)) \(seen.isDisjoint(with: [7, 9])) \(Set(numbers).count) \(seen == other) "
        + "\(seen.isEmpty) \(emptied.isEmpty)"
}
