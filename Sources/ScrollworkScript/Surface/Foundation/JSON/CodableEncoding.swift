import Foundation

/// Encodes script values as JSON as Swift's synthesised `Encodable` conformances do: a struct
/// or class as an object of its coded properties in declaration (or `CodingKeys`) order, nil
/// properties left out; a raw-value enum as its raw value; arrays, dictionaries, `Date`,
/// `UUID`, `URL`, `Data`.
struct CodableEncoding {
    let options: JSONCodingOptions
    let types: CodableTypes

    func encode(_ value: Value, path: [String]) throws -> JSONDocument {
        if let written = try ownEncoding(value, path: path) { return written }
        switch value {
        case .none: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(String(number))
        case .double(let number):
            guard number.isFinite else {
                throw CodingFailure(error: .invalidValue(description: Value.describe(value), path: path,
                                                         detail: "Unable to encode Double.\(number) directly in JSON."))
            }
            return .number(JSONWriter.number(number))
        case .string(let text): return .string(text)
        case .array(let items): return .array(try items.enumerated().map { try encode($1, path: path + ["Index \($0)"]) })
        case .set(let set): return .array(try set.elements.enumerated().map { try encode($1, path: path + ["Index \($0)"]) })
        case .dictionary(let dictionary):
            let members = try dictionary.pairs.map { key, item -> (key: String, value: JSONDocument) in
                let name = Value.describe(key)
                return (name, try encode(item, path: path + [name]))
            }
            return .object(members)
        case .host(let url as URLValue): return .string(url.text)
        case .host(let data as DataValue):
            switch options.data {
            case .base64: return .string(data.bytes.base64EncodedString())
            case .deferredToData: return .array(data.bytes.map { .number(String($0)) })
            }
        case .record(let record, let fields): return try encode(record.type, fields, path: path)
        case .object(let object): return try encode(object.type, object.fields, path: path)
        case .enumCase(let record, let index, _):
            guard let raw = record.type.cases[index].rawValue else {
                throw CodingFailure(error: .invalidValue(description: Value.describe(value), path: path,
                                                         detail: "scrollwork encodes enums with raw values only"))
            }
            return try encode(raw, path: path)
        default:
            throw CodingFailure(error: .invalidValue(description: Value.describe(value), path: path,
                                                     detail: "a value of type '\(value.typeName)' is not Encodable here"))
        }
    }

    /// What a type's own `encode(to:)` writes, in place of the synthesised conformance.
    private func ownEncoding(_ value: Value, path: [String]) throws -> JSONDocument? {
        let type: StructType
        switch value {
        case .record(let record, _), .enumCase(let record, _, _): type = record.type
        case .object(let object): type = object.type
        default: return nil
        }
        guard let method = type.encodingMethod, let context = types.context else { return nil }
        let slot = EncodingSlot()
        _ = try ScriptInitializers.call(method, on: value, arguments: [.host(EncoderObject(slot, path: path, encoding: self))], in: context)
        return slot.document
    }

    private func encode(_ type: StructType, _ fields: [Value], path: [String]) throws -> JSONDocument {
        if type === FoundationTypes.uuid { return .string(Value.describe(fields[0])) }
        if type === FoundationTypes.date { return try date(fields[0].asDouble ?? 0, path: path) }
        // A range is the array of its two bounds, as Swift's `Range: Encodable` writes it.
        if RangeBounds.isBoundedRecord(type) { return .array(try fields.enumerated().map { try encode($1, path: path + ["Index \($0)"]) }) }
        var members: [(key: String, value: JSONDocument)] = []
        for (index, key) in types.codingKeys(of: type).enumerated() {
            guard let key, index < fields.count else { continue }
            let field = StateBox.unwrap(fields[index])
            if case .none = field { continue }
            let name = options.keys == .snakeCase ? CodingKeyNames.snakeCase(key) : key
            members.append((name, try encode(field, path: path + [key])))
        }
        return .object(members)
    }

    private func date(_ sinceReference: Double, path: [String]) throws -> JSONDocument {
        let since1970 = sinceReference - Date(timeIntervalSince1970: 0).timeIntervalSinceReferenceDate
        switch options.dates {
        case .deferredToDate: return .number(JSONWriter.number(sinceReference))
        case .secondsSince1970: return .number(JSONWriter.number(since1970))
        case .millisecondsSince1970: return .number(JSONWriter.number(since1970 * 1000))
        case .iso8601: return .string(ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: sinceReference)))
        case .formatted(let formatter): return .string(formatter.formatter.string(from: Date(timeIntervalSinceReferenceDate: sinceReference)))
        case .custom(let closure):
            // What the closure writes; nothing written is an empty object, as Foundation encodes it.
            let slot = EncodingSlot()
            _ = try closure.call([FoundationTypes.date(sinceReferenceDate: sinceReference),
                                  .host(EncoderObject(slot, path: path, encoding: self))], in: types.context)
            return slot.document
        }
    }
}
