import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

// The viewport of a scene with several scroll views or on a device (docs/SEMANTICS.md,
// "Several scroll views"): the screen (or, with no device and one outermost scroll view, that
// scroll view's frame) with every scroll view on it. Each scroll view other than the one filling
// the drawing gets its own outline with its number on the top edge (`2◂` for the current one); a
// scroll view inside another's row is drawn inside that row, its items clipped to it. Every scroll
// view shows its indicator on its own outline. With a device, dotted lines mark where the status
// bar and the home indicator end, drawn over the content that scrolls under them.
extension ViewportRenderer {
    func renderScreen(_ name: String, _ reading: SceneReading) -> String {
        let summaries = reading.scrollViews
        let bars = reading.safeArea
        let outermost = summaries.filter { $0.parent == nil }
        let hasViewsAround = reading.screenViews.contains { $0.scrollView == nil }
        let region: Rect
        if bars == .zero, !hasViewsAround, outermost.count == 1, let only = outermost.first {
            region = only.frame
        } else {
            region = Rect(origin: .zero, size: reading.screen)
        }
        guard region.width.isFinite, region.height.isFinite, region.width > 0, region.height > 0 else {
            return "(the screen is empty)\n" + statusLine(name, reading.current)
        }
        let innerColumns = options.columns - 2, innerRows = options.rows - 4
        let scaleX = max(1, (region.width / Double(innerColumns)).rounded(.up), (region.height / Double(innerRows) / 2).rounded(.up))
        let scaleY = 2 * scaleX
        let columns = max(1, Int((region.width / scaleX).rounded(.up)))
        let rows = max(1, Int((region.height / scaleY).rounded(.up)))
        var canvas = Canvas(width: columns + 2, height: rows + 2)
        drawOutline(&canvas)
        let mapper = CellMapper(scaleX: scaleX, scaleY: scaleY, columns: columns, rows: rows)
        let whole = CellClip(inside: canvas)
        // The current scroll view is marked whenever something else is on the screen with it.
        let marksCurrent = summaries.count > 1 || hasViewsAround
        var drawn = Set<Int>()
        func draw(_ summary: ScrollViewReading) {
            drawn.insert(summary.number)
            drawScrollView(&canvas, summary, mapper, region: region, whole: whole, marksCurrent: marksCurrent)
        }
        // In drawing order: the views around the scroll views (headers, buttons, bars, overlays),
        // and each scroll view where it comes, with the scroll views inside its rows.
        for view in reading.screenViews {
            guard let number = view.scrollView else {
                drawAround(&canvas, view, mapper, region: region, clip: whole)
                continue
            }
            for summary in summaries where !drawn.contains(summary.number) && Self.isInside(summary, number, summaries) { draw(summary) }
        }
        for summary in summaries where !drawn.contains(summary.number) { draw(summary) }
        if bars != .zero {
            drawBars(&canvas, bars, region: region, mapper: mapper)
            // The bars' lines go over scrolling content, not over a header or a bar beside it.
            for view in reading.screenViews where view.scrollView == nil && !summaries.contains(where: { $0.visibleFrame.intersects(view.frame) }) {
                drawAround(&canvas, view, mapper, region: region, clip: whole)
            }
        }
        var lines = canvas.render(color: options.color)
        lines.append(statusLine(name, reading))
        let axis = summaries.first { $0.isCurrent }?.axis ?? reading.current.axis
        lines.append("\(axis.rawValue)  1 col = \(Format.number(scaleX)) pt  1 row = \(Format.number(scaleY)) pt")
        return lines.joined(separator: "\n")
    }

