import SwiftUI
import CoreData

/// A Core Data note that knows whether it was inserted: `managedObjectContext` is a property
/// of NSManagedObject, which the subclass's methods read without `self.`.
final class Memo: NSManagedObject {
    @NSManaged var title: String?

    var belongsToContext: Bool { managedObjectContext != nil }
}

struct MemoRow: View {
    let memo: Memo

    var body: some View {
        Text(memo.belongsToContext ? "inserted" : "detached")
            .id("memo")
    }
}

#Preview("Memo") {
    let container = NSPersistentContainer(name: "Memos")
    return MemoRow(memo: Memo(context: container.viewContext))
}
