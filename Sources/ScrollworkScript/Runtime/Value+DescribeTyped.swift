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
        case (.array(let element), .array), (.set(let element), .set):
            return describeContainer(value) { item, _ in describeNested(item, as: element) } ?? describe(value)
        case (.dictionary(let key, let element), .dictionary):
            return describeContainer(value) { item, place in
                if case .key = place { return describeNested(item, as: key) }
                return describeNested(item, as: element)
            } ?? describe(value)
        case (.tuple(let elements), .tuple(let tuple)) where elements.count == tuple.elements.count:
            return describeContainer(value) { item, place in
                guard case .tupleElement(let index) = place else { return describeNested(item, as: .unknown) }
                return describeNested(item, as: elements[index].type)
            } ?? describe(value)
        default: return describe(value)
        }
    }

    /// Inside an optional or a collection a string is written quoted, as its debug description.
    private static func describeNested(_ value: Value, as type: StaticType) -> String {
        if case .optional = type { return describe(value, as: type) }
        if case .string(let text) = value { return text.debugDescription }
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
