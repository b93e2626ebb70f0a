import Foundation
import ScrollworkFrontEnd

/// SwiftData, in memory: `ModelContainer`, `ModelContext`, `FetchDescriptor`, `SortDescriptor`,
/// `#Predicate` and the `@Query` property wrapper's initialisers. `@Model`, `@Attribute`,
/// `@Relationship` and `@Transient` are compiled with the class (BodyChecker+SwiftData), and
/// `.modelContainer(…)` with the view chain it ends; the store is `ModelStore`.
enum SwiftDataSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        container(&surface)
        context(&surface)
        descriptors(&surface)
        surface.type("PersistentModel", .protocol, conformsTo: ["Identifiable", "Hashable"],
                     doc: "What @Model makes a class: a model SwiftData stores.") { t in
            t.property("var persistentModelID: PersistentIdentifier { get }", doc: "The model's identity.") { r in
                .host(PersistentIdentifierValue(try model(r)))
            }
            t.property("var id: PersistentIdentifier { get }", doc: "Identifiable's id: the persistentModelID.") { r in
                .host(PersistentIdentifierValue(try model(r)))
            }
            t.property("var modelContext: ModelContext? { get }", doc: "The context the model was inserted into, or nil.") { r in
                try model(r).modelContext.map { .host($0) } ?? .none
            }
            t.property("var isDeleted: Bool { get }", doc: "Whether the model was deleted from its context.") { r in
                let object = try model(r)
                return .bool(object.modelContext?.isDeleted(object) ?? false)
            }
        }
        surface.type("PersistentIdentifier", conformsTo: ["Hashable"], doc: "A model's identity (its persistentModelID).") { t in
            t.property("var entityName: String { get }", doc: "The model class's name.") { r in
                guard case .host(let id as PersistentIdentifierValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("PersistentIdentifier", r)) }
                return .string(id.entityName)
            }
        }
    }

    private static func container(_ surface: inout SurfaceBuilder) {
        surface.type("ModelContainer", .class, doc: "The app's store of models, kept in memory: nothing persists between runs.") { t in
            let make: (SurfaceArguments) throws -> Value = { a in
                let modelTypes = try modelTypeNames(a[0]), configurations = try configurations(a[1])
                let make = { ModelContainerObject(modelTypes: modelTypes, configurations: configurations) }
                return .host(a.context?.runtime?.keptContainer(madeAt: a.range, make) ?? make())
            }
            // First, so that an array literal of configurations (`[.init(isStoredInMemoryOnly: true)]`) takes it.
            t.initializer("init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws",
                          doc: "A store for the schema's model classes.", make)
            // Also `init(for givenSchema: Schema, configurations:)`, which has the same labels: a
            // `Schema(…)` given here is read as its model classes.
            t.initializer("init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws",
                          doc: "A store for these model classes (or a Schema of them).", make)
            t.property("var mainContext: ModelContext { get }", doc: "The context views read.") { r in
                .host(try modelContainer(r, range: nil).mainContext)
            }
        }
        surface.type("ModelConfiguration", doc: "Where a store lives; every store here is in memory.") { t in
            // The container's model classes are those it is made for; a schema given here names them again.
            t.initializer("init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true, groupContainer: ModelConfiguration.GroupContainer = .automatic, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic)",
                          doc: "A configuration (in memory whatever isStoredInMemoryOnly says).") { a in
                .host(ModelConfigurationValue(name: a[0].isNil ? nil : try ValueReaders.string(a[0], "name"),
                                              isStoredInMemoryOnly: try ValueReaders.bool(a[2], "isStoredInMemoryOnly")))
            }
            t.initializer("init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false)",
                          doc: "A configuration for these model classes (in memory whatever isStoredInMemoryOnly says).") { a in
                .host(ModelConfigurationValue(name: nil, isStoredInMemoryOnly: try ValueReaders.bool(a[1], "isStoredInMemoryOnly")))
            }
            t.property("var isStoredInMemoryOnly: Bool { get }", doc: "As given; the store is in memory either way.") { r in
                guard case .host(let configuration as ModelConfigurationValue) = r else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("ModelConfiguration", r))
                }
                return .bool(configuration.isStoredInMemoryOnly)
            }
        }
        // Where a store would be shared or synced: nothing is, as in Xcode's previews, which
        // neither share an app group's files nor sync with iCloud.
        surface.type("ModelConfiguration.GroupContainer", doc: "The app group whose container would hold the store (none here).") { t in
            t.constant("static let automatic: ModelConfiguration.GroupContainer", doc: "The first app group, if any.", .symbol("automatic"))
            t.constant("static let none: ModelConfiguration.GroupContainer", doc: "No app group.", .symbol("none"))
            t.staticFunction("static func identifier(_ groupName: String) -> ModelConfiguration.GroupContainer", doc: "This app group.") { _ in
                .symbol("identifier")
            }
        }
        surface.type("ModelConfiguration.CloudKitDatabase", doc: "The CloudKit database the store would sync with (none here).") { t in
            t.constant("static let automatic: ModelConfiguration.CloudKitDatabase", doc: "The app's first iCloud container, if any.", .symbol("automatic"))
            t.constant("static let none: ModelConfiguration.CloudKitDatabase", doc: "No sync.", .symbol("none"))
            t.staticFunction("static func `private`(_ privateDBName: String) -> ModelConfiguration.CloudKitDatabase",
                             doc: "This iCloud container's private database.") { _ in .symbol("private") }
        }
        surface.type("Schema", .class, doc: "The model classes of a store.") { t in
            t.initializer("init(_ types: [any PersistentModel.Type])", doc: "A schema of these model classes.") { a in
                .host(SchemaValue(modelTypes: try modelTypeNames(a[0])))
            }
        }
    }

    private static func context(_ surface: inout SurfaceBuilder) {
        surface.type("ModelContext", .class, doc: "Inserts, deletes and fetches models; fetches see unsaved changes.") { t in
            t.initializer("init(_ container: ModelContainer)", doc: "The container's context (one per container here).") { a in
                .host(try modelContainer(a[0], range: a.range).mainContext)
            }
            t.method("func insert<T>(_ model: T) where T : PersistentModel",
                     doc: "Adds the model (and the models it refers to); a duplicate @Attribute(.unique) value updates the existing model.") { r, a in
                let context = try context(r, a), model = try model(a[0])
                // The code building the scene inserting again into the container it made the first time.
                if context.isReplayed, a.context?.runtime?.isBuildingScene == true { return .none }
                context.insert(model)
                return .none
            }
            t.method("func delete<T>(_ model: T) where T : PersistentModel",
                     doc: "Removes the model, with its .cascade relationships' models.") { r, a in
                try context(r, a).delete(try model(a[0]), range: a.range)
                return .none
            }
            t.method("func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws where T : PersistentModel",
                     doc: "Removes every model of the type the predicate matches.") { r, a in
                try context(r, a).deleteAll(of: try modelTypeName(a[0]), where: try predicate(a[1]), in: a.context, range: a.range)
                return .none
            }
            t.method("func save() throws", doc: "Marks the changes saved (the store is in memory).") { r, a in
                try context(r, a).save()
                return .none
            }
            t.method("func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T : PersistentModel",
                     doc: "The models the descriptor selects, in its order.") { r, a in
                .array(try fetched(r, a).map { .object($0) })
            }
            t.method("func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T : PersistentModel",
                     doc: "How many models the descriptor selects.") { r, a in
                .int(try fetched(r, a).count)
            }
            t.property("var autosaveEnabled: Bool { get set }", doc: "Whether changes save themselves (they are in memory either way).") { r in
                .bool(try context(r, nil).autosaveEnabled)
            } set: { r, value in
                try context(r, nil).autosaveEnabled = try ValueReaders.bool(value, "autosaveEnabled")
            }
            t.property("var hasChanges: Bool { get }", doc: "Whether there are changes since the last save().") { r in
                .bool(try context(r, nil).hasChanges)
            }
            t.property("var container: ModelContainer { get }", doc: "The container the context belongs to.") { r in
                .host(try context(r, nil).container)
            }
        }
    }

    private static func descriptors(_ surface: inout SurfaceBuilder) {
        surface.type("FetchDescriptor", doc: "A fetch: a predicate, a sort order, a limit and an offset.") { t in
            t.initializer("init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = [])", doc: "A fetch of the models the predicate keeps.") { a in
                let predicate = try predicateValue(a[0])
                return .host(FetchDescriptorValue(ModelFetch(typeName: predicate?.modelTypeName, predicate: predicate?.closure,
                                                             sort: try sortDescriptors(a[1]))))
            }
            for name in ["fetchLimit", "fetchOffset"] {
                t.property("var \(name): Int? { get set }", doc: "The most models to give / how many to skip first.") { r in
                    let fetch = try descriptor(r).fetch
                    return (name == "fetchLimit" ? fetch.fetchLimit : fetch.fetchOffset).map { .int($0) } ?? .none
                } set: { r, value in
                    // FetchDescriptor is a struct: the variable gets a changed copy.
                    var fetch = try descriptor(r).fetch
                    let number = value.isNil ? nil : try ValueReaders.int(value, name)
                    if name == "fetchLimit" { fetch.fetchLimit = number } else { fetch.fetchOffset = number }
                    r = .host(FetchDescriptorValue(fetch))
                }
            }
        }
        surface.type("SortComparator", .protocol, conformsTo: ["Hashable"], doc: "What orders values for `sorted(using:)`: a key path and an order.")
        surface.type("SortDescriptor", conformsTo: ["SortComparator"], doc: "A key path to sort by and an order.") { t in
            t.initializer("init<Value>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) where Value : Comparable",
                          doc: "Sorts by the property, strings as localizedStandard compares them.") { a in
                try descriptor(a[0], order: a[1], strings: .localizedStandard)
            }
            // Foundation's `init(_:comparator:)` and `init(_:comparator:order:)` as one entry, so
            // that `SortDescriptor(\.name)` still means the initialiser above.
            t.initializer("init(_ keyPath: KeyPath<Compared, String>, comparator: String.StandardComparator, order: SortOrder = .forward)",
                          doc: "Sorts by the string property as the comparator (.localizedStandard, the only one) compares strings.") { a in
                try descriptor(a[0], order: a[2], strings: .localizedStandard)
            }
            order(&t, "SortDescriptor")
        }
        surface.type("String.StandardComparator", doc: "How a SortDescriptor compares strings.") { t in
            t.constant("static let localizedStandard: String.StandardComparator",
                       doc: "As Finder orders names: numbers by value, case and accents ignored.", .symbol("localizedStandard"))
        }
        surface.type("KeyPathComparator", conformsTo: ["SortComparator"], doc: "A key path to sort by with `<` and an order (`sorted(using:)`).") { t in
            t.initializer("init<Value>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) where Value : Comparable",
                          doc: "Sorts by the property as `<` orders its values (strings by their characters).") { a in
                try descriptor(a[0], order: a[1], strings: .comparable)
            }
            order(&t, "KeyPathComparator")
        }
        surface.type("SortOrder", conformsTo: ["Hashable", "Codable"], doc: "Ascending (.forward) or descending (.reverse).") { t in
            t.cases(["forward", "reverse"], doc: "A sort order.")
        }
        surface.type("Predicate", doc: "#Predicate<Model> { … }: a test of a model, run by the interpreter.") { t in
            t.initializer("init(_ predicate: (Input) -> Bool)", doc: "What #Predicate expands to.") { a in
                guard case .function(let closure) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch("closure", a[0])) }
                return .host(PredicateValue(modelTypeName: nil, closure: closure))
            }
            t.method("func evaluate(_ input: Input) throws -> Bool", doc: "Whether the value passes.") { r, a in
                guard case .host(let predicate as PredicateValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Predicate", r)) }
                return try predicate.closure.call([a[0]], in: a.context)
            }
        }
        surface.type("Query", doc: "@Query: the models a view shows, fetched from its environment's context.") { t in
            t.initializer("init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default)",
                          doc: "The models the filter keeps, in the descriptors' order.") { a in
                try query(a, filter: a[0], sort: try sortDescriptors(a[1]))
            }
            t.initializer("init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation = .default)",
                          doc: "The models the filter keeps, sorted by one property.") { a in
                guard case .keyPath(let path) = a[1] else { return try query(a, filter: a[0], sort: try sortDescriptors(a[1])) }
                return try query(a, filter: a[0], sort: [SortDescriptorValue(keyPath: path, isReverse: try isReverse(a[2]))])
            }
            t.initializer("init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default)",
                          doc: "The models the descriptor selects.") { a in
                .host(QueryValue(try descriptor(a[0]).fetch, range: a.range))
            }
        }
    }

    // MARK: Reading arguments

    static func model(_ value: Value) throws -> ObjectInstance {
        guard case .object(let object) = StateBox.unwrap(value), object.type.modelSchema != nil else {
            throw RuntimeFailure("expected an instance of a @Model class, not \(value.typeName)")
        }
        return object
    }

    /// The receiver's context; the context of a view with no container above it is nil, and
    /// using it is the error iOS stops the app with.
    static func context(_ value: Value, _ a: SurfaceArguments?) throws -> ModelContextObject {
        guard case .host(let context as ModelContextObject) = value else {
            let message = "no ModelContainer is set for this view: failed to find a currently active container; "
                + "add .modelContainer(for:) to the view or a view above it"
            if let range = a?.range { throw Diagnostic.error(message, at: range) }
            throw RuntimeFailure(message)
        }
        return context
    }

    private static func modelContainer(_ value: Value, range: SourceRange?) throws -> ModelContainerObject {
        guard case .host(let container as ModelContainerObject) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("ModelContainer", value))
        }
        return container
    }

    private static func fetched(_ receiver: Value, _ a: SurfaceArguments) throws -> [ObjectInstance] {
        try context(receiver, a).fetch(try descriptor(a[0]).fetch, in: a.context, range: a.range)
    }

    private static func descriptor(_ value: Value) throws -> FetchDescriptorValue {
        guard case .host(let descriptor as FetchDescriptorValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("FetchDescriptor", value))
        }
        return descriptor
    }

    static func modelTypeName(_ value: Value) throws -> String {
        guard case .type(.user(let type)) = value, type.modelSchema != nil else {
            throw RuntimeFailure("expected a @Model class such as Book.self, not \(Value.describe(value))")
        }
        return type.name
    }

    /// `Book.self`, `[A.self, B.self]` or the variadic list of them.
    static func modelTypeNames(_ value: Value) throws -> [String] {
        if case .array(let items) = value { return try items.flatMap(modelTypeNames) }
        if case .host(let schema as SchemaValue) = value { return schema.modelTypes }
        // `Item.self` of an `Item` no loaded file declares (its warning says so): a model the
        // container cannot hold, as the placeholder's `@Query` fetches nothing.
        if PlaceholderValue.of(value) != nil { return [] }
        return [try modelTypeName(value)]
    }

    private static func configurations(_ value: Value) throws -> [ModelConfigurationValue] {
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        return items.compactMap { if case .host(let configuration as ModelConfigurationValue) = $0 { return configuration }; return nil }
    }

    private static func predicateValue(_ value: Value) throws -> PredicateValue? {
        switch value {
        case .none: return nil
        case .host(let predicate as PredicateValue): return predicate
        case .function(let closure): return PredicateValue(modelTypeName: nil, closure: closure)
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch("Predicate", value))
        }
    }

    private static func predicate(_ value: Value) throws -> Callable? { try predicateValue(value)?.closure }

    /// The descriptors of a query's `sort:` or of `sorted(using:)`: one or a sequence of them.
    static func sortDescriptors(_ value: Value) throws -> [SortDescriptorValue] {
        switch value {
        case .array(let items): return try items.flatMap(sortDescriptors)
        case .host(let sort as SortDescriptorValue): return [sort]
        case .keyPath(let path): return [SortDescriptorValue(keyPath: path, isReverse: false)]
        case .none: return []
        default: throw RuntimeFailure(RuntimeMessages.typeMismatch("SortDescriptor", value))
        }
    }

    private static func descriptor(_ keyPath: Value, order: Value, strings: SortDescriptorValue.StringOrder) throws -> Value {
        guard case .keyPath(let path) = keyPath else { throw RuntimeFailure(RuntimeMessages.typeMismatch("KeyPath", keyPath)) }
        return .host(SortDescriptorValue(keyPath: path, isReverse: try isReverse(order), strings: strings))
    }

    /// `order` of a SortDescriptor or KeyPathComparator.
    private static func order(_ t: inout SurfaceTypeBuilder, _ typeName: String) {
        t.property("var order: SortOrder { get }", doc: ".forward or .reverse.") { r in
            guard case .host(let sort as SortDescriptorValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch(typeName, r)) }
            return .symbol(sort.isReverse ? "reverse" : "forward")
        }
    }

    private static func isReverse(_ value: Value) throws -> Bool {
        switch value {
        case .symbol("reverse"): return true
        case .symbol("forward"), .none: return false
        default: throw RuntimeFailure("expected .forward or .reverse, not \(Value.describe(value))")
        }
    }

    private static func query(_ a: SurfaceArguments, filter: Value, sort: [SortDescriptorValue]) throws -> Value {
        let predicate = try predicateValue(filter)
        return .host(QueryValue(ModelFetch(typeName: predicate?.modelTypeName, predicate: predicate?.closure, sort: sort), range: a.range))
    }
}

/// `Schema([Book.self])`: the model classes of a store.
final class SchemaValue: HostObject {
    let modelTypes: [String]
    init(modelTypes: [String]) { self.modelTypes = modelTypes }
    var typeName: String { "Schema" }
}
