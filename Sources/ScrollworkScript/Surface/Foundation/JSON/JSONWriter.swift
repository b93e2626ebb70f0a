import Foundation

/// Writes a `JSONDocument` as `JSONEncoder` writes it: compact by default, `.prettyPrinted`
/// with two-space indents and `" : "`, `.sortedKeys`, and `/` escaped unless
/// `.withoutEscapingSlashes`. Keys are written in the order they were encoded (see README,
/// "Codable and JSON"), so the text never depends on hashing.
struct JSONWriter {
    var pretty = false
    var sortedKeys = false
    var escapesSlashes = true

    /// A writer of these output options (`prettyPrinted`, `sortedKeys`, `withoutEscapingSlashes`).
    init(formatting: Set<String>) {
        pretty = formatting.contains("prettyPrinted")
        sortedKeys = formatting.contains("sortedKeys")
        escapesSlashes = !formatting.contains("withoutEscapingSlashes")
    }

    func text(_ document: JSONDocument) -> String {
        var out = ""
        write(document, indent: 0, into: &out)
        return out
    }

    private func write(_ document: JSONDocument, indent: Int, into out: inout String) {
        switch document {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                write(item, indent: indent + 1, into: &out)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
            out += "{"
            for (index, member) in ordered.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                writeString(member.key, into: &out)
                out += pretty ? " : " : ":"
                write(member.value, indent: indent + 1, into: &out)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    private func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += escapesSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// A Double as JSONEncoder writes it: whole numbers without `.0`, others as Swift prints them.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
