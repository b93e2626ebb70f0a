import SwiftData
import SwiftUI

// A container an app gives its views through a ViewModifier of its own, as apps write one to
// share a store between the app and its previews: the modifier makes the container once, in
// its init, and its body(content:) gives it to the content (and to a second modifier that
// fills the store when it appears). The @Query inside the content sees that container.

@Model
final class Feeder {
    var name: String
    var seeds: Int

    init(name: String, seeds: Int) {
        self.name = name
        self.seeds = seeds
    }
}

struct SharedStoreModifier: ViewModifier {
    let container: ModelContainer

    init(inMemory: Bool) {
        let schema = Schema([Feeder.self])
        container = try! ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema, isStoredInMemoryOnly: inMemory)])
    }

    func body(content: Content) -> some View {
        content
            .fillStore()
            .modelContainer(container)
    }
}

struct FillStoreModifier: ViewModifier {
    @Environment(\.modelContext) private var modelContext

    func body(content: Content) -> some View {
        content.onAppear {
            let existing = (try? modelContext.fetchCount(FetchDescriptor<Feeder>())) ?? 0
            guard existing == 0 else { return }
            modelContext.insert(Feeder(name: "Tube", seeds: 40))
            modelContext.insert(Feeder(name: "Platform", seeds: 25))
            modelContext.insert(Feeder(name: "Suet", seeds: 10))
        }
    }
}

extension View {
    func sharedStore(inMemory: Bool = false) -> some View {
        modifier(SharedStoreModifier(inMemory: inMemory))
    }

    fileprivate func fillStore() -> some View {
        modifier(FillStoreModifier())
    }
}

struct FeederList: View {
    @Query(sort: \Feeder.seeds, order: .reverse) private var feeders: [Feeder]

    var body: some View {
        VStack(spacing: 0) {
            Text("\(feeders.count) feeders")
                .frame(height: 30)
                .id("count")
            ForEach(feeders) { feeder in
                Text(feeder.name)
                    .frame(height: 50)
                    .id(feeder.name)
            }
        }
    }
}

struct FeederScreen: View {
    var body: some View {
        ZStack {
            ScrollView {
                FeederList()
            }
        }
        .sharedStore(inMemory: true)
    }
}

#Preview("Through an extension") {
    FeederScreen()
}

#Preview("Through the modifier") {
    ScrollView {
        FeederList()
    }
    .modifier(SharedStoreModifier(inMemory: true))
}
