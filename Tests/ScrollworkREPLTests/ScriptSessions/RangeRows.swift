import SwiftUI

// A range `ForEach` of one-line rows in a lazy stack, the shape of a long feed or log: the
// rows differ only in their text, so they share one height but not one width.
struct ThirtyRows: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<30, id: \.self) { i in
                    Text("Row \(i)")
                }
            }
        }
    }
}

struct ThousandRows: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<1_000, id: \.self) { i in
                    Text("Row \(i)")
                }
            }
        }
    }
}
