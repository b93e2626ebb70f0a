import Foundation
import ScrollworkFrontEnd

/// Core Data's objects, kept by the store SwiftData's models use (`ModelContextObject`): an
/// `NSManagedObject` subclass is a model whose `@NSManaged` properties are its attributes, and
/// `NSPersistentContainer`'s `viewContext` is a context of that store, in memory and empty when
/// a scene opens, as an app's first launch finds its store.
enum ManagedObjects {
    /// The class an app's entity classes inherit from.
    static let baseClass = "NSManagedObject"

    /// What an `@NSManaged` property reads before it is set: nil for an optional, as Core Data
    /// gives an attribute with no value; for a scalar (`Int16`, `Double`, `Bool`), zero, as a
    /// scalar accessor reads a nil attribute. A non-optional object type (`var name: String`)
    /// would trap in Swift; here it reads as its empty value (a choice: README "Core Data").
    static func initialValue(_ type: StaticType) -> Eval? {
        let value: Value
        switch type {
        case .int: value = .int(0)
        case .double: value = .double(0)
        case .bool: value = .bool(false)
        case .string: value = .string("")
        case .optional: value = .none
        default: return nil
        }
        return { _ in value }
    }
}

/// `NSPersistentContainer(name:)`: the stack of a Core Data model, kept in memory. Its one
/// context is `viewContext`; `newBackgroundContext()` gives that context too, as SwiftData's
/// contexts of one container share their models here.
final class PersistentContainerObject: HostObject {
    let name: String
    let store: ModelContainerObject
    /// One description, of a store at the default URL, as a new container has.
    var descriptions: [StoreDescriptionObject] = [StoreDescriptionObject()]

    init(name: String) {
        self.name = name
        store = ModelContainerObject(modelTypes: [], configurations: [], isCoreData: true)
    }

    var typeName: String { "NSPersistentContainer" }
}

/// `NSPersistentStoreDescription`: where a store would live. Every store here is in memory,
/// so its `url` (`/dev/null` for a preview's) is kept and changes nothing.
final class StoreDescriptionObject: HostObject {
    /// The URL set, as the script's value (nil: the default location).
    var url: Value?
    /// The store type set (`NSInMemoryStoreType`'s "InMemory"), kept; Core Data's default is SQLite.
    var type = "SQLite"
    /// The options set (`setOption(_:forKey:)`), by key: kept, none changes the in-memory store.
    var options: [String: Value] = [:]
    var typeName: String { "NSPersistentStoreDescription" }
}

/// `\.managedObjectContext` of a view with no context given above it: SwiftUI's default,
/// connected to no store, so fetching or saving with it is the error iOS stops with.
final class UnconnectedManagedObjectContext: HostObject {
    static let shared = UnconnectedManagedObjectContext()
    var typeName: String { "NSManagedObjectContext" }
}

/// `NSFetchRequest<Book>(entityName: "Book")`: a fetch whose sort descriptors and limit may be
/// set (a class, so every holder sees a change).
final class ManagedFetchRequestValue: HostObject {
    var fetch: ModelFetch
    /// The `predicate` set, as it reads back; the fetch filters by it (`fetch.predicate`).
    var predicate: Value = .none
    init(_ fetch: ModelFetch) { self.fetch = fetch }
    var typeName: String { "NSFetchRequest<\(fetch.typeName ?? "_")>" }
    var surfaceType: String { "NSFetchRequest" }
}

/// `NSEntityDescription`: an entity of the model, as `Book.entity()` gives it.
final class EntityDescriptionValue: HostObject {
    static let surfaceName = "NSEntityDescription"
    /// The entity's name; nil for the entity of a generic parameter (`T.entity()`), not known here.
    let name: String?
    init(name: String?) { self.name = name }
    var typeName: String { Self.surfaceName }
}
