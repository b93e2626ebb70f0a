import Foundation

/// `JSONSerialization`: JSON read as Foundation's untyped values (`[String: Any]`, `[Any]`,
/// strings, numbers, Booleans) and such values written back, as apps parse a response before
/// `Codable`. An object's keys keep their order in the text, and `data(withJSONObject:)` writes
/// them in the order the dictionary holds them (`.sortedKeys` sorts them), where Foundation's
/// order follows hashing (see the README). A number without a fraction or exponent is an `Int`,
/// any other a `Double`; `null` is nil.
enum FoundationJSONSerializationSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("JSONSerialization", .class, doc: "Converts between JSON and Foundation's untyped values.") { t in
            t.staticFunction("class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = []) throws -> Any",
                             doc: "The JSON's value: dictionaries, arrays, strings, numbers, Booleans; nil for null.") { a in
                let document: JSONDocument
                do {
                    document = try JSONReader.read(try FoundationResourcesSurface.bytes(a[0]))
                } catch is JSONReader.Failure {
                    throw notJSON
                }
                guard document.isContainer || options(a[1]) & fragmentsAllowed != 0 else { throw notJSON }
                return try value(document)
            }
            t.staticFunction("class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = []) throws -> Data",
                             doc: "The value as JSON (UTF-8); an array or dictionary of JSON's values, unless .fragmentsAllowed.") { a in
                guard let document = document(a[0]), document.isContainer || options(a[1]) & fragmentsAllowed != 0 else {
                    throw RuntimeFailure("Invalid type in JSON write (\(a[0].typeName)): JSONSerialization stops the app here")
                }
                let text = JSONWriter(formatting: FoundationJSONSurface.formatting(a[1])).text(document)
                try a.context?.charge(text.utf8.count / 16)
                return .host(DataValue(Data(text.utf8)))
            }
            t.staticFunction("class func isValidJSONObject(_ obj: Any) -> Bool",
                             doc: "Whether the value is an array or dictionary data(withJSONObject:) can write.") { a in
                .bool(document(a[0])?.isContainer ?? false)
            }
        }
        // `allowFragments` is iOS 9's name of `fragmentsAllowed`, deprecated and still declared.
        let optionSets = [("ReadingOptions", [("mutableContainers", 1), ("mutableLeaves", 2), ("fragmentsAllowed", 4), ("allowFragments", 4)]),
                       ("WritingOptions", [("prettyPrinted", 1), ("sortedKeys", 2), ("fragmentsAllowed", 4), ("withoutEscapingSlashes", 8)])]
        for (type, bits) in optionSets {
            surface.type("JSONSerialization." + type, .optionSet, doc: "How JSON is read or written (containers read are always mutable copies here).") { t in
                for (name, bit) in bits { t.enumCase(name, doc: "An option.", .int(bit)) }
            }
        }
    }

    private static let fragmentsAllowed = 4

    /// An option set's bits (`[]` is none).
    private static func options(_ value: Value) -> Int {
        if case .int(let bits) = value { return bits }
        return 0
    }

    /// Foundation's error for text that is not JSON (NSPropertyListReadCorruptError).
    private static var notJSON: NSErrorFailure {
        NSErrorFailure(error: NSErrorValue(domain: "NSCocoaErrorDomain", code: 3840, userInfo: [],
                                           sentence: "The data couldn’t be read because it isn’t in the correct format."))
    }

    /// A JSON value as Foundation's untyped values.
    private static func value(_ document: JSONDocument) throws -> Value {
        switch document {
        case .null: return .none
        case .bool(let flag): return .bool(flag)
        case .number(let text):
            if let integer = Int(text) { return .int(integer) }
            return .double(Double(text) ?? 0)
        case .string(let text): return .string(text)
        case .array(let items): return .array(try items.map(value))
        case .object(let members):
            return .dictionary(try DictionaryValue(pairs: try members.map { (Value.string($0.key), try value($0.value)) }))
        }
    }

    /// The JSON of an untyped value; nil for one JSON has no form for (a date, a view).
    private static func document(_ value: Value) -> JSONDocument? {
        switch value {
        case .none: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(String(number))
        case .double(let number) where number.isFinite:
            return .number(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
        case .string(let text): return .string(text)
        case .array(let items):
            let documents = items.compactMap(document)
            return documents.count == items.count ? .array(documents) : nil
        case .dictionary(let dictionary):
            var members = [(key: String, value: JSONDocument)]()
            for (key, item) in zip(dictionary.keys, dictionary.values) {
                guard case .string(let name) = key, let member = document(item) else { return nil }
                members.append((name, member))
            }
            return .object(members)
        default: return nil
        }
    }
}

private extension JSONDocument {
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}
