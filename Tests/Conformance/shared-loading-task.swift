import SwiftUI

/// A store that loads its catalogue once: the first caller starts the loading task, and every
/// caller, before or after it ends, waits for the same task's value (as an app shares one
/// `Task` between the screens that need its products).
@MainActor
final class CatalogueStore: ObservableObject {
    @Published private(set) var products: [String] = []
    private var loading: Task<[String], Never>?

    func waitUntilLoaded() async -> Int {
        if let loading {
            return await loading.value.count
        }
        let task = Task { () -> [String] in
            try? await Task.sleep(for: .seconds(2))
            return ["Glazed", "Sprinkles", "Cocoa"]
        }
        loading = task
        products = await task.value
        return products.count
    }
}

struct CatalogueView: View {
    @StateObject private var store = CatalogueStore()
    @State private var first = "loading"
    @State private var second = "loading"
    @State private var late = "-"

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(first).frame(height: 44).id("first")
                Text(second).frame(height: 44).id("second")
                Text(late).frame(height: 44).id("late")
                Button("Ask again") {
                    Task { late = "\(await store.waitUntilLoaded()) at once" }
                }
                .frame(height: 44)
                .id("again")
                ForEach(store.products, id: \.self) { name in
                    Text(name).frame(height: 60).id(name)
                }
            }
        }
        .task { first = "\(await store.waitUntilLoaded()) products" }
        .task { second = "\(await store.waitUntilLoaded()) shared" }
    }
}

#Preview { CatalogueView() }
