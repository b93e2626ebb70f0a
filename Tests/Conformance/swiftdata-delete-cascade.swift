import SwiftData
import SwiftUI

// Deleting a model: a .cascade relationship deletes the models it holds; a reference to a
// deleted model from one that stays is cleared (.nullify, SwiftData's default rule).

@Model
final class Writer {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Novel.writer) var novels: [Novel] = []

    init(name: String) {
        self.name = name
    }
}

@Model
final class Novel {
    var title: String
    var writer: Writer?

    init(title: String) {
        self.title = title
    }
}

@Model
final class Reader {
    var name: String
    var borrowed: [Novel] = []

    init(name: String) {
        self.name = name
    }
}

struct Shelves: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Novel.title) private var novels: [Novel]
    @Query private var readers: [Reader]
    @State private var novelCount = 0
    @State private var borrowedCount = 0
    @State private var ownerName = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Seed") { seed() }
                    .frame(height: 40)
                    .id("seed")
                Button("Delete Ann") { deleteAnn() }
                    .frame(height: 40)
                    .id("delete")
                Button("Count") { count() }
                    .frame(height: 40)
                    .id("count")
                ForEach(novels) { novel in
                    Text(novel.title)
                        .frame(height: 30)
                        .id(novel.title)
                }
            }
        }
    }

    func seed() {
        let ann = Writer(name: "Ann")
        let bo = Writer(name: "Bo")
        modelContext.insert(ann)
        modelContext.insert(bo)
        let first = Novel(title: "A1")
        let second = Novel(title: "A2")
        let third = Novel(title: "B1")
        ann.novels.append(first)
        ann.novels.append(second)
        bo.novels.append(third)
        let reader = Reader(name: "Cy")
        modelContext.insert(reader)
        reader.borrowed.append(second)
        reader.borrowed.append(third)
    }

    func deleteAnn() {
        let writers = (try? modelContext.fetch(FetchDescriptor<Writer>(predicate: #Predicate { $0.name == "Ann" }))) ?? []
        for writer in writers {
            modelContext.delete(writer)
        }
    }

    func count() {
        novelCount = (try? modelContext.fetchCount(FetchDescriptor<Novel>())) ?? -1
        borrowedCount = readers.first?.borrowed.count ?? -1
        ownerName = novels.first?.writer?.name ?? "none"
    }
}

#Preview("Shelves") {
    Shelves()
        .modelContainer(for: [Writer.self, Novel.self, Reader.self])
}
