import Foundation

/// Where an app's `encode(to:)` writes: a value, an object whose members are written in
/// encoding order (a key written again keeps its place), or an array. Containers share it,
/// so a nested container's writes land in its parent's JSON.
final class EncodingSlot {
    enum Content {
        case empty
        case value(JSONDocument)
        case object([(key: String, slot: EncodingSlot)])
        case array([EncodingSlot])
    }

    var content = Content.empty

    init(_ content: Content = .empty) { self.content = content }

    /// The JSON written here; a container nothing was written to is an empty object or array.
    var document: JSONDocument {
        var result = JSONDocument.object([])
        // Nesting is as deep as the app's own types: each level is one of its `encode(to:)` calls.
        switch content {
        case .empty: break
        case .value(let json): result = json
        case .object(let members): result = .object(members.map { ($0.key, $0.slot.document) })
        case .array(let items): result = .array(items.map(\.document))
        }
        return result
    }

    /// The object member under `key`, made (or emptied) for a new write.
    func member(_ key: String) -> EncodingSlot {
        var members: [(key: String, slot: EncodingSlot)] = []
        if case .object(let existing) = content { members = existing }
        let slot = EncodingSlot()
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].slot = slot
        } else {
            members.append((key, slot))
        }
        content = .object(members)
        return slot
    }

    func appended() -> EncodingSlot {
        var items: [EncodingSlot] = []
        if case .array(let existing) = content { items = existing }
        let slot = EncodingSlot()
        content = .array(items + [slot])
        return slot
    }

    var count: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }
}

/// The `Encoder` an app's `encode(to:)` is given, and each of its containers: a slot of the
/// JSON being written, at a coding path, with the `JSONEncoder`'s strategies.
final class EncoderObject: HostObject {
    enum Role: String {
        case encoder = "Encoder"
        case keyed = "KeyedEncodingContainer"
        case unkeyed = "UnkeyedEncodingContainer"
        case singleValue = "SingleValueEncodingContainer"
    }

    let slot: EncodingSlot
    let path: [String]
    let encoding: CodableEncoding
    let role: Role

    init(_ slot: EncodingSlot, path: [String], encoding: CodableEncoding, role: Role = .encoder) {
        self.slot = slot
        self.path = path
        self.encoding = encoding
        self.role = role
    }

    var typeName: String { role.rawValue }
    private var context: ScriptContext? { encoding.types.context }

    /// `container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()` of the encoder.
    func container(_ role: Role) -> EncoderObject {
        switch (role, slot.content) {
        case (.keyed, .object), (.unkeyed, .array): break
        case (.keyed, _): slot.content = .object([])
        case (.unkeyed, _): slot.content = .array([])
        default: break
        }
        return EncoderObject(slot, path: path, encoding: encoding, role: role)
    }

    /// The key as written: converted to snake case when the encoder says so.
    func keyName(_ key: Value) throws -> (written: String, path: [String]) {
        let name = try CodingKeyValues.string(of: key, in: context)
        return (encoding.options.keys == .snakeCase ? CodingKeyNames.snakeCase(name) : name, path + [name])
    }

    func encode(_ value: Value, forKey key: Value) throws {
        let (name, at) = try keyName(key)
        let json = try encoding.encode(value, path: at)
        slot.member(name).content = .value(json)
    }

    func nested(_ role: Role, forKey key: Value) throws -> EncoderObject {
        let (name, at) = try keyName(key)
        return EncoderObject(slot.member(name), path: at, encoding: encoding).container(role)
    }

    func append(_ value: Value) throws {
        let json = try encoding.encode(value, path: path + ["Index \(slot.count)"])
        slot.appended().content = .value(json)
    }

    func nestedInArray(_ role: Role) -> EncoderObject {
        let at = path + ["Index \(slot.count)"]
        return EncoderObject(slot.appended(), path: at, encoding: encoding).container(role)
    }

    func encodeSingle(_ value: Value) throws {
        slot.content = .value(try encoding.encode(value, path: path))
    }
}
