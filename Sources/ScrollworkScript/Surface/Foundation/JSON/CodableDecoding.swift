import Foundation

/// What `JSONDecoder` and `JSONEncoder` are set to: key, date and data strategies.
struct JSONCodingOptions {
    enum KeyStrategy { case useDefaultKeys, snakeCase }
    enum DateStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        /// `.formatted(formatter)`: the formatter itself, so changing it later changes what
        /// the coder reads and writes, as Foundation's strategy holds the object.
        case formatted(DateFormatterValue)
        /// `.custom(closure)`: the app's closure reads the date from a decoder of the JSON value
        /// (writes it to an encoder, encoding).
        case custom(Callable)
    }
    /// `Data` as Base64 text (Foundation's default), or as `Data`'s own `Codable` form, an array of bytes.
    enum DataStrategy: String { case base64, deferredToData }
    var keys = KeyStrategy.useDefaultKeys
    var dates = DateStrategy.deferredToDate
    var data = DataStrategy.base64
}

/// A `DecodingError` or `EncodingError` on its way to the script (see `CodingErrorValue`).
struct CodingFailure: ThrowableFailure {
    let error: CodingErrorValue
    var thrownValue: Value { .host(error) }
    var thrownDescription: String { error.valueDescription }
}

/// Decodes JSON into script values as Swift's synthesised `Decodable` conformances do: a
/// struct or class from an object by its coding keys (a missing optional is nil), a raw-value
/// enum from its raw value, arrays, dictionaries, `Date`, `UUID`, `URL`, `Data`.
struct CodableDecoding {
    let options: JSONCodingOptions
    let types: CodableTypes

    func decode(_ json: JSONDocument, as type: StaticType, path: [String]) throws -> Value {
        switch type {
        case .optional(let wrapped):
            if case .null = json { return .none }
            return try decode(json, as: wrapped, path: path)
        case .unknown:
            return try untyped(json)
        case .int:
            guard case .number(let text) = json else { throw mismatch("Int", json, path) }
            if let value = Int(text) { return .int(value) }
            if let value = Double(text), value == value.rounded(), abs(value) < 9.2e18 { return .int(Int(value)) }
            throw CodingFailure(error: .dataCorrupted(path: path, detail: "Parsed JSON number <\(text)> does not fit in Int."))
        case .double:
            guard case .number(let text) = json, let value = Double(text) else { throw mismatch("Double", json, path) }
            return .double(value)
        case .bool:
            guard case .bool(let value) = json else { throw mismatch("Bool", json, path) }
            return .bool(value)
        case .string:
            guard case .string(let value) = json else { throw mismatch("String", json, path) }
            return .string(value)
        case .array(let element):
            guard case .array(let items) = json else { throw mismatch("Array<\(element.name)>", json, path) }
            return .array(try items.enumerated().map { try decode($1, as: element, path: path + ["Index \($0)"]) })
        case .set(let element):
            guard case .array(let items) = json else { throw mismatch("Set<\(element.name)>", json, path) }
            return .set(SetValue(try items.enumerated().map { try decode($1, as: element, path: path + ["Index \($0)"]) }))
        case .dictionary(let key, let value):
            guard case .object(let members) = json else { throw mismatch("Dictionary<\(key.name), \(value.name)>", json, path) }
            let pairs = try members.map { member -> (Value, Value) in
                let decodedKey: Value
                switch key {
                case .int: decodedKey = Int(member.key).map(Value.int) ?? .string(member.key)
                // A raw-value enum's key (`CodingKeyRepresentable`): the case the key's text names.
                case .record(let reference) where reference.type.kind == .enumeration:
                    let text: JSONDocument = reference.type.rawType == .int ? .number(member.key) : .string(member.key)
                    decodedKey = try enumCase(text, reference.type, path + [member.key])
                default: decodedKey = .string(member.key)
                }
                return (decodedKey, try decode(member.value, as: value, path: path + [member.key]))
            }
            return .dictionary(try DictionaryValue(pairs: pairs))
        case .named("URL"):
            guard case .string(let text) = json else { throw mismatch("URL", json, path) }
            return .host(URLValue(text))
        case .named("Data"):
            return .host(DataValue(try data(json, path)))
        case .record(let reference):
            return try decode(json, as: reference.type, path: path)
        default:
            throw CodingFailure(error: .typeMismatch(type: type.name, path: path,
                                                     detail: "scrollwork cannot decode a value of type '\(type.name)'"))
        }
    }

