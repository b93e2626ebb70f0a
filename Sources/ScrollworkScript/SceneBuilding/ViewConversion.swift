import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Turns script values into views: builtin views as they are, the user's `View` structs
/// by running their `body` with their `@State` storage in place, in the scene of the context
/// the converting code runs with.
enum ViewConversion {
    static func node(_ value: Value, range: SourceRange, in context: ScriptContext?) throws -> ViewNode {
        switch value {
        case .host(let view as ViewValue):
            return view.node
        case .host(let subview as SubviewValue):
            return subview.node
        case .host(let list as NodeList):
            return try node(list.view, range: range, in: context)
        case .host(let tabs as TabViewValue):
            return tabs.node(runtime: context?.runtime)
        case .host(let color as ColorValue):
            return color.node(runtime: context?.runtime)
        case .record(let record, let fields) where record.conforms(to: "View") || record.type.computed["body"] != nil:
            return try instantiate(record.type, fields, range: range, in: context)
        case .record(let record, _) where record.conforms(to: "Shape"):
            // A custom `Shape`: laid out like the built-in shapes, drawn as its box.
            return ViewNode(.shape(.rectangle))
        case .host(_ as PathValue):
            return ViewNode(.shape(.rectangle))
        case .none:
            return .empty
        case .host(let placeholder as PlaceholderValue):
            // A value of a type nothing loaded declares, drawn as an undeclared view is: its name.
            return ViewNode.text(placeholder.name)
        case .host(let content as ModifierContent):
            return try node(try content.built(), range: range, in: context)
        default:
            throw Diagnostic.error("a value of type '\(value.typeName)' is not a View", at: range)
        }
    }

    /// A view of your own or a modifier's content not built yet, built now, so that it sees
    /// what a modifier around it gives its environment (`.environment`, `.environmentObject`,
    /// `.modelContainer`); any other value as it is.
    static func buildingOwnView(_ value: Value, range: SourceRange, in context: ScriptContext?) throws -> Value {
        switch value {
        case .record where isView(value), .host(_ as ModifierContent): break
        default: return value
        }
        return ViewConstructors.view(try node(value, range: range, in: context))
    }

    /// Whether a value is a view (builtin or user-declared).
    /// Whether a value is a `Text`: a view of text, with any modifiers.
    static func isText(_ value: Value) -> Bool {
        guard case .host(let view as ViewValue) = value, case .text = view.node.content else { return false }
        return true
    }

    static func isView(_ value: Value) -> Bool {
        switch value {
        case .host(let object):
            return object is ViewValue || object is SubviewValue || object is NodeList || object is TabViewValue || object is PathValue || object is ColorValue
                || object is ModifierContent
        case .record(let type, _): return type.conforms(to: "View") || type.conforms(to: "Shape")
        default: return false
        }
    }

    /// Runs a user view's body. `@State` properties get their storage from the scene runtime
    /// by the view's position, so the same view keeps its state across evaluations.
    static func instantiate(_ type: StructType, _ values: [Value], range: SourceRange, in context: ScriptContext?) throws -> ViewNode {
        guard let body = type.computed["body"] else {
            throw Diagnostic.error("'\(type.name)' has no 'body'", at: range)
        }
        let runtime = context?.runtime
        let level = runtime?.childLevel(type.name)
        let fields = try ownedFields(type, values, runtime: runtime, level: level)
        // Body frames are reused when no closure the body made (an action) still holds them.
        var frame = body.pool.take(size: body.frameSize, parent: nil, context: context)
        defer { body.pool.give(&frame) }
        frame.slots[0] = .record(RecordType(type), fields)
        guard let runtime else {
            throw Diagnostic.error("the view '\(type.name)' can only be built as part of a scene", at: range)
        }
        let result = try runtime.within(level) { try body.run(frame, machine: runtime.machine, at: range) }
        return try node(result, range: range, in: context)
    }

