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
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
