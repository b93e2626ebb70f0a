import Foundation
import ScrollworkFrontEnd

/// `@Query` properties as a view's body sees them: the models of the query, fetched from the
/// context of the view's environment each time the body is evaluated, so the list follows the
/// context's inserts and deletes and its models' changes in the same frame.
enum QueryFields {
    static func resolve(_ fields: inout [Value], of type: StructType, runtime: SceneRuntime?) throws {
        guard !type.queryFields.isEmpty else { return }
        for index in type.queryFields.keys.sorted() where index < fields.count {
            guard case .host(let query as QueryValue) = fields[index], let modelName = type.queryFields[index] else { continue }
            guard let runtime else {
                fields[index] = .array([])
                continue
            }
            guard case .host(let context as ModelContextObject) = runtime.environment.value("modelContext", runtime: runtime) else {
                throw Diagnostic.error("'\(type.name)' uses @Query with no ModelContainer above it (iOS stops with \"Set a "
                                       + ".modelContext in view's environment to use Query\"); add .modelContainer(for: \(modelName).self) "
                                       + "to this view or a view above it", at: query.range)
            }
            var fetch = query.fetch
            fetch.typeName = fetch.typeName ?? modelName
            fields[index] = .array(try context.fetch(fetch, in: runtime, range: query.range).map { .object($0) })
        }
    }
}
