import SwiftData
import SwiftUI

// @Query's filter and sort: a #Predicate keeps the books of 100 pages or more; authors sort
// as the Finder sorts names (localizedStandard: case ignored), then titles in reverse with
// their numbers compared by value ("b10" after "b9").

@Model
final class Volume {
    var title: String
    var author: String
    var pages: Int

    init(title: String, author: String, pages: Int) {
        self.title = title
        self.author = author
        self.pages = pages
    }
}

struct Catalogue: View {
    @Environment(\.modelContext) private var modelContext
    @Query(filter: #Predicate<Volume> { volume in
        volume.pages >= 100
    }, sort: [SortDescriptor(\Volume.author), SortDescriptor(\Volume.title, order: .reverse)])
    private var volumes: [Volume]
    @State private var shown = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Seed") {
                    modelContext.insert(Volume(title: "Zed", author: "Bob", pages: 50))
                    modelContext.insert(Volume(title: "b9", author: "ann", pages: 300))
                    modelContext.insert(Volume(title: "Alpha", author: "Bob", pages: 100))
                    modelContext.insert(Volume(title: "b10", author: "Ann", pages: 120))
                }
                .frame(height: 44)
                .id("seed")
                Button("Count") { shown = volumes.count }
                    .frame(height: 44)
                    .id("count")
                ForEach(volumes) { volume in
                    Text(volume.title)
                        .frame(height: 50)
                        .id(volume.title)
                }
            }
        }
    }
}

#Preview("Catalogue") {
    Catalogue()
        .modelContainer(for: Volume.self)
}
