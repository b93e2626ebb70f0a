import SwiftUI

/// A row view with state of its own: its count belongs to the row's id, as in SwiftUI.
struct CounterRow: View {
    let index: Int
    @State var taps = 0

    var body: some View {
        Text("Row \(index): \(taps)")
            .frame(maxWidth: .infinity)
            .frame(height: 60)
            .onTapGesture { taps += 1 }
    }
}

/// Rows that can be reordered and removed by the session.
struct RowsWithState: View {
    @State var rows = [0, 1, 2, 3]
    @State var unrelated = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(rows, id: \.self) { index in
                    CounterRow(index: index)
                        .id(index)
                }
            }
        }
    }
}
