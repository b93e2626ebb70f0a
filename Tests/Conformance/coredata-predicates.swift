import CoreData
import SwiftUI

// Core Data fetches filtered by NSPredicate, as apps write them: a view's @FetchRequest with a
// predicate, a request whose predicate is set before context.fetch, and predicates joined with
// NSCompoundPredicate or made from an argument array.

class Herb: NSManagedObject {
    @NSManaged var name: String?
    @NSManaged var category: String?
    @NSManaged var price: Double
}

enum Shop {
    static let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Shop")
        container.loadPersistentStores { _, _ in }
        for (name, category, price) in [("Basil", "leaf", 2.5), ("Mint", "leaf", 1.5), ("Ginger", "root", 4.0), ("Dill", "leaf", 3.0)] {
            let herb = Herb(context: container.viewContext)
            herb.name = name
            herb.category = category
            herb.price = price
        }
        return container
    }()

    static func names(in category: String, under price: Double) throws -> [String] {
        let request = NSFetchRequest<Herb>(entityName: "Herb")
        request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "category == %@", category),
            NSPredicate(format: "price < %f", price),
        ])
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        return try container.viewContext.fetch(request).compactMap(\.name)
    }

    static func count(matching format: String, _ arguments: [Any]) throws -> Int {
        let request = NSFetchRequest<Herb>(entityName: "Herb")
        request.predicate = NSPredicate(format: format, argumentArray: arguments)
        return try container.viewContext.count(for: request)
    }

    /// An object's `objectID` names it alone: the same object, the same ID; another, another.
    static func identities() throws -> [Bool] {
        let herbs = try container.viewContext.fetch(NSFetchRequest<Herb>(entityName: "Herb"))
        return [herbs[0].objectID == herbs[0].objectID, herbs[0].objectID == herbs[1].objectID,
                Set(herbs.map(\.objectID)).count == herbs.count]
    }

    static func checks() -> [Bool] {
        let herb = Herb(context: container.viewContext)
        herb.name = "Sage"
        let all = NSPredicate(value: true), none = NSCompoundPredicate(notPredicateWithSubpredicate: all)
        let either = NSCompoundPredicate(orPredicateWithSubpredicates: [none, NSPredicate(format: "name BEGINSWITH[c] 's'")])
        container.viewContext.delete(herb)
        return [all.evaluate(with: herb), none.evaluate(with: herb), either.evaluate(with: herb)]
    }
}

struct LeafHerbs: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "price", ascending: true)],
                  predicate: NSPredicate(format: "category == %@", "leaf"))
    private var herbs: FetchedResults<Herb>

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(herbs, id: \.name) { herb in
                    Text(herb.name ?? "?").frame(height: 40)
                }
            }
        }
    }
}

#Preview("Leaf herbs") {
    LeafHerbs().environment(\.managedObjectContext, Shop.container.viewContext)
}
