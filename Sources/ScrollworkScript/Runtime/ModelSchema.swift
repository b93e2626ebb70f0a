import Foundation
import ScrollworkFrontEnd

/// What SwiftData's `@Model` macro makes of a class, as the store needs it: which stored
/// properties are unique, transient or relationships with a delete rule and an inverse.
///
/// Every stored property that is not `@Transient` is persisted; a property holding a model
/// or an array of models is a relationship whether or not it is marked `@Relationship`, as
/// SwiftData infers it (its delete rule is then `.nullify`, SwiftData's default).
final class ModelSchema {
    /// A Core Data `NSManagedObject` subclass rather than a SwiftData `@Model` class: its
    /// `@NSManaged` properties are the stored ones, and it has none of `PersistentModel`'s members.
    let isManagedObject: Bool
    /// The `@NSManaged` properties, by field index (a managed object's stored attributes).
    var managedFields: Set<Int> = []

    init(isManagedObject: Bool = false) { self.isManagedObject = isManagedObject }

    /// `@Attribute(.unique)` properties, by field index: an insert with a value one of them
    /// already has updates that model instead (SwiftData's upsert).
    var uniqueFields: Set<Int> = []
    /// `@Transient` properties: not stored, so an upsert does not copy them.
    var transientFields: Set<Int> = []
    /// `@Relationship(deleteRule:)` of the relationships that name one, by field index.
    var deleteRules: [Int: ModelDeleteRule] = [:]
    /// `@Relationship(inverse: \Job.owner)`: the inverse property's name, by field index.
    var inverses: [Int: String] = [:]

    /// The surface type whose members the class's instances have besides their own.
    var surfaceType: String { isManagedObject ? ManagedObjects.baseClass : "PersistentModel" }

    func deleteRule(_ field: Int) -> ModelDeleteRule { deleteRules[field] ?? .nullify }
}

/// `Schema.Relationship.DeleteRule`: what deleting a model does to the models it refers to.
enum ModelDeleteRule: String, CaseIterable {
    /// The related models stay; their references to the deleted one are cleared (the default).
    case nullify
    /// The related models are deleted too.
    case cascade
    /// The delete is refused while the relationship holds a model.
    case deny
    /// Nothing is done to the related models.
    case noAction
}

extension StructType {
    /// The `@Model` class this type is, or the one it inherits from.
    var modelSchema: ModelSchema? {
        var current: StructType? = self
        while let type = current {
            if let schema = type.model { return schema }
            current = type.superclass
        }
        return nil
    }
}

extension ObjectInstance {
    /// The models this one refers to through its stored properties (a model, an optional one,
    /// an array of them), with the field each is in; transient properties left out.
    func relatedModels() -> [(field: Int, model: ObjectInstance)] {
        guard let schema = type.modelSchema else { return [] }
        var related = [(field: Int, model: ObjectInstance)]()
        for (field, value) in fields.enumerated() where !schema.transientFields.contains(field) {
            switch value {
            case .object(let other) where other.type.modelSchema != nil:
                related.append((field, other))
            case .array(let items):
                for case .object(let other) in items where other.type.modelSchema != nil { related.append((field, other)) }
            default:
                break
            }
        }
        return related
    }
}
