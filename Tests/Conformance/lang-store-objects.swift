import SwiftUI

/// An `ObservableObject` store owned with `@StateObject` and handed to children as an
/// `@ObservedObject`: only its `@Published` properties re-evaluate the views.
final class CartStore: ObservableObject {
    @Published private(set) var items: [String] = []
    var visits = 0

    func add(_ item: String) { items.append(item) }
    func visit() { visits += 1 }
}

struct AddButton: View {
    @ObservedObject var store: CartStore
    let item: String

    var body: some View {
        Text("Add \(item)")
            .frame(height: 50)
            .id("add-\(item)")
            .onTapGesture { store.add(item) }
    }
}

struct Cart: View {
    @StateObject private var store = CartStore()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                AddButton(store: store, item: "tea")
                AddButton(store: store, item: "cake")
                ForEach(store.items.indices, id: \.self) { index in
                    Text(store.items[index]).frame(height: 44)
                }
            }
        }
    }
}

#Preview("Cart") { Cart() }
