import Foundation

/// `PropertyListEncoder` and `PropertyListDecoder` over the script's own `Codable` types, as
/// `JSONEncoder`/`JSONDecoder` are, through an XML property list (`PropertyListWriter`,
/// `PropertyListReader`). The encoder writes XML for `.xml` and `.binary` (Foundation's default:
/// the bytes differ, what decodes from them does not) and, as Foundation, throws for `.openStep`,
/// which it cannot write; a `Date` is written as its `<real>` seconds since 2001, its own coded
/// form, and read from a `<date>` too.
enum FoundationPropertyListSurface: SurfaceProvider {
    /// Dates as their own coded form, data as Base64 (what `<data>` holds).
    private static let options = JSONCodingOptions()

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("PropertyListSerialization.PropertyListFormat", .enum, doc: "How a property list is written.") { t in
            t.enumCase("xml", doc: "XML, as written here.", .symbol("xml"))
            t.enumCase("binary", doc: "Binary, Foundation's default; written as XML here (the same values decode from it).", .symbol("binary"))
            t.enumCase("openStep", doc: "The OpenStep text format, which Foundation reads but cannot write.", .symbol("openStep"))
        }
        surface.type("PropertyListEncoder", .class, doc: "Encodes the script's Encodable values as a property list.") { t in
            t.initializer("init()", doc: "An encoder, of Foundation's default format, binary (written as XML here).") { _ in
                .host(PropertyListEncoderObject())
            }
            t.property("var outputFormat: PropertyListSerialization.PropertyListFormat { get set }",
                       doc: "The format asked for: .xml and .binary are written as XML here, .openStep cannot be written.",
                       get: { r in .symbol(try encoder(r).outputFormat) },
                       set: { r, value in if case .symbol(let name) = value { try encoder(r).outputFormat = name } })
            t.method("func encode<T: Encodable>(_ value: T) throws -> Data", doc: "The value as an XML property list.") { r, a in
                if try encoder(r).outputFormat == "openStep" {
                    throw CodingFailure(error: .invalidValue(description: Value.describe(a[0]), path: [],
                                                             detail: "Unable to encode the given top-level value as a property list."))
                }
                let document = try CodableEncoding(options: options, types: FoundationJSONSurface.codableTypes(a.context)).encode(a[0], path: [])
                let text = PropertyListWriter.xml(document)
                try a.context?.charge(text.utf8.count / 16)
                return .host(DataValue(Data(text.utf8)))
            }
        }
        surface.type("PropertyListDecoder", .class, doc: "Decodes the script's Decodable types from a property list.") { t in
            t.initializer("init()", doc: "A decoder.") { _ in .host(PropertyListDecoderObject()) }
            t.method("func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T",
                     doc: "The value of that type the property list holds; a DecodingError when it holds none.") { _, a in
                try FoundationJSONSurface.decode(a[0], from: a[1], options: options, in: a.context) { bytes in
                    do {
                        return try PropertyListReader.read(bytes)
                    } catch let failure as PropertyListReader.Failure {
                        throw CodingFailure(error: .dataCorrupted(path: [], detail: "The given data was not a valid property list. \(failure.message)"))
                    }
                }
            }
        }
    }

    private static func encoder(_ value: Value) throws -> PropertyListEncoderObject {
        try ValueReaders.host(value, PropertyListEncoderObject.self, "PropertyListEncoder")
    }
}

final class PropertyListEncoderObject: HostObject {
    var outputFormat = "binary"
    var typeName: String { "PropertyListEncoder" }
}

final class PropertyListDecoderObject: HostObject {
    var typeName: String { "PropertyListDecoder" }
}
