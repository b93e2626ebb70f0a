import SwiftUI

// Two small readings apps make of their data: how much room a set of tags holds, and whether
// a label is plain ASCII (as a legacy API needs it).
struct TagStats: View {
    let tagSets: [Set<Int>] = [[], [1], [1, 2], [1, 2, 3, 4], Set(1...7)]
    let labels = ["abc", "é"]

    var body: some View {
        ScrollView {
            Text(tagSets.map { "\($0.capacity)" }.joined(separator: " ")).id("capacity")
            Text(labels.map { label in
                let bytes = label.data(using: .ascii)
                let back = bytes.flatMap { String(data: $0, encoding: .ascii) }
                return "\(bytes?.count ?? -1):\(back ?? "nil")"
            }.joined(separator: " ")).id("ascii")
        }
    }
}

#Preview("Tag stats") { TagStats() }
