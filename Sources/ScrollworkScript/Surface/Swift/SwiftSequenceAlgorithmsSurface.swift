import ScrollworkCore

/// The rest of the everyday collection API on every sequence (arrays, ranges, strings as
/// their characters): transforms, searches, slices and joins, as the standard library does them.
enum SwiftSequenceAlgorithmsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("Sequence") { t in
            transforms(&t)
            searches(&t)
            slices(&t)
        }
        surface.function("func zip<Sequence1: Sequence, Sequence2: Sequence>(_ sequence1: Sequence1, _ sequence2: Sequence2) -> Zip2Sequence<Sequence1, Sequence2>",
                         doc: "Pairs of elements taken from both sequences, as long as the shorter one.") { a in
            let first = try items(a[0], a.context), second = try items(a[1], a.context)
            return .array(zip(first, second).map { Pairs.make($0, $1) })
        }
    }

    private static func items(_ value: Value, _ context: ScriptContext?) throws -> [Value] {
        try Sequences.elements(value, in: context)
    }
    private static let closure = ValueReaders.closure

    private static func transforms(_ t: inout SurfaceTypeBuilder) {
        t.method("func compactMap<ElementOfResult>(_ transform: (Element) throws -> ElementOfResult?) rethrows -> [ElementOfResult]",
                 doc: "Each element transformed, leaving out the nils.") { r, a in
            let transform = try closure(a[0], "compactMap")
            return .array(try items(r, a.context).compactMap { element in
                let result = try transform.call([element], in: a.context)
                return result.isNil ? nil : result
            })
        }
        t.method("func flatMap<SegmentOfResult: Sequence>(_ transform: (Element) throws -> SegmentOfResult) rethrows -> [SegmentOfResult.Element]",
                 doc: "The elements of each element's transformed sequence, one after the other.") { r, a in
            let transform = try closure(a[0], "flatMap")
            var result = [Value]()
            for element in try items(r, a.context) {
                let segment = try items(try transform.call([element], in: a.context), a.context)
                try a.context.charge(segment.count)
                result += segment
                guard result.count <= Limits.elements else { throw RuntimeFailure(Limits.tooManyElements) }
            }
            return .array(result)
        }
        t.method("func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool", doc: "Whether every element passes the test.") { r, a in
            let test = try closure(a[0], "allSatisfy")
            return .bool(try items(r, a.context).allSatisfy { try Operators.truth(test.call([$0], in: a.context)) })
        }
        t.method("func count(where predicate: (Element) throws -> Bool) rethrows -> Int", doc: "How many elements pass the test.") { r, a in
            let test = try closure(a[0], "count")
            return .int(try items(r, a.context).reduce(0) { $0 + (try Operators.truth(test.call([$1], in: a.context)) ? 1 : 0) })
        }
        t.method("func joined(separator: String = \"\") -> String", doc: "The strings one after the other, with the separator between.") { r, a in
            let separator = try ValueReaders.string(a[0], "separator")
            let parts = try items(r, a.context).map { try ValueReaders.string($0, "each element") }
            let total = parts.reduce(0) { $0 + $1.utf8.count } + separator.utf8.count * Swift.max(0, parts.count - 1)
            guard total <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            try a.context.charge(total)
            return .string(parts.joined(separator: separator))
        }
    }

    private static func searches(_ t: inout SurfaceTypeBuilder) {
        t.method("func starts<PossiblePrefix: Sequence>(with possiblePrefix: PossiblePrefix) -> Bool where Element == PossiblePrefix.Element",
                 doc: "Whether the first elements are the prefix's, in order.") { r, a in
            .bool(try items(r, a.context).starts(with: try items(a[0], a.context), by: Value.equal))
        }
        t.method("func elementsEqual<OtherSequence: Sequence>(_ other: OtherSequence) -> Bool where Element == OtherSequence.Element",
                 doc: "Whether both have the same elements in the same order.") { r, a in
            .bool(try items(r, a.context).elementsEqual(try items(a[0], a.context), by: Value.equal))
        }
        t.method("func elementsEqual<OtherSequence: Sequence>(_ other: OtherSequence, by areEquivalent: (Element, OtherSequence.Element) throws -> Bool) rethrows -> Bool",
                 doc: "Whether both have equivalent elements, by the closure, in the same order.") { r, a in
            let test = try closure(a[1], "elementsEqual")
            return .bool(try items(r, a.context).elementsEqual(try items(a[0], a.context)) { try Operators.truth(test.call([$0, $1], in: a.context)) })
        }
        t.method("func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?",
                 doc: "The index of the first element that passes the test, or nil.") { r, a in
            let test = try closure(a[0], "firstIndex")
            return try items(r, a.context).firstIndex { try Operators.truth(test.call([$0], in: a.context)) }.map { .int($0) } ?? .none
        }
        t.method("func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?",
                 doc: "The index of the last element that passes the test, or nil.") { r, a in
            let test = try closure(a[0], "lastIndex")
            return try items(r, a.context).lastIndex { try Operators.truth(test.call([$0], in: a.context)) }.map { .int($0) } ?? .none
        }
        t.method("func last(where predicate: (Element) throws -> Bool) rethrows -> Element?",
                 doc: "The last element that passes the test, or nil.") { r, a in
            let test = try closure(a[0], "last")
            return try items(r, a.context).last { try Operators.truth(test.call([$0], in: a.context)) } ?? .none
        }
        for largest in [false, true] {
            let name = largest ? "max" : "min"
            t.method("func \(name)(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?",
                     doc: "The \(largest ? "largest" : "smallest") element by the ordering, or nil when empty.") { r, a in
                let less = try closure(a[0], name)
                var best: Value?
                for element in try items(r, a.context) {
                    guard let current = best else { best = element; continue }
                    // Swift keeps the first of equal minimums and the last of equal maximums.
                    let better = largest ? try Operators.truth(less.call([current, element], in: a.context))
                        : try Operators.truth(less.call([element, current], in: a.context))
                    if better { best = element }
                }
                return best ?? .none
            }
        }
    }

    private static func slices(_ t: inout SurfaceTypeBuilder) {
        let count = ValueReaders.count
        t.method("func prefix(_ maxLength: Int) -> [Element]", doc: "The first maxLength elements (all of them when fewer).") { r, a in
            .array(Array(try items(r, a.context).prefix(try count(a[0], "prefix"))))
        }
        t.method("func suffix(_ maxLength: Int) -> [Element]", doc: "The last maxLength elements (all of them when fewer).") { r, a in
            .array(Array(try items(r, a.context).suffix(try count(a[0], "suffix"))))
        }
        t.method("func dropFirst(_ k: Int = 1) -> [Element]", doc: "The elements after the first k.") { r, a in
            .array(Array(try items(r, a.context).dropFirst(try count(a[0], "dropFirst"))))
        }
        t.method("func dropLast(_ k: Int = 1) -> [Element]", doc: "The elements before the last k.") { r, a in
            .array(Array(try items(r, a.context).dropLast(try count(a[0], "dropLast"))))
        }
        // The index forms of a collection: Swift stops on an index beyond its ends.
        func bounded(_ value: Value, _ label: String, in elements: [Value], through: Bool = false) throws -> Int {
            let index = try ValueReaders.int(value, label)
            guard index >= 0, through ? index < elements.count : index <= elements.count else {
                throw RuntimeFailure("Array index is out of range")
            }
            return index
        }
        t.method("func prefix(upTo end: Int) -> [Element]", doc: "The elements before the index.") { r, a in
            let elements = try items(r, a.context)
            return .array(Array(elements[..<(try bounded(a[0], "upTo", in: elements))]))
        }
        t.method("func prefix(through position: Int) -> [Element]", doc: "The elements up to the index, included.") { r, a in
            let elements = try items(r, a.context)
            return .array(Array(elements[...(try bounded(a[0], "through", in: elements, through: true))]))
        }
        t.method("func suffix(from start: Int) -> [Element]", doc: "The elements from the index on.") { r, a in
            let elements = try items(r, a.context)
            return .array(Array(elements[(try bounded(a[0], "from", in: elements))...]))
        }
        t.method("func prefix(while predicate: (Element) throws -> Bool) rethrows -> [Element]",
                 doc: "The elements up to the first that fails the test.") { r, a in
            let test = try closure(a[0], "prefix")
            return .array(Array(try items(r, a.context).prefix { try Operators.truth(test.call([$0], in: a.context)) }))
        }
        t.method("func drop(while predicate: (Element) throws -> Bool) rethrows -> [Element]",
                 doc: "The elements from the first that fails the test on.") { r, a in
            let test = try closure(a[0], "drop")
            return .array(Array(try items(r, a.context).drop { try Operators.truth(test.call([$0], in: a.context)) }))
        }
    }
}

/// Pairs of `zip` (and until tuples exist in the language, of `enumerated()`): `.0` and `.1`.
enum Pairs {
    static func make(_ first: Value, _ second: Value) -> Value {
        .record(RecordType(StructType.pair), [first, second])
    }
}
