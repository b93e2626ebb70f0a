import CoreData
import SwiftUI

// A view's @FetchRequest changed through its FetchedResults, as apps sort and filter a list:
// `herbs.sortDescriptors = […]` and `self.herbs.nsPredicate = …` refetch; the change lasts
// while the parent passes the same request, and a request made differently starts again.

class Herb: NSManagedObject {
    @NSManaged var name: String?
    @NSManaged var category: String?
    @NSManaged var price: Double
}

enum Garden {
    static let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Garden")
        container.loadPersistentStores { _, _ in }
        for (name, category, price) in [("Mint", "leaf", 1.5), ("Parsley", "leaf", 3.5), ("Ginger", "root", 4.0),
                                        ("Basil", "leaf", 2.5), ("Turmeric", "root", 5.0), ("Dill", "leaf", 3.0)] {
            let herb = Herb(context: container.viewContext)
            herb.name = name
            herb.category = category
            herb.price = price
        }
        return container
    }()
}

struct HerbShelf: View {
    @State private var category = "leaf"
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Roots") { category = "root" }
                Button("Tap \(taps)") { taps += 1 }
            }
            .frame(height: 40)
            HerbList(category: category)
        }
    }
}

struct HerbList: View {
    @FetchRequest var herbs: FetchedResults<Herb>

    init(category: String) {
        _herbs = FetchRequest(sortDescriptors: [SortDescriptor(\Herb.name, order: .forward)],
                              predicate: NSPredicate(format: "category == %@", category))
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("By price") { herbs.sortDescriptors = [SortDescriptor(\Herb.price, order: .reverse)] }.frame(height: 40)
                Button("Cheap") { self.herbs.nsPredicate = NSPredicate(format: "price < %f", 3.0) }.frame(height: 40)
                ForEach(herbs, id: \.name) { herb in
                    Text(herb.name ?? "?").frame(height: 40)
                }
            }
        }
    }
}

#Preview("Shelf") {
    HerbShelf().environment(\.managedObjectContext, Garden.container.viewContext)
}
