/// Text from files and scripts made safe to print: control characters become visible
/// Swift escapes (`\u{1B}`), so a preset's summary, a `Text` label or an echoed source
/// line cannot set the window title, clear the screen or move the cursor.
public enum TerminalText {
    /// Whether a scalar is escaped: C0 controls other than newline and tab, DEL, and C1 controls.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || (value >= 0x7F && value <= 0x9F)
    }

    /// As Swift writes it in a string literal: `\n`, `\t`, `\r`, `\0`, else `\u{1B}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// The text with every control character escaped; newlines and tabs stay unless
    /// `singleLine` (a label drawn in a box, a table cell) asks for them escaped too.
    public static func escaped(_ text: String, singleLine: Bool = false) -> String {
        escaped(text, keeping: [], singleLine: singleLine)
    }

    /// Like `escaped(_:)`, but the given escape sequences (the tool's own colours) are kept
    /// where they occur exactly. One pass; text without controls is returned as it is.
    public static func escaped(_ text: String, keeping sequences: [String], singleLine: Bool = false) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { needsEscape($0) || (singleLine && ($0 == "\n" || $0 == "\t")) }) else { return text }
        let kept = sequences.map { Array($0.unicodeScalars) }
        let all = Array(scalars)
        var result = String.UnicodeScalarView()
        var index = 0
        scan: while index < all.count {
            let scalar = all[index]
            if scalar == "\u{1B}" {
                for sequence in kept where all[index...].starts(with: sequence) {
                    result.append(contentsOf: sequence)
                    index += sequence.count
                    continue scan
                }
            }
            if needsEscape(scalar) || (singleLine && (scalar == "\n" || scalar == "\t")) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }
}
