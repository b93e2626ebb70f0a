import Foundation
import ScrollworkFrontEnd

/// SwiftData's `ModelContainer`, kept in memory: the model types of its schema and its main
/// context. Nothing is written to disk, so every run of the tool starts with an empty store,
/// as a preview's `isStoredInMemoryOnly: true` container does.
final class ModelContainerObject: HostObject {
    /// The `@Model` classes the container was made for, as written.
    let modelTypes: [String]
    let configurations: [ModelConfigurationValue]
    /// Core Data's store of an `NSPersistentContainer`, whose context is an `NSManagedObjectContext`.
    let isCoreData: Bool
    /// False for the store of an `NSManagedObjectContext(concurrencyType:)`, which has none.
    let hasStore: Bool
    /// The context the views of a `.modelContainer` read (`@Environment(\.modelContext)`,
    /// `@Query`); it holds its container, as SwiftData's does.
    private(set) lazy var mainContext = ModelContextObject(container: self)

    init(modelTypes: [String], configurations: [ModelConfigurationValue], isCoreData: Bool = false, hasStore: Bool = true) {
        self.modelTypes = modelTypes
        self.configurations = configurations
        self.isCoreData = isCoreData
        self.hasStore = hasStore
    }

    var typeName: String { "ModelContainer" }
}

/// `ModelConfiguration`: where a store would live. Every store here is in memory.
final class ModelConfigurationValue: HostObject {
    let name: String?
    let isStoredInMemoryOnly: Bool
    init(name: String?, isStoredInMemoryOnly: Bool) {
        self.name = name
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    var typeName: String { "ModelConfiguration" }
}

/// SwiftData's `ModelContext`: the models inserted and not deleted, in the order they were
/// inserted. Fetches see unsaved changes (as `FetchDescriptor.includePendingChanges` does by
/// default), so `save()` only marks the context clean. The scenes whose queries read the
/// context are told when it changes, so a `@Query` list grows on the same frame as on iOS.
final class ModelContextObject: HostObject {
    let container: ModelContainerObject
    /// The registered models, in insertion order: what fetches filter and sort.
    private(set) var models: [ObjectInstance] = []
    private var registered: Set<ObjectIdentifier> = []
    private(set) var deleted: Set<ObjectIdentifier> = []
    var autosaveEnabled = true
    /// Core Data's `automaticallyMergesChangesFromParent` and `mergePolicy`: kept, and with one
    /// context per store nothing is merged.
    var mergesChangesFromParent = false
    var mergePolicy: Value = .none
    private(set) var hasChanges = false
    /// Set once the code that made this context's container while building the scene has
    /// run again: its inserts were made the first time (`SceneRuntime.keptContainer`).
    var isReplayed = false
    private var observers: [WeakObserver] = []

    init(container: ModelContainerObject) { self.container = container }

    var typeName: String { container.isCoreData ? "NSManagedObjectContext" : "ModelContext" }

    /// A managed object's attribute changed: Core Data's context then has changes to save.
    func attributeDidChange() {
        if container.isCoreData { hasChanges = true }
    }

    func contains(_ model: ObjectInstance) -> Bool { registered.contains(ObjectIdentifier(model)) }

    /// `insert(_:)`: registers the model and every model it refers to. A model whose
    /// `@Attribute(.unique)` value another of its type already has updates that one instead
    /// (its stored properties take the new model's values): SwiftData's upsert.
    func insert(_ model: ObjectInstance) {
        var pending = [model]
        var changed = false
        while let next = pending.popLast() {
            guard !contains(next) else { continue }
            if let existing = uniqueMatch(for: next) {
                copyStoredProperties(of: next, into: existing)
                changed = true
                continue
            }
            registered.insert(ObjectIdentifier(next))
            deleted.remove(ObjectIdentifier(next))
            models.append(next)
            next.modelContext = self
            changed = true
            pending.append(contentsOf: next.relatedModels().map(\.model).reversed())
        }
        linkInverses()
        if changed { didChange() }
    }

    /// Models that registered models came to refer to since they were inserted
    /// (`user.jobs?.append(job)`) join the context, as SwiftData inserts them with their owner.
    func registerRelatedModels() {
        var unregistered = [ObjectInstance]()
        for model in models {
            for (_, other) in model.relatedModels() where !contains(other) && !deleted.contains(ObjectIdentifier(other)) {
                unregistered.append(other)
            }
        }
        for model in unregistered { insert(model) }
        linkInverses()
    }

