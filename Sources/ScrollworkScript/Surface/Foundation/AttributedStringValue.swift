import ScrollworkCore

/// An `AttributedString`: its characters, each with the attributes it has by name (`kern`).
/// An attribute reads back on the string (or a slice of it) where every character has it
/// alike, and as nil where they differ or there are no characters, as Foundation reads a run
/// that spans the whole string.
final class AttributedStringValue: HostValue, JoinableHostValue {
    let characters: [Character]
    /// One dictionary per character.
    let attributes: [[String: Value]]

    init(characters: [Character], attributes: [[String: Value]]) {
        self.characters = characters
        self.attributes = attributes
    }

    convenience init(_ text: String, attributes: [String: Value] = [:]) {
        let characters = Array(text)
        self.init(characters: characters, attributes: Array(repeating: attributes, count: characters.count))
    }

    var text: String { String(characters) }
    var typeName: String { "AttributedString" }
    var valueDescription: String { text }
    var equalityKey: String {
        runs.map { run in
            String(characters[run]) + attributes[run.lowerBound].keys.sorted()
                .map { " \($0)=\(Value.describe(attributes[run.lowerBound][$0] ?? .none))" }.joined() + ";"
        }.joined()
    }
    var memberName: String? { nil }

    /// The attribute's value where every character has it alike; nil otherwise.
    func attribute(_ name: String) -> Value {
        guard let first = attributes.first?[name] else { return .none }
        return attributes.allSatisfy { $0[name].map { Value.equal($0, first) } ?? false } ? first : .none
    }

    /// The string with an attribute set on the characters of `range` (all of them when nil);
    /// nil removes it.
    func setting(_ name: String, _ value: Value, in range: Range<Int>? = nil) -> AttributedStringValue {
        var changed = attributes
        for index in range ?? attributes.indices {
            if case .none = value { changed[index][name] = nil } else { changed[index][name] = value }
        }
        return AttributedStringValue(characters: characters, attributes: changed)
    }

    func appending(_ other: AttributedStringValue) -> AttributedStringValue {
        AttributedStringValue(characters: characters + other.characters, attributes: attributes + other.attributes)
    }

    /// `a + b` and `a += b`: both strings, each character keeping its attributes.
    func joined(with other: Value, in context: ScriptContext?) throws -> Value? {
        guard case .host(let other as AttributedStringValue) = other else { return nil }
        guard characters.count + other.characters.count <= Limits.stringBytes else { throw RuntimeFailure(Limits.stringTooLong) }
        try context.charge(characters.count + other.characters.count)
        return .host(appending(other))
    }

    /// The characters of `range` with their attributes.
    func slice(_ range: Range<Int>) -> AttributedStringValue {
        AttributedStringValue(characters: Array(characters[range]), attributes: Array(attributes[range]))
    }

    /// The string with the characters of `range` replaced by `other`'s.
    func replacing(_ range: Range<Int>, with other: AttributedStringValue) -> AttributedStringValue {
        var newCharacters = characters, newAttributes = attributes
        newCharacters.replaceSubrange(range, with: other.characters)
        newAttributes.replaceSubrange(range, with: other.attributes)
        return AttributedStringValue(characters: newCharacters, attributes: newAttributes)
    }

    /// The positions of the first occurrence of `text`'s characters; nil when there is none
    /// (or `text` is empty), as `range(of:)` answers.
    func range(of text: String) -> Range<Int>? {
        let wanted = Array(text)
        guard !wanted.isEmpty, wanted.count <= characters.count else { return nil }
        for start in 0...(characters.count - wanted.count) where characters[start..<start + wanted.count].elementsEqual(wanted) {
            return start..<start + wanted.count
        }
        return nil
    }

    /// The runs of characters with equal attributes, in order.
    private var runs: [Range<Int>] {
        var runs = [Range<Int>](), start = 0
        for index in attributes.indices where index > start && !NSAttributedStringValue.same(attributes[index], attributes[index - 1]) {
            runs.append(start..<index)
            start = index
        }
        if start < attributes.count { runs.append(start..<attributes.count) }
        return runs
    }
}

/// `string[range]`: an `AttributedSubstring`, the characters of a range with their attributes.
/// Set through the subscript (`string[range].kern = 2`), what changes on it is written back
/// into that range of the string.
final class AttributedSubstringValue: HostValue {
    let slice: AttributedStringValue
    let range: Range<Int>

    init(_ slice: AttributedStringValue, range: Range<Int>) {
        self.slice = slice
        self.range = range
    }

    var typeName: String { "AttributedSubstring" }
    var valueDescription: String { slice.text }
    var equalityKey: String { "AttributedSubstring:" + slice.equalityKey }
    var memberName: String? { nil }
}
