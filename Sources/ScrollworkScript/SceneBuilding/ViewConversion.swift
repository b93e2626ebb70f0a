import Foundation
import ScrollworkCore
import ScrollworkScene

/// Turns script values into views: builtin views as they are, the user's `View` structs
/// by running their `body` with their `@State` storage in place.
enum ViewConversion {
    static func node(_ value: Value, range: SourceRange) throws -> ViewNode {
        switch value {
        case .host(let view as ViewValue):
            return view.node
        case .host(let list as NodeList):
            return try node(list.view, range: range)
        case .record(let record, let fields) where record.conforms(to: "View") || record.type.computed["body"] != nil:
            return try instantiate(record.type, fields, range: range)
        case .none:
            return .empty
        default:
            throw Diagnostic.error("a value of type '\(value.typeName)' is not a View", at: range)
        }
    }

    /// Whether a value is a view (builtin or user-declared).
    static func isView(_ value: Value) -> Bool {
        switch value {
        case .host(let object): return object is ViewValue || object is NodeList
        case .record(let type, _): return type.conforms(to: "View")
        default: return false
        }
    }

    /// Runs a user view's body. `@State` properties get their storage from the scene runtime
    /// by the view's position, so the same view keeps its state across evaluations.
    static func instantiate(_ type: StructType, _ values: [Value], range: SourceRange) throws -> ViewNode {
        guard let body = type.computed["body"] else {
            throw Diagnostic.error("'\(type.name)' has no 'body'", at: range)
        }
        let runtime = SceneRuntime.current
        var fields = values
        let level = runtime?.childLevel(type.name)
        for index in type.wrapperFields.isEmpty ? [] : type.wrapperFields.keys.sorted() where index < fields.count {
            if case .host(_ as StateBox) = fields[index] { continue }
            let name = type.fieldNames[index]
            if let key = type.environmentKeys[index] {
                fields[index] = runtime?.environment.value(key, runtime: runtime) ?? .none
            } else if type.wrapperFields[index] == "Namespace", let runtime, let level {
                fields[index] = .host(runtime.namespace(level.path + "." + name))
            } else if type.wrapperFields[index] == "State", let runtime, let level {
                fields[index] = .host(runtime.box(level.path, name, initial: fields[index]))
            } else {
                fields[index] = .host(StateBox(name: name, value: fields[index], owner: runtime))
            }
        }
        // Body frames are reused when no closure the body made (an action) still holds them.
        var frame = body.pool.take(size: body.frameSize, parent: nil)
        defer { body.pool.give(&frame) }
        frame.slots[0] = .record(RecordType(type), fields)
        guard let runtime else {
            throw Diagnostic.error("the view '\(type.name)' can only be built as part of a scene", at: range)
        }
        let result = try runtime.within(level) { try body.run(frame, machine: runtime.machine, at: range) }
        return try node(result, range: range)
    }

    /// An item id from a script value: Ints and Strings as they are, others by description.
    static func itemID(_ value: Value) -> ItemID {
        switch StateBox.unwrap(value) {
        case .int(let number): return .int(number)
        case .string(let text): return .string(text)
        case .double(let number) where number == number.rounded() && abs(number) < 1e15: return .int(Int(number))
        case let other: return .string(Value.describe(other))
        }
    }
}