    /// A view outside the scroll content: a box of its frame with its label; a bar as an empty
    /// box hiding what scrolls under it; a view in a bar as its text alone.
    private func drawAround(_ canvas: inout Canvas, _ view: ScreenView, _ mapper: CellMapper, region: Rect, clip: CellClip) {
        guard let cells = mapper.cells(of: view.frame.offsetBy(dx: -region.minX, dy: -region.minY)) else { return }
        if view.isInBar {
            let row = (cells.top + cells.bottom - 1) / 2 + 1
            let label = TerminalText.escaped(view.shownLabel(ascii: options.ascii), singleLine: true)
            // Centred on the view: a cell is wider than a letter, so the text may be wider than its view.
            let start = max(clip.left, (cells.left + cells.right + 2 - label.count) / 2)
            guard clip.contains(start, row) else { return }
            canvas.write(label, start, row, limit: clip.right, style: view.isSelected ? .pinned : .plain)
            return
        }
        if view.isBar {
            for y in max(cells.top + 1, clip.top)..<max(max(cells.top + 1, clip.top), min(cells.bottom + 1, clip.bottom)) {
                for x in max(cells.left + 1, clip.left)..<max(max(cells.left + 1, clip.left), min(cells.right + 1, clip.right)) {
                    canvas.put(" ", x, y)
                }
            }
        }
        drawItem(&canvas, cells, label: view.isBar ? "" : view.shownLabel(ascii: options.ascii), opacity: 1, pinned: false, clip: clip)
    }

    /// Whether `summary` is scroll view `number` or inside one of its rows, at any depth.
    private static func isInside(_ summary: ScrollViewReading, _ number: Int, _ summaries: [ScrollViewReading]) -> Bool {
        var current: ScrollViewReading? = summary
        var steps = 0
        while let scroll = current, steps <= summaries.count {
            if scroll.number == number { return true }
            current = scroll.parent.flatMap { parent in summaries.first { $0.number == parent } }
            steps += 1
        }
        return false
    }

    /// One scroll view: its outline (unless it fills the drawing), its items and its indicator.
    private func drawScrollView(_ canvas: inout Canvas, _ summary: ScrollViewReading, _ mapper: CellMapper, region: Rect,
                                whole: CellClip, marksCurrent: Bool) {
        let fills = summary.frame == region
        // The scroll view's cells in the canvas (the mapper's cells are one in from the outline).
        guard let box = mapper.cells(of: summary.visibleFrame.offsetBy(dx: -region.minX, dy: -region.minY)) else { return }
        let boxClip = CellClip(left: box.left + 1, top: box.top + 1, right: box.right + 1, bottom: box.bottom + 1).intersection(whole)
        guard !boxClip.isEmpty else { return }
        var inside = boxClip
        // A sliver of a scroll view (a row at the bottom edge) is too thin for an outline.
        let outlined = !fills && boxClip.right - boxClip.left >= 3 && boxClip.bottom - boxClip.top >= 3
        if outlined {
            drawFrame(&canvas, boxClip, number: summary.number, current: summary.isCurrent && marksCurrent)
            inside = CellClip(left: boxClip.left + 1, top: boxClip.top + 1, right: boxClip.right - 1, bottom: boxClip.bottom - 1)
        }
        drawItems(&canvas, summary, mapper, region: region, clip: inside)
        if fills {
            drawIndicator(&canvas, summary, frameClip: CellClip(left: 0, top: 0, right: canvas.width, bottom: canvas.height))
        } else if outlined {
            drawIndicator(&canvas, summary, frameClip: boxClip)
        }
    }

    /// The scroll view's visible items where they are drawn, pinned ones last.
    private func drawItems(_ canvas: inout Canvas, _ summary: ScrollViewReading, _ mapper: CellMapper, region: Rect, clip: CellClip) {
        guard !clip.isEmpty else { return }
        let shift = Point(x: summary.frame.minX - region.minX, y: summary.frame.minY - region.minY)
        for box in ViewportModel(summary).boxes {
            drawItem(&canvas, mapper.cells(of: box.frame.offsetBy(dx: shift.x, dy: shift.y)), label: box.label,
                     opacity: box.opacity, pinned: box.isPinned, clip: clip)
        }
    }

