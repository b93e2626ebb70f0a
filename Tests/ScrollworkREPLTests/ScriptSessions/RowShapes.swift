import SwiftUI

// Long range lists whose rows are all alike but for a number: a view of the app's own with
// padding, and a `Text` in a title font. They share one height but not one width.
struct NumberRow: View {
    let index: Int

    var body: some View {
        Text("Row \(index)")
            .padding()
    }
}

struct ThirtyNumberRows: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<30, id: \.self) { i in
                    NumberRow(index: i)
                }
            }
        }
    }
}

struct ThousandNumberRows: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<1_000, id: \.self) { i in
                    NumberRow(index: i)
                }
            }
        }
    }
}

struct ThirtyTitles: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<30) { i in
                    Text("Chapter \(i)")
                        .font(.title)
                        .padding(.horizontal, 20)
                }
            }
        }
    }
}

struct ThousandTitles: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<1_000) { i in
                    Text("Chapter \(i)")
                        .font(.title)
                        .padding(.horizontal, 20)
                }
            }
        }
    }
}
