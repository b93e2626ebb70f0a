import SwiftUI

// Methods passed by name where SwiftUI takes a closure: `Button(_:action:)`, `onAppear(perform:)`.

struct Counter: View {
    @State private var count = 0
    @State private var rows = 3

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Add", action: addRow)
                    .frame(height: 44)
                    .id("add")
                ForEach(0..<rows, id: \.self) { Text("Row \($0)").frame(height: 100) }
            }
        }
        .onAppear(perform: start)
    }

    func addRow() {
        rows += 1
    }

    func start() {
        rows = 5
    }
}

#Preview("Counter") {
    Counter()
}
