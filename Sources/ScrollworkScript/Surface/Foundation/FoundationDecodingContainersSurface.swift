import Foundation

/// What an app's hand-written `init(from decoder: Decoder)` reads JSON through: the decoder's
/// keyed, unkeyed and single-value containers (`DecodingContainers`), with Foundation's
/// `DecodingError`s, and the `CodingKey` values it names members by (`CodingKeyValues`).
enum FoundationDecodingContainersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        codingKey(&surface)
        surface.type("Decoder", .protocol, doc: "What a Decodable type's init(from:) reads from.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in
                codingPath(try decoder(r).path)
            }
            t.method("func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key>",
                     doc: "The JSON object here, by keys of that type.") { r, a in .host(try decoder(r).keyed(by: a[0])) }
            t.method("func unkeyedContainer() throws -> UnkeyedDecodingContainer", doc: "The JSON array here.") { r, _ in
                .host(try decoder(r).unkeyed())
            }
            t.method("func singleValueContainer() throws -> SingleValueDecodingContainer", doc: "The single JSON value here.") { r, _ in
                let position = try decoder(r)
                return .host(DecoderObject(position.json, path: position.path, decoding: position.decoding, typeName: "SingleValueDecodingContainer"))
            }
        }
        keyed(&surface)
        unkeyed(&surface)
        surface.type("SingleValueDecodingContainer", .protocol, doc: "One JSON value.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in
                codingPath(try decoder(r).path)
            }
            t.method("func decode<T: Decodable>(_ type: T.Type) throws -> T", doc: "The value as that type; a DecodingError if it is not one.") { r, a in
                try decoder(r).decode(a[0])
            }
            t.method("func decodeNil() -> Bool", doc: "Whether the value is null.") { r, _ in .bool(try decoder(r).json == .null) }
        }
        surface.extend("DecodingError") { t in
            t.staticFunction("static func dataCorruptedError<C: CodingKey>(forKey key: C, in container: KeyedDecodingContainer<C>, debugDescription: String) -> DecodingError",
                             doc: "A dataCorrupted error at the container's path and that key.") { a in
                let container = try keyed(a[1])
                let name = try CodingKeyValues.string(of: a[0], in: a.context)
                return .host(CodingErrorValue.dataCorrupted(path: container.path + [name], detail: try text(a[2])))
            }
            t.staticFunction("static func dataCorruptedError(in container: SingleValueDecodingContainer, debugDescription: String) -> DecodingError",
                             doc: "A dataCorrupted error at the container's path.") { a in
                .host(CodingErrorValue.dataCorrupted(path: try decoder(a[0]).path, detail: try text(a[1])))
            }
        }
    }

    private static func codingKey(_ surface: inout SurfaceBuilder) {
        surface.type("CodingKey", .protocol, doc: "A key of a coded value: a CodingKeys enum or a struct of the app's own.") { t in
            t.property("var stringValue: String { get }", doc: "The key as text: a raw String value or the case's name.") { r in
                .string(try CodingKeyValues.string(of: r, in: nil))
            }
            t.property("var intValue: Int? { get }", doc: "The key as a number: an Int raw value, or an array index of a coding path.") { r in
                try CodingKeyValues.int(of: r, in: nil).map(Value.int) ?? .none
            }
        }
    }

    private static func keyed(_ surface: inout SurfaceBuilder) {
        surface.type("KeyedDecodingContainer", doc: "A JSON object's members, by keys of one CodingKey type.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in codingPath(try keyed(r).path) }
            t.property("var allKeys: [Key] { get }", doc: "The object's keys the key type has, in the JSON's order.") { r in
                .array(try keyed(r).allKeys())
            }
            t.method("func contains(_ key: Key) -> Bool", doc: "Whether the object has the key (its value may be null).") { r, a in
                .bool(try keyed(r).value(forKey: a[0]) != nil)
            }
            t.method("func decodeNil(forKey key: Key) throws -> Bool", doc: "Whether the key's value is null; keyNotFound if it is missing.") { r, a in
                .bool(try keyed(r).required(a[0]).0 == .null)
            }
            t.method("func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T",
                     doc: "The key's value as that type: keyNotFound, valueNotFound or typeMismatch if it is not there as one.") { r, a in
                try keyed(r).decode(a[0], forKey: a[1])
            }
            t.method("func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T?",
                     doc: "The key's value as that type, nil when the key is missing or null.") { r, a in
                try keyed(r).decodeIfPresent(a[0], forKey: a[1])
            }
            t.method("func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey>",
                     doc: "The object under the key.") { r, a in .host(try keyed(r).decoder(forKey: a[1]).keyed(by: a[0])) }
            t.method("func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer", doc: "The array under the key.") { r, a in
                .host(try keyed(r).decoder(forKey: a[0]).unkeyed())
            }
            t.method("func superDecoder() throws -> Decoder", doc: "A decoder for the value under the key \"super\" (null when there is none).") { r, _ in
                .host(try keyed(r).superDecoder(forKey: .string("super")))
            }
            t.method("func superDecoder(forKey key: Key) throws -> Decoder", doc: "A decoder for the value under the key (null when there is none).") { r, a in
                .host(try keyed(r).superDecoder(forKey: a[0]))
            }
        }
    }

    private static func unkeyed(_ surface: inout SurfaceBuilder) {
        surface.type("UnkeyedDecodingContainer", .protocol, doc: "A JSON array's elements, read in order.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in codingPath(try unkeyed(r).path) }
            t.property("var count: Int? { get }", doc: "The number of elements.") { r in .int(try unkeyed(r).items.count) }
            t.property("var isAtEnd: Bool { get }", doc: "Whether every element has been read.") { r in .bool(try unkeyed(r).isAtEnd) }
            t.property("var currentIndex: Int { get }", doc: "The index of the next element.") { r in .int(try unkeyed(r).currentIndex) }
            t.mutating("mutating func decode<T: Decodable>(_ type: T.Type) throws -> T",
                       doc: "The next element as that type; the index moves on when it is one.") { r, a in try unkeyed(r).decode(a[0]) }
            t.mutating("mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T?",
                       doc: "The next element as that type, nil for a null.") { r, a in try unkeyed(r).decodeIfPresent(a[0]) }
            t.mutating("mutating func decodeNil() throws -> Bool", doc: "Whether the next element is null (then it is read).") { r, _ in
                .bool(try unkeyed(r).decodeNil())
            }
            t.mutating("mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey>",
                       doc: "The next element as an object.") { r, a in
                let list = try unkeyed(r)
                return .host(try list.next("Dictionary<String, Any>") { json, at in
                    try DecoderObject(json, path: at, decoding: list.decoding).keyed(by: a[0])
                })
            }
            t.mutating("mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer", doc: "The next element as an array.") { r, _ in
                let list = try unkeyed(r)
                return .host(try list.next("Array<Any>") { json, at in try DecoderObject(json, path: at, decoding: list.decoding).unkeyed() })
            }
        }
    }

    static func codingPath(_ path: [String]) -> Value { .array(path.map { .host(CodingPathKey($0)) }) }

    private static func decoder(_ value: Value) throws -> DecoderObject {
        try ValueReaders.host(value, DecoderObject.self, "Decoder")
    }

    private static func keyed(_ value: Value) throws -> KeyedDecodingContainerObject {
        try ValueReaders.host(value, KeyedDecodingContainerObject.self, "KeyedDecodingContainer")
    }

    private static func unkeyed(_ value: Value) throws -> UnkeyedDecodingContainerObject {
        try ValueReaders.host(value, UnkeyedDecodingContainerObject.self, "UnkeyedDecodingContainer")
    }

    private static func text(_ value: Value) throws -> String {
        guard case .string(let text) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("String", value)) }
        return text
    }
}
