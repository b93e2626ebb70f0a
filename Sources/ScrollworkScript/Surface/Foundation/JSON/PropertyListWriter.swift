import Foundation

/// Writes a `JSONDocument` as an XML property list, the text `PropertyListEncoder` writes with
/// `outputFormat = .xml`: Apple's header and DOCTYPE, tab indents, a dictionary's keys in sorted
/// order, `<dict/>` and `<array/>` when empty, nil as the string `$null` (as Foundation's
/// encoder writes `encodeNil`). Where it differs: a whole number is an `<integer>` (the document
/// does not tell a whole `Double` from an `Int`; Foundation writes `<real>2</real>`), and a
/// `Date` is its `<real>` seconds since 2001 (Foundation writes a `<date>`); both decode to the
/// same values.
enum PropertyListWriter {
    static func xml(_ document: JSONDocument) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
        write(document, indent: 0, into: &out)
        out += "</plist>\n"
        return out
    }

    private static func write(_ document: JSONDocument, indent: Int, into out: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch document {
        case .null: out += "\(tabs)<string>$null</string>\n"
        case .bool(let flag): out += "\(tabs)<\(flag)/>\n"
        case .number(let text):
            let tag = text.contains(where: { ".eE".contains($0) }) ? "real" : "integer"
            out += "\(tabs)<\(tag)>\(text)</\(tag)>\n"
        case .string(let text): out += "\(tabs)<string>\(escaped(text))</string>\n"
        case .array(let items):
            guard !items.isEmpty else { out += "\(tabs)<array/>\n"; return }
            out += "\(tabs)<array>\n"
            for item in items { write(item, indent: indent + 1, into: &out) }
            out += "\(tabs)</array>\n"
        case .object(let members):
            guard !members.isEmpty else { out += "\(tabs)<dict/>\n"; return }
            out += "\(tabs)<dict>\n"
            for member in members.sorted(by: { $0.key < $1.key }) {
                out += "\(tabs)\t<key>\(escaped(member.key))</key>\n"
                write(member.value, indent: indent + 1, into: &out)
            }
            out += "\(tabs)</dict>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
