import Foundation

/// `NSCountedSet`: distinct objects, each with how many times it was added, as a word game
/// counts a guess's letters against its word's. A class, as in Foundation: changed in place
/// and shared. Foundation iterates it in hash order, which is not fixed; here it walks its
/// objects in the order they were first added, so a run is the same every time.
enum FoundationCountedSetSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSCountedSet", .class, conformsTo: ["Sequence"], doc: "Distinct objects, each with how many times it was added.") { t in
            t.initializer("init()", doc: "An empty counted set.") { _ in .host(CountedSetValue([])) }
            t.initializer("init(array: [Any])", doc: "The array's objects, each counted as often as it appears.") { a in
                .host(CountedSetValue(try Sequences.elements(a[0], in: a.context)))
            }
            t.method("func count(for object: Any) -> Int", doc: "How many times the object was added (0 when it was not).") { r, a in
                .int(try set(r).count(for: a[0]))
            }
            t.method("func add(_ object: Any)", doc: "Adds the object once more.") { r, a in
                try set(r).added.append(a[0])
                return .none
            }
            t.method("func remove(_ object: Any)", doc: "Takes the object away once (nothing when it is not there).") { r, a in
                let counted = try set(r)
                if let index = counted.added.lastIndex(where: { Value.equal($0, a[0]) }) { counted.added.remove(at: index) }
                return .none
            }
            t.property("var count: Int { get }", doc: "How many distinct objects it holds.") { .int(try set($0).elements.count) }
        }
    }

    private static func set(_ value: Value) throws -> CountedSetValue {
        guard case .host(let set as CountedSetValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSCountedSet", value)) }
        return set
    }
}

/// An `NSCountedSet`: every object added, repeats included, in the order they were added.
final class CountedSetValue: HostValue, HostSequence {
    var added: [Value]
    init(_ objects: [Value]) { added = objects }
    var typeName: String { "NSCountedSet" }
    var elements: [Value] { SetValue(added).elements }
    func count(for object: Value) -> Int { added.filter { Value.equal($0, object) }.count }
    var valueDescription: String { "<NSCountedSet> (" + elements.map { "\(Value.describe($0)) [\(count(for: $0))]" }.joined(separator: ", ") + ")" }
    var equalityKey: String { "\(ObjectIdentifier(self).hashValue)" }
}
