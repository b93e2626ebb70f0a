import Foundation
import ScrollworkFrontEnd

/// Core Data's stack, in memory: `NSPersistentContainer` (and its CloudKit subclass, which syncs
/// nothing here), its store descriptions and `viewContext`, an `NSManagedObjectContext` of the
/// store SwiftData's models use (`ModelContextObject`), and `NSManagedObject`, the class an
/// app's entities inherit from (`Entity(context:)` is compiled with the class, `ManagedObjects`).
enum CoreDataStackSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSPersistentContainer", .class, doc: "A Core Data stack, kept in memory: empty when a scene opens, never written to disk.") { t in
            container(&t)
        }
        surface.type("NSPersistentCloudKitContainer", .class, conformsTo: ["NSPersistentContainer"],
                     doc: "A Core Data stack that would sync with iCloud: kept in memory, and nothing syncs.") { t in
            t.initializer("init(name: String)", doc: "The stack of the data model of that name, with an empty store in memory.") { a in
                .host(PersistentContainerObject(name: try ValueReaders.string(a[0], "name")))
            }
        }
        surface.type("NSPersistentStoreDescription", .class, doc: "Where a store would live; every store here is in memory.") { t in
            t.initializer("init(url: URL)", doc: "A description of a store at the URL (kept; the store is in memory).") { a in
                let description = StoreDescriptionObject()
                description.url = a[0]
                return .host(description)
            }
            t.property("var url: URL? { get set }", doc: "The store's URL, as set (`/dev/null` for a preview's); nothing is written there.") { r in
                try storeDescription(r).url ?? .none
            } set: { r, value in
                try storeDescription(r).url = value.isNil ? nil : value
            }
            t.method("func setOption(_ option: NSObject?, forKey key: String)",
                     doc: "Sets a store option (kept, readable in options; history tracking and remote change posting change nothing in the in-memory store).") { r, a in
                try storeDescription(r).options[try ValueReaders.string(a[1], "forKey")] = a[0].isNil ? nil : a[0]
                return .none
            }
            t.property("var options: [String : NSObject] { get }", doc: "The options set, by key.") { r in
                let options = try storeDescription(r).options
                return .dictionary(try DictionaryValue(pairs: options.keys.sorted().map { (.string($0), options[$0] ?? .none) }))
            }
            t.property("var type: String { get set }", doc: "The store's type, as set (SQLite unless set); every store here is in memory.") { r in
                .string(try storeDescription(r).type)
            } set: { r, value in
                try storeDescription(r).type = try ValueReaders.string(value, "type")
            }
        }
        // The store options apps set for CloudKit sync; Apple does not document their text, so
        // each key is its own name here.
        for key in ["NSPersistentHistoryTrackingKey", "NSPersistentStoreRemoteChangeNotificationPostOptionKey",
                    "NSMigratePersistentStoresAutomaticallyOption", "NSInferMappingModelAutomaticallyOption"] {
            surface.value("let \(key): String", doc: "A store option's key (kept with the description; the store here is in memory).", .string(key))
        }
        for (name, type) in [("NSSQLiteStoreType", "SQLite"), ("NSInMemoryStoreType", "InMemory"), ("NSBinaryStoreType", "Binary")] {
            surface.value("let \(name): String", doc: "A store type's name (every store here is in memory).", .string(type))
        }
        context(&surface)
        surface.type(ManagedObjects.baseClass, .class, conformsTo: ["ObservableObject", "Hashable"],
                     doc: "The class of a Core Data entity: its @NSManaged properties are the entity's attributes.") { t in
            t.property("var managedObjectContext: NSManagedObjectContext? { get }", doc: "The context the object was inserted into, or nil.") { r in
                try managedObject(r).modelContext.map { .host($0) } ?? .none
            }
            t.property("var isDeleted: Bool { get }", doc: "Whether the object was deleted from its context.") { r in
                let object = try managedObject(r)
                return .bool(object.modelContext?.isDeleted(object) ?? false)
            }
            t.property("var objectID: NSManagedObjectID { get }", doc: "The object's identity in its store, one per object.") { r in
                .host(PersistentIdentifierValue(try managedObject(r), typeName: "NSManagedObjectID"))
            }
        }
        surface.type("NSManagedObjectID", .class, conformsTo: ["Hashable"], doc: "A managed object's identity (its objectID).")
        surface.type("NSMergePolicy", .class, doc: "How a save settles conflicts with the store; with one context here there are none.") { t in
            for name in ["mergeByPropertyObjectTrump", "mergeByPropertyStoreTrump", "overwrite", "rollback", "error"] {
                t.constant("static let \(name): NSMergePolicy", doc: "A merge policy (kept; nothing conflicts in memory).", .symbol(name))
            }
        }
        for name in ["ObjectTrump", "StoreTrump"] {
            surface.value("let NSMergeByProperty\(name)MergePolicy: Any", doc: "A merge policy (kept; nothing conflicts in memory).",
                          .symbol("mergeByProperty" + name))
        }
    }

    private static func container(_ t: inout SurfaceTypeBuilder) {
        t.initializer("init(name: String)", doc: "The stack of the data model of that name, with an empty store in memory.") { a in
            .host(PersistentContainerObject(name: try ValueReaders.string(a[0], "name")))
        }
        t.method("func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void)",
                 doc: "Loads the stores: the handler runs at once with each description and no error, as Core Data's synchronous loading does.") { r, a in
            let handler = try ValueReaders.closure(a[0], "completionHandler")
            for description in try persistentContainer(r).descriptions {
                _ = try handler.call([.host(description), .none], in: a.context)
            }
            return .none
        }
        t.property("var viewContext: NSManagedObjectContext { get }", doc: "The context views read.") { r in
            .host(try persistentContainer(r).store.mainContext)
        }
        t.method("func newBackgroundContext() -> NSManagedObjectContext", doc: "A context for background work: the view context here, one per store.") { r, _ in
            .host(try persistentContainer(r).store.mainContext)
        }
        t.property("var name: String { get }", doc: "The data model's name.") { r in
            .string(try persistentContainer(r).name)
        }
        t.property("var persistentStoreDescriptions: [NSPersistentStoreDescription] { get set }",
                   doc: "The stores loadPersistentStores loads (one, in memory, unless set).") { r in
            .array(try persistentContainer(r).descriptions.map { .host($0) })
        } set: { r, value in
            guard case .array(let items) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("[NSPersistentStoreDescription]", value)) }
            try persistentContainer(r).descriptions = try items.map(storeDescription)
        }
    }

    private static func context(_ surface: inout SurfaceBuilder) {
        surface.type("NSManagedObjectContextConcurrencyType", .enum, doc: "The queue a context's work runs on; here the scene's one queue.") { t in
            t.cases(["mainQueueConcurrencyType", "privateQueueConcurrencyType"], doc: "A context's queue.")
        }
        surface.type("NSManagedObjectContext.ScheduledTaskType", .enum, doc: "When perform runs its block: at once here, either way.") { t in
            t.cases(["immediate", "enqueued"], role: .visual, doc: "A schedule (the block runs at once here).")
        }
        surface.type("NSManagedObjectContext", .class, doc: "Inserts, deletes and fetches managed objects; fetches see unsaved changes.") { t in
            t.initializer("init(concurrencyType ct: NSManagedObjectContextConcurrencyType)",
                          doc: "A context of no store: objects may be made in it; fetching or saving is the error iOS stops with.") { _ in
                .host(ModelContainerObject(modelTypes: [], configurations: [], isCoreData: true, hasStore: false).mainContext)
            }
            t.method("func save() throws", doc: "Commits the changes (to memory): hasChanges is false after it; with no changes it does nothing.") { r, a in
                try storedContext(r, a).save()
                return .none
            }
            t.property("var hasChanges: Bool { get }", doc: "Whether objects were inserted, deleted or changed since the last save().") { r in
                .bool(try context(r, nil).hasChanges)
            }
            t.property("var registeredObjects: Set<NSManagedObject> { get }",
                       doc: "The objects the context holds: those inserted into it, saved or not, until deleted.") { r in
                .set(SetValue(try context(r, nil).models.map { .object($0) }))
            }
            t.method("func delete(_ object: NSManagedObject)", doc: "Removes the object from the context.") { r, a in
                try context(r, a).delete(try managedObject(a[0]), range: a.range)
                return .none
            }
            t.property("var automaticallyMergesChangesFromParent: Bool { get set }",
                       doc: "Kept: with one context per store there is nothing to merge.") { r in
                .bool(try context(r, nil).mergesChangesFromParent)
            } set: { r, value in
                try context(r, nil).mergesChangesFromParent = try ValueReaders.bool(value, "automaticallyMergesChangesFromParent")
            }
            // The context's queue is the scene's one queue, free whenever app code runs: the block runs
            // at once, as the awaited form and performAndWait run it (README: where iOS's `perform(_:)`
            // of a main-queue context would run it after the current work).
            t.method("func perform<T>(schedule: NSManagedObjectContext.ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T",
                     role: .interaction, doc: "Runs the block on the context's queue, at once, and gives back what it returns.") { _, a in
                try ValueReaders.closure(a[1], "block").call([], in: a.context)
            }
            t.method("func performAndWait<T>(_ block: () throws -> T) rethrows -> T", role: .interaction,
                     doc: "Runs the block on the context's queue now and gives back what it returns.") { _, a in
                try ValueReaders.closure(a[0], "block").call([], in: a.context)
            }
            t.property("var mergePolicy: Any { get set }", doc: "Kept: with one context per store nothing conflicts.") { r in
                try context(r, nil).mergePolicy
            } set: { r, value in
                try context(r, nil).mergePolicy = value
            }
        }
    }

    // MARK: Reading arguments

    static func managedObject(_ value: Value) throws -> ObjectInstance {
        guard case .object(let object) = StateBox.unwrap(value), object.type.modelSchema?.isManagedObject == true else {
            throw RuntimeFailure("expected an instance of an NSManagedObject subclass, not \(value.typeName)")
        }
        return object
    }

    /// The receiver's context; the environment's context of a view with none given above it
    /// has no store, and using it is the error iOS stops the app with.
    static func context(_ value: Value, _ a: SurfaceArguments?) throws -> ModelContextObject {
        guard case .host(let context as ModelContextObject) = value, context.container.isCoreData else {
            let message = "this NSManagedObjectContext is not connected to a persistent store coordinator (iOS stops here); "
                + "give the view one with .environment(\\.managedObjectContext, container.viewContext)"
            if let range = a?.range { throw Diagnostic.error(message, at: range) }
            throw RuntimeFailure(message)
        }
        return context
    }

    /// The receiver's context, which must have a store: a context made by hand has none, and
    /// saving or fetching with it is the error iOS stops with.
    static func storedContext(_ value: Value, _ a: SurfaceArguments?) throws -> ModelContextObject {
        let context = try context(value, a)
        guard context.container.hasStore else {
            let message = "this NSManagedObjectContext is not connected to a persistent store coordinator (iOS stops here): "
                + "it was made with init(concurrencyType:); use a container's viewContext"
            if let range = a?.range { throw Diagnostic.error(message, at: range) }
            throw RuntimeFailure(message)
        }
        return context
    }

    private static func persistentContainer(_ value: Value) throws -> PersistentContainerObject {
        try ValueReaders.host(value, PersistentContainerObject.self, "NSPersistentContainer")
    }

    private static func storeDescription(_ value: Value) throws -> StoreDescriptionObject {
        try ValueReaders.host(value, StoreDescriptionObject.self, "NSPersistentStoreDescription")
    }
}
