import SwiftUI

// Code written before iOS 15: the value-less `.animation(_:)`, a `Binding<T>` made with
// trailing `get`/`set` closures, written through its `wrappedValue`, and named assets
// looked up in a bundle.
struct Order {
    var id: Int
    var name: String
}

final class OrderStore {
    var orders = [Order(id: 1, name: "Glazed")]

    func orderBinding(for id: Int) -> Binding<Order> {
        Binding<Order> {
            self.orders.first { $0.id == id } ?? Order(id: id, name: "?")
        } set: { newValue in
            guard let index = self.orders.firstIndex(where: { $0.id == id }) else { return }
            self.orders[index] = newValue
        }
    }
}

struct ImplicitAnimation: View {
    @State private var tall = false
    @State private var name = ""
    private let store = OrderStore()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color("Missing", bundle: nil).frame(height: tall ? 300 : 100)
                Button("Grow") {
                    tall.toggle()
                    let order = store.orderBinding(for: 1)
                    order.wrappedValue.name = "Sprinkles"
                    name = order.wrappedValue.name
                }
                .id("grow")
                Text(name).id("name")
                // A package target's asset, looked up in its resource bundle. A file loaded on
                // its own has no catalog to look in: the image is the 24 pt stand-in (README).
                Image("Sprinkles", bundle: .module).id("asset")
            }
            .animation(.linear(duration: 1))
        }
    }
}

#Preview("ImplicitAnimation") { ImplicitAnimation() }
