import SwiftUI

/// A row with a tap counter of its own: `@State` that belongs to the row.
struct CounterRow: View {
    let title: String
    @State var taps = 0

    var body: some View {
        HStack {
            Text("\(title) \(taps)").id(title)
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture { taps += 1 }
    }
}

/// A to-do list whose rows keep their counters while they stay, wherever they move, and
/// start again when they are removed and added back, as SwiftUI discards a view's state when
/// it leaves the tree.
struct TodoRows: View {
    @State var names = ["milk", "eggs", "bread"]
    @State var count = 3

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(names, id: \.self) { name in
                    CounterRow(title: name)
                }
                ForEach(0..<count, id: \.self) { number in
                    CounterRow(title: "n\(number)")
                }
                Button("Drop eggs") { names.removeAll { $0 == "eggs" } }.id("drop")
                Button("Add eggs") { names.append("eggs") }.id("add")
                Button("Reverse") { names.reverse() }.id("reverse")
                Button("Swap eggs") {
                    // Removed and added back in one update: the row never leaves the tree.
                    names.removeAll { $0 == "eggs" }
                    names.insert("eggs", at: 0)
                }
                .id("swap")
                Button("Fewer") { count -= 1 }.id("fewer")
                Button("More") { count += 1 }.id("more")
            }
        }
    }
}
