import SwiftUI

/// A kanban board: three columns side by side, each its own scroll view of cards.
struct Column: View {
    let title: String
    let count: Int
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<count, id: \.self) { index in
                    Text("\(title) \(index)")
                        .frame(width: 110, height: 90)
                        .background(Color.yellow)
                }
            }
            .padding(.vertical, 10)
        }
    }
}

struct Board: View {
    var body: some View {
        HStack(spacing: 0) {
            Column(title: "To do", count: 20).id("todo")
            Column(title: "Doing", count: 3).id("doing")
            Column(title: "Done", count: 40).id("done")
        }
    }
}

#Preview("Board") {
    Board()
}
