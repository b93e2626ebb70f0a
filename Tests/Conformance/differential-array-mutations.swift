import Foundation

// Found by differential testing against swiftc: an array's mutating `sort()`, `sort(by:)`,
// `reverse()` and `removeAll(where:)` were refused as unknown members, and so was
// `removeAll(keepingCapacity:)` (a word game's new round).
func mutatedInPlace(_ numbers: [Int]) -> String {
    var sorted = numbers
    sorted.sort()
    var descending = numbers
    descending.sort(by: >)
    var reversed = numbers
    reversed.reverse()
    var odd = numbers
    odd.removeAll(where: { $0 % 2 == 0 })
    var emptied = numbers
    emptied.removeAll(keepingCapacity: true)
    return "\(sorted) \(descending) \(reversed) \(odd) \(emptied)"
}
