import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Draws a scene's viewport as text (docs/SEMANTICS.md, "The viewport").
///
/// Scale: a character cell is about twice as tall as it is wide, so a row is always twice
/// as many points as a column, and both axes read alike. A column is the smallest whole
/// number of points that fits the container into the available cells (outline and two
/// status lines included); the default 42 × 48 cells draw a 390 × 844 pt screen at 10 pt
/// per column and 20 pt per row. The scale is printed under the drawing. Items are drawn
/// where they are (pinned items where pinned, with a double outline), scaled about their
/// centre and moved by their transition effects, with fading as denser fill shading;
/// rotation, blur and colour effects are listed by `items`. The scroll indicator is the
/// thick part of the right (vertical) or bottom (horizontal) outline. Horizontal scenes are
/// drawn as they are on screen, the x axis across.
struct ViewportRenderer {
    let options: RenderOptions
    var glyphs: Glyphs { options.ascii ? .ascii : .unicode }

    func render(_ scene: any LiveScene) -> String {
        let reading = scene.reading
        // Several scroll views, a device's bars, or views around the scroll view: the whole screen.
        if reading.scrollViews.count != 1 || reading.safeArea != .zero || reading.screenViews.contains(where: { $0.scrollView == nil }) {
            return renderScreen(scene.name, reading)
        }
        let current = reading.current
        let metrics = current.metrics
        let container = metrics.containerSize
        let innerColumns = options.columns - 2, innerRows = options.rows - 4
        guard container.width.isFinite, container.height.isFinite, container.width > 0, container.height > 0 else {
            return "(the container is empty: \(Format.number(container.width)) × \(Format.number(container.height)) pt)\n"
                + statusLine(scene.name, current)
        }
        let scaleX = max(1, (container.width / Double(innerColumns)).rounded(.up),
                         (container.height / Double(innerRows) / 2).rounded(.up))
        let scaleY = 2 * scaleX
        let columns = max(1, Int((container.width / scaleX).rounded(.up)))
        let rows = max(1, Int((container.height / scaleY).rounded(.up)))
        var canvas = Canvas(width: columns + 2, height: rows + 2)
        drawOutline(&canvas)
        let mapper = CellMapper(scaleX: scaleX, scaleY: scaleY, columns: columns, rows: rows)
        for box in ViewportModel(current).boxes {
            drawItem(&canvas, mapper.cells(of: box.frame), label: box.label,
                     opacity: box.opacity, pinned: box.isPinned, clip: CellClip(inside: canvas))
        }
        drawIndicator(&canvas, metrics: metrics, offset: current.offset, columns: columns, rows: rows)
        var lines = canvas.render(color: options.color)
        lines.append(statusLine(scene.name, current))
        lines.append("\(metrics.axis.rawValue)  1 col = \(Format.number(scaleX)) pt  1 row = \(Format.number(scaleY)) pt")
        return lines.joined(separator: "\n")
    }