    private func decode(_ json: JSONDocument, as type: StructType, path: [String]) throws -> Value {
        if type === FoundationTypes.date { return try date(json, path) }
        if type === FoundationTypes.uuid {
            guard case .string(let text) = json else { throw mismatch("UUID", json, path) }
            guard let parsed = UUID(uuidString: text) else {
                throw CodingFailure(error: .dataCorrupted(path: path, detail: "Attempted to decode UUID from invalid UUID string."))
            }
            return FoundationTypes.uuid(parsed.uuidString)
        }
        if let initializer = type.decodingInitializer, let context = types.context {
            // The type's own `init(from:)` reads the JSON through the containers it asks for.
            return try ScriptInitializers.construct(type, with: initializer,
                                                    arguments: [.host(DecoderObject(json, path: path, decoding: self))], in: context)
        }
        if type.kind == .enumeration { return try enumCase(json, type, path) }
        if RangeBounds.isBoundedRecord(type) { return try range(json, type, path) }
        guard case .object(let members) = json else { throw mismatch(type.name, json, path) }
        var byKey: [String: JSONDocument] = [:]
        for member in members { byKey[options.keys == .snakeCase ? CodingKeyNames.camelCase(member.key) : member.key] = member.value }
        var fields = [Value](repeating: .none, count: type.fieldNames.count)
        let coded = types.codingKeys(of: type)
        for index in type.fieldNames.indices {
            guard let key = coded[index] else {
                fields[index] = try types.defaultValue(of: type, field: index)
                continue
            }
            let fieldType = type.fieldTypes[index]
            guard let json = byKey[key], json != .null || !isOptional(fieldType) else {
                if isOptional(fieldType) { continue }
                if case .null? = byKey[key] { throw CodingFailure(error: .valueNotFound(type: fieldType.name, path: path + [key])) }
                if type.fieldIsLet[index], type.fieldDefaults[index] != nil {
                    fields[index] = try types.defaultValue(of: type, field: index)
                    continue
                }
                throw CodingFailure(error: .keyNotFound(key: key, path: path))
            }
            if type.fieldIsLet[index], type.fieldDefaults[index] != nil {
                // Swift does not decode a `let` with an initial value.
                fields[index] = try types.defaultValue(of: type, field: index)
                continue
            }
            fields[index] = try decode(json, as: fieldType, path: path + [key])
        }
        if type.kind == .classType { return .object(ObjectInstance(type: type, fields: fields)) }
        return .record(RecordType(type), fields)
    }

