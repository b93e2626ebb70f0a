import SwiftUI

/// A basket's totals summed with `reduce(0) { … }` and read through a member at once: the `0`
/// is the Double (or Decimal) the closure returns, as Swift's type checker makes it, so the
/// extensions of Double and Decimal are found on the sums.
struct LineItem {
    let name: String
    let price: Double
    let weight: Decimal
}

extension Double {
    var cents: Int { Int((self * 100).rounded()) }
}

extension Decimal {
    var isHeavy: Bool { self > 4 }
}

struct Basket: View {
    let items = [LineItem(name: "Tea", price: 2.5, weight: 1.5), LineItem(name: "Jam", price: 3.25, weight: 3)]
    @State private var cents = 0
    @State private var heavy = false

    var body: some View {
        Text("Total")
            .onAppear {
                cents = items.reduce(0) { $0 + $1.price }.cents
                heavy = items.reduce(0) { $0 + $1.weight }.isHeavy
            }
    }
}

#Preview("Basket") { Basket() }