    /// `delete(_:)`: removes the model and, through `.cascade` relationships, the models it
    /// owns; references to them from the models that stay are cleared (`.nullify`).
    func delete(_ model: ObjectInstance, range: SourceRange) throws {
        guard contains(model) else { return }
        var doomed = [ObjectInstance](), seen = Set<ObjectIdentifier>(), pending = [model]
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted, contains(next) else { continue }
            doomed.append(next)
            guard let schema = next.type.modelSchema else { continue }
            for (field, other) in next.relatedModels() {
                switch schema.deleteRule(field) {
                case .cascade: pending.append(other)
                case .deny:
                    throw Diagnostic.error("cannot delete this \(next.type.name): its '\(next.type.fieldNames[field])' "
                                           + "relationship has the delete rule .deny and still holds a model", at: range)
                case .nullify, .noAction: break
                }
            }
        }
        for gone in doomed {
            registered.remove(ObjectIdentifier(gone))
            deleted.insert(ObjectIdentifier(gone))
        }
        models.removeAll { seen.contains(ObjectIdentifier($0)) }
        for remaining in models { clearReferences(to: seen, in: remaining) }
        didChange()
    }

    /// `delete(model:where:)`: every model of the type the predicate (if any) matches.
    func deleteAll(of typeName: String, where predicate: Callable?, in context: ScriptContext?, range: SourceRange) throws {
        let doomed = try fetch(ModelFetch(typeName: typeName, predicate: predicate), in: context, range: range)
        for model in doomed { try delete(model, range: range) }
    }

    func save() { hasChanges = false }

    /// The models of a fetch, filtered and sorted.
    func fetch(_ request: ModelFetch, in context: ScriptContext?, range: SourceRange) throws -> [ObjectInstance] {
        registerRelatedModels()
        if let runtime = context?.hostScene { observe(by: runtime) }
        return try request.run(over: models, in: context, range: range)
    }

    /// Whether a model was deleted from this context (`isDeleted`).
    func isDeleted(_ model: ObjectInstance) -> Bool { deleted.contains(ObjectIdentifier(model)) }

    /// Adds a scene that reads this context (once).
    func observe(by observer: ObjectObserver) {
        observers.removeAll { $0.observer == nil }
        if observers.contains(where: { $0.observer === observer }) { return }
        observers.append(WeakObserver(observer: observer))
    }

    private func didChange() {
        hasChanges = true
        for entry in observers { entry.observer?.objectDidChange() }
    }

    private func uniqueMatch(for model: ObjectInstance) -> ObjectInstance? {
        guard let schema = model.type.modelSchema, !schema.uniqueFields.isEmpty else { return nil }
        let fields = schema.uniqueFields.sorted()
        return models.first { existing in
            existing.type === model.type && fields.contains { Value.equal(existing.fields[$0], model.fields[$0]) }
        }
    }

    private func copyStoredProperties(of model: ObjectInstance, into existing: ObjectInstance) {
        let transient = model.type.modelSchema?.transientFields ?? []
        for field in model.fields.indices where !transient.contains(field) { existing.setUnpublished(field, model.fields[field]) }
    }

    /// `@Relationship(inverse:)`: each model a relationship holds refers back to its owner.
    private func linkInverses() {
        for model in models {
            guard let schema = model.type.modelSchema, !schema.inverses.isEmpty else { continue }
            for (field, other) in model.relatedModels() {
                guard let name = schema.inverses[field], let inverse = other.type.fieldIndex[name] else { continue }
                switch other.fields[inverse] {
                case .array(let items):
                    if !items.contains(where: { if case .object(let o) = $0 { return o === model }; return false }) {
                        other.setUnpublished(inverse, .array(items + [.object(model)]))
                    }
                case .object(let current) where current === model:
                    break
                default:
                    other.setUnpublished(inverse, .object(model))
                }
            }
        }
    }

    private func clearReferences(to gone: Set<ObjectIdentifier>, in model: ObjectInstance) {
        for (field, value) in model.fields.enumerated() {
            switch value {
            case .object(let other) where gone.contains(ObjectIdentifier(other)):
                model.setUnpublished(field, .none)
            case .array(let items):
                let kept = items.filter { if case .object(let o) = $0 { return !gone.contains(ObjectIdentifier(o)) }; return true }
                if kept.count != items.count { model.setUnpublished(field, .array(kept)) }
            default:
                break
            }
        }
    }

    private struct WeakObserver {
        weak var observer: ObjectObserver?
    }
}

/// `\.modelContext` of a view with no `.modelContainer` above it: any use of it is an error.
final class MissingModelContext: HostObject {
    static let shared = MissingModelContext()
    var typeName: String { "ModelContext" }
}

/// `PersistentIdentifier`: a model's identity, the same for the same instance across
/// evaluations, so a `ForEach` over models keeps its rows. Numbered by the object's serial,
/// so it is the same in every run of the same session.
final class PersistentIdentifierValue: HostValue {
    let entityName: String
    let number: Int
    /// `PersistentIdentifier` of a SwiftData model, `NSManagedObjectID` of a Core Data object.
    let typeName: String
    init(_ model: ObjectInstance, typeName: String = "PersistentIdentifier") {
        entityName = model.type.name
        number = model.serial
        self.typeName = typeName
    }
    var valueDescription: String { "\(typeName)(\(entityName), \(number))" }
    var equalityKey: String { entityName + "#" + String(number) }
}
