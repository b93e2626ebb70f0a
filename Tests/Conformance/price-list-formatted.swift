import SwiftUI

struct Product: Identifiable {
    let id: String
    let price: Double
    let discount: Double
}

/// A price list: each product's price as currency, its discount as a percentage, and the
/// basket total and average under the list.
struct PriceList: View {
    let products = [
        Product(id: "Headphones", price: 1299.5, discount: 0.15),
        Product(id: "Cable", price: 9.99, discount: 0),
        Product(id: "Speaker", price: 249, discount: 0.075),
        Product(id: "Laptop", price: 2399.999, discount: 0.2),
    ]

    var total: Double { products.map { $0.price * (1 - $0.discount) }.reduce(0) { $0 + $1 } }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(products) { product in
                    HStack {
                        Text(product.id)
                        Spacer()
                        Text(product.price, format: .currency(code: "USD"))
                    }
                    .frame(height: 44)
                }
                ForEach(products) { product in
                    Text(product.price, format: .currency(code: "USD"))
                        .frame(height: 30)
                        .id("price-" + product.id)
                }
                ForEach(products) { product in
                    Text("\(product.id): \(product.discount.formatted(.percent)) off")
                        .frame(height: 30)
                        .id("discount-" + product.id)
                }
                Text("Total " + total.formatted(.currency(code: "EUR")))
                    .id("total")
                Text("Average " + (total / Double(products.count)).formatted(.number.precision(.fractionLength(2))))
                    .id("average")
                Text("Items " + products.count.formatted() + ", units " + (12_500).formatted())
                    .id("count")
            }
        }
    }
}
