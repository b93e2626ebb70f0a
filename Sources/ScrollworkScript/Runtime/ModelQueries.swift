import Foundation
import ScrollworkFrontEnd

/// What a fetch asks of a context: SwiftData's `FetchDescriptor` and `@Query` both come to
/// this. The model type may be unknown until the query meets the property it fills
/// (`@Query var books: [Book]`).
struct ModelFetch {
    var typeName: String?
    /// `#Predicate<Book> { … }`: run by the interpreter on each model; true keeps it.
    var predicate: Callable?
    var sort: [SortDescriptorValue] = []
    var fetchLimit: Int?
    var fetchOffset: Int?

    init(typeName: String?, predicate: Callable? = nil, sort: [SortDescriptorValue] = []) {
        self.typeName = typeName
        self.predicate = predicate
        self.sort = sort
    }

    /// The models of the type the predicate keeps, sorted; models that compare equal by every
    /// descriptor keep their insertion order, so the order is the same in every run.
    func run(over models: [ObjectInstance], in context: ScriptContext?, range: SourceRange) throws -> [ObjectInstance] {
        let runtime = context?.hostScene
        var kept = [(position: Int, model: ObjectInstance)]()
        for (position, model) in models.enumerated() where typeName.map({ model.type.isModel(named: $0) }) ?? true {
            // Any change to a model of the type may change what the query shows.
            if let runtime { model.observe(by: runtime) }
            if let predicate {
                let verdict = try predicate.call([.object(model)], in: context)
                guard case .bool(let keep) = verdict else {
                    throw Diagnostic.error("a #Predicate must give a Bool, not \(verdict.typeName)", at: range)
                }
                if !keep { continue }
            }
            kept.append((position, model))
        }
        if !sort.isEmpty {
            let keys = try kept.map { entry in try sort.map { try $0.keyPath.apply(to: .object(entry.model), in: context) } }
            let order: [Int]
            do { order = try SortDescriptorValue.order(keys, by: sort) } catch {
                throw Diagnostic.error("cannot sort by \(sort.map(\.keyPath.description).joined(separator: ", ")): \(error)", at: range)
            }
            kept = order.map { kept[$0] }
        }
        var result = kept.map(\.model)
        if let offset = fetchOffset { result = Array(result.dropFirst(max(0, offset))) }
        if let limit = fetchLimit { result = Array(result.prefix(max(0, limit))) }
        return result
    }
}

extension StructType {
    /// Whether instances of this type are fetched by a query for `name` (the class or a subclass of it).
    func isModel(named name: String) -> Bool {
        var current: StructType? = self
        while let type = current {
            if type.name == name { return true }
            current = type.superclass
        }
        return false
    }
}

/// Foundation's `SortDescriptor` and `KeyPathComparator`: a key path and an order. A
/// SortDescriptor's strings compare as `String.StandardComparator.localizedStandard` does
/// (ignoring case, numbers by value, in the simulated device's en_US locale); a
/// KeyPathComparator's with `<`, as its `ComparableComparator` does. nil sorts before any
/// value, as SwiftData's store does.
final class SortDescriptorValue: HostValue {
    /// How two strings compare.
    enum StringOrder: String {
        case localizedStandard, comparable
        /// `NSSortDescriptor`'s default selector, `compare:`: literal, as `<` compares.
        case compareSelector
    }

    let keyPath: KeyPathValue
    let isReverse: Bool
    let strings: StringOrder

    init(keyPath: KeyPathValue, isReverse: Bool, strings: StringOrder = .localizedStandard) {
        self.keyPath = keyPath
        self.isReverse = isReverse
        self.strings = strings
    }

    var surfaceType: String {
        switch strings {
        case .comparable: return "KeyPathComparator"
        case .compareSelector: return "NSSortDescriptor"
        case .localizedStandard: return "SortDescriptor"
        }
    }
    var typeName: String { "\(surfaceType)<\(keyPath.rootName ?? "_")>" }
    var valueDescription: String { "\(surfaceType)(\(keyPath.description), order: .\(isReverse ? "reverse" : "forward"))" }
    var equalityKey: String { valueDescription + strings.rawValue }

    private static let locale = Locale(identifier: "en_US")

    /// The positions of the rows of `keys` (one key per descriptor) in the descriptors'
    /// order; rows every descriptor finds the same keep their order, so a sort is stable.
    static func order(_ keys: [[Value]], by sort: [SortDescriptorValue]) throws -> [Int] {
        var order = Array(keys.indices)
        var failure: Error?
        order.sort { a, b in
            for (index, descriptor) in sort.enumerated() {
                do {
                    switch try descriptor.compare(keys[a][index], keys[b][index]) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                } catch {
                    failure = failure ?? error
                    return false
                }
            }
            return a < b
        }
        if let failure { throw failure }
        return order
    }

