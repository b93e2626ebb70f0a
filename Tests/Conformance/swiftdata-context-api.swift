import SwiftData
import SwiftUI

// A container made by hand, and what a context and its models answer: fetch descriptors with
// a limit and an offset, predicates run on their own, deletes by predicate, save().

@Model
final class Task {
    var title: String
    var priority: Int

    init(title: String, priority: Int) {
        self.title = title
        self.priority = priority
    }

    /// The macro's `id` and `persistentModelID`, named inside the class as any of its members.
    var isOwnIdentity: Bool { id == persistentModelID }
}

struct Board: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Task.priority, order: .reverse) private var byPriority: [Task]
    @Query(FetchDescriptor<Task>(predicate: #Predicate { $0.priority > 1 })) private var urgent: [Task]
    @State private var firstTitle = ""
    @State private var urgentCount = 0
    @State private var pageTitles = ""
    @State private var changedBeforeSave = false
    @State private var changedAfterSave = true
    @State private var autosaves = false
    @State private var left = -1
    @State private var sameContext = false
    @State private var inContext = false
    @State private var deletedFlag = false
    @State private var entity = ""
    @State private var sameID = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Add") { add() }
                    .frame(height: 44)
                    .id("add")
                Button("Read") { read() }
                    .frame(height: 44)
                    .id("read")
                Button("Prune") { prune() }
                    .frame(height: 44)
                    .id("prune")
                Button("Done", role: .destructive) { urgentCount = urgent.count }
                    .frame(height: 44)
                    .id("done")
                Button("Share", systemImage: "square.and.arrow.up") { autosaves = modelContext.autosaveEnabled }
                    .frame(height: 44)
                    .id("share")
                Button("Trash", systemImage: "trash", role: .destructive) { sameContext = modelContext.container === modelContext.container }
                    .frame(height: 44)
                    .id("trash")
                Button(role: .cancel) { left = byPriority.count } label: { Text("Count") }
                    .frame(height: 44)
                    .id("count")
                ForEach(byPriority) { task in
                    Text(task.title)
                        .frame(height: 30)
                        .id(task.title)
                }
            }
        }
    }

    func add() {
        modelContext.insert(Task(title: "Low", priority: 1))
        modelContext.insert(Task(title: "High", priority: 3))
        modelContext.insert(Task(title: "Mid", priority: 2))
        changedBeforeSave = modelContext.hasChanges
        try? modelContext.save()
        changedAfterSave = modelContext.hasChanges
    }

    func read() {
        var page = FetchDescriptor<Task>(sortBy: [SortDescriptor(\Task.priority)])
        page.fetchOffset = 1
        page.fetchLimit = 1
        let fetched = (try? modelContext.fetch(page)) ?? []
        pageTitles = fetched.map { $0.title }.joined(separator: ",")
        firstTitle = byPriority.first?.title ?? ""
        let order = SortDescriptor(\Task.title, order: .reverse).order
        if order == .reverse, let high = byPriority.first {
            inContext = high.modelContext != nil
            entity = high.persistentModelID.entityName
            sameID = high.id == high.persistentModelID && high.isOwnIdentity
        }
    }

    func prune() {
        let low = #Predicate<Task> { $0.priority < 2 }
        if let task = byPriority.last, (try? low.evaluate(task)) == true {
            try? modelContext.delete(model: Task.self, where: low)
            deletedFlag = task.isDeleted
        }
    }
}

@MainActor
func makeBoardContainer() -> ModelContainer? {
    let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
    guard configuration.isStoredInMemoryOnly, let container = try? ModelContainer(for: Task.self, configurations: configuration) else {
        return nil
    }
    container.mainContext.insert(Task(title: "Seed", priority: 0))
    return container
}

#Preview("Board") {
    Board()
        .modelContainer(for: Task.self)
}

#Preview("Seeded") {
    if let container = makeBoardContainer() {
        Board()
            .modelContext(ModelContext(container))
    }
}

#Preview("Schema") {
    if let container = try? ModelContainer(for: Schema([Task.self]), configurations: [.init(isStoredInMemoryOnly: true)]) {
        Board()
            .modelContainer(container)
    }
}
