import Foundation
import ScrollworkCore

/// A value as a dictionary key or set element: equal as Swift's `==` says (`Value.equal`),
/// hashed from its contents.
struct HashKey: Hashable {
    let value: Value
    init(_ value: Value) { self.value = value }

    static func == (a: HashKey, b: HashKey) -> Bool { Value.equal(a.value, b.value) }

    func hash(into hasher: inout Hasher) { Self.hash(value, into: &hasher) }

    private static func hash(_ value: Value, into hasher: inout Hasher) {
        switch value {
        case .none: hasher.combine(0)
        // Ints and Doubles that are equal hash alike, since `Value.equal` compares them by value.
        case .int(let x): hasher.combine(Double(x))
        case .double(let x): hasher.combine(x)
        case .bool(let x): hasher.combine(x)
        case .string(let x): hasher.combine(x)
        case .symbol(let name): hasher.combine(name)
        case .enumCase(let type, let index, let payload):
            hasher.combine(type.name)
            hasher.combine(index)
            for item in payload { hash(item, into: &hasher) }
        case .record(let type, let fields):
            hasher.combine(type.name)
            for field in fields { hash(field, into: &hasher) }
        case .tuple(let tuple):
            for item in tuple.elements { hash(item, into: &hasher) }
        case .array(let items):
            hasher.combine(items.count)
            for item in items { hash(item, into: &hasher) }
        case .object(let object): hasher.combine(ObjectIdentifier(object))
        case .range(let low, let high):
            hasher.combine(low)
            hasher.combine(high)
        default:
            // Geometry and the rest: equal values share this bucket; `==` tells them apart.
            hasher.combine(value.typeName)
        }
    }
}

/// A tuple value: its elements in order and their labels (nil where unlabeled).
struct TupleValue {
    var elements: [Value]
    /// Empty when no element is labeled.
    var labels: [String?]

    init(_ elements: [Value], labels: [String?] = []) {
        self.elements = elements
        self.labels = labels.contains(where: { $0 != nil }) ? labels : []
    }

    func label(at index: Int) -> String? { index < labels.count ? labels[index] : nil }

    /// The index of an element named by label or position (`.x`, `.0`).
    func index(of name: String) -> Int? {
        if let position = Int(name), position >= 0, position < elements.count { return position }
        return labels.firstIndex(of: name)
    }
}

/// A `Dictionary`, kept in insertion order so iterating it and printing it are the same on
/// every run (Swift's own order changes from run to run; SPEC §9 keeps output deterministic).
struct DictionaryValue {
    private(set) var keys: [Value] = []
    private(set) var values: [Value] = []
    private var positions: [HashKey: Int] = [:]

    init() {}

    init(pairs: [(Value, Value)]) throws {
        for (key, value) in pairs {
            guard positions[HashKey(key)] == nil else {
                throw RuntimeFailure("dictionary literal contains duplicate key '\(Value.describe(key))'")
            }
            self[key] = value
        }
    }

    var count: Int { keys.count }

    /// `dictionary[key]`: the value, or nil; assigning nil removes the key, as in Swift.
    subscript(key: Value) -> Value {
        get { positions[HashKey(key)].map { values[$0] } ?? .none }
        set {
            let hashKey = HashKey(key)
            if case .none = newValue {
                guard let position = positions[hashKey] else { return }
                keys.remove(at: position)
                values.remove(at: position)
                positions[hashKey] = nil
                for index in position..<keys.count { positions[HashKey(keys[index])] = index }
                return
            }
            if let position = positions[hashKey] {
                values[position] = newValue
            } else {
                positions[hashKey] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    func contains(_ key: Value) -> Bool { positions[HashKey(key)] != nil }

    /// The pairs in insertion order.
    var pairs: Zip2Sequence<[Value], [Value]> { zip(keys, values) }
}

/// A `Set`, kept in insertion order for the same reason as `DictionaryValue`.
struct SetValue {
    private(set) var elements: [Value] = []
    private var positions: [HashKey: Int] = [:]

    init() {}

    init(_ items: [Value]) {
        for item in items { insert(item) }
    }

    var count: Int { elements.count }

    func contains(_ value: Value) -> Bool { positions[HashKey(value)] != nil }

    /// Adds the value unless an equal one is there; true when it was added.
    @discardableResult
    mutating func insert(_ value: Value) -> Bool {
        let key = HashKey(value)
        guard positions[key] == nil else { return false }
        positions[key] = elements.count
        elements.append(value)
        return true
    }

    /// Removes an equal value; true when there was one.
    @discardableResult
    mutating func remove(_ value: Value) -> Bool {
        guard let position = positions[HashKey(value)] else { return false }
        positions[HashKey(value)] = nil
        elements.remove(at: position)
        for index in position..<elements.count { positions[HashKey(elements[index])] = index }
        return true
    }

    /// Equal as sets: the same elements, in any order.
    static func equal(_ a: SetValue, _ b: SetValue) -> Bool {
        a.count == b.count && a.elements.allSatisfy(b.contains)
    }
}
