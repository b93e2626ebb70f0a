import Foundation

/// What an app's hand-written `encode(to encoder: Encoder)` writes JSON through: the encoder's
/// keyed, unkeyed and single-value containers (`EncodingContainers`). Keys are written in
/// encoding order (README, "Codable and JSON").
enum FoundationEncodingContainersSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Encoder", .protocol, doc: "What an Encodable type's encode(to:) writes to.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in
                FoundationDecodingContainersSurface.codingPath(try encoder(r).path)
            }
            t.method("func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key>",
                     doc: "A JSON object written here, by keys of that type.") { r, _ in .host(try encoder(r).container(.keyed)) }
            t.method("func unkeyedContainer() -> UnkeyedEncodingContainer", doc: "A JSON array written here.") { r, _ in
                .host(try encoder(r).container(.unkeyed))
            }
            t.method("func singleValueContainer() -> SingleValueEncodingContainer", doc: "One JSON value written here.") { r, _ in
                .host(try encoder(r).container(.singleValue))
            }
        }
        surface.type("KeyedEncodingContainer", doc: "A JSON object being written, by keys of one CodingKey type.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in
                FoundationDecodingContainersSurface.codingPath(try encoder(r).path)
            }
            t.mutating("mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws",
                       doc: "Writes the value under the key (a nil optional as null).") { r, a in
                try encoder(r).encode(a[0], forKey: a[1])
                return .none
            }
            t.mutating("mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws",
                       doc: "Writes the value under the key unless it is nil.") { r, a in
                if case .none = a[0] { return .none }
                try encoder(r).encode(a[0], forKey: a[1])
                return .none
            }
            t.mutating("mutating func encodeNil(forKey key: Key) throws", doc: "Writes null under the key.") { r, a in
                try encoder(r).encode(.none, forKey: a[0])
                return .none
            }
            t.mutating("mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey>",
                       doc: "A JSON object written under the key.") { r, a in .host(try encoder(r).nested(.keyed, forKey: a[1])) }
            t.mutating("mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer",
                       doc: "A JSON array written under the key.") { r, a in .host(try encoder(r).nested(.unkeyed, forKey: a[0])) }
        }
        surface.type("UnkeyedEncodingContainer", .protocol, doc: "A JSON array being written, element by element.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in
                FoundationDecodingContainersSurface.codingPath(try encoder(r).path)
            }
            t.property("var count: Int { get }", doc: "The number of elements written.") { r in .int(try encoder(r).slot.count) }
            t.mutating("mutating func encode<T: Encodable>(_ value: T) throws", doc: "Appends the value.") { r, a in
                try encoder(r).append(a[0])
                return .none
            }
            t.mutating("mutating func encodeNil() throws", doc: "Appends null.") { r, _ in
                try encoder(r).append(.none)
                return .none
            }
            t.mutating("mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey>",
                       doc: "Appends a JSON object.") { r, _ in .host(try encoder(r).nestedInArray(.keyed)) }
            t.mutating("mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer", doc: "Appends a JSON array.") { r, _ in
                .host(try encoder(r).nestedInArray(.unkeyed))
            }
        }
        surface.type("SingleValueEncodingContainer", .protocol, doc: "One JSON value being written.") { t in
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead here.") { r in
                FoundationDecodingContainersSurface.codingPath(try encoder(r).path)
            }
            t.mutating("mutating func encode<T: Encodable>(_ value: T) throws", doc: "Writes the value.") { r, a in
                try encoder(r).encodeSingle(a[0])
                return .none
            }
            t.mutating("mutating func encodeNil() throws", doc: "Writes null.") { r, _ in
                try encoder(r).encodeSingle(.none)
                return .none
            }
        }
    }

    private static func encoder(_ value: Value) throws -> EncoderObject {
        try ValueReaders.host(value, EncoderObject.self, "Encoder")
    }
}
