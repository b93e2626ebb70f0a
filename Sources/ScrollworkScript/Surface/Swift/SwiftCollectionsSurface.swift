import ScrollworkCore

/// `Array`, `Range` and what every `Sequence` offers: the collection API scripts use.
enum SwiftCollectionsSurface: SurfaceProvider {
    /// The `k` of `removeFirst(_:)`/`removeLast(_:)`, which Swift requires be 0 through the count.
    static func removalCount(_ value: Value, of count: Int) throws -> Int {
        let k = try ValueReaders.int(value, "k")
        guard k >= 0 else { throw RuntimeFailure("Number of elements to remove should be non-negative") }
        guard k <= count else { throw RuntimeFailure("Can't remove more items from a collection than it contains") }
        return k
    }

    static func register(in surface: inout SurfaceBuilder) {
        sequence(&surface)
        array(&surface)
        range(&surface)
    }

    private static func items(_ value: Value, _ context: ScriptContext?) throws -> [Value] {
        try Sequences.elements(value, in: context)
    }
    private static let closure = ValueReaders.closure

    private static func sequence(_ surface: inout SurfaceBuilder) {
        surface.type("Sequence", .protocol, doc: "Values that can be iterated with for-in.") { t in
            t.method("func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]", doc: "Each element transformed.") { r, a in
                let transform = try closure(a[0], "map"), elements = try items(r, a.context)
                try a.context.charge(elements.count)
                return .array(try elements.map { try transform.call([$0], in: a.context) })
            }
            t.method("func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]", doc: "The elements that pass the test.") { r, a in
                let keep = try closure(a[0], "filter")
                return .array(try items(r, a.context).filter { try Operators.truth(keep.call([$0], in: a.context)) })
            }
            t.method("func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result",
                     doc: "The elements combined, one after the other.") { r, a in
                let combine = try closure(a[1], "reduce")
                return try items(r, a.context).reduce(a[0]) { try combine.call([$0, $1], in: a.context) }
            }
            t.method("func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> ()) rethrows -> Result",
                     doc: "The elements folded into one value the closure changes in place.") { r, a in
                let update = try closure(a[1], "reduce")
                return try items(r, a.context).reduce(a[0]) { try update.call([$0, $1], readingBack: 0, in: a.context) }
            }
            t.method("func forEach(_ body: (Element) throws -> Void) rethrows", doc: "Runs body for each element.") { r, a in
                let body = try closure(a[0], "forEach")
                for element in try items(r, a.context) { _ = try body.call([element], in: a.context) }
                return .none
            }
            t.method("func contains(_ element: Element) -> Bool", doc: "Whether an element equals the value.") { r, a in
                .bool(try items(r, a.context).contains { try Operators.compare(.equal, $0, a[0], in: a.context) })
            }
            t.method("func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool", doc: "Whether an element passes the test.") { r, a in
                let test = try closure(a[0], "contains")
                return .bool(try items(r, a.context).contains { try Operators.truth(test.call([$0], in: a.context)) })
            }
            t.method("func min() -> Element?", doc: "The smallest element, or nil when empty.") { r, a in
                try extreme(items(r, a.context), largest: false, in: a.context)
            }
            t.method("func max() -> Element?", doc: "The largest element, or nil when empty.") { r, a in
                try extreme(items(r, a.context), largest: true, in: a.context)
            }
            t.method("func sorted() -> [Element]", doc: "The elements in increasing order.") { r, a in
                let elements = try items(r, a.context)
                return .array(try ordered(elements, by: Operators.ordering(of: elements, in: a.context)))
            }
            t.method("func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]",
                     doc: "The elements ordered by the closure.") { r, a in
                let less = try closure(a[0], "sorted")
                return .array(try ordered(try items(r, a.context)) { try Operators.truth(less.call([$0, $1], in: a.context)) })
            }
            t.method("func first(where predicate: (Element) throws -> Bool) rethrows -> Element?",
                     doc: "The first element that passes the test, or nil.") { r, a in
                let test = try closure(a[0], "first")
                return try items(r, a.context).first { try Operators.truth(test.call([$0], in: a.context)) } ?? .none
            }
            // Of a sequence of comparators or of one: `ordered(_:using:in:)` reads either.
            for (declaration, doc) in [
                ("func sorted<S: Sequence, Comparator: SortComparator>(using comparators: S) -> [Element] where S.Element == Comparator, Element == Comparator.Compared",
                 "The elements ordered by the first comparator, ties by the next; equal ones keep their order."),
                ("func sorted<Comparator: SortComparator>(using comparator: Comparator) -> [Element] where Element == Comparator.Compared",
                 "The elements in the comparator's order; equal ones keep theirs."),
            ] {
                t.method(declaration, doc: doc) { r, a in .array(try ordered(try items(r, a.context), using: a[0], in: a.context)) }
            }
            // What a lazy view's map, filter and first give is the same; only when each
            // closure runs differs (README, "Where our semantics had to choose").
            t.sceneProperty("var lazy: [Element] { get }", doc: "The elements, to map or filter: read at once, not element by element.") { r, context in
                .array(try items(r, context))
            }
            t.method("func reversed() -> [Element]", doc: "The elements in reverse order.") { r, a in .array(try items(r, a.context).reversed()) }
            t.method("func enumerated() -> [(offset: Int, element: Element)]", doc: "Pairs of offset and element.") { r, a in
                .array(try items(r, a.context).enumerated().map { .record(RecordType(StructType.enumeratedPair), [.int($0.offset), $0.element]) })
            }
        }
    }

