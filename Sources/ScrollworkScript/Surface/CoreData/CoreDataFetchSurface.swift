import Foundation
import ScrollworkFrontEnd

/// Core Data's fetches on the in-memory store: `NSFetchRequest`, `NSSortDescriptor`, the
/// context's `fetch(_:)` and `count(for:)` (filtered by an `NSPredicate`), and SwiftUI's `FetchRequest`, whose property wrapper
/// (`@FetchRequest`) is compiled as `@Query` is (`SignatureResolver+Models`) and fetched from the
/// view's `\.managedObjectContext` each time its body is evaluated (`QueryFields`). Fetches see
/// the context's unsaved inserts and deletes, as `includesPendingChanges` (true) makes them.
enum CoreDataFetchSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSFetchRequest", .class, doc: "A fetch of one entity's objects: sort descriptors and a limit.") { t in
            t.initializer("init(entityName: String)", doc: "A fetch of the entity's objects, in insertion order until sorted.") { a in
                .host(ManagedFetchRequestValue(ModelFetch(typeName: try ValueReaders.string(a[0], "entityName"))))
            }
            t.property("var sortDescriptors: [NSSortDescriptor]? { get set }", doc: "The order: the first descriptor decides, the next break ties.") { r in
                .array(try request(r).fetch.sort.map { .host($0) })
            } set: { r, value in
                try request(r).fetch.sort = try SwiftDataSurface.sortDescriptors(value)
            }
            t.property("var predicate: NSPredicate? { get set }", doc: "The condition the fetched objects meet; nil fetches them all.") { r in
                try request(r).predicate
            } set: { r, value in
                let request = try request(r)
                request.predicate = value
                request.fetch.predicate = try FoundationPredicateSurface.filter(value)
            }
            t.property("var fetchLimit: Int { get set }", doc: "The most objects to give; 0 for no limit.") { r in
                .int(try request(r).fetch.fetchLimit ?? 0)
            } set: { r, value in
                let limit = try ValueReaders.int(value, "fetchLimit")
                try request(r).fetch.fetchLimit = limit > 0 ? limit : nil
            }
            t.property("var fetchOffset: Int { get set }", doc: "How many of the objects, in order, to skip; 0 skips none.") { r in
                .int(try request(r).fetch.fetchOffset ?? 0)
            } set: { r, value in
                let offset = try ValueReaders.int(value, "fetchOffset")
                try request(r).fetch.fetchOffset = offset > 0 ? offset : nil
            }
        }
        surface.type("NSSortDescriptor", .class, doc: "A key to sort by and a direction; strings compare with compare:, literally.") { t in
            t.initializer("init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool)", doc: "Sorts by the property.") { a in
                guard case .keyPath(let path) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("KeyPath", a[0])) }
                return .host(SortDescriptorValue(keyPath: path, isReverse: !(try ValueReaders.bool(a[1], "ascending")), strings: .compareSelector))
            }
            t.initializer("init(key: String?, ascending: Bool)", doc: "Sorts by the property of that name.") { a in
                let key = try ValueReaders.string(a[0], "key")
                return .host(SortDescriptorValue(keyPath: KeyPathValue(key.split(separator: ".").map(String.init)),
                                                 isReverse: !(try ValueReaders.bool(a[1], "ascending")), strings: .compareSelector))
            }
        }
        surface.type("FetchRequest", doc: "@FetchRequest: the objects a view shows, fetched from its environment's managed object context.") { t in
            // SwiftUI's two initialisers, of `[NSSortDescriptor]` and of `[SortDescriptor<Result>]`, as one
            // entry: the overloads differ only by the array's element type, which the surface's
            // overloads cannot tell apart (the first would take every array literal).
            t.initializer("init(sortDescriptors: [Any], predicate: NSPredicate? = nil, animation: Animation? = nil)",
                          doc: "The entity's objects the predicate keeps, in the descriptors' order (NSSortDescriptors or SortDescriptors).") { a in
                try fetchRequest(sort: a[0], predicate: a[1], a)
            }
            t.initializer("init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)",
                          doc: "The entity's objects the predicate keeps, in the descriptors' order.") { a in
                _ = try ValueReaders.host(a[0], EntityDescriptionValue.self, EntityDescriptionValue.surfaceName)
                return try fetchRequest(sort: a[1], predicate: a[2], a)
            }
            // SwiftUI logs "Accessing FetchRequest's value outside of being installed on a View"
            // and gives no objects for a request no view holds.
            t.property("var wrappedValue: FetchedResults<Result> { get }",
                       doc: "The objects fetched for the view holding the request (none before its body runs).") { r in
                .array(try ValueReaders.host(r, QueryValue.self, "FetchRequest").fetched ?? [])
            }
            t.initializer("init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil)",
                          doc: "The objects the request selects.") { a in
                let request = try request(a[0])
                let given = try configuration(predicate: request.predicate, sortDescriptors: .array(request.fetch.sort.map { .host($0) }))
                return .host(QueryValue(request.fetch, range: a.range, isCoreData: true, given: given))
            }
        }
        surface.type(EntityDescriptionValue.surfaceName, .class, doc: "An entity of the Core Data model.") { t in
            t.property("var name: String? { get }", doc: "The entity's name (its class's).") { r in
                guard let name = try ValueReaders.host(r, EntityDescriptionValue.self, EntityDescriptionValue.surfaceName).name else {
                    throw RuntimeFailure("the name of a generic parameter's entity (T.entity()) is not known here: scrollwork does not keep a struct's type arguments")
                }
                return .string(name)
            }
        }
        surface.extend("NSManagedObjectContext") { t in
            t.method("func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T]", doc: "The objects the request selects, unsaved ones included.") { r, a in
                .array(try fetched(r, a).map { .object($0) })
            }
            t.method("func count<T>(for request: NSFetchRequest<T>) throws -> Int", doc: "How many objects the request selects.") { r, a in
                .int(try fetched(r, a).count)
            }
        }
    }

    /// `FetchRequest(sortDescriptors:predicate:)`: the objects the predicate keeps, sorted.
    private static func fetchRequest(sort: Value, predicate: Value, _ a: SurfaceArguments) throws -> Value {
        let given = try configuration(predicate: predicate, sortDescriptors: sort)
        return .host(QueryValue(given.applied(to: ModelFetch(typeName: nil)), range: a.range, isCoreData: true, given: given))
    }

    /// A request's predicate (an `NSPredicate` or nil) and sort descriptors (`SortDescriptor`s or
    /// `NSSortDescriptor`s), read for the fetches they make.
    static func configuration(predicate: Value, sortDescriptors: Value) throws -> FetchConfiguration {
        FetchConfiguration(predicate: predicate, sortDescriptors: sortDescriptors,
                           filter: try FoundationPredicateSurface.filter(predicate), sort: try SwiftDataSurface.sortDescriptors(sortDescriptors))
    }

    private static func fetched(_ receiver: Value, _ a: SurfaceArguments) throws -> [ObjectInstance] {
        try CoreDataStackSurface.storedContext(receiver, a).fetch(try request(a[0]).fetch, in: a.context, range: a.range)
    }

    private static func request(_ value: Value) throws -> ManagedFetchRequestValue {
        try ValueReaders.host(value, ManagedFetchRequestValue.self, "NSFetchRequest")
    }
}