    func compare(_ a: Value, _ b: Value) throws -> ComparisonResult {
        let forward = try ascending(a, b)
        guard isReverse else { return forward }
        switch forward {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    private func ascending(_ a: Value, _ b: Value) throws -> ComparisonResult {
        switch (a, b) {
        case (.none, .none): return .orderedSame
        case (.none, _): return .orderedAscending
        case (_, .none): return .orderedDescending
        case (.string(let x), .string(let y)) where strings == .localizedStandard:
            return x.compare(y, options: [.caseInsensitive, .numeric], range: nil, locale: Self.locale)
        case (.bool(let x), .bool(let y)):
            return x == y ? .orderedSame : (x ? .orderedDescending : .orderedAscending)
        default:
            if try Operators.less(a, b) { return .orderedAscending }
            if try Operators.less(b, a) { return .orderedDescending }
            return .orderedSame
        }
    }
}

/// `Predicate<Book>`: the closure `#Predicate` wraps, run by the interpreter.
final class PredicateValue: HostObject {
    /// The model type written (`#Predicate<Book>`); nil when left to inference.
    let modelTypeName: String?
    let closure: Callable
    init(modelTypeName: String?, closure: Callable) {
        self.modelTypeName = modelTypeName
        self.closure = closure
    }
    var typeName: String { "Predicate<\(modelTypeName ?? "_")>" }
    var surfaceType: String { "Predicate" }
}

/// `Predicate<Book>(…)`, `FetchDescriptor<Book>(…)`: the value with the model type the
/// generic argument names, which a fetch with no predicate has no other way to know.
enum ModelGenericArgument {
    static func specialize(_ value: Value, to typeName: String) -> Value {
        switch value {
        case .host(let predicate as PredicateValue) where predicate.modelTypeName == nil:
            return .host(PredicateValue(modelTypeName: typeName, closure: predicate.closure))
        case .host(let request as ManagedFetchRequestValue) where request.fetch.typeName == nil:
            request.fetch.typeName = typeName
            return value
        case .host(let descriptor as FetchDescriptorValue) where descriptor.fetch.typeName == nil:
            var fetch = descriptor.fetch
            fetch.typeName = typeName
            return .host(FetchDescriptorValue(fetch))
        case .host(let query as QueryValue) where query.fetch.typeName == nil:
            var fetch = query.fetch
            fetch.typeName = typeName
            return .host(QueryValue(fetch, range: query.range, isCoreData: query.isCoreData, given: query.given))
        default:
            return value
        }
    }
}

/// `FetchDescriptor<Book>`: a fetch as a value whose limit and offset can be set.
final class FetchDescriptorValue: HostObject {
    var fetch: ModelFetch
    init(_ fetch: ModelFetch) { self.fetch = fetch }
    var typeName: String { "FetchDescriptor<\(fetch.typeName ?? "_")>" }
    var surfaceType: String { "FetchDescriptor" }
}

/// `Query(…)` and `@Query(…)`: the fetch a view's property shows, run against the context
/// of the view's environment each time the view's body is evaluated.
final class QueryValue: HostObject {
    let fetch: ModelFetch
    /// Where the query is written, for the error of a view with no container above it.
    let range: SourceRange
    /// SwiftUI's `FetchRequest` of Core Data, read from `\.managedObjectContext`, rather than `Query`.
    let isCoreData: Bool
    /// What the request fetched for the view holding it, when it is held without the wrapper
    /// (`fetchRequest.wrappedValue`); nil for a request no view's body has read yet.
    let fetched: [Value]?
    /// A Core Data request's predicate and sort descriptors as it is made, which the view's
    /// `FetchConfigurationBox` compares with those it was last made with.
    let given: FetchConfiguration?
    init(_ fetch: ModelFetch, range: SourceRange, isCoreData: Bool = false, fetched: [Value]? = nil, given: FetchConfiguration? = nil) {
        self.fetch = fetch
        self.range = range
        self.isCoreData = isCoreData
        self.fetched = fetched
        self.given = given
    }
    var typeName: String { isCoreData ? "FetchRequest<\(fetch.typeName ?? "_")>" : "Query<\(fetch.typeName ?? "_"), [\(fetch.typeName ?? "_")]>" }
    var surfaceType: String { isCoreData ? "FetchRequest" : "Query" }
}
