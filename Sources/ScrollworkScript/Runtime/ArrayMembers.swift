import Foundation

/// Members of arrays and ranges: the collection API scripts use.
enum ArrayMembers {
    static let names = ["count", "isEmpty", "first", "last", "indices", "append", "remove", "insert", "removeLast",
                        "removeAll", "map", "filter", "reduce", "min", "max", "sorted", "contains", "enumerated",
                        "firstIndex", "reversed", "forEach"]

    /// The elements of an array or range; a range is materialised only up to `Limits.elements`.
    static func elements(_ value: Value) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let low, let high):
            guard low < high else { return [] }
            let (count, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow, count <= Limits.elements else {
                throw RuntimeFailure(Limits.tooManyElements)
            }
            return (low..<high).map { .int($0) }
        default: return []
        }
    }

    static func property(_ name: String) -> BuiltinProperty? {
        func items(_ value: Value) -> [Value] { if case .array(let items) = value { return items }; return [] }
        switch name {
        case "count": return BuiltinProperty(get: { .int(items($0).count) }, set: nil)
        case "isEmpty": return BuiltinProperty(get: { .bool(items($0).isEmpty) }, set: nil)
        case "first": return BuiltinProperty(get: { items($0).first ?? .none }, set: nil)
        case "last": return BuiltinProperty(get: { items($0).last ?? .none }, set: nil)
        case "indices": return BuiltinProperty(get: { .range(0, items($0).count) }, set: nil)
        default: return nil
        }
    }

    static func method(_ name: String) -> BuiltinMethod? {
        switch name {
        case "append":
            return BuiltinMethod(labels: [nil], isMutating: true) { receiver, args in
                guard case .array(var items) = receiver else { return .none }
                guard items.count < Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
                receiver = .none
                items.append(args[0])
                receiver = .array(items)
                return .none
            }
        case "insert":
            return BuiltinMethod(labels: [nil, "at"], isMutating: true) { receiver, args in
                guard case .array(var items) = receiver else { return .none }
                guard case .int(let index) = args[1], index >= 0, index <= items.count else {
                    throw RuntimeFailure("insert index out of range")
                }
                receiver = .none
                items.insert(args[0], at: index)
                receiver = .array(items)
                return .none
            }
        case "remove":
            return BuiltinMethod(labels: ["at"], isMutating: true) { receiver, args in
                guard case .array(var items) = receiver else { return .none }
                guard case .int(let index) = args[0], items.indices.contains(index) else {
                    throw RuntimeFailure("index \(Value.describe(args[0])) out of range 0..<\(items.count)")
                }
                receiver = .none
                let removed = items.remove(at: index)
                receiver = .array(items)
                return removed
            }
        case "removeLast":
            return BuiltinMethod(labels: [], isMutating: true) { receiver, _ in
                guard case .array(var items) = receiver, !items.isEmpty else { throw RuntimeFailure("removeLast on an empty array") }
                receiver = .none
                let removed = items.removeLast()
                receiver = .array(items)
                return removed
            }
        case "removeAll":
            return BuiltinMethod(labels: [], isMutating: true) { receiver, _ in
                receiver = .array([])
                return .none
            }
        default:
            return sequenceMethod(name)
        }
    }

    static func rangeMethod(_ name: String) -> BuiltinMethod? {
        if name == "contains" {
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                guard case .range(let low, let high) = receiver, case .int(let value) = args[0] else { return .bool(false) }
                return .bool(value >= low && value < high)
            }
        }
        return sequenceMethod(name)
    }

    /// Methods that only read the elements, shared by arrays and ranges.
    private static func sequenceMethod(_ name: String) -> BuiltinMethod? {
        func fn(_ value: Value, _ what: String) throws -> Callable {
            guard case .function(let callable) = value else { throw RuntimeFailure("\(what) needs a closure") }
            return callable
        }
        switch name {
        case "map":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                let transform = try fn(args[0], "map")
                return .array(try elements(receiver).map { try transform.call([$0]) })
            }
        case "forEach":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                let body = try fn(args[0], "forEach")
                for element in try elements(receiver) { _ = try body.call([element]) }
                return .none
            }
        case "filter":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                let keep = try fn(args[0], "filter")
                return .array(try elements(receiver).filter { try Operators.truth(keep.call([$0])) })
            }
        case "reduce":
            return BuiltinMethod(labels: [nil, nil], isMutating: false) { receiver, args in
                let combine = try fn(args[1], "reduce")
                return try elements(receiver).reduce(args[0]) { try combine.call([$0, $1]) }
            }
        case "contains":
            return BuiltinMethod(labels: [nil], isMutating: false) { receiver, args in
                if case .function(let test) = args[0] {
                    return .bool(try elements(receiver).contains { try Operators.truth(test.call([$0])) })
                }
                return .bool(try elements(receiver).contains { Value.equal($0, args[0]) })
            }
        case "firstIndex":
            return BuiltinMethod(labels: ["of"], isMutating: false) { receiver, args in
                guard let index = try elements(receiver).firstIndex(where: { Value.equal($0, args[0]) }) else { return .none }
                return .int(index)
            }
        case "min", "max":
            let wantsMax = name == "max"
            return BuiltinMethod(labels: [], isMutating: false) { receiver, _ in
                var best: Value?
                for element in try elements(receiver) {
                    guard let current = best else { best = element; continue }
                    let less = try Operators.less(element, current)
                    let greater = try Operators.less(current, element)
                    if wantsMax ? greater : less { best = element }
                }
                return best ?? .none
            }
        case "sorted":
            return BuiltinMethod(labels: [], isMutating: false) { receiver, _ in
                var failure: Error?
                let sorted = try elements(receiver).sorted { a, b in
                    do { return try Operators.less(a, b) } catch { failure = error; return false }
                }
                if let failure { throw failure }
                return .array(sorted)
            }
        case "reversed":
            return BuiltinMethod(labels: [], isMutating: false) { receiver, _ in .array(try elements(receiver).reversed()) }
        case "enumerated":
            return BuiltinMethod(labels: [], isMutating: false) { receiver, _ in
                .array(try elements(receiver).enumerated().map { .record(RecordType(StructType.enumeratedPair), [.int($0.offset), $0.element]) })
            }
        default:
            return nil
        }
    }
}
