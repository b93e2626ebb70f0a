import Foundation

/// Reads an XML property list (what `PropertyListDecoder` is given: a file bundled with the app,
/// or what `PropertyListEncoder` wrote) as the document `CodableDecoding` reads: `<dict>` an
/// object, `<array>`, `<string>`, `<integer>` and `<real>` numbers, `<true/>`/`<false/>`,
/// `<date>` the seconds since 2001 (a `Date`'s own coded form), `<data>` its Base64 text, the
/// string `$null` nil. Nesting deeper than `maximumDepth` is an error, not ever deeper
/// recursion; a binary property list is refused with an error saying so.
struct PropertyListReader {
    static let maximumDepth = 512

    struct Failure: Error {
        let message: String
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    static func read(_ data: Data) throws -> JSONDocument {
        if data.starts(with: Array("bplist".utf8)) {
            throw Failure(message: "scrollwork reads XML property lists only, not binary ones")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(message: "The data is not UTF-8 text.") }
        var reader = PropertyListReader(scalars: Array(text.unicodeScalars))
        reader.skipProlog()
        let root = try reader.tag()
        let value: JSONDocument
        if root.name == "plist" {
            guard !root.closed else { throw Failure(message: "The property list holds no value.") }
            value = try reader.value()
            try reader.closing("plist")
        } else {
            value = try reader.value(root)
        }
        reader.skipSpaceAndComments()
        guard reader.position == reader.scalars.count else { throw reader.failure("text after the property list's end") }
        return value
    }

    // MARK: Values

    private mutating func value() throws -> JSONDocument {
        try value(try tag())
    }

    private mutating func value(_ open: Tag) throws -> JSONDocument {
        guard !open.isClosing else { throw failure("unexpected </\(open.name)>") }
        switch open.name {
        case "true", "false":
            if !open.closed { try closing(open.name) }
            return .bool(open.name == "true")
        case "dict":
            if open.closed { return .object([]) }
            return try nested { reader in
                var members: [(key: String, value: JSONDocument)] = []
                while true {
                    let next = try reader.tag()
                    if next.isClosing, next.name == "dict" { return .object(members) }
                    guard next.name == "key", !next.isClosing else { throw reader.failure("a <key> was expected in a <dict>, not <\(next.name)>") }
                    let key = next.closed ? "" : try reader.text(until: "key")
                    members.append((key, try reader.value()))
                }
            }
        case "array":
            if open.closed { return .array([]) }
            return try nested { reader in
                var items: [JSONDocument] = []
                while true {
                    let next = try reader.tag()
                    if next.isClosing, next.name == "array" { return .array(items) }
                    items.append(try reader.value(next))
                }
            }
        case "string":
            let text = open.closed ? "" : try self.text(until: "string")
            return text == "$null" ? .null : .string(text)
        case "integer", "real":
            let text = try self.text(until: open.name).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Double(text), number.isFinite else { throw failure("'\(text)' is not a number") }
            return .number(open.name == "integer" ? text : JSONWriter.number(number))
        case "date":
            let text = try self.text(until: "date").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let date = ISO8601DateFormatter().date(from: text) else { throw failure("'\(text)' is not a date") }
            return .number(JSONWriter.number(date.timeIntervalSinceReferenceDate))
        case "data":
            let text = try self.text(until: "data").filter { !$0.isWhitespace }
            guard Data(base64Encoded: text) != nil else { throw failure("the <data> is not Base64") }
            return .string(text)
        default:
            throw failure("<\(open.name)> is not a property list value")
        }
    }

    private mutating func nested(_ read: (inout PropertyListReader) throws -> JSONDocument) throws -> JSONDocument {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
        return try read(&self)
    }

    // MARK: Tags and text

    private struct Tag {
        let name: String
        /// `</name>`.
        let isClosing: Bool
        /// `<name/>`.
        let closed: Bool
    }

    private mutating func tag() throws -> Tag {
        skipSpaceAndComments()
        guard position < scalars.count, scalars[position] == "<" else { throw failure("a tag was expected") }
        position += 1
        let isClosing = position < scalars.count && scalars[position] == "/"
        if isClosing { position += 1 }
        var name = ""
        while position < scalars.count, !" \t\r\n/>".unicodeScalars.contains(scalars[position]) {
            name.unicodeScalars.append(scalars[position])
            position += 1
        }
        // Attributes (`version="1.0"`) are skipped.
        while position < scalars.count, scalars[position] != ">" { position += 1 }
        guard position < scalars.count else { throw failure("the tag <\(name)> is not finished") }
        let closed = scalars[position - 1] == "/"
        position += 1
        return Tag(name: name, isClosing: isClosing, closed: closed)
    }

    private mutating func closing(_ name: String) throws {
        let next = try tag()
        guard next.isClosing, next.name == name else { throw failure("</\(name)> was expected") }
    }

    /// The text up to `</name>`, its entities replaced.
    private mutating func text(until name: String) throws -> String {
        var out = ""
        while position < scalars.count, scalars[position] != "<" {
            if scalars[position] == "&" {
                out.unicodeScalars.append(try entity())
            } else {
                out.unicodeScalars.append(scalars[position])
                position += 1
            }
        }
        try closing(name)
        return out
    }

    private mutating func entity() throws -> Unicode.Scalar {
        let start = position
        while position < scalars.count, scalars[position] != ";", position - start < 12 { position += 1 }
        guard position < scalars.count, scalars[position] == ";" else { throw failure("an unfinished '&' entity") }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<position]))
        position += 1
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            guard let code, let scalar = Unicode.Scalar(code) else { throw failure("unknown entity '&\(name);'") }
            return scalar
        }
    }

    /// The XML declaration, DOCTYPE and comments before the root.
    private mutating func skipProlog() {
        while true {
            skipSpaceAndComments()
            guard starts(with: "<?") || starts(with: "<!DOCTYPE") else { return }
            while position < scalars.count, scalars[position] != ">" { position += 1 }
            position += 1
        }
    }

    private mutating func skipSpaceAndComments() {
        while position < scalars.count {
            if scalars[position].properties.isWhitespace {
                position += 1
            } else if starts(with: "<!--") {
                position += 4
                while position < scalars.count, !starts(with: "-->") { position += 1 }
                position = min(position + 3, scalars.count)
            } else {
                return
            }
        }
    }

    private func starts(with text: String) -> Bool {
        var index = position
        for scalar in text.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    private func failure(_ what: String) -> Failure {
        let line = scalars[..<min(position, scalars.count)].filter { $0 == "\n" }.count + 1
        return Failure(message: "The data isn't a valid property list (line \(line): \(what)).")
    }
}
