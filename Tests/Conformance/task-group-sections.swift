import SwiftUI

/// A home screen that fetches its shelves side by side: each child returns a case of the
/// group's result type (an enum local to the function) written as an implicit member
/// (`.featured(…)`), as Swift types the child from `of:`, and the loop switches over the
/// results as they come in.
struct Shelf {
    let title: String
}

func loadShelves() async throws -> [String] {
    enum LoadedShelf {
        case featured(Shelf)
        case standard(Shelf)
    }
    return try await withThrowingTaskGroup(of: LoadedShelf.self) { group -> [String] in
        group.addTask {
            try await Task.sleep(for: .seconds(2))
            return .featured(Shelf(title: "Top rated"))
        }
        group.addTask {
            .standard(Shelf(title: "Newest"))
        }
        var titles: [String] = []
        for try await loaded in group {
            switch loaded {
            case .featured(let shelf):
                titles.append("featured \(shelf.title)")
            case .standard(let shelf):
                titles.append("standard \(shelf.title)")
            }
        }
        return titles
    }
}

struct HomeShelves: View {
    @State private var titles: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(titles, id: \.self) { title in
                    Text(title)
                        .frame(height: 60)
                }
            }
        }
        .task {
            titles = (try? await loadShelves()) ?? []
        }
    }
}

#Preview("Shelves") {
    HomeShelves()
}
