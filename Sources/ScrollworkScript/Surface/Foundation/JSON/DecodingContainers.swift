import Foundation

/// The `Decoder` an app's `init(from:)` is given, and its single-value container: the JSON at
/// a coding path, read with the strategies of the `JSONDecoder` that started.
final class DecoderObject: HostObject {
    let json: JSONDocument
    let path: [String]
    let decoding: CodableDecoding
    let typeName: String

    init(_ json: JSONDocument, path: [String], decoding: CodableDecoding, typeName: String = "Decoder") {
        self.json = json
        self.path = path
        self.decoding = decoding
        self.typeName = typeName
    }

    /// `container(keyedBy:)`: the members of an object, by key as the key strategy reads them.
    func keyed(by keyType: Value) throws -> KeyedDecodingContainerObject {
        guard case .object(let members) = json else {
            throw CodingFailure(error: decoding.mismatchError("Dictionary<String, Any>", json, path, container: "keyed"))
        }
        let strategy = decoding.options.keys
        let named = members.map { (key: strategy == .snakeCase ? CodingKeyNames.camelCase($0.key) : $0.key, value: $0.value) }
        var keyStruct: StructType?
        if case .type(.user(let type)) = keyType { keyStruct = type }
        return KeyedDecodingContainerObject(named, path: path, decoding: decoding, keyType: keyStruct)
    }

    /// `unkeyedContainer()`: the elements of an array.
    func unkeyed() throws -> UnkeyedDecodingContainerObject {
        guard case .array(let items) = json else {
            throw CodingFailure(error: decoding.mismatchError("Array<Any>", json, path, container: "unkeyed"))
        }
        return UnkeyedDecodingContainerObject(items, path: path, decoding: decoding)
    }

    /// `singleValueContainer().decode(T.self)`.
    func decode(_ type: Value) throws -> Value {
        try decoding.decode(json, as: try decoding.types.codedType(type), path: path)
    }
}

/// `KeyedDecodingContainer`: an object's members by key.
final class KeyedDecodingContainerObject: HostObject {
    let members: [(key: String, value: JSONDocument)]
    let path: [String]
    let decoding: CodableDecoding
    let keyType: StructType?

    init(_ members: [(key: String, value: JSONDocument)], path: [String], decoding: CodableDecoding, keyType: StructType?) {
        self.members = members
        self.path = path
        self.decoding = decoding
        self.keyType = keyType
    }

    var typeName: String { "KeyedDecodingContainer" }
    private var context: ScriptContext? { decoding.types.context }

    func value(forKey key: Value) throws -> JSONDocument? {
        let name = try CodingKeyValues.string(of: key, in: context)
        return members.last { $0.key == name }?.value
    }

    /// The member under `key`, or Foundation's `keyNotFound`.
    func required(_ key: Value) throws -> (JSONDocument, [String]) {
        let name = try CodingKeyValues.string(of: key, in: context)
        guard let json = members.last(where: { $0.key == name })?.value else {
            throw CodingFailure(error: .keyNotFound(key: name, path: path, description: try CodingKeyValues.description(of: key, in: context)))
        }
        return (json, path + [name])
    }

    func decode(_ type: Value, forKey key: Value) throws -> Value {
        let (json, at) = try required(key)
        return try decoding.decode(json, as: try decoding.types.codedType(type), path: at)
    }

    /// `decodeIfPresent`: nil for a missing key or a null.
    func decodeIfPresent(_ type: Value, forKey key: Value) throws -> Value {
        guard let json = try value(forKey: key), json != .null else { return .none }
        return try decode(type, forKey: key)
    }

    func decoder(forKey key: Value) throws -> DecoderObject {
        let (json, at) = try required(key)
        return DecoderObject(json, path: at, decoding: decoding)
    }

    /// `superDecoder(forKey:)`: a decoder of the key's value, of null when it is missing, as Foundation's.
    func superDecoder(forKey key: Value) throws -> DecoderObject {
        let name = try CodingKeyValues.string(of: key, in: context)
        return DecoderObject(try value(forKey: key) ?? .null, path: path + [name], decoding: decoding)
    }

    /// `allKeys`: the members whose names the key type has, in the order the JSON lists them.
    func allKeys() throws -> [Value] {
        guard let keyType else { return members.map { .host(CodingPathKey($0.key)) } }
        return try members.compactMap { try CodingKeyValues.key($0.key, of: keyType, in: context) }
    }
}

/// `UnkeyedDecodingContainer`: an array's elements, read in order from `currentIndex`.
final class UnkeyedDecodingContainerObject: HostObject {
    let items: [JSONDocument]
    let path: [String]
    let decoding: CodableDecoding
    private(set) var currentIndex = 0

    init(_ items: [JSONDocument], path: [String], decoding: CodableDecoding) {
        self.items = items
        self.path = path
        self.decoding = decoding
    }

    var typeName: String { "UnkeyedDecodingContainer" }
    var isAtEnd: Bool { currentIndex >= items.count }
    private var here: [String] { path + ["Index \(currentIndex)"] }

    /// The next element, or Foundation's `valueNotFound` past the end; the index moves on
    /// only when `read` succeeds.
    func next<T>(_ expected: String, _ read: (JSONDocument, [String]) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw CodingFailure(error: .valueNotFound(type: expected, path: here, detail: "Unkeyed container is at end."))
        }
        let result = try read(items[currentIndex], here)
        currentIndex += 1
        return result
    }

    func decode(_ type: Value) throws -> Value {
        let coded = try decoding.types.codedType(type)
        return try next(coded.name) { json, at in try decoding.decode(json, as: coded, path: at) }
    }

    func decodeIfPresent(_ type: Value) throws -> Value {
        if !isAtEnd, items[currentIndex] == .null {
            currentIndex += 1
            return .none
        }
        return try decode(type)
    }

    func decodeNil() -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }
}

extension CodableTypes {
    /// The type a `T.self` argument of a container's `decode` names.
    func codedType(_ value: Value) throws -> StaticType {
        try UnboundGenericParameter.check(value)
        guard let type = staticType(of: value) else {
            throw RuntimeFailure("scrollwork cannot decode '\(Value.describe(value))': name the type (Item.self, [Item].self)")
        }
        return type
    }
}
