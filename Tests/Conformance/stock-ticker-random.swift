import SwiftUI

struct Quote: Identifiable {
    let id: String
    var price: Double
    var change: Double = 0
}

/// A stock ticker whose prices take a seeded random walk every two seconds; each row shows
/// the price and the last change as a percentage.
struct StockTicker: View {
    @State private var quotes = [Quote(id: "AAPL", price: 190), Quote(id: "MSFT", price: 410), Quote(id: "TSLA", price: 250)]
    @State private var updates = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 2) {
                ForEach(quotes) { quote in
                    Text("\(quote.id) \(quote.price.formatted(.currency(code: "USD"))) \(quote.change.formatted(.percent.precision(.fractionLength(2))))")
                        .frame(height: 44)
                }
                Text("Updates: \(updates)")
                    .id("updates")
                    .onTapGesture {
                        Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { timer in
                            for index in quotes.indices {
                                let change = Double.random(in: -0.05...0.05)
                                quotes[index].change = change
                                quotes[index].price = (quotes[index].price * (1 + change) * 100).rounded() / 100
                            }
                            updates += 1
                            if updates == 3 { timer.invalidate() }
                        }
                    }
            }
        }
    }
}
