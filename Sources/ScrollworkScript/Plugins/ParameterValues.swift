import Foundation
import ScrollworkCore
import ScrollworkScene

/// A behaviour's parameter values carried from one program to the next as `ScriptValue`s,
/// which hold no reference to the old program's types, and typed again by the new
/// declaration of the property.
enum ParameterValues {
    /// The value to keep: the host's view of it, except that an angle keeps its radians
    /// exactly (the usual view shows degrees).
    static func keep(_ value: Value) -> ScriptValue {
        switch value {
        case .angle(let radians): return .record(type: "Angle", fields: [("radians", .double(radians))])
        case .array(let items): return .array(items.map(keep))
        case .record(let type, let fields) where !type.type.isBuiltin:
            return .record(type: type.name, fields: zip(type.fieldNames, fields).map { ($0, keep($1)) })
        default: return ScriptValue(value)
        }
    }

    /// The kept value as a value of `type` in the new program, or nil when it no longer fits.
    static func value(_ kept: ScriptValue, as type: StaticType) -> Value? {
        switch (type, kept) {
        case (.unknown, _):
            return Value(kept)
        case (.optional, .none):
            return Value.none
        case (.optional(let inner), _):
            return value(kept, as: inner)
        case (.double, .int(let number)):
            return .double(Double(number))
        case (.double, .double(let number)):
            return .double(number)
        case (.int, .int(let number)):
            return .int(number)
        case (.int, .double(let number)) where number.rounded() == number && abs(number) < 9e15:
            return .int(Int(number))
        case (.bool, .bool(let flag)):
            return .bool(flag)
        case (.string, .string(let text)):
            return .string(text)
        case (.array(let element), .array(let items)):
            let values = items.compactMap { value($0, as: element) }
            return values.count == items.count ? .array(values) : nil
        case (.rect, .record(type: "CGRect", _)), (.point, .record(type: "CGPoint", _)),
             (.size, .record(type: "CGSize", _)), (.vector, .record(type: "CGVector", _)):
            return Value(kept)
        case (.unitPoint, .record(type: "UnitPoint", let fields)):
            guard let x = number(fields, "x"), let y = number(fields, "y") else { return nil }
            return .unitPoint(UnitPoint(x: x, y: y))
        case (.angle, .record(type: "Angle", let fields)):
            if let radians = number(fields, "radians") { return .angle(radians) }
            return number(fields, "degrees").map { .angle($0 * .pi / 180) }
        case (.edgeSet, .array(let items)):
            return optionSet(.edges, items)
        case (.axisSet, .array(let items)):
            return optionSet(.axes, items)
        case (.record(let ref), .record(let name, let fields)) where ref.type.name == name && !ref.type.isBuiltin:
            return record(ref.type, fields)
        default:
            return nil
        }
    }

    private static func number(_ fields: [(String, ScriptValue)], _ name: String) -> Double? {
        fields.first { $0.0 == name }?.1.doubleValue
    }

    private static func optionSet(_ kind: OptionSetKind, _ items: [ScriptValue]) -> Value? {
        var bits: UInt8 = 0
        for item in items {
            guard case .enumCase(_, let name) = item, let bit = kind.bit(for: name) else { return nil }
            bits |= bit
        }
        return .optionSet(kind, bits)
    }

    /// A script struct value, field by field by name; every field of the new declaration
    /// needs a kept value.
    private static func record(_ type: StructType, _ fields: [(String, ScriptValue)]) -> Value? {
        var values: [Value] = []
        for (index, name) in type.fieldNames.enumerated() {
            guard let kept = fields.first(where: { $0.0 == name })?.1,
                  let converted = value(kept, as: type.fieldTypes[index]) else { return nil }
            values.append(converted)
        }
        return .record(RecordType(type), values)
    }
}
