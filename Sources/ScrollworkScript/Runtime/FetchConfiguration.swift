import Foundation

/// An `NSPredicate`: its parsed format.
final class NSPredicateValue: HostObject {
    let format: PredicateFormat
    init(_ format: PredicateFormat) { self.format = format }
    var typeName: String { "NSPredicate" }
}

/// SwiftUI's `FetchRequest.Configuration`: a Core Data request's predicate (an `NSPredicate`,
/// or nil) and sort descriptors, as the request was made or as `FetchedResults.nsPredicate`,
/// `.sortDescriptors` and `.nsSortDescriptors` last set them, with what a fetch runs of them
/// (`CoreDataFetchSurface.configuration` reads them).
struct FetchConfiguration {
    let predicate: Value
    let sortDescriptors: Value
    let filter: Callable?
    let sort: [SortDescriptorValue]

    /// The fetch with this predicate and these descriptors.
    func applied(to fetch: ModelFetch) -> ModelFetch {
        var fetch = fetch
        fetch.predicate = filter
        fetch.sort = sort
        return fetch
    }

    /// Whether two configurations ask for the same fetch: predicates written alike with equal
    /// arguments (as `NSPredicate`'s `isEqual:` compares them) and equal descriptors in order.
    func isSame(as other: FetchConfiguration) -> Bool {
        switch (predicate, other.predicate) {
        case (.none, .none): break
        case (.host(let a as NSPredicateValue), .host(let b as NSPredicateValue)):
            guard a.format.isSame(as: b.format) else { return false }
        default: return false
        }
        return Value.equal(sortDescriptors, other.sortDescriptors)
    }
}

/// Where a view keeps its `@FetchRequest`'s configuration, as SwiftUI keeps it with the view:
/// set through `FetchedResults`, it lasts while the view stays in the tree and its request is
/// made as before; a request made differently (a parent passing a new filter to the view's
/// initialiser) starts again from what it is made with.
final class FetchConfigurationBox: HostObject {
    private(set) var given: FetchConfiguration
    private(set) var current: FetchConfiguration
    /// Told when the configuration is set, so the scene evaluates the view's body again.
    private weak var owner: (any StateObserver)?

    init(_ given: FetchConfiguration, owner: (any StateObserver)?) {
        self.given = given
        self.current = given
        self.owner = owner
    }

    var typeName: String { "FetchRequest.Configuration" }

    /// The configuration to fetch with, for a view whose request is now made as `request` says.
    func configuration(madeAs request: FetchConfiguration) -> FetchConfiguration {
        if !request.isSame(as: given) {
            given = request
            current = request
        }
        return current
    }

    /// Sets the configuration (`books.nsPredicate = …`): the next fetch uses it.
    func set(_ configuration: FetchConfiguration) {
        current = configuration
        owner?.stateDidChange()
    }
}

extension PredicateFormat {
    /// Whether two predicates are written alike, with equal arguments.
    func isSame(as other: PredicateFormat) -> Bool {
        switch (self, other) {
        case (.constant(let a), .constant(let b)): return a == b
        case (.and(let a1, let b1), .and(let a2, let b2)), (.or(let a1, let b1), .or(let a2, let b2)):
            return a1.isSame(as: a2) && b1.isSame(as: b2)
        case (.not(let a), .not(let b)): return a.isSame(as: b)
        case (.comparison(let a), .comparison(let b)):
            return a.quantifier == b.quantifier && a.op == b.op && a.caseInsensitive == b.caseInsensitive
                && a.diacriticInsensitive == b.diacriticInsensitive && a.left.isSame(as: b.left) && a.right.isSame(as: b.right)
        default: return false
        }
    }
}

extension PredicateFormat.Side {
    func isSame(as other: PredicateFormat.Side) -> Bool {
        switch (self, other) {
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.value(let a), .value(let b)): return Value.equal(a, b)
        case (.aggregate(let a), .aggregate(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        default: return false
        }
    }
}
