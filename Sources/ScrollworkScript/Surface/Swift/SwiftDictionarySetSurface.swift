import ScrollworkCore

/// `Dictionary` and `Set`: their own members (the `Sequence` ones come from the protocol).
/// Both keep insertion order (`DictionaryValue`), so what a script iterates is the same on
/// every run.
enum SwiftDictionarySetSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        dictionary(&surface)
        set(&surface)
        // An app's own option sets: the compiler gives them SetAlgebra's members on the bits
        // of their rawValue (BodyChecker+OptionSets.swift).
        surface.type("OptionSet", .protocol, conformsTo: ["RawRepresentable", "Equatable"],
                     doc: "A set of flags kept in the bits of a rawValue: contains, insert, union, [.a, .b] …")
    }

    private static func dictionary(_ surface: inout SurfaceBuilder) {
        func table(_ value: Value) throws -> DictionaryValue {
            guard case .dictionary(let dictionary) = value else { throw RuntimeFailure("expected a dictionary, not \(value.typeName)") }
            return dictionary
        }
        /// Runs `change` on the dictionary in `receiver`, keeping its storage uniquely referenced;
        /// when another value holds it too, the copy is charged to the memory budget.
        func edit(_ receiver: inout Value, _ context: ScriptContext?, _ change: (inout DictionaryValue) throws -> Value) throws -> Value {
            var dictionary = try table(receiver)
            receiver = .none
            defer { receiver = .dictionary(dictionary) }
            try dictionary.chargeCopy(in: context)
            return try change(&dictionary)
        }
        surface.type("Dictionary", conformsTo: ["Sequence", "Equatable"], doc: "Values by unique keys.") { t in
            t.property("var description: String { get }", doc: "The value as text, as print writes it.") { .string(Value.describe($0)) }
            t.initializer("init()", doc: "An empty dictionary.") { _ in .dictionary(DictionaryValue()) }
            t.initializer("init<S: Sequence>(grouping values: S, by keyForValue: (S.Element) throws -> Key) rethrows",
                          doc: "The values grouped in arrays by the key each gives, keys in order of first appearance.") { a in
                let key = try ValueReaders.closure(a[1], "by")
                var result = DictionaryValue()
                for element in try Sequences.elements(a[0], in: a.context) {
                    let name = try key.call([element], in: a.context)
                    try a.context.charge(1)
                    if case .array(let group) = result[name] { result[name] = .array(group + [element]) } else { result[name] = .array([element]) }
                }
                return .dictionary(result)
            }
            /// The (key, value) pairs of a sequence.
            func keysAndValues(_ sequence: Value, _ label: String, in context: ScriptContext?) throws -> [(Value, Value)] {
                let pairs = try Sequences.elements(sequence, in: context).map { element -> (Value, Value) in
                    guard case .tuple(let pair) = element, pair.elements.count == 2 else {
                        throw RuntimeFailure("\(label) needs (key, value) pairs, not \(element.typeName)")
                    }
                    return (pair.elements[0], pair.elements[1])
                }
                try context.charge(pairs.count)
                return pairs
            }
            t.initializer("init<S: Sequence>(uniqueKeysWithValues keysAndValues: S)", doc: "A dictionary of (key, value) pairs.") { a in
                .dictionary(try DictionaryValue(pairs: try keysAndValues(a[0], "uniqueKeysWithValues", in: a.context)))
            }
            t.initializer("init<S: Sequence>(_ keysAndValues: S, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows",
                          doc: "A dictionary of (key, value) pairs; for a key given twice, the closure picks or combines the two values.") { a in
                var dictionary = DictionaryValue()
                try merge(&dictionary, try keysAndValues(a[0], "Dictionary(_:uniquingKeysWith:)", in: a.context), a)
                return .dictionary(dictionary)
            }
            t.property("var count: Int { get }", doc: "The number of keys.") { .int(try table($0).count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether there are no keys.") { .bool(try table($0).count == 0) }
            t.property("var keys: [Key] { get }", doc: "The keys.") { .array(try table($0).keys) }
            t.property("var values: [Value] { get }", doc: "The values.") { .array(try table($0).values) }
            t.mutating("mutating func removeValue(forKey key: Key) -> Value?", doc: "Removes a key; its value, or nil.") { r, a in
                try edit(&r, a.context) { dictionary in
                    let old = dictionary[a[0]]
                    dictionary[a[0]] = .none
                    return old
                }
            }
            t.mutating("mutating func updateValue(_ value: Value, forKey key: Key) -> Value?",
                       doc: "Sets a key's value; the value it replaced, or nil.") { r, a in
                try edit(&r, a.context) { dictionary in
                    let old = dictionary[a[1]]
                    if dictionary.count >= Limits.elements { throw RuntimeFailure(Limits.tooManyElements) }
                    try a.context.charge(Limits.hashedEntryUnits)
                    dictionary[a[1]] = a[0]
                    return old
                }
            }
            t.mutating("mutating func removeAll(keepingCapacity keepCapacity: Bool = false)", doc: "Removes every key.") { r, _ in
                r = .dictionary(DictionaryValue())
                return .none
            }
            /// Adds the pairs; a key both have takes what the closure (`a[1]`) makes of (this value, the other's).
            func merge<Pairs: Sequence<(Value, Value)>>(_ dictionary: inout DictionaryValue, _ pairs: Pairs, _ a: SurfaceArguments) throws {
                let combine = try ValueReaders.closure(a[1], "uniquingKeysWith"), count = dictionary.count
                for (key, value) in pairs {
                    if dictionary.contains(key) {
                        dictionary[key] = try combine.call([dictionary[key], value], in: a.context)
                    } else {
                        if dictionary.count >= Limits.elements { throw RuntimeFailure(Limits.tooManyElements) }
                        dictionary[key] = value
                    }
                }
                try dictionary.chargeGrowth(from: count, in: a.context)
            }
            t.mutating("mutating func merge(_ other: [Key : Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows",
                       doc: "Adds the other's keys; for a key both have, the closure picks or combines the two values.") { r, a in
                try edit(&r, a.context) { dictionary in
                    try merge(&dictionary, try table(a[0]).pairs, a)
                    return .none
                }
            }
            t.method("func merging(_ other: [Key : Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key : Value]",
                     doc: "The dictionary with the other's keys added; for a key both have, the closure picks or combines the two values.") { r, a in
                var dictionary = try table(r)
                try dictionary.chargeCopy(in: a.context)
                try merge(&dictionary, try table(a[0]).pairs, a)
                return .dictionary(dictionary)
            }
            t.method("func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value]",
                     doc: "The entries that pass the test, as a dictionary (Swift's Dictionary.filter keeps the type).") { r, a in
                let keep = try ValueReaders.closure(a[0], "filter"), dictionary = try table(r)
                try a.context.charge(dictionary.count * Limits.hashedEntryUnits)
                var result = DictionaryValue()
                for (key, value) in dictionary.pairs
                    where try Operators.truth(keep.call([Sequences.entry(key, value)], in: a.context)) {
                    result[key] = value
                }
                return .dictionary(result)
            }
            t.method("func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T]",
                     doc: "The same keys, each value transformed.") { r, a in
                let transform = try ValueReaders.closure(a[0], "mapValues"), dictionary = try table(r)
                try a.context.charge(dictionary.count * Limits.hashedEntryUnits)
                var result = DictionaryValue()
                for (key, value) in dictionary.pairs { result[key] = try transform.call([value], in: a.context) }
                return .dictionary(result)
            }
        }
    }

    private static func set(_ surface: inout SurfaceBuilder) {
        func members(_ value: Value) throws -> SetValue {
            guard case .set(let set) = value else { throw RuntimeFailure("expected a set, not \(value.typeName)") }
            return set
        }
        /// The members of a set, an array or a range given as the other operand.
        func others(_ value: Value, _ context: ScriptContext?) throws -> [Value] { try Sequences.elements(value, in: context) }
        func edit(_ receiver: inout Value, _ context: ScriptContext?, _ change: (inout SetValue) throws -> Value) throws -> Value {
            var set = try members(receiver)
            receiver = .none
            defer { receiver = .set(set) }
            try set.chargeCopy(in: context)
            return try change(&set)
        }
        surface.type("Set", conformsTo: ["Sequence", "Equatable"], doc: "Unique values, unordered.") { t in
            t.property("var description: String { get }", doc: "The value as text, as print writes it.") { .string(Value.describe($0)) }
            t.initializer("init()", doc: "An empty set.") { _ in .set(SetValue()) }
            t.initializer("init<S: Sequence>(_ sequence: S)", doc: "The distinct elements of a sequence.") { a in
                let items = try others(a[0], a.context)
                try a.context.charge(items.count * Limits.hashedEntryUnits)
                return .set(SetValue(items))
            }
            t.property("var count: Int { get }", doc: "The number of members.") { .int(try members($0).count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether there are no members.") { .bool(try members($0).count == 0) }
            // Swift's native set holds up to three quarters of its power-of-two buckets: 1, 3, 6,
            // 12, 24, … members, the least that fits, for a set built from its members (one that
            // lost members keeps the capacity it had in Swift; here it is that of what it holds).
            t.property("var capacity: Int { get }", doc: "The members it holds room for: 0, 1, 3, 6, 12, … (Swift's native set).") { r in
                let count = try members(r).count
                guard count > 0 else { return .int(0) }
                var scale = 1
                while Int(Double(1 << scale) * 0.75) < count { scale += 1 }
                return .int(Int(Double(1 << scale) * 0.75))
            }
            // Swift's is whichever member its hashing puts first; sets keep insertion order here.
            t.property("var first: Element? { get }", doc: "The first member in iteration order, or nil.") { try members($0).elements.first ?? .none }
            t.method("func contains(_ member: Element) -> Bool", doc: "Whether the value is a member.") { r, a in
                .bool(try members(r).contains(a[0]))
            }
            t.mutating("mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)",
                       doc: "Adds the value unless an equal one is there.") { r, a in
                try edit(&r, a.context) { set in
                    if set.count >= Limits.elements { throw RuntimeFailure(Limits.tooManyElements) }
                    try a.context.charge(Limits.hashedEntryUnits)
                    let inserted = set.insert(a[0])
                    let member = inserted ? a[0] : set.elements.first { Value.equal($0, a[0]) } ?? a[0]
                    return .tuple(TupleValue([.bool(inserted), member], labels: ["inserted", "memberAfterInsert"]))
                }
            }
            t.mutating("mutating func remove(_ member: Element) -> Element?", doc: "Removes an equal value; it, or nil.") { r, a in
                try edit(&r, a.context) { set in
                    let member = set.elements.first { Value.equal($0, a[0]) }
                    set.remove(a[0])
                    return member ?? .none
                }
            }
            t.mutating("mutating func removeAll(keepingCapacity keepCapacity: Bool = false)", doc: "Removes every member.") { r, _ in
                r = .set(SetValue())
                return .none
            }
            // A set's own filter, which gives a set (Sequence's gives an array).
            t.method("func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Set<Element>", doc: "The members that pass the test.") { r, a in
                let test = try ValueReaders.closure(a[0], "filter")
                return .set(SetValue(try members(r).elements.filter { try Operators.truth(test.call([$0], in: a.context)) }))
            }
            t.method("func union<S: Sequence>(_ other: S) -> Set<Element>", doc: "The members of either.") { r, a in
                var result = try members(r)
                let added = try others(a[0], a.context)
                try a.context.charge((result.count + added.count) * Limits.hashedEntryUnits)
                for item in added { result.insert(item) }
                return .set(result)
            }
            t.method("func intersection<S: Sequence>(_ other: S) -> Set<Element>", doc: "The members of both.") { r, a in
                let other = SetValue(try others(a[0], a.context))
                return .set(SetValue(try members(r).elements.filter { other.contains($0) }))
            }
            t.method("func subtracting<S: Sequence>(_ other: S) -> Set<Element>", doc: "The members not in the other.") { r, a in
                let other = SetValue(try others(a[0], a.context))
                return .set(SetValue(try members(r).elements.filter { !other.contains($0) }))
            }
            t.method("func symmetricDifference<S: Sequence>(_ other: S) -> Set<Element>", doc: "The members of one but not both.") { r, a in
                let set = try members(r), other = SetValue(try others(a[0], a.context))
                return .set(SetValue(set.elements.filter { !other.contains($0) } + other.elements.filter { !set.contains($0) }))
            }
            // The mutating forms: the set becomes the non-mutating form's result.
            for (name, form) in [("formUnion", "union"), ("formIntersection", "intersection"), ("subtract", "subtracting"),
                                 ("formSymmetricDifference", "symmetricDifference")] {
                t.mutating("mutating func \(name)<S: Sequence>(_ other: S)", doc: "The set becomes its \(form) with the other.") { r, a in
                    r = try combine(form, try members(r), try others(a[0], a.context), a.context)
                    return .none
                }
            }
            t.method("func isSubset<S: Sequence>(of other: S) -> Bool", doc: "Whether every member is in the other.") { r, a in
                let other = SetValue(try others(a[0], a.context))
                return .bool(try members(r).elements.allSatisfy { other.contains($0) })
            }
            t.method("func isSuperset<S: Sequence>(of other: S) -> Bool", doc: "Whether every value of the other is a member.") { r, a in
                let set = try members(r)
                return .bool(try others(a[0], a.context).allSatisfy { set.contains($0) })
            }
            t.method("func isDisjoint<S: Sequence>(with other: S) -> Bool", doc: "Whether no value is in both.") { r, a in
                let set = try members(r)
                return .bool(try !others(a[0], a.context).contains { set.contains($0) })
            }
        }
    }

    /// A set operation by its non-mutating name, for the mutating forms (`formUnion` is `union`).
    private static func combine(_ form: String, _ set: SetValue, _ other: [Value], _ context: ScriptContext?) throws -> Value {
        let others = SetValue(other)
        switch form {
        case "union":
            try context.charge(set.count + other.count)
            var result = set
            for item in other { result.insert(item) }
            return .set(result)
        case "intersection": return .set(SetValue(set.elements.filter { others.contains($0) }))
        case "subtracting": return .set(SetValue(set.elements.filter { !others.contains($0) }))
        default: return .set(SetValue(set.elements.filter { !others.contains($0) } + others.elements.filter { !set.contains($0) }))
        }
    }
}