    private static func extreme(_ items: [Value], largest: Bool, in context: ScriptContext?) throws -> Value {
        let less = Operators.ordering(of: items, in: context)
        var best: Value?
        for element in items {
            guard let current = best else { best = element; continue }
            if largest ? try less(current, element) : try less(element, current) { best = element }
        }
        return best ?? .none
    }

    private static func array(_ surface: inout SurfaceBuilder) {
        func list(_ value: Value) throws -> [Value] {
            guard case .array(let items) = value else {
                // A placeholder as a collection has no elements (`PlaceholderValue`).
                if PlaceholderValue.of(value) != nil { return [] }
                throw RuntimeFailure("expected an array, not \(value.typeName)") }
            return items
        }
        /// Runs `change` on the array in `receiver`, keeping it uniquely referenced so it is not
        /// copied; when another value holds it too, the copy is charged to the memory budget.
        func edit(_ receiver: inout Value, _ context: ScriptContext?, _ change: (inout [Value]) throws -> Value) throws -> Value {
            var items = try list(receiver)
            receiver = .none
            defer { receiver = .array(items) }
            return try StorageCopies.changing(&items, in: context, change)
        }
        surface.type("Array", conformsTo: ["Sequence", "Equatable"], doc: "An ordered, random-access collection.") { t in
            t.property("var description: String { get }", doc: "The value as text, as print writes it.") { .string(Value.describe($0)) }
            t.initializer("init()", doc: "An empty array.") { _ in .array([]) }
            t.initializer("init<S: Sequence>(_ s: S)", doc: "The elements of a sequence, as an array.") { a in .array(try items(a[0], a.context)) }
            t.initializer("init(repeating repeatedValue: Element, count: Int)", doc: "count copies of the value.") { a in
                let count = try ValueReaders.int(a[1], "count")
                guard count >= 0 else { throw RuntimeFailure("Array(repeating:count:) needs a count that is not negative") }
                guard count <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
                try a.context.charge(count)
                return .array(Array(repeating: a[0], count: count))
            }
            t.property("var count: Int { get }", doc: "The number of elements.") { .int(try list($0).count) }
            t.property("var isEmpty: Bool { get }", doc: "Whether there are no elements.") { .bool(try list($0).isEmpty) }
            t.property("var first: Element? { get }", doc: "The first element, or nil.") { try list($0).first ?? .none }
            t.property("var last: Element? { get }", doc: "The last element, or nil.") { try list($0).last ?? .none }
            t.property("var indices: Range<Int> { get }", doc: "The valid indices.") { .range(0, try list($0).count) }
            t.property("var startIndex: Int { get }", doc: "The first index: 0.") { _ in .int(0) }
            t.property("var endIndex: Int { get }", doc: "One past the last index: the number of elements.") { .int(try list($0).count) }
            t.method("func index(after i: Int) -> Int", doc: "The index after i: i + 1.") { _, a in .int(try ValueReaders.int(a[0], "after") + 1) }
            t.method("func index(before i: Int) -> Int", doc: "The index before i: i - 1.") { _, a in .int(try ValueReaders.int(a[0], "before") - 1) }
            t.method("func index(_ i: Int, offsetBy distance: Int) -> Int", doc: "The index distance places from i.") { _, a in
                .int(try ValueReaders.int(a[0], "i") + ValueReaders.int(a[1], "offsetBy"))
            }
            t.method("func firstIndex(of element: Element) -> Int?", doc: "The index of the first equal element, or nil.") { r, a in
                try list(r).firstIndex { try Operators.compare(.equal, $0, a[0], in: a.context) }.map { .int($0) } ?? .none
            }
            t.mutating("mutating func append(_ newElement: Element)", doc: "Adds an element at the end.") { r, a in
                try edit(&r, a.context) { items in
                    guard items.count < Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
                    try a.context.charge(1)
                    items.append(a[0])
                    return .none
                }
            }
            t.mutating("mutating func append<S>(contentsOf newElements: S) where Element == S.Element, S : Sequence",
                       doc: "Adds a sequence's elements at the end, in order.") { r, a in
                let added = try items(a[0], a.context)
                return try edit(&r, a.context) { items in
                    guard items.count + added.count <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
                    try a.context.charge(added.count)
                    items.append(contentsOf: added)
                    return .none
                }
            }
            t.mutating("mutating func insert<C>(contentsOf newElements: C, at i: Int) where C : Collection, Self.Element == C.Element",
                       doc: "Inserts a collection's elements at an index, in order.") { r, a in
                let added = try items(a[0], a.context)
                return try edit(&r, a.context) { items in
                    let index = try ValueReaders.int(a[1], "at")
                    guard index >= 0, index <= items.count else { throw RuntimeFailure("insert index \(index) out of range") }
                    guard items.count + added.count <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
                    try a.context.charge(added.count)
                    items.insert(contentsOf: added, at: index)
                    return .none
                }
            }
            t.mutating("mutating func insert(_ newElement: Element, at i: Int)", doc: "Inserts an element at an index.") { r, a in
                try edit(&r, a.context) { items in
                    let index = try ValueReaders.int(a[1], "at")
                    guard index >= 0, index <= items.count else { throw RuntimeFailure("insert index \(index) out of range") }
                    items.insert(a[0], at: index)
                    return .none
                }
            }
            t.mutating("mutating func remove(at index: Int) -> Element", doc: "Removes and returns the element at an index.") { r, a in
                try edit(&r, a.context) { items in
                    let index = try ValueReaders.int(a[0], "at")
                    guard items.indices.contains(index) else { throw RuntimeFailure("index \(index) out of range 0..<\(items.count)") }
                    return items.remove(at: index)
                }
            }
            t.mutating("mutating func removeLast() -> Element", doc: "Removes and returns the last element.") { r, a in
                try edit(&r, a.context) { items in
                    guard !items.isEmpty else { throw RuntimeFailure("removeLast on an empty array") }
                    return items.removeLast()
                }
            }
            t.mutating("mutating func popLast() -> Element?", doc: "Removes and returns the last element, or nil when there is none.") { r, a in
                try edit(&r, a.context) { items in items.popLast() ?? .none }
            }
            t.mutating("mutating func removeFirst() -> Element", doc: "Removes and returns the first element.") { r, a in
                try edit(&r, a.context) { items in
                    guard !items.isEmpty else { throw RuntimeFailure("Can't remove first element from an empty collection") }
                    return items.removeFirst()
                }
            }
            let removals: [(String, (inout [Value], Int) -> Void)] = [("first", { $0.removeFirst($1) }), ("last", { $0.removeLast($1) })]
            for (end, remove) in removals {
                t.mutating("mutating func remove\(end.capitalized)(_ k: Int)", doc: "Removes the \(end) k elements.") { r, a in
                    try edit(&r, a.context) { items in
                        remove(&items, try removalCount(a[0], of: items.count))
                        return .none
                    }
                }
            }
            // The capacity kept is storage alone: nothing an app reads.
            t.mutating("mutating func removeAll(keepingCapacity keepCapacity: Bool = false)", doc: "Removes every element.") { r, a in
                r = .array([])
                return .none
            }
            t.mutating("mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows",
                       doc: "Removes the elements that pass the test.") { r, a in
                let test = try closure(a[0], "removeAll")
                return try edit(&r, a.context) { items in
                    try items.removeAll { try Operators.truth(test.call([$0], in: a.context)) }
                    return .none
                }
            }
            t.mutating("mutating func sort()", doc: "Puts the elements in increasing order, in place.") { r, a in
                try edit(&r, a.context) { items in
                    items = try ordered(items, by: Operators.ordering(of: items, in: a.context))
                    return .none
                }
            }
            t.mutating("mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows",
                       doc: "Puts the elements in the closure's order, in place.") { r, a in
                let less = try closure(a[0], "sort")
                return try edit(&r, a.context) { items in
                    items = try ordered(items) { try Operators.truth(less.call([$0, $1], in: a.context)) }
                    return .none
                }
            }
            t.mutating("mutating func sort<Comparator: SortComparator>(using comparator: Comparator) where Element == Comparator.Compared",
                       doc: "Puts the elements in the comparator's order, in place.") { r, a in
                try edit(&r, a.context) { items in
                    items = try ordered(items, using: a[0], in: a.context)
                    return .none
                }
            }
            t.mutating("mutating func reverse()", doc: "Reverses the elements, in place.") { r, a in
                try edit(&r, a.context) { items in
                    items.reverse()
                    return .none
                }
            }
            t.mutating("mutating func swapAt(_ i: Int, _ j: Int)", doc: "Exchanges the elements at the two indices (each must be valid).") { r, a in
                let i = try ValueReaders.int(a[0], "i"), j = try ValueReaders.int(a[1], "j")
                return try edit(&r, a.context) { items in
                    guard items.indices.contains(i), items.indices.contains(j) else {
                        throw RuntimeFailure("Fatal error: Index out of range")
                    }
                    items.swapAt(i, j)
                    return .none
                }
            }
        }
    }

