import SwiftUI

/// A grocery list that is edited by taps: items move, get removed and come back, and a
/// summary line describes the list with the collection and string API.
struct GroceryList: View {
    @State private var items = ["apples", "bread", "cheese", "dates", "eggs"]
    @State private var summary = ""
    @State private var numbers: [Int] = []
    @State private var notes = ""

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .frame(height: 44)
                }
                Text(summary.isEmpty ? "Edit" : summary)
                    .id("edit")
                    .onTapGesture { edit() }
            }
        }
    }

    private func edit() {
        items.insert("figs", at: 1)
        let removed = items.remove(at: 0)
        let last = items.removeLast()
        var lengths: [Int] = []
        items.forEach { lengths.append($0.count) }
        let range = 2..<6
        let words = "  milk\nhoney  ".trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n")
        summary = [removed, last, items.first ?? "", String(describing: items.indices.count), items.min() ?? "", items.max() ?? "",
                   items.first(where: { $0.hasPrefix("c") }) ?? "", String(items.firstIndex(of: "figs") ?? -1),
                   items.last(where: { $0.count == 5 }) ?? "", words.joined(separator: "+")].joined(separator: " ")
        var found: [Int] = lengths + [range.lowerBound, range.upperBound, range.count]
        found += [range.isEmpty ? 1 : 0, range.contains(5) ? 1 : 0]
        found += [[1, 2], [3]].flatMap { $0 }
        found += [9, 8, 7].suffix(2)
        found += [9, 8, 7].dropLast()
        found += [1, 2, 5, 1].prefix(while: { $0 < 3 })
        found += [1, 2, 5, 1].drop(while: { $0 < 3 })
        found += zip([10, 20], [1, 2, 3]).map { $0.0 + $0.1 }
        found += stride(from: 0, to: 10, by: 4)
        found += stride(from: 10, through: 0, by: -5)
        numbers = found
        let name = "groceries.txt"
        notes = "\(name.suffix(3)) \(name.dropFirst(3)) \(name.dropLast(4)) \(name.last ?? "?") \(name.contains("ceri"))"
            + " \("".isEmpty) \(AnyHashable(7).base) \("a\nb".trimmingCharacters(in: .newlines))"
        print("edited:", items.count, "items", items.isEmpty ? "none" : "some")
        items.removeAll()
    }
}
