import Foundation
import ScrollworkCore
import ScrollworkScene

/// Number formatting for what people read (state, items, trace): at most two decimals,
/// trailing zeros dropped, no "-0". Expressions in `print` show exact values instead.
enum Format {
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `number`, marked `≈` (`~` in ASCII) when rounding changed it: `state` shows 999 for
    /// what `print` shows as 998.9996663329096, and says so.
    static func rounded(_ value: Double, ascii: Bool) -> String {
        let text = number(value)
        guard value.isFinite, Double(text) != value else { return text }
        return (ascii ? "~" : "≈") + text
    }

    static func rect(_ rect: Rect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }

    /// A word from the input quoted back in a message: at most `limit` characters, the rest
    /// an ellipsis, so a megabyte typed by mistake is not printed back.
    static func clipped(_ word: String, limit: Int = 60) -> String {
        guard word.utf8.count > limit, word.count > limit else { return word }
        return String(word.prefix(limit)) + "…"
    }

    /// `1 item`, `2 items`: a count with its noun in the number English gives it.
    static func count(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

    /// Left-aligned columns separated by two spaces; deterministic widths from the content.
    /// With a `width`, the last column wraps at spaces so that lines fit it (a column of at
    /// least `minimumLast` characters is kept, so a very long first column can still overflow).
    static func table(_ rows: [[String]], width: Int? = nil, minimumLast: Int = 24) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        let lastStart = widths.dropLast().reduce(0) { $0 + $1 + 2 }
        let lastWidth = width.map { max(minimumLast, $0 - lastStart) } ?? Int.max
        return rows.map { row in
            let lead = row.dropLast().enumerated().map { i, cell in
                cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) + "  "
            }.joined()
            let last = wrapped(row.last ?? "", width: lastWidth)
            let indent = String(repeating: " ", count: lead.count)
            return ([lead + (last.first ?? "")] + last.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Text broken at spaces into lines of at most `width` characters; a word longer than that
    /// is cut.
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard text.count > width else { return [text] }
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count <= width { line += " " + word; continue }
            if !line.isEmpty { lines.append(line) }
            while word.count > width { lines.append(String(word.prefix(width))); word = word.dropFirst(width) }
            line = String(word)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
