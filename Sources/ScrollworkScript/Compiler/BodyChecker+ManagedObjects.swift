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

/// `Book.entity()` and `Book.fetchRequest()`, class methods every `NSManagedObject` subclass
/// inherits: the entity's description, named as the class is (`FetchRequest(entity:
/// Book.entity(), …)`), and a fetch of its objects (an app's class with no generated
/// `fetchRequest()` of its own writes `Book.fetchRequest() as! NSFetchRequest<Book>`).
extension BodyChecker {
    func managedEntity(_ type: StructType, _ name: String, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard ["entity", "fetchRequest"].contains(name), arguments.isEmpty, type.modelSchema?.isManagedObject == true,
              type.staticFunctions[name] == nil else { return nil }
        if name == "fetchRequest" {
            // A new request at each call, as `NSFetchRequest(entityName: "Book")` makes it.
            let entityName = Expression(kind: .string([.text(type.name)]), range: range)
            return initializerCall("NSFetchRequest", [Argument(label: "entityName", value: entityName, range: range)],
                                   range: range, nameRange: range)
        }
        return .literal(.host(EntityDescriptionValue(name: type.name)), .named(EntityDescriptionValue.surfaceName))
    }
}

extension BodyChecker {
    /// `T.entity()` of a view generic over its entity (`struct FilteredList<T: NSManagedObject, …>`),
    /// which `FetchRequest<T>(entity: T.entity(), …)` takes: the entity of whatever `T` each
    /// instance is made with, which the request finds itself (as `FetchRequest<T>(sortDescriptors:)`
    /// does); its name is not known here, so reading it is a located error.
    func genericEntity(_ base: Expression, _ operations: [PostfixOperation]) -> TypedExpression? {
        guard case .identifier(let name) = base.kind, scope.lookup(name) == nil, operations.count >= 2,
              case .member("entity", _) = operations[0].kind,
              operations[1].callArguments?.isEmpty == true,
              scope.selfScope()?.type.genericParameters[name] != nil || genericTypeValue(name, range: base.range) != nil else { return nil }
        return .literal(.host(EntityDescriptionValue(name: nil)), .named(EntityDescriptionValue.surfaceName))
    }
}

/// The accessors Xcode generates for a to-many relationship, declared `@NSManaged` with no
/// body, which Core Data implements at run time: `addToBooks(_:)` and `removeFromBooks(_:)`
/// add or remove one object, or (given an `NSSet`) each of a set's, in the relationship
/// `books`. Core Data also sets each object's inverse relationship (`book.shelf`); that is not
/// simulated, with a located warning at each relationship's accessor of one object.
extension BodyChecker {
    /// The body of a body-less `@NSManaged` method of `owner`; an error for one that is no
    /// relationship's accessor.
    func compileManagedAccessor(_ decl: FunctionDecl, _ function: ScriptFunction, owner: StructType) {
        function.body = { _ in .normal }
        let adds = decl.name.hasPrefix("addTo"), removes = decl.name.hasPrefix("removeFrom")
        let property = String(decl.name.dropFirst(adds ? 5 : removes ? 10 : 0))
        guard owner.modelSchema?.isManagedObject == true, adds || removes, decl.parameters.count == 1,
              let field = Self.relationshipField(property, of: owner) else {
            error("'@NSManaged' method '\(decl.name)' is not an accessor of a to-many relationship of '\(owner.name)'",
                  at: decl.nameRange, hint: "Core Data implements addToX(_:) and removeFromX(_:) of a relationship x")
            return
        }
        if adds, function.parameterTypes.first != .named("NSSet") {
            warning("'\(decl.name)' is not simulated in full: Core Data also sets the inverse relationship of each object added "
                    + "or removed, which stays as it was here; read the relationship from '\(owner.name)'", at: decl.nameRange)
        }
        let scope = FunctionScope(parent: nil, selfType: owner, isMutating: false, returnType: .void)
        withScope(scope) {
            let slot = self.scope.declare(decl.parameters[0].name, type: function.parameterTypes[0], isLet: true,
                                          range: decl.parameters[0].range).slot
            function.frameSize = self.scope.slotCount
            function.body = { frame in
                guard case .object(let object) = frame.slots[0] else { return .normal }
                var related: SetValue
                switch object.fields[field] {
                case .set(let set): related = set
                case .array(let items): related = SetValue(items)
                default: related = SetValue()
                }
                let given = frame.slots[slot]
                let objects: [Value]
                switch given {
                case .set(let set): objects = set.elements
                case .array(let items): objects = items
                default: objects = [given]
                }
                for item in objects {
                    if adds { _ = related.insert(item) } else { _ = related.remove(item) }
                }
                try object.set(field, .set(related), in: frame.context)
                return .normal
            }
        }
    }

    /// The stored relationship an accessor's name ends with (`Books` of `addToBooks`): its
    /// name with a lowercase first letter, as Xcode makes the accessor's name from it.
    private static func relationshipField(_ property: String, of owner: StructType) -> Int? {
        guard let first = property.first else { return nil }
        return owner.fieldIndex[first.lowercased() + property.dropFirst()] ?? owner.fieldIndex[property]
    }
}

/// Key-value coding on a managed object, as `NSObject` gives it: `object.value(forKey: "title")`
/// reads the attribute of that name and `object.setValue(x, forKey: "title")` writes it, its
/// observers told as a property's write tells them. A key the entity does not have is the
/// exception Core Data raises, a located error here.
extension BodyChecker {
    func keyValueCodingCall(_ receiver: Typed, _ type: StructType, _ name: String, _ arguments: [Argument],
                            range: SourceRange) -> TypedExpression? {
        guard type.modelSchema?.isManagedObject == true else { return nil }
        let labels = arguments.map(\.label)
        let call: Callable
        switch (name, labels) {
        case ("value", ["forKey"]):
            call = Callable(name: "value(forKey:)", arity: 2) { values, _ in
                let (object, index) = try Self.keyedField(values[0], values[1])
                return object.fields[index]
            }
        case ("setValue", [nil, "forKey"]):
            call = Callable(name: "setValue(_:forKey:)", arity: 3) { values, context in
                let (object, index) = try Self.keyedField(values[0], values[2])
                try object.set(index, coerce(values[1], to: object.type.fieldTypes[index]), in: context)
                return .none
            }
        default:
            return nil
        }
        let keyIndex = arguments.count - 1
        let values = [receiver.eval] + arguments.enumerated().map { index, argument in
            expression(argument.value, expected: index == keyIndex ? .string : .unknown).eval
        }
        return .functionValueCall(callee: { _ in .function(call) }, arguments: values, result: .unknown, range: range)
    }

    private static func keyedField(_ receiver: Value, _ key: Value) throws -> (ObjectInstance, Int) {
        guard case .object(let object) = receiver, case .string(let name) = key else {
            throw RuntimeFailure("key-value coding needs a managed object and a String key")
        }
        guard let index = object.type.fieldIndex[name] else {
            throw RuntimeFailure("[<\(object.type.name)> valueForUndefinedKey:]: the entity \(object.type.name) is not key value coding-compliant for the key \"\(name)\".")
        }
        return (object, index)
    }
}
