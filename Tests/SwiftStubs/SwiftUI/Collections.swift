// Declarations only: SwiftUI's extensions of the standard library's collections, which apply
// the offsets `onDelete(perform:)` and `onMove(perform:)` hand over.
import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {}
}

extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}
