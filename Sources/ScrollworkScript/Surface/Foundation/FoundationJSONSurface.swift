import Foundation

/// `JSONDecoder` and `JSONEncoder` over the script's own `Codable` types (`CodableDecoding`,
/// `CodableEncoding`), with their key, date and data strategies and output formatting. What they
/// throw (`DecodingError`, `EncodingError`) is an error the script can catch.
enum FoundationJSONSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        strategies(&surface)
        surface.type("JSONDecoder", .class, conformsTo: ["TopLevelDecoder"], doc: "Decodes the script's Decodable types from JSON.") { t in
            t.initializer("init()", doc: "A decoder with the default strategies.") { _ in .host(JSONCoderObject()) }
            t.property("var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy { get set }", doc: "How JSON keys map to coding keys.",
                       get: { r in .symbol(try coder(r).options.keys == .snakeCase ? "convertFromSnakeCase" : "useDefaultKeys") },
                       set: { r, value in try coder(r).options.keys = keyStrategy(value) })
            t.property("var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy { get set }", doc: "How dates are read.",
                       get: { r in dateValue(try coder(r).options.dates) },
                       set: { r, value in try coder(r).options.dates = try dateStrategy(value) })
            t.property("var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy { get set }", doc: "How `Data` is read.",
                       get: { r in .symbol(try coder(r).options.data.rawValue) },
                       set: { r, value in try coder(r).options.data = try dataStrategy(value) })
            t.method("func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T",
                     doc: "The value of that type the JSON holds; a DecodingError when it holds none.") { r, a in
                try decode(a[0], from: a[1], by: r, in: a.context)
            }
        }
        surface.type("JSONEncoder", .class, doc: "Encodes the script's Encodable values as JSON.") { t in
            t.initializer("init()", doc: "An encoder with the default strategies and compact output.") { _ in .host(JSONCoderObject()) }
            t.property("var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy { get set }", doc: "How coding keys are written.",
                       get: { r in .symbol(try coder(r).options.keys == .snakeCase ? "convertToSnakeCase" : "useDefaultKeys") },
                       set: { r, value in try coder(r).options.keys = keyStrategy(value) })
            t.property("var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy { get set }", doc: "How dates are written.",
                       get: { r in dateValue(try coder(r).options.dates) },
                       set: { r, value in try coder(r).options.dates = try dateStrategy(value) })
            t.property("var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy { get set }", doc: "How `Data` is written.",
                       get: { r in .symbol(try coder(r).options.data.rawValue) },
                       set: { r, value in try coder(r).options.data = try dataStrategy(value) })
            t.property("var outputFormatting: JSONEncoder.OutputFormatting { get set }", doc: "Pretty printing, sorted keys, slashes.",
                       get: { r in
                           let names = try coder(r).formatting
                           return .int(formattingBits.filter { names.contains($0.name) }.reduce(0) { $0 | $1.bit })
                       },
                       set: { r, value in try coder(r).formatting = formatting(value) })
            t.method("func encode<T: Encodable>(_ value: T) throws -> Data", doc: "The value as JSON (UTF-8).") { r, a in
                let object = try coder(r)
                let document = try CodableEncoding(options: object.options, types: codableTypes(a)).encode(a[0], path: [])
                let text = JSONWriter(formatting: object.formatting).text(document)
                try a.context?.charge(text.utf8.count / 16)
                return .host(DataValue(Data(text.utf8)))
            }
        }
        surface.type("String.UTF8View", conformsTo: ["Sequence", "Collection"], doc: "A string's UTF-8 bytes.") { t in
            t.property("var count: Int { get }", doc: "The number of bytes.") { r in .int(try utf8(r).utf8.count) }
        }
        surface.extend("Data") { t in
            t.initializer("init<S: Sequence>(_ elements: S) where S.Element == UInt8",
                          doc: "These bytes: a string's UTF-8 (`Data(text.utf8)`) or an array of them (`Data([1, 2])`).") { a in
                if case .array(let items) = a[0] {
                    try a.context?.charge(items.count / 16)
                    return .host(DataValue(Data(try items.map { item in
                        let byte = try ValueReaders.int(item, "each byte")
                        guard (0...255).contains(byte) else { throw RuntimeFailure("a byte is 0...255, not \(byte)") }
                        return UInt8(byte)
                    })))
                }
                let text = try utf8(a[0])
                try a.context?.charge(text.utf8.count / 16)
                return .host(DataValue(Data(text.utf8)))
            }
        }
        surface.extend("String") { t in
            t.property("var utf8: String.UTF8View { get }", doc: "The string's UTF-8 bytes.") { r in
                guard case .string(let text) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("String", r)) }
                return .host(UTF8Bytes(text))
            }
            t.method("func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data?",
                     doc: "The text's bytes in the encoding; nil when it cannot write them all and no loss is allowed.") { r, a in
                guard case .string(let text) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("String", r)) }
                let encoding = try FoundationResourcesSurface.encoding(a[0])
                if let exact = text.data(using: encoding) { return .host(DataValue(exact)) }
                guard try ValueReaders.bool(a[1], "allowLossyConversion") else { return .none }
                return .host(DataValue(Data(lossyASCII(text).utf8)))
            }
        }
        surface.type("DecodingError", .enum, conformsTo: ["Error"], doc: "Why JSON could not be decoded.") { t in
            t.property("var localizedDescription: String { get }", doc: "Foundation's sentence for the error.") { r in
                guard case .host(let error as CodingErrorValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("DecodingError", r)) }
                return .string(error.localizedDescription)
            }
        }
        surface.type("EncodingError", .enum, conformsTo: ["Error"], doc: "Why a value could not be encoded.") { t in
            t.property("var localizedDescription: String { get }", doc: "Foundation's sentence for the error.") { r in
                guard case .host(let error as CodingErrorValue) = r else { throw RuntimeFailure(RuntimeMessages.typeMismatch("EncodingError", r)) }
                return .string(error.localizedDescription)
            }
        }
    }

    private static func strategies(_ surface: inout SurfaceBuilder) {
        surface.type("JSONDecoder.KeyDecodingStrategy", .enum, doc: "How JSON keys map to coding keys.") { t in
            t.cases(["useDefaultKeys", "convertFromSnakeCase"], doc: "A key strategy.")
        }
        surface.type("JSONEncoder.KeyEncodingStrategy", .enum, doc: "How coding keys are written.") { t in
            t.cases(["useDefaultKeys", "convertToSnakeCase"], doc: "A key strategy.")
        }
        for (coder, verb) in [("JSONDecoder.DateDecodingStrategy", "read"), ("JSONEncoder.DateEncodingStrategy", "written")] {
            surface.type(coder, .enum, doc: "How dates are \(verb).") { t in
                t.cases(["deferredToDate", "secondsSince1970", "millisecondsSince1970", "iso8601"], doc: "A date strategy.")
                t.staticFunction("static func formatted(_ formatter: DateFormatter) -> \(coder)",
                                 doc: "Dates \(verb) as the formatter writes them (its format, locale and time zone).") { a in
                    guard case .host(let formatter as DateFormatterValue) = a[0] else {
                        throw RuntimeFailure(RuntimeMessages.typeMismatch("DateFormatter", a[0]))
                    }
                    return .host(FormattedDateStrategy(formatter))
                }
                let closure = coder.hasPrefix("JSONDecoder") ? "(Decoder) throws -> Date" : "(Date, Encoder) throws -> Void"
                t.staticFunction("static func custom(_ closure: @escaping \(closure)) -> \(coder)",
                                 doc: "Dates \(verb) by the closure, through the coder's containers.") { a in
                    .host(CustomDateStrategy(try ValueReaders.closure(a[0], "custom")))
                }
            }
        }
        for (coder, verb) in [("JSONDecoder.DataDecodingStrategy", "read"), ("JSONEncoder.DataEncodingStrategy", "written")] {
            surface.type(coder, .enum, doc: "How `Data` is \(verb).") { t in
                t.cases(["base64", "deferredToData"], doc: "A data strategy: Base64 text, or an array of bytes.")
            }
        }
        surface.type("JSONEncoder.OutputFormatting", .optionSet, doc: "How the JSON text is laid out.") { t in
            // Foundation's raw values, combined as bits.
            for (name, bit) in formattingBits { t.enumCase(name, doc: "An output option.", .int(bit)) }
        }
    }

    private static func utf8(_ value: Value) throws -> String {
        guard case .host(let bytes as UTF8Bytes) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("String.UTF8View", value)) }
        return bytes.text
    }

    private static func coder(_ value: Value) throws -> JSONCoderObject {
        guard case .host(let object as JSONCoderObject) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("JSONDecoder", value)) }
        return object
    }

    private static func codableTypes(_ a: SurfaceArguments) -> CodableTypes { codableTypes(a.context) }

    static func codableTypes(_ context: ScriptContext?) -> CodableTypes {
        CodableTypes(declared: context?.machine.declaredTypes ?? [:], context: context)
    }

    /// `decoder.decode(T.self, from: data)`: the value of that type the JSON holds, or a
    /// DecodingError (also for Combine's `decode(type:decoder:)`).
    static func decode(_ typeValue: Value, from data: Value, by decoder: Value, in context: ScriptContext?) throws -> Value {
        try decode(typeValue, from: data, options: try coder(decoder).options, in: context) { bytes in
            do {
                return try JSONReader.read(bytes)
            } catch is JSONReader.Failure {
                throw CodingFailure(error: .dataCorrupted(path: [], detail: "The given data was not valid JSON."))
            }
        }
    }

    /// The value of the named type that `read` finds in the data (JSON, a property list), or a DecodingError.
    static func decode(_ typeValue: Value, from data: Value, options: JSONCodingOptions, in context: ScriptContext?,
                       read: (Data) throws -> JSONDocument) throws -> Value {
        let types = codableTypes(context)
        try UnboundGenericParameter.check(typeValue)
        guard let type = types.staticType(of: typeValue) else {
            throw RuntimeFailure("scrollwork cannot decode '\(Value.describe(typeValue))': name the type (Item.self, [Item].self)")
        }
        let document = try read(try FoundationResourcesSurface.bytes(data))
        try context?.charge(document.size)
        return try CodableDecoding(options: options, types: types).decode(document, as: type, path: [])
    }

    private static func keyStrategy(_ value: Value) -> JSONCodingOptions.KeyStrategy {
        if case .symbol(let name) = value, name.hasPrefix("convert") { return .snakeCase }
        return .useDefaultKeys
    }

    private static func dateStrategy(_ value: Value) throws -> JSONCodingOptions.DateStrategy {
        if case .host(let strategy as FormattedDateStrategy) = value { return .formatted(strategy.formatter) }
        if case .host(let strategy as CustomDateStrategy) = value { return .custom(strategy.closure) }
        guard case .symbol(let name) = value else {
            throw RuntimeFailure("scrollwork supports the date strategies .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .formatted(_:) and .custom(_:)")
        }
        switch name {
        case "secondsSince1970": return .secondsSince1970
        case "millisecondsSince1970": return .millisecondsSince1970
        case "iso8601": return .iso8601
        default: return .deferredToDate
        }
    }

    private static func dataStrategy(_ value: Value) throws -> JSONCodingOptions.DataStrategy {
        guard case .symbol(let name) = value, let strategy = JSONCodingOptions.DataStrategy(rawValue: name) else {
            throw RuntimeFailure("scrollwork supports the data strategies .base64 and .deferredToData")
        }
        return strategy
    }

    private static func dateValue(_ strategy: JSONCodingOptions.DateStrategy) -> Value {
        switch strategy {
        case .deferredToDate: return .symbol("deferredToDate")
        case .secondsSince1970: return .symbol("secondsSince1970")
        case .millisecondsSince1970: return .symbol("millisecondsSince1970")
        case .iso8601: return .symbol("iso8601")
        case .formatted(let formatter): return .host(FormattedDateStrategy(formatter))
        case .custom(let closure): return .host(CustomDateStrategy(closure))
        }
    }

    private static let formattingBits: [(name: String, bit: Int)] = [("prettyPrinted", 1), ("sortedKeys", 2), ("withoutEscapingSlashes", 8)]

    /// `.prettyPrinted` or `[.prettyPrinted, .sortedKeys]` (their bits together): the option names
    /// (JSONSerialization's writing options share these bits).
    static func formatting(_ value: Value) -> Set<String> {
        guard case .int(let bits) = value else { return [] }
        return Set(formattingBits.filter { bits & $0.bit != 0 }.map(\.name))
    }
}

