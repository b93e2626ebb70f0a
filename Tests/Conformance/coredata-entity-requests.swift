import CoreData
import SwiftUI

// FetchRequest made with the entity's description, as apps written before iOS 15 make it:
// `FetchRequest(entity: Ship.entity(), sortDescriptors: …, predicate: …)`, in a property
// wrapper and in an initialiser that filters by what the parent view passes.

class Ship: NSManagedObject {
    @NSManaged var name: String?
    @NSManaged var universe: String?
}

enum Fleet {
    static let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Fleet")
        container.loadPersistentStores { _, _ in }
        return container
    }()
}

struct ShipsOfUniverse: View {
    var fetchRequest: FetchRequest<Ship>

    init(universe: String) {
        fetchRequest = FetchRequest<Ship>(entity: Ship.entity(),
                                          sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)],
                                          predicate: NSPredicate(format: "universe == %@", universe))
    }

    var body: some View {
        Text("\(fetchRequest.wrappedValue.count) of Star Trek").frame(height: 30).id("trek")
        ForEach(fetchRequest.wrappedValue, id: \.self) { ship in
            Text(ship.name ?? "?").frame(height: 30).id(ship.name ?? "?")
        }
    }
}

/// The same request given to the wrapper's storage by a leading-dot initialiser, with an
/// animation; managed objects compare by identity, as `NSObject`s do.
struct ShipsInWrapper: View {
    @FetchRequest private var ships: FetchedResults<Ship>

    init(universe: String) {
        _ships = .init(entity: Ship.entity(),
                       sortDescriptors: [NSSortDescriptor(key: "name", ascending: false)],
                       predicate: NSPredicate(format: "universe == %@", universe),
                       animation: .default)
    }

    var body: some View {
        Text("\(ships.count) of Star Wars, \(ships.first == ships.last ? "one" : "several")").frame(height: 30).id("wars")
    }
}

struct Hangar: View {
    @Environment(\.managedObjectContext) var moc
    @FetchRequest(entity: Ship.entity(), sortDescriptors: []) var everyShip: FetchedResults<Ship>
    @State private var entityName = ""
    @State private var trekByRequest = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Add").frame(height: 44).id("add").onTapGesture {
                    for (name, universe) in [("Falcon", "Star Wars"), ("Enterprise", "Star Trek"), ("Defiant", "Star Trek")] {
                        let ship = Ship(context: moc)
                        ship.name = name
                        ship.universe = universe
                    }
                    entityName = Ship.entity().name ?? ""
                    // The class method NSManagedObject gives every entity class (no generated one here).
                    let request = Ship.fetchRequest() as! NSFetchRequest<Ship>
                    request.predicate = NSPredicate(format: "universe == %@", "Star Trek")
                    trekByRequest = (try? moc.fetch(request))?.count ?? -1
                }
                Text("\(everyShip.count) ships").frame(height: 44).id("count")
                ShipsOfUniverse(universe: "Star Trek")
                ShipsInWrapper(universe: "Star Wars")
            }
        }
    }
}

#Preview("Hangar") {
    Hangar().environment(\.managedObjectContext, Fleet.container.viewContext)
}
