import Foundation

/// An `NSAttributedString` or `NSMutableAttributedString`: its UTF-16 code units, as Foundation
/// counts every range, each with the attributes it has by key name (`font`). A class, as in
/// Foundation: a mutable string is changed in place and shared by every reference to it.
final class NSAttributedStringValue: HostValue {
    private(set) var units: [UInt16]
    /// One dictionary per code unit; equal neighbours share their storage.
    private(set) var attributes: [[String: Value]]
    let isMutable: Bool

    init(units: [UInt16], attributes: [[String: Value]], isMutable: Bool) {
        self.units = units
        self.attributes = attributes
        self.isMutable = isMutable
    }

    convenience init(_ text: String, attributes: [String: Value] = [:], isMutable: Bool) {
        let units = Array(text.utf16)
        self.init(units: units, attributes: Array(repeating: attributes, count: units.count), isMutable: isMutable)
    }

    var string: String { String(decoding: units, as: UTF16.self) }
    var length: Int { units.count }
    var typeName: String { isMutable ? "NSMutableAttributedString" : "NSAttributedString" }

    /// As Foundation describes one: each run's text, then its attributes in braces.
    var valueDescription: String {
        runs(in: 0..<length).map { range in
            let text = String(decoding: units[range], as: UTF16.self)
            let fields = attributes[range.lowerBound].keys.sorted().map { "    \($0) = \(Value.describe(attributes[range.lowerBound][$0] ?? .none));\n" }
            return text + "{\n" + fields.joined() + "}"
        }.joined()
    }

    /// Equal strings have the same characters with the same attributes, as `isEqual(to:)` says.
    var equalityKey: String { "NSAttributedString:" + valueDescription }

    /// The runs of equal attributes within `range`, in order.
    func runs(in range: Range<Int>) -> [Range<Int>] {
        var runs = [Range<Int>](), start = range.lowerBound
        for index in range where index > start && !Self.same(attributes[index], attributes[index - 1]) {
            runs.append(start..<index)
            start = index
        }
        if start < range.upperBound { runs.append(start..<range.upperBound) }
        return runs
    }

    /// The widest range around `index` whose attributes are the same as at `index`.
    func effectiveRange(at index: Int) -> Range<Int> {
        var lower = index, upper = index + 1
        while lower > 0, Self.same(attributes[lower - 1], attributes[index]) { lower -= 1 }
        while upper < length, Self.same(attributes[upper], attributes[index]) { upper += 1 }
        return lower..<upper
    }

    /// The code units of `range` with their attributes, as a new immutable string.
    func substring(_ range: Range<Int>) -> NSAttributedStringValue {
        NSAttributedStringValue(units: Array(units[range]), attributes: Array(attributes[range]), isMutable: false)
    }

    func copy(isMutable: Bool) -> NSAttributedStringValue {
        NSAttributedStringValue(units: units, attributes: attributes, isMutable: isMutable)
    }

    /// Changes the attributes of each code unit in `range`.
    func changeAttributes(in range: Range<Int>, _ change: (inout [String: Value]) -> Void) {
        for index in range { change(&attributes[index]) }
    }

    /// Puts `other`'s code units and attributes in place of `range`.
    func replace(_ range: Range<Int>, with other: NSAttributedStringValue) {
        units.replaceSubrange(range, with: other.units)
        attributes.replaceSubrange(range, with: other.attributes)
    }

    /// Puts `text` in place of `range`, with the attributes of the first code unit replaced (or
    /// of the one before it, when the range is empty), as `replaceCharacters(in:with:)` does.
    func replace(_ range: Range<Int>, with text: String) {
        let inherited = range.lowerBound < length && !range.isEmpty ? attributes[range.lowerBound]
            : range.lowerBound > 0 ? attributes[range.lowerBound - 1] : range.lowerBound < length ? attributes[range.lowerBound] : [:]
        let added = Array(text.utf16)
        units.replaceSubrange(range, with: added)
        attributes.replaceSubrange(range, with: Array(repeating: inherited, count: added.count))
    }

    static func same(_ a: [String: Value], _ b: [String: Value]) -> Bool {
        a.count == b.count && a.allSatisfy { key, value in b[key].map { Value.equal($0, value) } ?? false }
    }

    static func read(_ value: Value) throws -> NSAttributedStringValue {
        guard case .host(let string as NSAttributedStringValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("NSAttributedString", value))
        }
        return string
    }
}
