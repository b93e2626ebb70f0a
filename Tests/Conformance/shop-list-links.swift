import SwiftUI

// A shop list in a navigation stack: rows are navigation links numbered through
// enumerated(), filtered by a query the way a search field would set it.
struct ShopItem: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

struct ShopList: View {
    @State private var query = ""
    private let items = [
        ShopItem(id: 1, name: "Kettle", price: 29.5),
        ShopItem(id: 2, name: "Lamp", price: 12),
        ShopItem(id: 3, name: "Mug", price: 6.25),
        ShopItem(id: 4, name: "Café table", price: 80),
    ]

    var filtered: [ShopItem] {
        query.isEmpty ? items : items.filter { $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(filtered.enumerated()), id: \.element.id) { index, item in
                    NavigationLink(value: item.id) {
                        HStack(alignment: .firstTextBaseline, spacing: 12) {
                            Text("\(index + 1).")
                            Text(item.name)
                            Spacer(minLength: 0)
                        }
                    }
                    .id(item.id)
                }
                NavigationLink("About the shop", value: 0)
                    .id("about")
                NavigationLink("Opening hours") {
                    Text("Every day, 9 to 5")
                }
                .id("hours")
                NavigationLink {
                    Text("Gift cards")
                } label: {
                    HStack(alignment: .lastTextBaseline) {
                        Text("Gift cards")
                        Text("new")
                    }
                }
                .id("gifts")
                NavigationLink(destination: Text("Returns")) {
                    Text("Returns")
                }
                .id("returns")
            }
            .navigationTitle("Shop")
        }
    }
}

#Preview { ShopList() }
