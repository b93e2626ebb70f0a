import CoreData
import SwiftUI

/// A course app's lesson view named after the framework type it teaches,
/// `NSManagedObjectContext`: the app's name wins in its own code, and the context its
/// `@Environment(\.managedObjectContext)` reads, written with no type, is still Core Data's.
class Wizard: NSManagedObject {
    @NSManaged var name: String?
}

enum Academy {
    static let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Academy")
        container.loadPersistentStores { _, _ in }
        return container
    }()
}

struct NSManagedObjectContext: View {
    @Environment(\.managedObjectContext) var moc
    @State var saved = false

    var body: some View {
        Button("Add") {
            let wizard = Wizard(context: moc)
            wizard.name = "Harry"
            if moc.hasChanges {
                try? moc.save()
                saved = !moc.hasChanges
            }
        }
        .frame(height: 44)
        .id("add")
    }
}

#Preview {
    NSManagedObjectContext().environment(\.managedObjectContext, Academy.container.viewContext)
}