    /// The elements sorted by a test that may fail: the first failure ends the sort and is thrown.
    private static func ordered(_ items: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
        var failure: Error?
        let sorted = items.sorted { x, y in
            guard failure == nil else { return false }
            do { return try less(x, y) } catch { failure = error; return false }
        }
        if let failure { throw failure }
        return sorted
    }

    /// `sorted(using:)`: the elements in the order of `comparators` (a SortDescriptor, a
    /// KeyPathComparator or a sequence of them).
    private static func ordered(_ items: [Value], using comparators: Value, in context: ScriptContext?) throws -> [Value] {
        let sort = try SwiftDataSurface.sortDescriptors(comparators)
        let keys = try items.map { item in try sort.map { try $0.keyPath.apply(to: item, in: context) } }
        return try SortDescriptorValue.order(keys, by: sort).map { items[$0] }
    }

    private static func range(_ surface: inout SurfaceBuilder) {
        func bounds(_ value: Value) throws -> (Int, Int) {
            guard case .range(let low, let high) = value else { throw RuntimeFailure("expected a range, not \(value.typeName)") }
            return (low, high)
        }
        surface.type("Range", conformsTo: ["Sequence", "Equatable"], doc: "A half-open range of integers, a..<b (a...b is a..<b+1).") { t in
            t.initializer("init(uncheckedBounds bounds: (lower: Bound, upper: Bound))",
                          doc: "The range lower..<upper, its bounds taken as given (lower <= upper, unchecked).") { a in
                let (lower, upper) = try SwiftClosedRangeSurface.uncheckedBounds(a[0])
                return .range(lower, upper)
            }
            t.property("var lowerBound: Bound { get }", doc: "The first value.") { value in
                try FloatingRangeTypes.bound(of: value, lower: true) ?? .int(bounds(value).0)
            }
            t.property("var upperBound: Bound { get }", doc: "One past the last value.") { value in
                try FloatingRangeTypes.bound(of: value, lower: false) ?? .int(bounds(value).1)
            }
            t.property("var count: Int { get }", doc: "The number of values.") { let (a, b) = try bounds($0); return .int(Swift.max(0, b - a)) }
            t.property("var isEmpty: Bool { get }", doc: "Whether the range has no values.") { let (a, b) = try bounds($0); return .bool(b <= a) }
            t.method("func contains(_ element: Bound) -> Bool", doc: "Whether the value lies in the range.") { r, a in
                let (low, high) = try bounds(r)
                guard case .int(let value) = a[0] else { return .bool(false) }
                return .bool(value >= low && value < high)
            }
        }
    }
}
