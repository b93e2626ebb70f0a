import ScrollworkCore

/// What `Dictionary` and `Set` values offer beyond subscripts and literals: their counts,
/// keys and values, the set algebra, grouping. Both are sequences (a dictionary of its
/// `(key:, value:)` pairs, in insertion order: docs/SEMANTICS.md, "Determinism").
enum SwiftDictionarySetSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        dictionary(&surface)
        set(&surface)
    }

    private static func dictionary(_ value: Value) throws -> DictionaryValue {
        guard case .dictionary(let dictionary) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Dictionary", value)) }
        return dictionary
    }

    private static func set(_ value: Value) throws -> SetValue {
        guard case .set(let set) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Set", value)) }
        return set
    }

    private static let closure = ValueReaders.closure

    private static func dictionary(_ surface: inout SurfaceBuilder) {
        surface.type("Dictionary", conformsTo: ["Sequence", "Equatable"], doc: "Values by unique keys, in insertion order here.") { t in
            t.initializer("init()", doc: "An empty dictionary.") { _ in .dictionary(DictionaryValue()) }
            t.initializer("init<S: Sequence>(grouping values: S, by keyForValue: (S.Element) throws -> Key) rethrows",
                          doc: "The values grouped in arrays by the key each gives, keys in order of first appearance.") { a in
                let key = try closure(a[1], "by")
                var result = DictionaryValue()
                for element in try Sequences.elements(a[0], in: a.context) {
                    let name = try key.call([element], in: a.context)
                    try a.context.charge(1)
                    if case .array(let group) = result[name] { result[name] = .array(group + [element]) } else { result[name] = .array([element]) }
                }
                return .dictionary(result)
            }
            t.initializer("init<S: Sequence>(uniqueKeysWithValues keysAndValues: S)", doc: "A dictionary of (key, value) pairs.") { a in
                let pairs = try Sequences.elements(a[0], in: a.context).map { element -> (Value, Value) in
                    guard case .tuple(let pair) = element, pair.elements.count == 2 else {
                        throw RuntimeFailure("uniqueKeysWithValues needs (key, value) pairs, not \(element.typeName)")
                    }
                    return (pair.elements[0], pair.elements[1])
                }
                return .dictionary(try DictionaryValue(pairs: pairs))
            }
            t.property("var count: Int { get }", doc: "The number of keys.") { .int(try dictionary($0).count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether there are no keys.") { .bool(try dictionary($0).count == 0) }
            t.property("var keys: Dictionary<Key, Value>.Keys { get }", doc: "The keys, in insertion order.") { .array(try dictionary($0).keys) }
            t.property("var values: Dictionary<Key, Value>.Values { get }", doc: "The values, in insertion order.") { .array(try dictionary($0).values) }
            t.method("func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> Dictionary<Key, T>",
                     doc: "The same keys with each value transformed.") { r, a in
                let transform = try closure(a[0], "mapValues")
                let pairs = try dictionary(r).pairs.map { ($0, try transform.call([$1], in: a.context)) }
                return .dictionary(try DictionaryValue(pairs: pairs))
            }
            t.mutating("mutating func updateValue(_ value: Value, forKey key: Key) -> Value?",
                       doc: "Sets the key's value; returns the one it replaced, or nil.") { r, a in
                var edited = try dictionary(r)
                let old = edited[a[1]]
                r = .none
                edited[a[1]] = a[0]
                r = .dictionary(edited)
                return old
            }
            t.mutating("mutating func removeValue(forKey key: Key) -> Value?", doc: "Removes the key; returns its value, or nil.") { r, a in
                var edited = try dictionary(r)
                let old = edited[a[0]]
                r = .none
                edited[a[0]] = .none
                r = .dictionary(edited)
                return old
            }
            t.mutating("mutating func removeAll(keepingCapacity keepCapacity: Bool = false)", doc: "Removes every key.") { r, _ in
                _ = try dictionary(r)
                r = .dictionary(DictionaryValue())
                return .none
            }
        }
    }

    private static func set(_ surface: inout SurfaceBuilder) {
        surface.type("Set", conformsTo: ["Sequence", "Equatable"], doc: "Unique elements, in insertion order here.") { t in
            t.initializer("init()", doc: "An empty set.") { _ in .set(SetValue()) }
            t.initializer("init<S: Sequence>(_ sequence: S)", doc: "The sequence's distinct elements.") { a in
                .set(SetValue(try Sequences.elements(a[0], in: a.context)))
            }
            t.property("var count: Int { get }", doc: "The number of elements.") { .int(try set($0).count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether there are no elements.") { .bool(try set($0).count == 0) }
            t.method("func contains(_ member: Element) -> Bool", doc: "Whether the element is in the set.") { r, a in
                .bool(try set(r).contains(a[0]))
            }
            t.mutating("mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)",
                       doc: "Adds the element unless an equal one is there.") { r, a in
                var edited = try set(r)
                r = .none
                let inserted = edited.insert(a[0])
                r = .set(edited)
                return .tuple(TupleValue([.bool(inserted), a[0]], labels: ["inserted", "memberAfterInsert"]))
            }
            t.mutating("mutating func remove(_ member: Element) -> Element?", doc: "Removes the element; returns it, or nil.") { r, a in
                var edited = try set(r)
                r = .none
                let removed = edited.remove(a[0])
                r = .set(edited)
                return removed ? a[0] : .none
            }
            t.mutating("mutating func removeAll(keepingCapacity keepCapacity: Bool = false)", doc: "Removes every element.") { r, _ in
                _ = try set(r)
                r = .set(SetValue())
                return .none
            }
            algebra(&t)
        }
    }

    /// `union`, `intersection`, `subtracting`, `symmetricDifference`, their mutating forms, and the comparisons.
    private static func algebra(_ t: inout SurfaceTypeBuilder) {
        typealias Combine = (SetValue, [Value]) -> [Value]
        let operations: [(String, String, Combine)] = [
            ("union", "formUnion", { a, b in a.elements + b }),
            ("intersection", "formIntersection", { a, b in let other = SetValue(b); return a.elements.filter(other.contains) }),
            ("subtracting", "subtract", { a, b in let other = SetValue(b); return a.elements.filter { !other.contains($0) } }),
            ("symmetricDifference", "formSymmetricDifference", { a, b in
                let other = SetValue(b)
                return a.elements.filter { !other.contains($0) } + other.elements.filter { !a.contains($0) }
            }),
        ]
        for (name, mutatingName, combine) in operations {
            t.method("func \(name)<S: Sequence>(_ other: S) -> Set<Element>", doc: "A new set: \(name).") { r, a in
                .set(SetValue(combine(try set(r), try Sequences.elements(a[0], in: a.context))))
            }
            t.mutating("mutating func \(mutatingName)<S: Sequence>(_ other: S)", doc: "The set changed in place: \(name).") { r, a in
                let result = SetValue(combine(try set(r), try Sequences.elements(a[0], in: a.context)))
                r = .set(result)
                return .none
            }
        }
        t.method("func isSubset<S: Sequence>(of possibleSuperset: S) -> Bool", doc: "Whether every element is in the other.") { r, a in
            let other = SetValue(try Sequences.elements(a[0], in: a.context))
            return .bool(try set(r).elements.allSatisfy(other.contains))
        }
        t.method("func isSuperset<S: Sequence>(of possibleSubset: S) -> Bool", doc: "Whether every element of the other is in it.") { r, a in
            let me = try set(r)
            return .bool(try Sequences.elements(a[0], in: a.context).allSatisfy(me.contains))
        }
        t.method("func isDisjoint<S: Sequence>(with other: S) -> Bool", doc: "Whether no element is in both.") { r, a in
            let me = try set(r)
            return .bool(!(try Sequences.elements(a[0], in: a.context)).contains(where: me.contains))
        }
    }
}
