import SwiftUI

/// An order's details as a shop app shows them: a form of labelled values, made with each of
/// LabeledContent's initialisers.
struct OrderDetails: View {
    let total = 42.5
    let itemCount = 3

    var body: some View {
        Form {
            LabeledContent("Status", value: "Shipped").id("status")
            LabeledContent("Total", value: total, format: .currency(code: "USD")).id("total")
            LabeledContent("Carrier") {
                Image(systemName: "shippingbox")
            }
            .id("carrier")
            LabeledContent {
                Text("\(itemCount) items")
            } label: {
                Label("Contents", systemImage: "cart")
            }
            .id("contents")
        }
    }
}

/// A receipt's totals in a column outside a form.
struct ReceiptTotals: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                LabeledContent("Tip", value: "15%").id("tip")
                LabeledContent("Paid", value: 12.5, format: .currency(code: "USD"))
                    .fixedSize()
                    .id("paid")
                LabeledContent {
                    Color.green.frame(width: 60, height: 30)
                } label: {
                    Text("Balance")
                }
                .id("balance")
            }
        }
    }
}
