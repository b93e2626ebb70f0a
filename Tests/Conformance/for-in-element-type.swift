import SwiftUI

/// An order history read from stored dictionaries, the loop's element written with its type
/// (`for order: Dictionary in orders`, whose generic arguments Swift infers from the sequence),
/// and a total over array-literal numbers that the annotation makes Doubles.
struct OrderHistory: View {
    @State private var lines: [String] = []
    let orders: [[String: Int]] = [["transport": 1, "cups": 2], ["transport": 2, "cups": 3]]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(lines, id: \.self) { line in
                    Text(line)
                        .frame(height: 40)
                }
            }
        }
        .onAppear {
            for order: Dictionary in orders {
                let cups = order["cups"] ?? 0
                lines.append(order["transport"] == 1 ? "Pickup \(cups)" : "Delivery \(cups)")
            }
            var total = 0.0
            for price: Double in [1, 3] {
                total += price / 2
            }
            lines.append("half \(total)")
            for (index, name): (Int, String) in [(1, "Latte"), (2, "Mocha")] where index > 1 {
                lines.append(name)
            }
        }
    }
}

#Preview("History") {
    OrderHistory()
}
