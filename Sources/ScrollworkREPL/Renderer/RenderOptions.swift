import Foundation

/// How the viewport is drawn: character set, colour and the character area it must fit.
public struct RenderOptions: Sendable, Equatable {
    /// 7-bit output: `+-|` boxes and `# : .` shading instead of box drawing and blocks.
    public var ascii: Bool
    /// ANSI colour; only when writing to a terminal and `NO_COLOR` is not set.
    public var color: Bool
    /// Character cells available, the whole drawing included (outline and two status lines).
    public var columns: Int
    public var rows: Int

    /// The size used when the output is not a terminal, so batch output is the same everywhere:
    /// a 390 × 844 pt screen then draws at 10 pt per column and 20 pt per row.
    public static let defaultColumns = 42
    public static let defaultRows = 48

    public init(ascii: Bool = false, color: Bool = false, columns: Int = defaultColumns, rows: Int = defaultRows) {
        self.ascii = ascii
        self.color = color
        self.columns = max(12, columns)
        self.rows = max(8, rows)
    }
}

extension RenderOptions {
    /// Every escape sequence the tool itself prints (diagnostics, viewport, status line):
    /// the only ones let through to a terminal when colour is on.
    static let styleCodes = ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[1;31m", "\u{1B}[1;35m", "\u{1B}[1;36m", "\u{1B}[1;32m",
                             "\u{1B}[0;2m", "\u{1B}[0;33m", "\u{1B}[0;36m"]
}

/// The characters one style of drawing uses.
struct Glyphs {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
    let pinnedHorizontal, pinnedVertical, pinnedTopLeft, pinnedTopRight, pinnedBottomLeft, pinnedBottomRight: Character
    let verticalThumb, horizontalThumb: Character
    /// Fill for items from opaque to nearly transparent: the more faded, the denser.
    let shades: [Character]

    static let unicode = Glyphs(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                pinnedHorizontal: "═", pinnedVertical: "║", pinnedTopLeft: "╔", pinnedTopRight: "╗",
                                pinnedBottomLeft: "╚", pinnedBottomRight: "╝",
                                verticalThumb: "┃", horizontalThumb: "━", shades: [" ", "░", "▒", "▓"])
    static let ascii = Glyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                              pinnedHorizontal: "=", pinnedVertical: "H", pinnedTopLeft: "#", pinnedTopRight: "#",
                              pinnedBottomLeft: "#", pinnedBottomRight: "#",
                              verticalThumb: "#", horizontalThumb: "#", shades: [" ", ".", ":", "#"])

    /// The fill for an opacity: blank when opaque, then denser shading as the item fades,
    /// as if greyed out (≥ 0.95 blank, ≥ 0.6 light, ≥ 0.3 medium, below that dense).
    func shade(opacity: Double) -> Character {
        if opacity >= 0.95 { return shades[0] }
        if opacity >= 0.6 { return shades[1] }
        if opacity >= 0.3 { return shades[2] }
        return shades[3]
    }
}
