import SwiftUI

/// A shop's filter screen in the forms apps wrote for iOS 13–15: a grid whose columns are
/// `Array(repeating: .init(.flexible()), count: 3)`, a link a flag activates, a stepper whose
/// label comes first, a tinted switch, and a search query debounced by a literal interval.
final class FilterStore: ObservableObject {
    @Published var query = ""
    @Published var searched = ""
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $query
            .dropFirst()
            .debounce(for: 0.5, scheduler: DispatchQueue.main)
            .sink { [weak self] text in self?.searched = text }
            .store(in: &subscriptions)
    }
}

struct ShopFilters: View {
    @StateObject private var store = FilterStore()
    @State private var showsResults = false
    @State private var guests = 2
    @State private var inStockOnly = false
    private let columns: [GridItem] = Array(repeating: .init(.flexible()), count: 3)
    private let narrow = [GridItem](repeating: .init(.fixed(50)), count: 2)

    var body: some View {
        VStack(spacing: 0) {
            LazyVGrid(columns: columns, spacing: 0) {
                ForEach(0..<6) { index in
                    Color.gray.frame(height: 40).id(index)
                }
            }
            LazyVGrid(columns: narrow, spacing: 0) {
                Color.blue.frame(height: 20).id("narrow")
            }
            NavigationLink(isActive: $showsResults) {
                Text("Results")
            } label: {
                Text("Show results").frame(maxWidth: .infinity, minHeight: 44)
            }
            .id("results")
            Stepper {
                Text("Guests: \(guests)")
            } onIncrement: {
                guests += 1
            } onDecrement: {
                guests -= 1
            }
            .id("guests")
            Toggle("In stock only", isOn: $inStockOnly)
                .toggleStyle(SwitchToggleStyle(tint: .orange))
                .id("stock")
            Button("Mugs") { store.query = "mug" }
                .id("mugs")
            Text("Searched: \(store.searched)")
                .id("searched")
            Spacer()
        }
    }
}
