import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// What SwiftData's macros declare (`BodyChecker+SwiftData` says what they mean): the conformances
/// `@Model` adds, its properties' attributes, and `@Query` properties of views.
extension SignatureResolver {
    /// The conformances `@Model` adds, once the class's own are resolved.
    func modelConformances(_ type: StructType) {
        guard let schema = type.model else { return }
        // An NSManagedObject is an NSObject (hashed by reference) and an ObservableObject.
        let added = schema.isManagedObject ? ["Hashable", "ObservableObject"] : ["PersistentModel", "Identifiable", "Hashable", "Observable"]
        for name in added where !type.conformances.contains(name) {
            type.conformances.append(name)
        }
    }

    /// `@Attribute(.unique)`, `@Relationship(deleteRule: .cascade, inverse: \Job.owner)` and
    /// `@Transient` on a stored property of a `@Model` class; true when the attribute is one of them.
    func modelPropertyAttribute(_ attribute: Attribute, field index: Int, of type: StructType) -> Bool {
        guard ["Attribute", "Relationship", "Transient"].contains(attribute.name) else { return false }
        guard let schema = type.model else {
            error("'@\(attribute.name)' can only be used on a property of a @Model class", at: attribute.range)
            return true
        }
        switch attribute.name {
        case "Transient":
            schema.transientFields.insert(index)
            // Not stored: SwiftData does not observe it either.
            type.ignoredFields.insert(index)
        case "Attribute":
            for argument in attribute.arguments where argument.label == nil {
                if case .implicitMember("unique", _) = argument.value.kind { schema.uniqueFields.insert(index) }
            }
        default:
            for argument in attribute.arguments {
                switch (argument.label, argument.value.kind) {
                case ("deleteRule"?, .implicitMember(let name, _)):
                    guard let rule = ModelDeleteRule(rawValue: name) else {
                        error("type 'Schema.Relationship.DeleteRule' has no member '\(name)'", at: argument.value.range,
                              hint: NameSuggestions.hint(for: name, in: ModelDeleteRule.allCases.map(\.rawValue)))
                        continue
                    }
                    schema.deleteRules[index] = rule
                case ("inverse"?, .keyPath(_, let components)):
                    if case .property(let name)? = components.last { schema.inverses[index] = name }
                default:
                    break
                }
            }
        }
        return true
    }

    /// `@NSManaged var title: String?` of an NSManagedObject subclass: a stored attribute of the
    /// entity, whose changes the object publishes (its `objectWillChange`) and the context records.
    func managedProperty(_ attribute: Attribute, field index: Int, of type: StructType) {
        guard let schema = type.modelSchema, schema.isManagedObject else {
            error("@NSManaged only allowed on an instance property or method", at: attribute.range,
                  hint: "declare it in a class that inherits from NSManagedObject")
            return
        }
        schema.managedFields.insert(index)
        if case .published(var fields) = type.observation {
            fields.insert(index)
            type.observation = .published(fields)
        } else {
            type.observation = .published([index])
        }
    }

    /// `@Query(…) var books: [Book]`: the field holds the query (the attribute's arguments,
    /// or what an initialiser assigns to `_books`); the view's builder swaps in the models.
    func queryProperty(_ attribute: Attribute, _ variable: VariableDecl, of type: StructType, bodies: inout [PendingBody]) {
        guard let index = type.fieldIndex[variable.name] else { return }
        let isFetchRequest = attribute.name == "FetchRequest"
        if isFetchRequest {
            // Beside the property, where the view keeps its request's configuration (`QueryFields`):
            // a constant with a value, so no initialiser takes it, and a name no source can write.
            type.fetchConfigurationFields[index] = type.addField("$\(variable.name).configuration", type: .unknown, isLet: true,
                                                                 defaultValue: { _ in .none })
        }
        let modelName: String?
        switch variable.type?.kind {
        case .array(let element)? where !isFetchRequest: modelName = element.dottedName
        case .named("FetchedResults", let arguments)? where isFetchRequest && arguments.count == 1: modelName = arguments[0].dottedName
        default: modelName = nil
        }
        if case .array(.placeholder(let name)) = type.fieldTypes[index] {
            // Models of a file that is not loaded: none is fetched, so the list shows no rows.
            warning(PlaceholderMessages.emptyQuery(name, wrapper: attribute.name), at: attribute.range)
            type.fieldDefaults[index] = { _ in .array([]) }
            return
        }
        if let modelName, Self.isGenericParameter(modelName, of: type) {
            // `@Query var models: [Model]` of `struct ModelPreview<Model: PersistentModel>`: the
            // class is each instance's own, known when its body runs.
            let late = LateEval()
            type.queryFields[index] = .generic(modelName)
            type.fieldDefaults[index] = late.call
            if isFetchRequest, attribute.arguments.isEmpty {
                // `@FetchRequest var items: FetchedResults<T>` set in an initialiser (`_items = FetchRequest<T>(…)`).
                type.fieldDefaults[index] = { _ in .array([]) }
                return
            }
            bodies.append(.query(queryCall(attribute), late, owner: type, model: nil))
            return
        }
        guard let modelName, let model = resolveTypeName(modelName), model.modelSchema?.isManagedObject == isFetchRequest else {
            error(isFetchRequest ? "'@FetchRequest' needs a property of type FetchedResults of an NSManagedObject subclass, such as FetchedResults<Book>"
                    : "'@Query' needs a property whose type is an array of a @Model class, such as [Book]", at: attribute.range)
            type.fieldDefaults[index] = { _ in .array([]) }
            return
        }
        // The arguments name key paths of models whose properties are declared later.
        let late = LateEval()
        type.queryFields[index] = .named(model.name)
        if isFetchRequest, attribute.arguments.isEmpty {
            type.fieldDefaults[index] = { _ in .array([]) }
            return
        }
        type.fieldDefaults[index] = late.call
        bodies.append(.query(queryCall(attribute), late, owner: type, model: model.name))
    }

    /// `var fetchRequest: FetchRequest<Ship>` of a view, set in its initialiser and read as
    /// `fetchRequest.wrappedValue`: SwiftUI updates every stored `DynamicProperty` of a view,
    /// written with the wrapper's `@` or not, so the request fetches as `@FetchRequest` does.
    func unwrappedFetchRequest(_ variable: VariableDecl, of type: StructType) {
        guard let index = type.fieldIndex[variable.name], case .named("FetchRequest", let arguments)? = variable.type?.kind,
              arguments.count == 1, let name = arguments[0].dottedName else { return }
        if Self.isGenericParameter(name, of: type) {
            type.queryFields[index] = .generic(name)
        } else if let model = resolveTypeName(name), model.modelSchema?.isManagedObject == true {
            type.queryFields[index] = .named(model.name)
        } else {
            return
        }
        type.unwrappedQueryFields.insert(index)
    }

    /// `Query(…)` with the attribute's arguments: what the property holds.
    private func queryCall(_ attribute: Attribute) -> Expression {
        Expression(kind: .postfix(base: Expression(kind: .identifier(attribute.name), range: attribute.range),
                                  operations: [PostfixOperation(kind: .call(attribute.arguments), range: attribute.range)]),
                   range: attribute.range)
    }

    /// Whether `name` is a generic parameter of `type` or of a type it is declared in.
    private static func isGenericParameter(_ name: String, of type: StructType) -> Bool {
        var context: StructType? = type
        while let current = context {
            if current.genericParameters[name] != nil { return true }
            context = current.outer
        }
        return false
    }
}
