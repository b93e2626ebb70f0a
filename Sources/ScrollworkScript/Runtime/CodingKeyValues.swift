import Foundation

/// What a script's `CodingKey` value says: a `CodingKeys` enum's case (its raw `String` value or
/// its name, an `Int` raw value as its `intValue`), a struct key of the app's own (its
/// `stringValue` and `intValue`), or a key of a coding path.
enum CodingKeyValues {
    static func string(of key: Value, in context: ScriptContext?) throws -> String {
        switch key {
        case .enumCase(let record, let index, _):
            let info = record.type.cases[index]
            if case .string(let raw)? = info.rawValue { return raw }
            return info.name
        case .record(let record, _):
            guard case .string(let text) = try record.type.read("stringValue", of: key, in: context) else { break }
            return text
        case .host(let pathKey as CodingPathKey):
            return pathKey.stringValue
        case .string(let text):
            return text
        default:
            break
        }
        throw RuntimeFailure("'\(Value.describe(key))' is not a CodingKey")
    }

    static func int(of key: Value, in context: ScriptContext?) throws -> Int? {
        switch key {
        case .enumCase(let record, let index, _):
            if case .int(let raw)? = record.type.cases[index].rawValue { return raw }
            return nil
        case .record(let record, _):
            if case .int(let number) = try record.type.read("intValue", of: key, in: context) { return number }
            return nil
        case .host(let pathKey as CodingPathKey):
            return pathKey.intValue
        default:
            return nil
        }
    }

    /// `stringValue` and `intValue` of a `CodingKey` enum that does not declare them: what
    /// Swift synthesises from its raw values or case names.
    static func synthesizedType(of type: StructType, _ name: String) -> StaticType? {
        guard type.kind == .enumeration, type.conforms(to: "CodingKey"), type.computedProperty(named: name) == nil else { return nil }
        switch name {
        case "stringValue": return .string
        case "intValue": return .optional(.int)
        default: return nil
        }
    }

    /// How Foundation names the key in a message: `CodingKeys(stringValue: "name", intValue: nil)`.
    static func description(of key: Value, in context: ScriptContext?) throws -> String {
        let text = try string(of: key, in: context)
        let number = try int(of: key, in: context).map(String.init) ?? "nil"
        let typeName: String
        switch key {
        case .enumCase(let record, _, _), .record(let record, _): typeName = String(record.type.name.split(separator: ".").last ?? "")
        default: typeName = "_CodingKey"
        }
        return "\(typeName)(stringValue: \"\(text)\", intValue: \(number))"
    }

    /// The key of `type` a JSON key names, as `init?(stringValue:)` makes it: an enum's case
    /// by raw value or name, a struct key by its own initialiser; nil when there is none.
    static func key(_ text: String, of type: StructType, in context: ScriptContext?) throws -> Value? {
        if type.kind == .enumeration {
            let index = type.cases.firstIndex { info in
                if case .string(let raw)? = info.rawValue { return raw == text }
                return info.name == text
            }
            return index.map { type.caseValue($0) }
        }
        guard let context, let function = type.initializers.first(where: { $0.labels == ["stringValue"] }) else { return nil }
        let made = try ScriptInitializers.construct(type, with: function, arguments: [.string(text)], in: context)
        if case .none = made { return nil }
        return made
    }
}

/// A key of a `codingPath`: a member's name or an array's index (`Index 2`).
final class CodingPathKey: HostValue {
    let stringValue: String
    let intValue: Int?

    init(_ component: String) {
        if component.hasPrefix("Index "), let index = Int(component.dropFirst(6)) {
            stringValue = component
            intValue = index
        } else {
            stringValue = component
            intValue = nil
        }
    }

    var typeName: String { "CodingKey" }
    var valueDescription: String { "_CodingKey(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))" }
    var equalityKey: String { stringValue }
    var memberName: String? { nil }
}
