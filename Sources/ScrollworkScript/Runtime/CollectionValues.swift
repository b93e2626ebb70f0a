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
        case .uint(let x): hasher.combine(Double(x))
        case .double(let x): hasher.combine(x)
        case .bool(let x): hasher.combine(x)
        case .string(let x): hasher.combine(x)
        case .symbol(let name): hasher.combine(name)
        case .enumCase(let type, let index, let payload):
            // By the case's name, as an implicit member (`.symbol`) equal to it hashes.
            hasher.combine(index < type.type.cases.count ? type.type.cases[index].name : type.name)
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
        case .host(let object as HostValue): hasher.combine(object.equalityKey)
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
///
/// Like the dictionary and the set below, it holds one reference (a copy-on-write box), so
/// destroying any `Value` stays as cheap as it was before these kinds existed: a payload of
/// several references makes every value's destruction save and restore registers.
struct TupleValue {
    private var storage: TupleStorage

    init(_ elements: [Value], labels: [String?] = []) {
        storage = TupleStorage(elements: elements, labels: labels.contains(where: { $0 != nil }) ? labels : [])
    }

    var elements: [Value] {
        get { storage.elements }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = TupleStorage(elements: storage.elements, labels: storage.labels) }
            storage.elements = newValue
        }
    }

    /// Empty when no element is labeled.
    var labels: [String?] { storage.labels }

    func label(at index: Int) -> String? { index < storage.labels.count ? storage.labels[index] : nil }

    /// The index of an element named by label or position (`.x`, `.0`).
    func index(of name: String) -> Int? {
        if let position = Int(name), position >= 0, position < storage.elements.count { return position }
        return storage.labels.firstIndex(of: name)
    }
}

final class TupleStorage {
    var elements: [Value]
    let labels: [String?]
    init(elements: [Value], labels: [String?]) {
        self.elements = elements
        self.labels = labels
    }
}

/// A `Dictionary`, kept in insertion order so iterating it and printing it are the same on
/// every run (Swift's own order changes from run to run; docs/SEMANTICS.md, "Determinism", keeps
/// output the same).
struct DictionaryValue {
    private var storage = DictionaryStorage()

    init() {}

    init(pairs: [(Value, Value)]) throws {
        for (key, value) in pairs {
            guard !storage.contains(key) else {
                throw RuntimeFailure("dictionary literal contains duplicate key '\(Value.describe(key))'")
            }
            self[key] = value
        }
    }

    var count: Int { storage.keys.count }
    var keys: [Value] { storage.keys }
    var values: [Value] { storage.values }

    /// `dictionary[key]`: the value, or nil; assigning nil removes the key, as in Swift.
    subscript(key: Value) -> Value {
        get { storage.value(for: key) }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            storage.set(newValue, for: key)
        }
    }

    func contains(_ key: Value) -> Bool { storage.contains(key) }

    /// Charges the copy a change is about to make, when another value holds the storage too.
    mutating func chargeCopy(in context: ScriptContext?) throws {
        if !isKnownUniquelyReferenced(&storage) { try context.charge(count * Limits.hashedEntryUnits) }
    }

    /// Charges the entries a change added to the `count` there were.
    func chargeGrowth(from count: Int, in context: ScriptContext?) throws {
        if self.count > count { try context.charge((self.count - count) * Limits.hashedEntryUnits) }
    }

    /// The pairs in insertion order.
    var pairs: Zip2Sequence<[Value], [Value]> { zip(storage.keys, storage.values) }
}

final class DictionaryStorage {
    private(set) var keys: [Value] = []
    private(set) var values: [Value] = []
    private var positions: [HashKey: Int] = [:]

    func copy() -> DictionaryStorage {
        let copy = DictionaryStorage()
        copy.keys = keys
        copy.values = values
        copy.positions = positions
        return copy
    }

    func contains(_ key: Value) -> Bool { positions[HashKey(key)] != nil }
    func value(for key: Value) -> Value { positions[HashKey(key)].map { values[$0] } ?? .none }

    func set(_ newValue: Value, for key: Value) {
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

/// A `Set`, kept in insertion order for the same reason as `DictionaryValue`.
struct SetValue {
    private var storage = SetStorage()

    init() {}

    init(_ items: [Value]) {
        for item in items { insert(item) }
    }

    var count: Int { storage.elements.count }
    var elements: [Value] { storage.elements }

    func contains(_ value: Value) -> Bool { storage.contains(value) }

    /// Charges the copy a change is about to make, when another value holds the storage too.
    mutating func chargeCopy(in context: ScriptContext?) throws {
        if !isKnownUniquelyReferenced(&storage) { try context.charge(count * Limits.hashedEntryUnits) }
    }

    /// Adds the value unless an equal one is there; true when it was added.
    @discardableResult
    mutating func insert(_ value: Value) -> Bool {
        guard !storage.contains(value) else { return false }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage.insert(value)
    }

    /// Removes an equal value; true when there was one.
    @discardableResult
    mutating func remove(_ value: Value) -> Bool {
        guard storage.contains(value) else { return false }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage.remove(value)
    }

    /// Equal as sets: the same elements, in any order.
    static func equal(_ a: SetValue, _ b: SetValue) -> Bool {
        a.count == b.count && a.elements.allSatisfy(b.contains)
    }
}

final class SetStorage {
    private(set) var elements: [Value] = []
    private var positions: [HashKey: Int] = [:]

    func copy() -> SetStorage {
        let copy = SetStorage()
        copy.elements = elements
        copy.positions = positions
        return copy
    }

    func contains(_ value: Value) -> Bool { positions[HashKey(value)] != nil }

    func insert(_ value: Value) -> Bool {
        let key = HashKey(value)
        guard positions[key] == nil else { return false }
        positions[key] = elements.count
        elements.append(value)
        return true
    }

    func remove(_ value: Value) -> Bool {
        guard let position = positions[HashKey(value)] else { return false }
        positions[HashKey(value)] = nil
        elements.remove(at: position)
        for index in position..<elements.count { positions[HashKey(elements[index])] = index }
        return true
    }
}

/// Copy-on-write copies counted where they happen: `var r = row; r[0] = 1` copies all of
/// `row`'s elements, which no operation's own charge sees (3,000 such copies of a
/// 524,288-element array took the process past 2 GB). A change runs on storage held once;
/// when it was shared, the copy the change made is charged to the running code's memory budget.
enum StorageCopies {
    /// The address of an array's elements: a change that copied them moves it.
    @inline(__always)
    static func address(_ items: [Value]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// Charges the copy a change made of `items`, whose elements were at `before`.
    @inline(__always)
    static func charge(_ items: [Value], movedFrom before: UnsafeRawPointer?, in context: ScriptContext?) throws {
        if address(items) != before, !items.isEmpty { try context.charge(items.count) }
    }

    /// Runs `change` on `items` and charges a copy it made of them.
    @inline(__always)
    static func changing<T>(_ items: inout [Value], in context: ScriptContext?, _ change: (inout [Value]) throws -> T) throws -> T {
        let before = address(items)
        let result = try change(&items)
        try charge(items, movedFrom: before, in: context)
        return result
    }
}