    /// The fields of a view or view modifier with the storage SwiftUI gives its wrappers:
    /// `@State` (and `@StateObject`, `@GestureState`) from the scene runtime by the place
    /// `level` names in the tree, so the same view keeps its state across evaluations;
    /// environment values and objects from what is around it; `@Namespace` ids by place too.
    static func ownedFields(_ type: StructType, _ values: [Value], runtime: SceneRuntime?,
                            level: SceneRuntime.PathLevel?) throws -> [Value] {
        var fields = values
        try QueryFields.resolve(&fields, of: type, runtime: runtime, level: level)
        for (index, objectType) in type.environmentObjectFields where index < fields.count {
            // `@EnvironmentObject var model: Model`: the object an ancestor gave with `.environmentObject(_:)`.
            guard let object = runtime?.environmentObjects[objectType] else {
                // Declared optional (`@Environment(Model.self) var model: Model?`): nil, not an error.
                if case .optional = type.fieldTypes[index] { fields[index] = .none; continue }
                fields[index] = .host(MissingEnvironmentObject(objectType: objectType, viewType: type.name))
                continue
            }
            fields[index] = .object(object)
        }
        for index in type.wrapperFields.isEmpty ? [] : type.wrapperFields.keys.sorted() where index < fields.count {
            if case .host(_ as StateBox) = fields[index] { continue }
            let name = type.fieldNames[index]
            if let key = type.environmentKeys[index] {
                let value: Value
                if key == EnvironmentValuesObject.wholeEnvironmentKey {
                    value = .host(EnvironmentValuesObject(runtime?.environment ?? SceneEnvironment()))
                } else if SceneEnvironment.key(named: key) == nil, let custom = try runtime?.customEnvironmentValue(key) {
                    value = custom
                } else {
                    value = runtime?.environment.value(key, runtime: runtime) ?? .none
                }
                fields[index] = try type.environmentKeyPaths[index]?.apply(to: value, in: runtime) ?? value
            } else if type.wrapperFields[index] == "Namespace", let runtime, let level {
                fields[index] = .host(runtime.namespace(level.path + "." + name))
            } else if let key = type.appStorageKeys[index], let runtime {
                fields[index] = .host(runtime.defaultsBox(key, name, initial: fields[index], viewPath: level?.path))
            } else if type.wrapperFields[index] == "State", let runtime, let level {
                fields[index] = .host(runtime.box(level.path, name, initial: fields[index]))
            } else if type.wrapperFields[index] == "GestureState", let runtime, let level {
                let box = runtime.box(level.path, name, initial: fields[index])
                box.resetValue = fields[index]
                fields[index] = .host(box)
            } else {
                fields[index] = .host(StateBox(name: name, value: fields[index], owner: runtime))
            }
        }
        return fields
    }

    /// The `id` of an `Identifiable` value whose `id` is computed (`var id: Self { self }`)
    /// or stored in an object.
    static func identity(of value: Value, in context: ScriptContext?) -> Value? {
        let type: StructType
        switch value {
        case .enumCase(let record, _, _): type = record.type
        case .record(let record, let fields):
            if let index = record.type.fieldIndex["id"], index < fields.count { return fields[index] }
            type = record.type
        case .object(let object):
            if let index = object.type.fieldIndex["id"] { return object.fields[index] }
            if object.type.modelSchema != nil, object.type.computedProperty(named: "id") == nil {
                return .host(PersistentIdentifierValue(object))
            }
            type = object.type
        case .host(let subview as SubviewValue):
            // `ForEach(subviews) { … }` over a container's subviews: each one's place.
            return .int(subview.id)
        default: return nil
        }
        guard let getter = type.computedProperty(named: "id"), let context else { return nil }
        let frame = Frame(size: getter.frameSize, parent: nil, context: context)
        frame.slots[0] = value
        return try? getter.run(frame, machine: context.machine, at: getter.range)
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
