import Foundation

/// A grid of characters with a style per cell, turned into text with or without ANSI colour.
struct Canvas {
    enum Style: UInt8 { case plain, outline, pinned, indicator, faded }

    let width: Int
    let height: Int
    private var cells: [Character]
    private var styles: [Style]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: " ", count: self.width * self.height)
        styles = Array(repeating: .plain, count: self.width * self.height)
    }

    subscript(column: Int, row: Int) -> Character {
        guard contains(column, row) else { return " " }
        return cells[row * width + column]
    }

    func contains(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && column < width && row >= 0 && row < height
    }

    mutating func put(_ character: Character, _ column: Int, _ row: Int, style: Style = .plain) {
        guard contains(column, row) else { return }
        cells[row * width + column] = character
        styles[row * width + column] = style
    }

    /// Writes `text` from a column, clipped to `limit` columns (exclusive end).
    mutating func write(_ text: String, _ column: Int, _ row: Int, limit: Int, style: Style = .plain) {
        var x = column
        for character in text where x < limit {
            put(character, x, row, style: style)
            x += 1
        }
    }

    /// The rows as text, trailing spaces removed; styled runs wrapped in ANSI codes when `color`.
    func render(color: Bool) -> [String] {
        (0..<height).map { row in
            var line = ""
            var current = Style.plain
            for column in 0..<width {
                let style = styles[row * width + column]
                if color && style != current {
                    line += Self.code(style)
                    current = style
                }
                line.append(cells[row * width + column])
            }
            if color && current != .plain { line += Self.code(.plain) }
            return color ? line : String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    private static func code(_ style: Style) -> String {
        switch style {
        case .plain: return "\u{1B}[0m"
        case .outline: return "\u{1B}[0;2m"
        case .pinned: return "\u{1B}[0;33m"
        case .indicator: return "\u{1B}[0;36m"
        case .faded: return "\u{1B}[0;2m"
        }
    }
}
