import ScrollworkCore

/// `String` as a `BidirectionalCollection` and `RangeReplaceableCollection` of `Character`:
/// `firstIndex(of:)`, `index(_:offsetBy:)`, `remove(at:)`, `insert(_:at:)` and the rest apps
/// use to take words apart (`if let i = word.firstIndex(of: letter) { word.remove(at: i) }`).
///
/// A `String.Index` is the character's position counted from the start. Swift's is an opaque
/// offset into the UTF-8 storage, but no app can observe the difference: indices are only
/// made by these members and passed back to them, and they compare in the same order.
enum SwiftStringIndicesSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.alias("String.Index", for: "Int")
        surface.extend("String") { t in
            bounds(&t)
            searches(&t)
            edits(&t)
        }
    }

    private static func characters(_ value: Value) throws -> [Character] {
        Array(try ValueReaders.string(value, "the string"))
    }

    /// An index the string has (`endIndex` too when `allowsEnd`), or the error Swift traps with.
    private static func index(_ value: Value, in count: Int, allowsEnd: Bool = false, _ what: String) throws -> Int {
        let i = try ValueReaders.int(value, what)
        guard i >= 0, allowsEnd ? i <= count : i < count else { throw RuntimeFailure("String index is out of bounds") }
        return i
    }

    /// A range of the string's indices (`a..<b`, or `a...b` stored as `a..<b + 1`; a one-sided
    /// `a...`, `...b` or `..<b` reaching to the string's end or start, as `relative(to:)`
    /// makes it), or Swift's trap.
    private static func bounds(_ value: Value, in count: Int, _ what: String) throws -> (Int, Int) {
        let lower: Int, upper: Int
        if case .range(let low, let high) = value {
            (lower, upper) = (low, high)
        } else if let range = RangeBounds(value) {
            lower = try range.lower.map { try ValueReaders.int($0, what) } ?? 0
            upper = try range.upper.map { try ValueReaders.int($0, what) + (range.includesUpper ? 1 : 0) } ?? count
        } else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Range<String.Index>", value))
        }
        guard lower >= 0, lower <= upper, upper <= count else { throw RuntimeFailure("String index is out of bounds") }
        return (lower, upper)
    }

    /// The string's range a `Range<String.Index>` value stands for, or Swift's trap: what
    /// Foundation's searches take.
    static func stringRange(_ value: Value, in text: String) throws -> Range<String.Index> {
        let (lower, upper) = try bounds(value, in: text.count, "range")
        return text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)
    }

    /// A range of the string as scripts hold it: its characters' positions.
    static func positions(_ range: Range<String.Index>, in text: String) -> Value {
        let lower = text.distance(from: text.startIndex, to: range.lowerBound)
        return .range(lower, lower + text.distance(from: range.lowerBound, to: range.upperBound))
    }

    private static func bounds(_ t: inout SurfaceTypeBuilder) {
        t.property("var startIndex: String.Index { get }", doc: "The position of the first character.") { _ in .int(0) }
        t.property("var endIndex: String.Index { get }", doc: "The position one past the last character.") {
            .int(try ValueReaders.string($0, "the string").count)
        }
        // Swift's is `DefaultIndices<String>`: the valid positions in order, as this range holds them.
        t.property("var indices: Range<String.Index> { get }", doc: "The positions of the characters, first to last.") {
            .range(0, try ValueReaders.string($0, "the string").count)
        }
        t.method("func index(after i: String.Index) -> String.Index", doc: "The position after i.") { r, a in
            let count = try characters(r).count
            return .int(try index(a[0], in: count, "after") + 1)
        }
        t.method("func index(before i: String.Index) -> String.Index", doc: "The position before i.") { r, a in
            let count = try characters(r).count
            let i = try index(a[0], in: count, allowsEnd: true, "before")
            guard i > 0 else { throw RuntimeFailure("String index is out of bounds") }
            return .int(i - 1)
        }
        t.method("func index(_ i: String.Index, offsetBy distance: Int) -> String.Index",
                 doc: "The position distance characters from i.") { r, a in
            let count = try characters(r).count
            let moved = try index(a[0], in: count, allowsEnd: true, "index") + (try ValueReaders.int(a[1], "offsetBy"))
            guard moved >= 0, moved <= count else { throw RuntimeFailure("String index is out of bounds") }
            return .int(moved)
        }
        t.method("func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?",
                 doc: "The position distance characters from i, or nil past limit.") { r, a in
            let count = try characters(r).count
            let start = try index(a[0], in: count, allowsEnd: true, "index"), distance = try ValueReaders.int(a[1], "offsetBy")
            let limit = try index(a[2], in: count, allowsEnd: true, "limitedBy")
            let moved = start + distance
            // As in Swift, the limit only stops a move that goes towards and past it.
            if distance >= 0, start <= limit, moved > limit { return .none }
            if distance < 0, start >= limit, moved < limit { return .none }
            guard moved >= 0, moved <= count else { throw RuntimeFailure("String index is out of bounds") }
            return .int(moved)
        }
        t.method("func distance(from start: String.Index, to end: String.Index) -> Int",
                 doc: "The number of characters from start to end.") { r, a in
            let count = try characters(r).count
            return .int(try index(a[1], in: count, allowsEnd: true, "to") - (try index(a[0], in: count, allowsEnd: true, "from")))
        }
    }

    private static func searches(_ t: inout SurfaceTypeBuilder) {
        t.method("func firstIndex(of element: Character) -> String.Index?", doc: "The position of the first such character, or nil.") { r, a in
            let wanted = try ValueReaders.string(a[0], "of")
            return try characters(r).firstIndex { String($0) == wanted }.map { .int($0) } ?? .none
        }
        t.method("func lastIndex(of element: Character) -> String.Index?", doc: "The position of the last such character, or nil.") { r, a in
            let wanted = try ValueReaders.string(a[0], "of")
            return try characters(r).lastIndex { String($0) == wanted }.map { .int($0) } ?? .none
        }
    }

    private static func append(_ other: Value, to r: inout Value, _ a: SurfaceArguments) throws -> Value {
        r = try Operators.add(.string(try ValueReaders.string(r, "the string")),
                              .string(try ValueReaders.string(other, "the string")), in: a.context)
        return .none
    }

    /// `replacing(_:with:maxReplacements:)` of the standard library (Swift 5.7): matches of
    /// whole characters, found from the left and not overlapping; an empty one matches before
    /// every character and at the end (`"abc".replacing("", with: "-")` is `-a-b-c-`).
    private static func replaced(_ r: Value, _ a: SurfaceArguments) throws -> String {
        let list = try characters(r), target = Array(try ValueReaders.string(a[0], "the string to replace"))
        let replacement = try ValueReaders.string(a[1], "with")
        var budget = try ValueReaders.int(a[2], "maxReplacements")
        guard budget >= 0 else { throw RuntimeFailure("replacing(_:with:maxReplacements:) needs maxReplacements that is not negative") }
        var result = "", position = 0
        while position <= list.count {
            let matches = budget > 0 && position + target.count <= list.count
                && list[position..<(position + target.count)].elementsEqual(target)
            if matches {
                result += replacement
                budget -= 1
            }
            guard result.utf8.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            if matches, !target.isEmpty {
                position += target.count
            } else {
                if position < list.count { result.append(list[position]) }
                position += 1
            }
        }
        try a.context.charge(result.utf8.count)
        return result
    }

    private static func edits(_ t: inout SurfaceTypeBuilder) {
        t.mutating("mutating func remove(at i: String.Index) -> Character", doc: "Removes and returns the character at i.") { r, a in
            var list = try characters(r)
            let removed = list.remove(at: try index(a[0], in: list.count, "at"))
            r = .string(String(list))
            return .string(String(removed))
        }
        t.mutating("mutating func replaceSubrange<C: Collection, R: RangeExpression>(_ bounds: R, with newElements: C)",
                   doc: "Replaces the characters in bounds (a closed range too) with the new ones.") { r, a in
            var list = try characters(r)
            let (lower, upper) = try bounds(a[0], in: list.count, "replaceSubrange")
            list.replaceSubrange(lower..<upper, with: Array(try ValueReaders.string(a[1], "with")))
            guard list.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            r = .string(String(list))
            return .none
        }
        t.mutating("mutating func removeSubrange<R: RangeExpression>(_ bounds: R)", doc: "Removes the characters in bounds (a closed range too).") { r, a in
            var list = try characters(r)
            let (lower, upper) = try bounds(a[0], in: list.count, "removeSubrange")
            list.removeSubrange(lower..<upper)
            r = .string(String(list))
            return .none
        }
        t.mutating("mutating func insert(_ c: Character, at i: String.Index)", doc: "Inserts a character at i.") { r, a in
            var list = try characters(r)
            let inserted = try ValueReaders.string(a[0], "the character")
            guard inserted.count == 1, let character = inserted.first else {
                throw RuntimeFailure("insert(_:at:) takes one character, not \"\(inserted)\"")
            }
            guard list.count < Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
            list.insert(character, at: try index(a[1], in: list.count, allowsEnd: true, "at"))
            r = .string(String(list))
            return .none
        }
        t.method("func replacing<C: Collection, Replacement: Collection>(_ other: C, with replacement: Replacement, maxReplacements: Int = .max) -> String",
                 doc: "The string with other replaced, left to right and without overlaps, at most maxReplacements times.") { r, a in
            .string(try replaced(r, a))
        }
        t.mutating("mutating func replace<C: Collection, Replacement: Collection>(_ other: C, with replacement: Replacement, maxReplacements: Int = .max)",
                   doc: "Replaces other, left to right and without overlaps, at most maxReplacements times.") { r, a in
            r = .string(try replaced(r, a))
            return .none
        }
        t.mutating("mutating func append(_ other: String)", doc: "Adds other at the end.") { r, a in
            try append(a[0], to: &r, a)
        }
        t.mutating("mutating func append(contentsOf newElements: String)", doc: "Adds the characters at the end.") { r, a in
            try append(a[0], to: &r, a)
        }
        t.mutating("mutating func removeFirst() -> Character", doc: "Removes and returns the first character.") { r, _ in
            var list = try characters(r)
            guard !list.isEmpty else { throw RuntimeFailure("Can't remove first element from an empty collection") }
            let removed = list.removeFirst()
            r = .string(String(list))
            return .string(String(removed))
        }
        t.mutating("mutating func removeLast() -> Character", doc: "Removes and returns the last character.") { r, _ in
            var list = try characters(r)
            guard !list.isEmpty else { throw RuntimeFailure("Can't remove last element from an empty collection") }
            let removed = list.removeLast()
            r = .string(String(list))
            return .string(String(removed))
        }
        t.mutating("mutating func removeFirst(_ k: Int)", doc: "Removes the first k characters.") { r, a in
            var list = try characters(r)
            list.removeFirst(try SwiftCollectionsSurface.removalCount(a[0], of: list.count))
            r = .string(String(list))
            return .none
        }
        t.mutating("mutating func removeLast(_ k: Int)", doc: "Removes the last k characters.") { r, a in
            var list = try characters(r)
            list.removeLast(try SwiftCollectionsSurface.removalCount(a[0], of: list.count))
            r = .string(String(list))
            return .none
        }
        t.mutating("mutating func removeAll(keepingCapacity keepCapacity: Bool = false)", doc: "Makes the string empty.") { r, _ in
            r = .string("")
            return .none
        }
        t.mutating("mutating func removeAll(where shouldBeRemoved: (Character) throws -> Bool) rethrows",
                   doc: "Removes the characters that pass the test.") { r, a in
            let test = try ValueReaders.closure(a[0], "removeAll")
            var list = try characters(r)
            try list.removeAll { try Operators.truth(test.call([.string(String($0))], in: a.context)) }
            r = .string(String(list))
            return .none
        }
    }
}
