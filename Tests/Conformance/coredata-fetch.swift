import CoreData
import SwiftUI

// Core Data's fetches: @FetchRequest in a view (re-read after every change, as SwiftUI updates
// it), a FetchRequest made in an initialiser for a generic list, NSFetchRequest with the
// context's fetch and count, and NSSortDescriptor by key path and by key.

class Singer: NSManagedObject {
    @NSManaged var firstName: String?
    @NSManaged var lastName: String?
    @NSManaged var age: Int16
}

extension Singer {
    var wrappedLastName: String { lastName ?? "Unknown" }

    static var youngestFirst: NSFetchRequest<Singer> {
        let request = NSFetchRequest<Singer>(entityName: "Singer")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Singer.age, ascending: true)]
        return request
    }
}

enum Stage {
    static let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Stage")
        container.loadPersistentStores { _, _ in }
        return container
    }()
}

struct FilteredSingers<T: NSManagedObject, Content: View>: View {
    @FetchRequest var results: FetchedResults<T>
    let content: (T) -> Content

    init(sortedBy key: String, @ViewBuilder content: @escaping (T) -> Content) {
        _results = FetchRequest<T>(sortDescriptors: [NSSortDescriptor(key: key, ascending: false)])
        self.content = content
    }

    var body: some View {
        ForEach(results, id: \.self) { item in
            content(item)
        }
    }
}

struct Lineup: View {
    @Environment(\.managedObjectContext) var moc
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Singer.lastName, ascending: true)]) var singers: FetchedResults<Singer>
    @FetchRequest(fetchRequest: Singer.youngestFirst) var youngestFirst: FetchedResults<Singer>
    @FetchRequest(sortDescriptors: [SortDescriptor(\.firstName)]) var byFirstName: FetchedResults<Singer>
    @State private var firstByName = ""
    @State private var unfiltered = false
    @State private var counted = -1
    @State private var youngest = ""
    @State private var oldest = ""
    @State private var secondOldest = ""
    @State private var fetchedBeforeSave = -1

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Add") { add() }
                    .frame(height: 44)
                    .id("add")
                Button("Ask") { ask() }
                    .frame(height: 44)
                    .id("ask")
                Button("Drop") { drop() }
                    .frame(height: 44)
                    .id("drop")
                ForEach(singers, id: \.self) { singer in
                    Text(singer.wrappedLastName)
                        .frame(height: 30)
                        .id(singer.wrappedLastName)
                }
                FilteredSingers(sortedBy: "age") { (singer: Singer) in
                    Text("\(singer.age)")
                        .frame(height: 20)
                        .id("age-\(singer.age)")
                }
            }
        }
    }

    func add() {
        // Inserted on the context's queue, as apps write it; the block has run when performAndWait returns.
        let made = moc.performAndWait {
            for (first, last, age) in [("Taylor", "Swift", 34), ("Ed", "Sheeran", 33), ("Adele", "Adkins", 36)] {
                let singer = Singer(context: moc)
                singer.firstName = first
                singer.lastName = last
                singer.age = Int16(age)
            }
            return 3
        }
        let request = NSFetchRequest<Singer>(entityName: "Singer")
        fetchedBeforeSave = made == 3 ? (try? moc.fetch(request))?.count ?? -1 : -1
        Task {
            await moc.perform {
                try? moc.save()
            }
        }
    }

    func ask() {
        let request = NSFetchRequest<Singer>(entityName: "Singer")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Singer.age, ascending: false)]
        request.fetchLimit = 1
        oldest = (try? moc.fetch(request))?.first?.firstName ?? ""
        // The first one skipped: the next oldest.
        request.fetchOffset = 1
        secondOldest = (try? moc.fetch(request))?.first?.firstName ?? ""
        youngest = youngestFirst.first?.firstName ?? ""
        firstByName = byFirstName.first?.firstName ?? ""
        unfiltered = request.predicate == nil
        counted = (try? moc.count(for: NSFetchRequest<Singer>(entityName: "Singer"))) ?? -1
    }

    func drop() {
        if let first = singers.first {
            moc.delete(first)
        }
        counted = (try? moc.count(for: NSFetchRequest<Singer>(entityName: "Singer"))) ?? -1
    }
}

#Preview("Lineup") {
    Lineup()
        .environment(\.managedObjectContext, Stage.container.viewContext)
}

// A context made by hand has no store: objects may be made in it (as previews of the course do).
struct LooseSinger: View {
    static let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    static let background = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    @State private var name = ""
    @State private var registered = -1

    var body: some View {
        Button("Make") {
            let singer = Singer(context: Self.context)
            singer.firstName = "Nina"
            let other = Singer(context: Self.background)
            other.firstName = "Joni"
            // Key-value coding reads and writes an attribute by its name.
            other.setValue("Mitchell", forKey: "lastName")
            name = (singer.firstName ?? "") + (other.firstName ?? "") + " " + ((other.value(forKey: "lastName") as? String) ?? "")
            // Each context holds the objects inserted into it.
            registered = Self.context.registeredObjects.count
        }
        .frame(height: 44)
        .id("make")
    }
}

#Preview("Loose") {
    LooseSinger()
}

// No context above the view: iOS stops; here the list is empty (with a warning) and the view opens.
#Preview("No context") {
    Lineup()
}
