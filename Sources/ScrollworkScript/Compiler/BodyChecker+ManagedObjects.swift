import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Core Data's entity classes: `Book(context: moc)`, the initialiser every `NSManagedObject`
/// subclass inherits, makes the object with its attributes' initial values and inserts it into
/// the context, as Core Data's `init(context:)` does.
extension BodyChecker {
    /// `Entity(context: moc)` of an NSManagedObject subclass that declares no initialiser of its
    /// own taking those labels; nil for any other call.
    func managedObjectInit(_ type: StructType, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard type.modelSchema?.isManagedObject == true, arguments.count == 1, arguments[0].label == "context",
              !type.initializers.contains(where: { $0.labels == ["context"] }) else { return nil }
        let context = expression(arguments[0].value, expected: .named("NSManagedObjectContext")).eval
        let made = expressionLowering.newObject(type).eval, at = arguments[0].range
        return .retyped(.optionalEvaluation({ f in
            let object = try made(f)
            let given = try context(f)
            let managed = try located(at) { try CoreDataStackSurface.context(given, nil) }
            if case .object(let instance) = object { managed.insert(instance) }
            return object
        }, type: .of(type)), .of(type))
    }
}
