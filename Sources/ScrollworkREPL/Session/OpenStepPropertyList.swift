import Foundation

/// The old-style ("OpenStep") property list text Xcode writes its `project.pbxproj` in:
/// `{ key = value; … }`, `( a, b, )`, and strings bare (`PBXGroup`, `main.swift`) or quoted
/// (`"My File.swift"`), with `/* … */` and `//` comments. Only what a project file uses is
/// read: no `<data>` values.
enum OpenStepPropertyList {
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        var array: [Value] {
            if case .array(let values) = self { return values }
            return []
        }

        var dictionary: [String: Value] {
            if case .dictionary(let entries) = self { return entries }
            return [:]
        }

        subscript(key: String) -> Value? { dictionary[key] }
    }

    /// Why a text is not such a list, at a line (1-based).
    struct Failure: Error, Equatable {
        let line: Int
        let message: String
    }

    /// Parses the text; nesting deeper than `depthLimit` is a failure, not a deep recursion.
    static func parse(_ text: String, depthLimit: Int = 64) throws -> Value {
        var reader = Reader(bytes: Array(text.utf8), depthLimit: depthLimit)
        let value = try reader.value(depth: 0)
        reader.skipSpaceAndComments()
        guard reader.atEnd else { throw reader.failure("unexpected text after the list") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        let depthLimit: Int
        var position = 0

        var atEnd: Bool { position >= bytes.count }

        /// A failure on the line of `offset` (by default where reading stopped).
        func failure(_ message: String, at offset: Int? = nil) -> Failure {
            let end = min(offset ?? position, bytes.count)
            return Failure(line: 1 + bytes[..<end].lazy.filter { $0 == UInt8(ascii: "\n") }.count, message: message)
        }

        mutating func value(depth: Int) throws -> Value {
            guard depth < depthLimit else { throw failure("the list nests more than \(depthLimit) levels deep") }
            skipSpaceAndComments()
            guard !atEnd else { throw failure("the text ends where a value is expected") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var entries = [String: Value]()
                while true {
                    skipSpaceAndComments()
                    if consume("}") { return .dictionary(entries) }
                    let key = try string()
                    skipSpaceAndComments()
                    guard consume("=") else { throw failure("expected '=' after '\(key)'") }
                    entries[key] = try value(depth: depth + 1)
                    // A missing `;` is on the line of the value it should end.
                    let end = position
                    skipSpaceAndComments()
                    guard consume(";") else { throw failure("expected ';' after the value of '\(key)'", at: end) }
                }
            case UInt8(ascii: "("):
                position += 1
                var values = [Value]()
                while true {
                    skipSpaceAndComments()
                    if consume(")") { return .array(values) }
                    values.append(try value(depth: depth + 1))
                    let end = position
                    skipSpaceAndComments()
                    if consume(")") { return .array(values) }
                    guard consume(",") else { throw failure("expected ',' or ')' in a list", at: end) }
                }
            default:
                return .string(try string())
            }
        }

        mutating func string() throws -> String {
            guard !atEnd else { throw failure("the text ends where a string is expected") }
            if consume("\"") {
                var result = [UInt8]()
                while !atEnd, bytes[position] != UInt8(ascii: "\"") {
                    if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                        position += 1
                        switch bytes[position] {
                        case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                        default: result.append(bytes[position])
                        }
                    } else {
                        result.append(bytes[position])
                    }
                    position += 1
                }
                guard consume("\"") else { throw failure("a quoted string is not closed") }
                return String(decoding: result, as: UTF8.self)
            }
            let start = position
            while !atEnd, Self.isBare(bytes[position]) { position += 1 }
            guard position > start else { throw failure("unexpected '\(Character(Unicode.Scalar(bytes[position])))'") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "_$+/:.-".utf8.contains(byte)
            }
        }

        mutating func consume(_ character: Unicode.Scalar) -> Bool {
            guard !atEnd, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func skipSpaceAndComments() {
            while !atEnd {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    position = min(position + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while !atEnd, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else {
                    return
                }
            }
        }
    }
}
