import Foundation

/// How Swift writes a value whose static type holds an optional: an optional is kept apart
/// from the value it wraps only by its type (`Int?` 3 and `Int` 3 are both `.int(3)` at run
/// time), so `print`, string interpolation and `String(describing:)` describe it from the type
/// the compiler knew: `Optional(3)`, `nil`, `[Optional(1), nil]`, `Optional("a")`,
/// `["k": Optional(1)]`, `(Optional(1), "x")`.
extension Value {
    static func describe(_ value: Value, as type: StaticType) -> String {
        switch (type, value) {
        case (.optional, .none): return "nil"
        case (.optional(let wrapped), _): return "Optional(" + describeNested(value, as: wrapped) + ")"
        case (.array(let element), .array(let items)):
            return "[" + items.map { describeNested($0, as: element) }.joined(separator: ", ") + "]"
        case (.set(let element), .set(let set)):
            return "[" + set.elements.map { describeNested($0, as: element) }.joined(separator: ", ") + "]"
        case (.dictionary(let key, let element), .dictionary(let dictionary)) where dictionary.count > 0:
            let pairs = dictionary.pairs.map { describeNested($0, as: key) + ": " + describeNested($1, as: element) }
            return "[" + pairs.joined(separator: ", ") + "]"
        case (.tuple(let elements), .tuple(let tuple)) where elements.count == tuple.elements.count:
            let parts = zip(elements, tuple.elements).enumerated().map { index, pair in
                (tuple.label(at: index).map { $0 + ": " } ?? "") + describeNested(pair.1, as: pair.0.type)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        default: return describe(value)
        }
    }

    /// Inside an optional or a collection a string is written quoted, as its debug description.
    private static func describeNested(_ value: Value, as type: StaticType) -> String {
        if case .optional = type { return describe(value, as: type) }
        if case .string(let text) = value { return "\"\(text)\"" }
        return describe(value, as: type)
    }
}

extension StaticType {
    /// Whether a value of this type is written differently from its run-time value alone:
    /// an optional, or a collection or tuple holding one, however deep.
    var describesAsOptional: Bool {
        switch self {
        case .optional: return true
        case .array(let element), .set(let element): return element.describesAsOptional
        case .dictionary(let key, let element): return key.describesAsOptional || element.describesAsOptional
        case .tuple(let elements): return elements.contains { $0.type.describesAsOptional }
        default: return false
        }
    }
}