    func statusLine(_ name: String, _ current: ScrollViewReading) -> String {
        var parts = [TerminalText.escaped(name, singleLine: true), "offset \(Format.number(current.offset))",
                     "velocity \(Format.number(current.velocity))", current.phase.rawValue]
        if current.isFingerDown { parts.append("finger down") }
        let text = parts.joined(separator: "  ")
        return options.color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    func drawOutline(_ canvas: inout Canvas) {
        let right = canvas.width - 1, bottom = canvas.height - 1
        for x in 1..<right {
            canvas.put(glyphs.horizontal, x, 0, style: .outline)
            canvas.put(glyphs.horizontal, x, bottom, style: .outline)
        }
        for y in 1..<bottom {
            canvas.put(glyphs.vertical, 0, y, style: .outline)
            canvas.put(glyphs.vertical, right, y, style: .outline)
        }
        canvas.put(glyphs.topLeft, 0, 0, style: .outline)
        canvas.put(glyphs.topRight, right, 0, style: .outline)
        canvas.put(glyphs.bottomLeft, 0, bottom, style: .outline)
        canvas.put(glyphs.bottomRight, right, bottom, style: .outline)
    }

    /// One item: a box (a bar when one cell thin) clipped to `clip` (the inside of the outline),
    /// with only the edges that are inside drawn, so an item cut by the container looks cut.
    /// Cells are those of the mapper, one less than the canvas's on each axis (the outline).
    /// Only the cells inside `clip` are visited, so a box a million times the container's
    /// size costs what the container costs.
    func drawItem(_ canvas: inout Canvas, _ cells: CellMapper.Cells?, label: String, opacity: Double, pinned: Bool, clip: CellClip) {
        guard let cells else { return }
        let style: Canvas.Style = pinned ? .pinned : (opacity < 0.3 ? .faded : .plain)
        let inside = { (x: Int, y: Int) in clip.contains(x, y) }
        let (left, top, right, bottom) = (cells.left + 1, cells.top + 1, cells.right + 1, cells.bottom + 1)
        let columns = max(left, clip.left)..<max(max(left, clip.left), min(right, clip.right))
        let rows = max(top, clip.top)..<max(max(top, clip.top), min(bottom, clip.bottom))
        let label = TerminalText.escaped(label, singleLine: true)
        let text = pinned ? label + (options.ascii ? " (pinned)" : " ⇡") : label
        if bottom - top == 1 || right - left == 1 {
            for y in rows { for x in columns where inside(x, y) {
                let bar = right - left == 1 ? (pinned ? glyphs.pinnedVertical : glyphs.vertical)
                    : (pinned ? glyphs.pinnedHorizontal : glyphs.horizontal)
                canvas.put(bar, x, y, style: style)
            } }
            if bottom - top == 1, inside(max(left, clip.left), top) {
                canvas.write(" \(text) ", max(left, clip.left) + 1, top, limit: min(right, clip.right) - 1, style: style)
            }
            return
        }
        let h = pinned ? glyphs.pinnedHorizontal : glyphs.horizontal, v = pinned ? glyphs.pinnedVertical : glyphs.vertical
        let fill = glyphs.shade(opacity: opacity)
        for y in rows {
            for x in columns where inside(x, y) {
                let isTop = y == top, isBottom = y == bottom - 1, isLeft = x == left, isRight = x == right - 1
                let character: Character
                switch (isTop, isBottom, isLeft, isRight) {
                case (true, _, true, _): character = pinned ? glyphs.pinnedTopLeft : glyphs.topLeft
                case (true, _, _, true): character = pinned ? glyphs.pinnedTopRight : glyphs.topRight
                case (_, true, true, _): character = pinned ? glyphs.pinnedBottomLeft : glyphs.bottomLeft
                case (_, true, _, true): character = pinned ? glyphs.pinnedBottomRight : glyphs.bottomRight
                case (true, _, _, _), (_, true, _, _): character = h
                case (_, _, true, _), (_, _, _, true): character = v
                default: character = fill
                }
                canvas.put(character, x, y, style: style)
            }
        }
        // The label goes on the first row inside the box that is on screen.
        let firstRow = max(top + 1, clip.top), lastRow = min(bottom - 2, clip.bottom - 1)
        let labelRow = firstRow <= lastRow ? firstRow : (top >= clip.top ? top : bottom - 1)
        let start = max(left + 1, clip.left) + (fill == " " ? 1 : 0)
        let end = min(right - 1, clip.right)
        if inside(start, labelRow), start < end {
            canvas.write(fill == " " ? text : " \(text) ", start, labelRow, limit: end, style: style)
        }
    }

    func drawIndicator(_ canvas: inout Canvas, metrics: ScrollMetrics, offset: Double, columns: Int, rows: Int) {
        guard metrics.contentExceedsContainer else { return }
        let vertical = metrics.axis == .vertical
        let track = vertical ? rows : columns
        let total = metrics.contentLength + metrics.leadingInset + metrics.trailingInset
        let overscroll = max(metrics.minOffset - offset, offset - metrics.maxOffset, 0)
        let visibleShare = max(0, metrics.containerLength - overscroll) / max(total, 1)
        let length = min(track, max(1, Int((Double(track) * visibleShare).rounded())))
        let progress = min(1, max(0, (offset - metrics.minOffset) / (metrics.maxOffset - metrics.minOffset)))
        let start = Int((progress * Double(track - length)).rounded())
        for cell in start..<(start + length) {
            if vertical {
                canvas.put(glyphs.verticalThumb, canvas.width - 1, cell + 1, style: .indicator)
            } else {
                canvas.put(glyphs.horizontalThumb, cell + 1, canvas.height - 1, style: .indicator)
            }
        }
    }
}

/// The canvas cells items may be drawn in: ends exclusive.
struct CellClip {
    var left, top, right, bottom: Int

    init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// Inside the canvas's outline.
    init(inside canvas: Canvas) {
        self.init(left: 1, top: 1, right: canvas.width - 1, bottom: canvas.height - 1)
    }

    func contains(_ x: Int, _ y: Int) -> Bool { x >= left && x < right && y >= top && y < bottom }

    var isEmpty: Bool { right <= left || bottom <= top }

    func intersection(_ other: CellClip) -> CellClip {
        CellClip(left: max(left, other.left), top: max(top, other.top), right: min(right, other.right), bottom: min(bottom, other.bottom))
    }
}

/// Points in container coordinates to character cells inside the outline.
struct CellMapper {
    struct Cells { let left, top, right, bottom: Int }
    let scaleX: Double, scaleY: Double
    let columns: Int, rows: Int

    /// The cells a rect covers (ends exclusive), at least one each way, or nil when it is
    /// entirely outside the container.
    func cells(of rect: Rect) -> Cells? {
        guard rect.isFinite else { return nil }
        var left = Self.cell(rect.minX / scaleX), right = Self.cell(rect.maxX / scaleX)
        var top = Self.cell(rect.minY / scaleY), bottom = Self.cell(rect.maxY / scaleY)
        if right <= left { right = left + 1 }
        if bottom <= top { bottom = top + 1 }
        if right <= 0 || bottom <= 0 || left >= columns || top >= rows {
            guard rect.maxX > 0, rect.maxY > 0, rect.minX < Double(columns) * scaleX, rect.minY < Double(rows) * scaleY
            else { return nil }
            left = min(max(left, 0), columns - 1); right = max(right, left + 1)
            top = min(max(top, 0), rows - 1); bottom = max(bottom, top + 1)
        }
        return Cells(left: left, top: top, right: right, bottom: bottom)
    }

    /// Rounds to a cell index, bounded so absurd coordinates cannot overflow `Int`.
    private static func cell(_ value: Double) -> Int { Int(min(max(value.rounded(), -1e9), 1e9)) }
}
