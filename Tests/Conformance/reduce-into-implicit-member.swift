import SwiftUI

/// A bakery's sales: each day's sales folded into one summary with `reduce(into: .empty)`, the
/// summary type known only from what the function returns (an array's and a dictionary's
/// `values`), as apps write it.
struct SalesSummary {
    var count = 0
    var revenue = 0.0

    static let empty = SalesSummary()

    mutating func formUnion(_ sale: Double) {
        count += 1
        revenue += sale
    }
}

struct BakerySales: View {
    private let today = [2.5, 4.0, 3.5]
    private let byShop: [String: [Double]] = ["North": [1.5, 2.5], "South": [6.0]]

    private func todaySummary() -> SalesSummary {
        today.reduce(into: .empty) { partial, sale in partial.formUnion(sale) }
    }

    private func shopsSummary() -> SalesSummary {
        return byShop.values.reduce(into: .empty) { partial, sales in
            sales.forEach { partial.formUnion($0) }
        }
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Today: \(todaySummary().count) sales, \(todaySummary().revenue, specifier: "%.2f")")
                    .frame(height: 44).id("today")
                Text("Shops: \(shopsSummary().count) sales, \(shopsSummary().revenue, specifier: "%.2f")")
                    .frame(height: 44).id("shops")
            }
        }
    }
}