    /// A scroll view's own outline, with its number on the top edge.
    private func drawFrame(_ canvas: inout Canvas, _ clip: CellClip, number: Int, current: Bool) {
        let left = clip.left, top = clip.top, right = clip.right - 1, bottom = clip.bottom - 1
        guard right > left, bottom > top else { return }
        for x in (left + 1)..<right {
            canvas.put(glyphs.horizontal, x, top, style: .outline)
            canvas.put(glyphs.horizontal, x, bottom, style: .outline)
        }
        for y in (top + 1)..<bottom {
            canvas.put(glyphs.vertical, left, y, style: .outline)
            canvas.put(glyphs.vertical, right, y, style: .outline)
        }
        canvas.put(glyphs.topLeft, left, top, style: .outline)
        canvas.put(glyphs.topRight, right, top, style: .outline)
        canvas.put(glyphs.bottomLeft, left, bottom, style: .outline)
        canvas.put(glyphs.bottomRight, right, bottom, style: .outline)
        let tag = "\(number)" + (current ? (options.ascii ? "<" : "◂") : "")
        canvas.write(tag, left + 1, top, limit: right, style: current ? .pinned : .outline)
    }

    /// The thick stretch of the right (vertical) or bottom (horizontal) edge of the scroll view's outline.
    private func drawIndicator(_ canvas: inout Canvas, _ summary: ScrollViewReading, frameClip: CellClip) {
        let metrics = summary.metrics
        guard metrics.contentExceedsContainer else { return }
        let vertical = metrics.axis == .vertical
        let track = vertical ? frameClip.bottom - frameClip.top - 2 : frameClip.right - frameClip.left - 2
        guard track > 0 else { return }
        let offset = summary.offset
        let total = metrics.contentLength + metrics.leadingInset + metrics.trailingInset
        let overscroll = max(metrics.minOffset - offset, offset - metrics.maxOffset, 0)
        let share = max(0, metrics.containerLength - overscroll) / max(total, 1)
        let length = min(track, max(1, Int((Double(track) * share).rounded())))
        let progress = min(1, max(0, (offset - metrics.minOffset) / (metrics.maxOffset - metrics.minOffset)))
        let start = Int((progress * Double(track - length)).rounded())
        for cell in start..<(start + length) {
            if vertical {
                canvas.put(glyphs.verticalThumb, frameClip.right - 1, frameClip.top + 1 + cell, style: .indicator)
            } else {
                canvas.put(glyphs.horizontalThumb, frameClip.left + 1 + cell, frameClip.bottom - 1, style: .indicator)
            }
        }
    }

    /// Dotted lines where the status bar and the home indicator end, labelled.
    private func drawBars(_ canvas: inout Canvas, _ bars: EdgeInsets, region: Rect, mapper: CellMapper) {
        let dots: Character = options.ascii ? "." : "┄"
        func line(atY y: Double, _ label: String) {
            let row = Int((y / mapper.scaleY).rounded()) + 1
            guard row >= 1, row < canvas.height - 1 else { return }
            for x in 1..<(canvas.width - 1) { canvas.put(dots, x, row, style: .outline) }
            let start = max(1, (canvas.width - label.count) / 2)
            canvas.write(label, start, row, limit: canvas.width - 1, style: .outline)
        }
        if bars.top > 0 { line(atY: bars.top - region.minY, " status bar ") }
        if bars.bottom > 0 { line(atY: region.height - bars.bottom, " home indicator ") }
    }

    /// The status line of the current scroll view, saying which one it is.
    private func statusLine(_ name: String, _ reading: SceneReading) -> String {
        let summaries = reading.scrollViews
        guard summaries.count > 1, let current = summaries.first(where: { $0.isCurrent }) else { return statusLine(name, reading.current) }
        var parts = [name, "scroll view \(current.number) of \(summaries.count)", "offset \(Format.number(current.offset))",
                     "velocity \(Format.number(current.velocity))", current.phase.rawValue]
        if current.isFingerDown { parts.append("finger down") }
        let text = parts.joined(separator: "  ")
        return options.color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}

extension ScreenView {
    /// What its box says: its label, marked when it is the tab bar's selected tab (`▸ Home`).
    func shownLabel(ascii: Bool) -> String {
        let label = self.label ?? ""
        return isSelected ? (ascii ? "> " : "▸ ") + label : label
    }
}
