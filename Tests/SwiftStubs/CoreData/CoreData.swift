// Declarations only: Core Data's stack as Apple documents it, for type-checking fixtures.
// `NSManagedObject` is an `NSObject` on Apple platforms; here it is a plain class that is
// Hashable by identity and an `ObservableObject`, as Core Data's Swift overlay makes it.
import Foundation
import SwiftUI

open class NSManagedObjectID: Hashable {
    public static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) {}
}

open class NSManagedObject: ObservableObject, Hashable, NSFetchRequestResult {
    public init(context: NSManagedObjectContext) {}
    public var managedObjectContext: NSManagedObjectContext? { fatalError() }
    public var isDeleted: Bool { fatalError() }
    public var objectID: NSManagedObjectID { fatalError() }
    open class func entity() -> NSEntityDescription { fatalError() }
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { fatalError() }
    open func value(forKey key: String) -> Any? { fatalError() }
    open func setValue(_ value: Any?, forKey key: String) {}
    public static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

open class NSEntityDescription {
    open var name: String? { fatalError() }
}

open class NSPersistentStoreDescription {
    public init(url: URL) {}
    public var url: URL? { get { fatalError() } set {} }
    public var type: String { get { fatalError() } set {} }
    public func setOption(_ option: NSObject?, forKey key: String) {}
    public var options: [String: NSObject] { [:] }
}

public let NSPersistentHistoryTrackingKey: String = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey: String = "NSPersistentStoreRemoteChangeNotificationPostOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption: String = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption: String = "NSInferMappingModelAutomaticallyOption"

public let NSSQLiteStoreType: String = "SQLite"
public let NSInMemoryStoreType: String = "InMemory"
public let NSBinaryStoreType: String = "Binary"

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
    public var registeredObjects: Set<NSManagedObject> { [] }
    public func save() throws {}
    public var hasChanges: Bool { fatalError() }
    public func delete(_ object: NSManagedObject) {}
    public var automaticallyMergesChangesFromParent: Bool { get { fatalError() } set {} }
    public var mergePolicy: Any { get { fatalError() } set {} }
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }
    public func perform<T>(schedule: NSManagedObjectContext.ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
}

extension EnvironmentValues {
    public var managedObjectContext: NSManagedObjectContext { get { fatalError() } set {} }
}

public protocol NSFetchRequestResult: AnyObject {}

open class NSFetchRequest<ResultType> {
    public init(entityName: String) {}
    public var sortDescriptors: [NSSortDescriptor]? { get { fatalError() } set {} }
    public var fetchLimit: Int { get { fatalError() } set {} }
    public var fetchOffset: Int { get { fatalError() } set {} }
}

extension NSManagedObjectContext {
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { fatalError() }
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { fatalError() }
}

@propertyWrapper
public struct FetchRequest<Result: NSManagedObject>: DynamicProperty {
    public var wrappedValue: FetchedResults<Result> { fatalError() }
    public init(sortDescriptors: [NSSortDescriptor], animation: Animation? = nil) {}
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {}
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {}
}

public struct FetchedResults<Result: NSManagedObject>: RandomAccessCollection {
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> Result { fatalError() }
    public var nsPredicate: NSPredicate? { get { fatalError() } nonmutating set {} }
    public var sortDescriptors: [SortDescriptor<Result>] { get { fatalError() } nonmutating set {} }
    public var nsSortDescriptors: [NSSortDescriptor] { get { fatalError() } nonmutating set {} }
}

// `init(key:ascending:)` and a key path to any value are Apple's Foundation's; swift-corelibs-
// foundation marks the first unavailable (it has no key-value coding) and wants a Comparable
// value, so the stub declares them for the fixtures (an optional attribute is no Comparable).
extension NSSortDescriptor {
    public convenience init(key: String, ascending: Bool) {
        self.init(keyPath: \String.count, ascending: ascending)
    }

    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: \String.count, ascending: ascending)
    }
}

public enum NSManagedObjectContextConcurrencyType {
    case mainQueueConcurrencyType, privateQueueConcurrencyType
}

extension NSManagedObjectContext {
    public convenience init(concurrencyType ct: NSManagedObjectContextConcurrencyType) { fatalError() }
}

extension NSFetchRequest {
    public var predicate: NSPredicate? { get { fatalError() } set {} }
}

extension FetchRequest {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate?, animation: Animation? = nil) {}
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
}

/// Apple's `init(format:_:)` and `init(format:argumentArray:)`, which Foundation on Linux marks
/// unavailable: scripts/typecheck-swift writes `NSPredicate(format:` as `NSPredicate(linuxFormat:`.
extension NSPredicate {
    public convenience init(linuxFormat predicateFormat: String, _ args: Any...) { self.init(value: true) }
    public convenience init(linuxFormat predicateFormat: String, argumentArray arguments: [Any]?) { self.init(value: true) }
}

extension Notification.Name {
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}