/// `.formatted(formatter)`: a date strategy holding its `DateFormatter`.
final class FormattedDateStrategy: HostObject {
    let formatter: DateFormatterValue
    init(_ formatter: DateFormatterValue) { self.formatter = formatter }
    var typeName: String { "JSONDecoder.DateDecodingStrategy" }
}

/// `.custom { decoder in … }`: the closure that reads (or writes) each date.
final class CustomDateStrategy: HostObject {
    let closure: Callable
    init(_ closure: Callable) { self.closure = closure }
    var typeName: String { "JSONDecoder.DateDecodingStrategy" }
}

/// `text.utf8`: the string, read as its bytes where `Data` is made from it, and walked as them.
final class UTF8Bytes: HostSequence {
    let text: String
    init(_ text: String) { self.text = text }
    var typeName: String { "String.UTF8View" }
    var elements: [Value] { text.utf8.map { .int(Int($0)) } }
}

/// A `JSONDecoder` or `JSONEncoder`: a class, so setting a strategy changes the one object.
final class JSONCoderObject: HostObject {
    var options = JSONCodingOptions()
    var formatting: Set<String> = []
    var typeName: String { "JSONDecoder" }
}

extension JSONDocument {
    /// Roughly how many values the document holds, charged to the memory budget as decoded.
    var size: Int {
        var count = 0
        var pending = [self]
        while let next = pending.popLast() {
            count += 1
            switch next {
            case .array(let items): pending += items
            case .object(let members): pending += members.map(\.value)
            case .string(let text): count += text.utf8.count / 16
            default: break
            }
        }
        return count
    }
}

extension FoundationJSONSurface {
    /// Text written in ASCII with loss allowed, as Apple documents `data(using:allowLossyConversion:)`:
    /// an accented letter loses its accent (‘Á’ becomes ‘A’). Where we had to choose: any other
    /// character ASCII lacks becomes "?" (the documentation says only "removed or altered").
    /// Only UTF-8 and ASCII are encodings here, and UTF-8 writes every character, so only ASCII
    /// comes here.
    static func lossyASCII(_ text: String) -> String {
        let folded = text.folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US_POSIX"))
        return String(String.UnicodeScalarView(folded.unicodeScalars.map { $0.isASCII ? $0 : "?" }))
    }
}