    private func isOptional(_ type: StaticType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    private func enumCase(_ json: JSONDocument, _ type: StructType, _ path: [String]) throws -> Value {
        guard let rawType = type.rawType else {
            throw CodingFailure(error: .typeMismatch(type: type.name, path: path,
                                                     detail: "scrollwork decodes enums with raw values only"))
        }
        let raw = try decode(json, as: rawType, path: path)
        guard let index = type.cases.firstIndex(where: { $0.rawValue.map { Value.equal($0, raw) } ?? false }) else {
            throw CodingFailure(error: .dataCorrupted(path: path,
                                                      detail: "Cannot initialize \(type.name) from invalid \(rawType.name) value \(Value.describe(raw))"))
        }
        return .enumCase(RecordType(type), index, [])
    }

    /// Base64 text, or with `.deferredToData` an array of bytes, as Foundation reads them.
    private func data(_ json: JSONDocument, _ path: [String]) throws -> Data {
        switch options.data {
        case .base64:
            guard case .string(let text) = json else { throw mismatch("String", json, path) }
            guard let bytes = Data(base64Encoded: text) else {
                throw CodingFailure(error: .dataCorrupted(path: path, detail: "Encountered Data is not valid Base64."))
            }
            return bytes
        case .deferredToData:
            guard case .array(let items) = json else { throw mismatch("Array<Any>", json, path) }
            return Data(try items.enumerated().map { index, item in
                guard case .number(let text) = item, let byte = UInt8(text) else { throw mismatch("UInt8", item, path + ["Index \(index)"]) }
                return byte
            })
        }
    }

    private func date(_ json: JSONDocument, _ path: [String]) throws -> Value {
        let reference = Date(timeIntervalSince1970: 0).timeIntervalSinceReferenceDate
        switch options.dates {
        case .iso8601:
            guard case .string(let text) = json else { throw mismatch("String", json, path) }
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw CodingFailure(error: .dataCorrupted(path: path, detail: "Expected date string to be ISO8601-formatted."))
            }
            return FoundationTypes.date(sinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case .formatted(let formatter):
            guard case .string(let text) = json else { throw mismatch("String", json, path) }
            guard let date = formatter.formatter.date(from: text) else {
                throw CodingFailure(error: .dataCorrupted(path: path, detail: "Date string does not match format expected by formatter."))
            }
            return FoundationTypes.date(sinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case .custom(let closure):
            return try closure.call([.host(DecoderObject(json, path: path, decoding: self))], in: types.context)
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            guard case .number(let text) = json, let seconds = Double(text) else { throw mismatch("Double", json, path) }
            switch options.dates {
            case .secondsSince1970: return FoundationTypes.date(sinceReferenceDate: seconds + reference)
            case .millisecondsSince1970: return FoundationTypes.date(sinceReferenceDate: seconds / 1000 + reference)
            default: return FoundationTypes.date(sinceReferenceDate: seconds)
            }
        }
    }

    /// JSON read with no type to decode into: numbers as Int when whole, objects as dictionaries.
    private func untyped(_ json: JSONDocument) throws -> Value {
        switch json {
        case .null: return .none
        case .bool(let flag): return .bool(flag)
        case .number(let text): return Int(text).map(Value.int) ?? .double(Double(text) ?? 0)
        case .string(let text): return .string(text)
        case .array(let items): return .array(try items.map(untyped))
        case .object(let members): return .dictionary(try DictionaryValue(pairs: members.map { (.string($0.key), try untyped($0.value)) }))
        }
    }

    /// `Range<Double>`, `ClosedRange<Date>`: an array of the lower and the upper bound, as
    /// Swift's `Range: Decodable` reads it, the lower not above the upper.
    private func range(_ json: JSONDocument, _ type: StructType, _ path: [String]) throws -> Value {
        guard case .array(let items) = json else { throw mismatch("Array<Any>", json, path) }
        let boundType = type.fieldTypes[0]
        let bounds = try (0..<2).map { index in
            guard index < items.count else { throw CodingFailure(error: .valueNotFound(type: boundType.name, path: path + ["Index \(index)"])) }
            return try decode(items[index], as: boundType, path: path + ["Index \(index)"])
        }
        let (lower, upper) = (bounds[0].asDouble ?? FoundationTypes.seconds(ofDate: bounds[0]) ?? 0,
                              bounds[1].asDouble ?? FoundationTypes.seconds(ofDate: bounds[1]) ?? 0)
        guard lower <= upper else {
            throw CodingFailure(error: .dataCorrupted(path: path, detail: "Cannot initialize \(type.name) with a lowerBound (\(Value.describe(bounds[0]))) greater than upperBound (\(Value.describe(bounds[1])))"))
        }
        return .record(RecordType(type), bounds)
    }

    private func mismatch(_ expected: String, _ json: JSONDocument, _ path: [String]) -> CodingFailure {
        CodingFailure(error: mismatchError(expected, json, path))
    }

    /// Foundation's error for JSON that is not of the type expected: `valueNotFound` for a null.
    func mismatchError(_ expected: String, _ json: JSONDocument, _ path: [String], container: String? = nil) -> CodingErrorValue {
        if case .null = json {
            return .valueNotFound(type: expected, path: path, detail: container.map { "Cannot get \($0) decoding container -- found null value instead" })
        }
        return .typeMismatch(type: expected, path: path, detail: "Expected to decode \(expected) but found \(json.foundDescription) instead.")
    }
}
