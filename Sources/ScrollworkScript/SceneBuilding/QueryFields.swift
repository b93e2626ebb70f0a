import Foundation
import ScrollworkFrontEnd

/// `@Query` properties as a view's body sees them: the models of the query, fetched from the
/// context of the view's environment each time the body is evaluated, so the list follows the
/// context's inserts and deletes and its models' changes in the same frame.
enum QueryFields {
    static func resolve(_ fields: inout [Value], of type: StructType, runtime: SceneRuntime?, level: SceneRuntime.PathLevel?) throws {
        guard !type.queryFields.isEmpty else { return }
        for index in type.queryFields.keys.sorted() where index < fields.count {
            guard case .host(let query as QueryValue) = fields[index], let model = type.queryFields[index] else { continue }
            // A request held without the wrapper stays one, carrying what it fetched.
            func store(_ objects: [Value]) {
                fields[index] = type.unwrappedQueryFields.contains(index)
                    ? .host(QueryValue(query.fetch, range: query.range, isCoreData: query.isCoreData, fetched: objects)) : .array(objects)
            }
            guard let runtime else {
                store([])
                continue
            }
            let modelName: String
            switch model {
            case .named(let name):
                modelName = name
            case .generic(let parameter):
                guard let bound = boundModel(parameter, of: type, fields: fields) else {
                    throw Diagnostic.error("'\(type.name)' uses @Query of '\(parameter)', and nothing this view holds says which "
                                           + "model class '\(parameter)' stands for (scrollwork reads it from a stored property "
                                           + "of that type, or a closure taking it whose body passes it on typed)", at: query.range)
                }
                modelName = bound
            }
            if query.isCoreData {
                // The predicate and sort descriptors the view keeps, which `FetchedResults` may have set.
                var configuration: FetchConfiguration?
                if let hidden = type.fetchConfigurationFields[index], let level, let given = query.given {
                    let box = runtime.fetchConfiguration(level.path, type.fieldNames[index], given: given)
                    fields[hidden] = .host(box)
                    configuration = box.configuration(madeAs: given)
                }
                let given = runtime.environment.value("managedObjectContext", runtime: runtime)
                guard case .host(let context as ModelContextObject) = given, context.container.isCoreData, context.container.hasStore else {
                    // iOS stops here; previews of the course often give no context, so the list is
                    // shown empty, with a located warning saying so, and the rest of the view is checked.
                    runtime.lifecycle.warn("'\(type.name)' uses @FetchRequest with no managed object context above it: iOS stops here "
                                           + "(the environment's default context has no persistent store coordinator), so its list is "
                                           + "empty; add .environment(\\.managedObjectContext, container.viewContext) to this view or a view above it",
                                           at: query.range)
                    store([])
                    continue
                }
                var fetch = query.fetch
                fetch.typeName = fetch.typeName ?? modelName
                if let configuration { fetch = configuration.applied(to: fetch) }
                store(try context.fetch(fetch, in: runtime, range: query.range).map { .object($0) })
                continue
            }
            guard case .host(let context as ModelContextObject) = runtime.environment.value("modelContext", runtime: runtime) else {
                throw Diagnostic.error("'\(type.name)' uses @Query with no ModelContainer above it (iOS stops with \"Set a "
                                       + ".modelContext in view's environment to use Query\"); add .modelContainer(for: \(modelName).self) "
                                       + "to this view or a view above it", at: query.range)
            }
            var fetch = query.fetch
            fetch.typeName = fetch.typeName ?? modelName
            store(try context.fetch(fetch, in: runtime, range: query.range).map { .object($0) })
        }
    }

    /// The model class `parameter` stands for in one instance. Swift knows it from the
    /// instance's type (`ModelPreview<Bird, BirdIcon>`); scrollwork does not keep a generic
    /// type's arguments, so it reads it from what the instance holds: a stored model of that
    /// type, or a closure taking one, which its body typed (`{ bird in BirdIcon(bird: bird) }`,
    /// `BodyChecker.typeUntypedParameters`).
    static func boundModel(_ parameter: String, of type: StructType, fields: [Value]) -> String? {
        func isParameter(_ declared: StaticType) -> Bool {
            if case .generic(parameter, _) = declared.unwrapped { return true }
            return false
        }
        for (index, declared) in type.fieldTypes.enumerated() where index < fields.count {
            switch (declared.unwrapped, fields[index]) {
            case (.generic(parameter, _), .object(let object)) where object.type.modelSchema != nil:
                return object.type.name
            case (.functionType(let parameters, _), .function(let callable)):
                guard let function = callable.function else { continue }
                for (position, taken) in parameters.enumerated() where isParameter(taken) && position < function.parameterTypes.count {
                    if case .record(let ref) = function.parameterTypes[position].unwrapped, ref.type.modelSchema != nil {
                        return ref.type.name
                    }
                }
            default:
                continue
            }
        }
        return nil
    }
}
