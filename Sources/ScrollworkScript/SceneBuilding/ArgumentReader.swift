import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Reading SwiftUI argument values (`.leading`, `[.top, .bottom]`, `.infinity`) from script values.
enum ArgumentReader {
    static func double(_ value: Value?) throws -> Double? {
        guard let value else { return nil }
        switch StateBox.unwrap(value) {
        case .int(let number): return Double(number)
        case .double(let number): return number
        case .symbol("infinity"): return .infinity
        case .none: return nil
        case let other: throw RuntimeFailure("expected a number, found \(other.typeName)")
        }
    }

    static func bool(_ value: Value?) throws -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = StateBox.unwrap(value) else {
            if PlaceholderValue.of(value) != nil { return false }
            throw RuntimeFailure("expected a Bool, found \(value.typeName)")
        }
        return flag
    }

    static func int(_ value: Value?) throws -> Int? {
        guard let number = try double(value) else { return nil }
        guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else {
            throw RuntimeFailure("expected an Int, found \(number)")
        }
        return Int(number)
    }

    static func symbol(_ value: Value?) -> String? {
        if case .symbol(let name)? = value { return name }
        return nil
    }

    static func alignment(_ value: Value?) throws -> Alignment? {
        guard let value, !value.isNil else { return nil }
        guard let name = symbol(value), let alignment = Alignment(named: name) else {
            throw RuntimeFailure("expected an alignment such as .leading, found \(Value.describe(value))")
        }
        return alignment
    }

    static func edges(_ value: Value?) throws -> EdgeSet? {
        guard let value, !value.isNil else { return nil }
        switch value {
        case .optionSet(.edges, let bits): return EdgeSet(rawValue: bits)
        case .symbol(let name):
            guard let bits = OptionSetKind.edges.bit(for: name) else { throw RuntimeFailure("'.\(name)' is not an edge") }
            return EdgeSet(rawValue: bits)
        case .array(let items):
            var set: EdgeSet = []
            for item in items { set.formUnion(try edges(item) ?? []) }
            return set
        default:
            throw RuntimeFailure("expected edges such as .horizontal, found \(value.typeName)")
        }
    }

    static func axes(_ value: Value?) throws -> AxisSet? {
        guard let value, !value.isNil else { return nil }
        switch value {
        case .optionSet(.axes, let bits): return AxisSet(rawValue: bits)
        case .symbol(let name):
            guard let bits = OptionSetKind.axes.bit(for: name) else { throw RuntimeFailure("'.\(name)' is not an axis") }
            return AxisSet(rawValue: bits)
        case .array(let items):
            var set: AxisSet = []
            for item in items { set.formUnion(try axes(item) ?? []) }
            return set
        default:
            throw RuntimeFailure("expected axes such as .vertical, found \(value.typeName)")
        }
    }

    static func string(_ value: Value) -> String {
        if case .string(let text) = StateBox.unwrap(value) { return text }
        return Value.describe(StateBox.unwrap(value))
    }

    static func unitPoint(_ value: Value?) -> UnitPoint? {
        guard let value else { return nil }
        if case .unitPoint(let point) = value { return point }
        guard let name = symbol(value), let alignment = Alignment(named: name) else { return nil }
        return UnitPoint(x: alignment.horizontal, y: alignment.vertical)
    }

    /// Children of a builder's result: a Group's views, else the one view.
    static func children(_ node: ViewNode) -> [ViewNode] {
        if case .group(let nodes) = node.content, node.modifiers.isEmpty { return nodes }
        if case .empty = node.content, node.modifiers.isEmpty { return [] }
        return [node]
    }

    /// Runs a builder closure with no parameters and returns its views.
    static func build(_ closure: Callable?, range: SourceRange, in context: ScriptContext?) throws -> [ViewNode] {
        guard let closure else { return [] }
        return children(try ViewConversion.node(try closure.call([], in: context), range: range, in: context))
    }

    /// A view argument that may be a builder closure or a view value.
    static func view(_ value: Value?, range: SourceRange, in context: ScriptContext?) throws -> ViewNode? {
        guard let value else { return nil }
        if case .function(let closure) = value {
            return try ViewConversion.node(try closure.call([], in: context), range: range, in: context)
        }
        guard ViewConversion.isView(value) else { return nil }
        return try ViewConversion.node(value, range: range, in: context)
    }

    /// A title given as a string or as a `Text` (`navigationTitle`, an alert's): its text.
    static func title(_ value: Value, range: SourceRange, in context: ScriptContext?) throws -> String {
        if case .string(let text) = StateBox.unwrap(value) { return text }
        return try view(value, range: range, in: context).flatMap(ControlViews.firstText) ?? ""
    }
}
