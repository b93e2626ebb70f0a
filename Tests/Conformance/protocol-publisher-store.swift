import SwiftUI

/// A view model that subscribes to a manager through a protocol, as MVVM apps write it: the
/// protocol exposes the manager's `@Published` property as `Published<[String]>.Publisher`
/// (the manager returns `$items`), and the model stores its subscription with
/// `.store(in: &cancellables)`, the receiver's type known only through the protocol.
protocol CartManaging {
    var itemsPublisher: Published<[String]>.Publisher { get }
    func add(_ item: String)
}

final class CartManager: ObservableObject, CartManaging {
    @Published private var items: [String] = ["Lamp"]
    var itemsPublisher: Published<[String]>.Publisher { $items }
    func add(_ item: String) { items.append(item) }
}

final class CartViewModel: ObservableObject {
    @Published var count = 0
    private var cancellables = Set<AnyCancellable>()
    let manager: CartManaging

    init(manager: CartManaging) {
        self.manager = manager
        manager.itemsPublisher
            .receive(on: DispatchQueue.main)
            .sink { [weak self] items in self?.count = items.count }
            .store(in: &cancellables)
    }
}

struct CartBadge: View {
    @StateObject private var model = CartViewModel(manager: CartManager())

    var body: some View {
        VStack {
            Text("\(model.count) in cart").id("count")
            Button("Add") { model.manager.add("Chair") }.id("add")
        }
    }
}

#Preview("Cart badge") { CartBadge() }
