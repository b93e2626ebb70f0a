import SwiftUI
import CoreData

/// A list generic over its Core Data entity, as Hacking with Swift's FilteredList builds its
/// request: `FetchRequest<T>(entity: T.entity(), …)` in the view's initialiser.
final class Singer: NSManagedObject {
    @NSManaged var lastName: String?
}

struct FilteredList<T: NSManagedObject, Content: View>: View {
    var fetchRequest: FetchRequest<T>
    var objects: FetchedResults<T> { fetchRequest.wrappedValue }
    let content: (T) -> Content

    var body: some View {
        VStack {
            ForEach(objects, id: \.self) { object in
                self.content(object)
            }
        }
    }

    init(filterKey: String, filterValue: String, @ViewBuilder content: @escaping (T) -> Content) {
        fetchRequest = FetchRequest<T>(entity: T.entity(), sortDescriptors: [NSSortDescriptor(key: filterKey, ascending: true)],
                                       predicate: NSPredicate(format: "%K BEGINSWITH %@", filterKey, filterValue))
        self.content = content
    }
}

struct SingerList: View {
    var body: some View {
        FilteredList(filterKey: "lastName", filterValue: "S") { (singer: Singer) in
            Text(singer.lastName ?? "?")
                .id(singer.lastName ?? "?")
        }
    }
}

#Preview("Singers") {
    let container = NSPersistentContainer(name: "Singers")
    for name in ["Swift", "Adele", "Sheeran"] {
        let singer = Singer(context: container.viewContext)
        singer.lastName = name
    }
    return SingerList().environment(\.managedObjectContext, container.viewContext)
}
