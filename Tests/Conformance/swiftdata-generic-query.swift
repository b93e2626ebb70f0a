import SwiftData
import SwiftUI

// A preview helper generic over its model class, as apps write one to show a view of the first
// stored model: its @Query's class is the generic parameter, which each use binds, here by
// the closure's body passing its parameter to a view that takes a Kite or a Reel.

@Model
final class Kite {
    var name: String

    init(name: String) {
        self.name = name
    }
}

@Model
final class Reel {
    var length: Int

    init(length: Int) {
        self.length = length
    }
}

struct FirstModelPreview<Model: PersistentModel, Content: View>: View {
    var content: (Model) -> Content

    init(@ViewBuilder content: @escaping (Model) -> Content) {
        self.content = content
    }

    var body: some View {
        ZStack {
            FirstModel(content: content)
        }
        .modelContainer(makeSampleContainer())
    }

    struct FirstModel: View {
        var content: (Model) -> Content

        @Query private var models: [Model]

        var body: some View {
            if let model = models.first {
                content(model)
            } else {
                Text("No model")
                    .id("missing")
            }
        }
    }
}

@MainActor
func makeSampleContainer() -> ModelContainer {
    let container = try! ModelContainer(for: Kite.self, Reel.self, configurations: ModelConfiguration(for: Kite.self, Reel.self, isStoredInMemoryOnly: true))
    container.mainContext.insert(Kite(name: "Red kite"))
    container.mainContext.insert(Reel(length: 120))
    return container
}

struct KiteCard: View {
    var kite: Kite

    var body: some View {
        Text(kite.name)
            .frame(height: 40)
            .id("kite")
    }
}

struct ReelCard: View {
    var reel: Reel

    var body: some View {
        VStack(spacing: 0) {
            Text("\(reel.length) m")
                .frame(height: 30)
                .id("reel")
        }
    }
}

#Preview("Kite") {
    FirstModelPreview { kite in
        KiteCard(kite: kite)
    }
}

#Preview("Reel") {
    FirstModelPreview { reel in
        NavigationStack {
            ReelCard(reel: reel)
        }
    }
}
