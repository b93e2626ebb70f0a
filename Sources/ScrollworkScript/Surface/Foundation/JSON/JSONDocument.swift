import Foundation

/// A JSON document as `JSONDecoder` reads it and `JSONEncoder` writes it: objects keep their
/// keys in the order they were read or encoded, so nothing depends on hashing.
indirect enum JSONDocument: Equatable {
    case null
    case bool(Bool)
    /// A number as written, read as a Double or an Int when asked for one.
    case number(String)
    case string(String)
    case array([JSONDocument])
    case object([(key: String, value: JSONDocument)])

    static func == (a: JSONDocument, b: JSONDocument) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// What the JSON holds, in Foundation's words for a type mismatch ("found a string instead").
    var foundDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }
}

/// Reads JSON text as Foundation's `JSONDecoder` and `JSONSerialization` do: a comma may follow
/// the last element of an array or member of an object. Nesting deeper than `maximumDepth` is
/// refused with an error rather than read by ever deeper recursion, as Foundation refuses it
/// (its limit is 512 levels).
struct JSONReader {
    static let maximumDepth = 512

    struct Failure: Error {
        let message: String
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    static func read(_ data: Data) throws -> JSONDocument {
        var reader = JSONReader(bytes: Array(data))
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw Failure(message: "Garbage at end around line 1, column \(reader.position).") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    private mutating func value() throws -> JSONDocument {
        guard position < bytes.count else { throw Failure(message: "Unexpected end of file") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try nested { try $0.object() }
        case UInt8(ascii: "["): return try nested { try $0.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func nested(_ body: (inout JSONReader) throws -> JSONDocument) throws -> JSONDocument {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Failure(message: "Too many nested arrays or dictionaries") }
        return try body(&self)
    }

    private mutating func object() throws -> JSONDocument {
        position += 1
        var members: [(key: String, value: JSONDocument)] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw Failure(message: "Expected a key") }
            let key = try string()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw Failure(message: "Expected ':'") }
            position += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard position < bytes.count else { throw Failure(message: "Unexpected end of file") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                if closes(with: "}") { return .object(members) }
                continue
            }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw Failure(message: "Expected ',' or '}'")
        }
    }

    private mutating func array() throws -> JSONDocument {
        position += 1
        var items: [JSONDocument] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard position < bytes.count else { throw Failure(message: "Unexpected end of file") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                if closes(with: "]") { return .array(items) }
                continue
            }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            throw Failure(message: "Expected ',' or ']'")
        }
    }

    /// A comma after the last member or element (`[1, 2, ]`), which Foundation's reader
    /// accepts: skips to the closing bracket and past it when that is what follows.
    private mutating func closes(with bracket: Unicode.Scalar) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: bracket) else { return false }
        position += 1
        return true
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected else {
            throw Failure(message: "Invalid value")
        }
        position += expected.count
    }

    private mutating func number() throws -> String {
        let start = position
        while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
        guard position > start, let text = String(bytes: bytes[start..<position], encoding: .utf8), Double(text) != nil else {
            throw Failure(message: "Invalid value")
        }
        return text
    }

    private mutating func string() throws -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush(&run, into: &scalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(&run, into: &scalars)
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: scalars.append(Unicode.Scalar(escape))
                }
            default:
                run.append(byte)
            }
        }
        throw Failure(message: "Unexpected end of file during string parse")
    }

    /// `\uXXXX`, with a surrogate pair read as one scalar.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800..<0xDC00).contains(high), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
           bytes[position + 1] == UInt8(ascii: "u") {
            position += 2
            let low = try hexQuad()
            if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) { return scalar }
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard position + 4 <= bytes.count, let text = String(bytes: bytes[position..<position + 4], encoding: .utf8),
              let value = UInt32(text, radix: 16) else { throw Failure(message: "Invalid escape sequence") }
        position += 4
        return value
    }
}
