// Declarations only: Core Data's stack as Apple documents it, for type-checking fixtures.
// `NSManagedObject` is an `NSObject` on Apple platforms; here it is a plain class that is
// Hashable by identity and an `ObservableObject`, as Core Data's Swift overlay makes it.
import Foundation
import SwiftUI

open class NSManagedObject: ObservableObject, Hashable {
    public init(context: NSManagedObjectContext) {}
    public var managedObjectContext: NSManagedObjectContext? { fatalError() }
    public var isDeleted: Bool { fatalError() }
    public static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

open class NSPersistentStoreDescription {
    public init(url: URL) {}
    public var url: URL? { get { fatalError() } set {} }
}

open class NSPersistentContainer {
    public init(name: String) {}
    public var name: String { fatalError() }
    public var viewContext: NSManagedObjectContext { fatalError() }
    public var persistentStoreDescriptions: [NSPersistentStoreDescription] { get { fatalError() } set {} }
    public func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {}
    public func newBackgroundContext() -> NSManagedObjectContext { fatalError() }
}

open class NSPersistentCloudKitContainer: NSPersistentContainer {}

open class NSMergePolicy {
    public static let mergeByPropertyObjectTrump = NSMergePolicy()
    public static let mergeByPropertyStoreTrump = NSMergePolicy()
    public static let overwrite = NSMergePolicy()
    public static let rollback = NSMergePolicy()
    public static let error = NSMergePolicy()
}

public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump

open class NSManagedObjectContext {
    public func save() throws {}
    public var hasChanges: Bool { fatalError() }
    public func delete(_ object: NSManagedObject) {}
    public var automaticallyMergesChangesFromParent: Bool { get { fatalError() } set {} }
    public var mergePolicy: Any { get { fatalError() } set {} }
}

extension EnvironmentValues {
    public var managedObjectContext: NSManagedObjectContext { get { fatalError() } set {} }
}
