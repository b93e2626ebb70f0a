import Foundation
import ScrollworkCore

/// `IndexSet`, the offsets `onDelete(perform:)` and `onMove(perform:)` hand over, and SwiftUI's
/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` that apply them to an array.
enum FoundationIndexSetSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("IndexSet", conformsTo: ["Sequence", "Equatable", "Hashable"],
                     doc: "Distinct non-negative integers, in increasing order.") { t in
            t.initializer("init()", doc: "An empty index set.") { _ in .host(IndexSetValue([])) }
            t.initializer("init(integer: Int)", doc: "The set of one integer.") { a in
                .host(IndexSetValue([try index(a[0], "integer")]))
            }
            // Foundation's takes any `RangeExpression` of Int; `0...2` is kept as `0..<3`.
            for range in ["Range<Int>", "ClosedRange<Int>"] {
                t.initializer("init(integersIn range: \(range))", doc: "The integers of a range: 0..<3 or 0...2.") { a in
                    guard case .range(let low, let high) = a[0] else { throw RuntimeFailure(RuntimeMessages.typeMismatch(range, a[0])) }
                    guard low >= 0 else { throw RuntimeFailure("an IndexSet holds no negative integers, so not \(low)") }
                    guard high - low <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
                    try a.context.charge(max(0, high - low))
                    return .host(IndexSetValue(Array(low..<max(low, high))))
                }
            }
            t.initializer("init<S: Sequence>(_ sequence: S)", doc: "The distinct integers of a sequence.") { a in
                .host(IndexSetValue(try Sequences.elements(a[0], in: a.context).map { try index($0, "element") }))
            }
            t.property("var count: Int { get }", doc: "How many integers it holds.") { .int(try set($0).indices.count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether it holds none.") { .bool(try set($0).indices.isEmpty) }
            t.property("var first: Int? { get }", doc: "The smallest integer, or nil.") { try set($0).indices.first.map(Value.int) ?? .none }
            t.property("var last: Int? { get }", doc: "The largest integer, or nil.") { try set($0).indices.last.map(Value.int) ?? .none }
            t.method("func contains(_ integer: Int) -> Bool", doc: "Whether it holds the integer.") { r, a in
                .bool(try set(r).indices.contains(try ValueReaders.int(a[0], "integer")))
            }
            t.mutating("mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int)",
                       doc: "Adds the integer; answers (true, integer) even when it was there, as Foundation's does.") { r, a in
                let integer = try index(a[0], "integer")
                r = .host(IndexSetValue(try set(r).indices + [integer]))
                // Foundation's IndexSet does not look before it adds, and says `inserted` every time.
                return .tuple(TupleValue([.bool(true), .int(integer)], labels: ["inserted", "memberAfterInsert"]))
            }
            t.mutating("mutating func remove(_ integer: Int) -> Int?", doc: "Removes the integer; it, or nil when it was not there.") { r, a in
                let indices = try set(r).indices, integer = try ValueReaders.int(a[0], "integer")
                guard indices.contains(integer) else { return .none }
                r = .host(IndexSetValue(indices.filter { $0 != integer }))
                return .int(integer)
            }
        }
        surface.extend("Array") { t in
            t.mutating("mutating func remove(atOffsets offsets: IndexSet)",
                       doc: "Removes the elements at these offsets (SwiftUI's, for onDelete).") { r, a in
                guard case .array(var items) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Array", r)) }
                let offsets = try set(a[0]).indices
                if let bad = offsets.last, bad >= items.count { throw RuntimeFailure("offset \(bad) out of range 0..<\(items.count)") }
                for offset in offsets.reversed() { items.remove(at: offset) }
                r = .array(items)
                return .none
            }
            t.mutating("mutating func move(fromOffsets source: IndexSet, toOffset destination: Int)",
                       doc: "Moves the elements at these offsets to before the destination offset (SwiftUI's, for onMove).") { r, a in
                guard case .array(let items) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Array", r)) }
                r = .array(try moved(items, from: try set(a[0]).indices, to: try ValueReaders.int(a[1], "toOffset")))
                return .none
            }
        }
    }

    /// SwiftUI's `move(fromOffsets:toOffset:)`: the moved elements, in their order, go before
    /// the element that was at `destination` (at the end when it is `count`).
    static func moved(_ items: [Value], from offsets: [Int], to destination: Int) throws -> [Value] {
        guard (0...items.count).contains(destination) else {
            throw RuntimeFailure("toOffset \(destination) out of range 0...\(items.count)")
        }
        if let bad = offsets.last, bad >= items.count { throw RuntimeFailure("offset \(bad) out of range 0..<\(items.count)") }
        let moving = Set(offsets)
        let before = items.indices.filter { $0 < destination && !moving.contains($0) }.map { items[$0] }
        let after = items.indices.filter { $0 >= destination && !moving.contains($0) }.map { items[$0] }
        return before + offsets.map { items[$0] } + after
    }

    private static func set(_ value: Value) throws -> IndexSetValue {
        guard case .host(let set as IndexSetValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("IndexSet", value)) }
        return set
    }

    private static func index(_ value: Value, _ what: String) throws -> Int {
        let integer = try ValueReaders.int(value, what)
        guard integer >= 0 else { throw RuntimeFailure("an IndexSet holds no negative integers, so not \(integer)") }
        return integer
    }
}

/// An `IndexSet`: its integers sorted and distinct. Never changed in place, so copies of it
/// are values as Swift's are.
final class IndexSetValue: HostValue, HostSequence {
    let indices: [Int]
    init(_ integers: [Int]) { indices = Array(Set(integers)).sorted() }
    var typeName: String { "IndexSet" }
    var elements: [Value] { indices.map(Value.int) }
    /// As Foundation prints it: `3 indexes`.
    var valueDescription: String { indices.count == 1 ? "1 index" : "\(indices.count) indexes" }
    var equalityKey: String { indices.map(String.init).joined(separator: ",") }
}
