import ScrollworkCore

/// `Grid`: rows and columns sized together, as Apple documents it. Each `GridRow`'s views go
/// in the columns from the first, one each (`gridCellColumns(n)` spans n); a view outside a
/// row is a row of its own spanning every column. A column is as wide as its widest cell, a row
/// as tall as its tallest; with a length offered, columns (and rows) share it as a stack's
/// children do, the least flexible served first. A cell wider than the columns it spans (a
/// `Divider` offered the whole width) widens them evenly. Cells sit in their region by their
/// own `gridCellAnchor`, else the column's `gridColumnAlignment`, the row's alignment, else the
/// grid's. A cell's `gridCellUnsizedAxes` keep it from sizing its column or row on those axes:
/// it takes the region the other cells make.
///
/// The cells are the grid's flattened children; a `GridRow` is a group whose views carry its
/// `GridRowMarker` as a layout value, so rows made by a `ForEach` are found as any others.
public final class GridContainerLayout: CustomLayout {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    public init(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? LeafLayout.defaultSpacing
        self.verticalSpacing = verticalSpacing ?? LeafLayout.defaultSpacing
    }

    public var typeName: String { "Grid" }
    public var stackOrientation: Axis? { nil }

    struct Cell {
        var subview: Int
        var column: Int
        var span: Int
    }

    struct Row {
        var cells: [Cell]
        var verticalAlignment: Double?
    }

    /// Where everything goes: the columns' and rows' lengths.
    struct Arrangement {
        var rows: [Row]
        var columnWidths: [Double]
        var rowHeights: [Double]
    }

    /// The rows of the subviews: runs of views carrying one `GridRow`'s marker, and single views.
    func rows(of subviews: [LayoutSubviewProxy]) -> (rows: [Row], columns: Int) {
        var rows: [Row] = [], marker: GridRowMarker?, columns = 0, next = 0
        for (index, subview) in subviews.enumerated() {
            let rowMarker = subview.layoutValues[GridRowMarker.key] as? GridRowMarker
            if rowMarker == nil || rowMarker !== marker || rows.isEmpty {
                rows.append(Row(cells: [], verticalAlignment: rowMarker?.verticalAlignment))
                next = 0
            }
            marker = rowMarker
            // A view outside a row spans every column: its span is fixed once they are counted.
            let span = rowMarker == nil ? 0 : max(1, (subview.layoutValues[GridCellColumns.key] as? GridCellColumns)?.count ?? 1)
            rows[rows.count - 1].cells.append(Cell(subview: index, column: next, span: span))
            next += span
            columns = max(columns, next)
        }
        for row in rows.indices {
            for cell in rows[row].cells.indices where rows[row].cells[cell].span == 0 { rows[row].cells[cell].span = columns }
        }
        return (rows, columns)
    }

    func arrange(_ proposal: LayoutProposal, _ subviews: [LayoutSubviewProxy]) throws -> Arrangement {
        let (rows, columns) = rows(of: subviews)
        let cells = rows.flatMap(\.cells)
        func unsized(_ cell: Cell) -> GridCellUnsizedAxes? {
            subviews[cell.subview].layoutValues[GridCellUnsizedAxes.key] as? GridCellUnsizedAxes
        }
        func widest(_ column: Int, _ offer: Double?) throws -> Double {
            try cells.filter { $0.column == column && $0.span == 1 && unsized($0)?.horizontal != true }
                .map { try subviews[$0.subview].sizeThatFits(LayoutProposal(width: offer, height: nil)).width }.max() ?? 0
        }
        var widths = try StackPlan.sizes(
            count: columns, spacing: horizontalSpacing, along: proposal.width,
            lengths: { (try widest($0, 0), try widest($0, .infinity)) },
            measure: { Size(width: try widest($0, $1), height: 0) }, axis: .horizontal).map(\.width)
        func spanned(_ cell: Cell) -> Double {
            widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + horizontalSpacing * Double(cell.span - 1)
        }
        // Cells spanning columns widen them when they need more, from what the offer leaves over.
        var spanningWidest = 0.0
        for cell in cells where (cell.span > 1 || columns == 0) && unsized(cell)?.horizontal != true {
            let total = widths.reduce(0, +) + horizontalSpacing * Double(max(0, columns - 1))
            let slack = proposal.width.map { max(0, $0 - total) }
            let width = try subviews[cell.subview].sizeThatFits(LayoutProposal(width: slack.map { spanned(cell) + $0 }, height: nil)).width
            spanningWidest = max(spanningWidest, width)
            let excess = width - spanned(cell)
            guard excess > 0, cell.span > 0 else { continue }
            for column in cell.column..<(cell.column + cell.span) { widths[column] += excess / Double(cell.span) }
        }
        if columns == 0 { widths = rows.isEmpty ? [] : [spanningWidest] }
        func tallest(_ row: Int, _ offer: Double?) throws -> Double {
            try rows[row].cells.filter { unsized($0)?.vertical != true }.map { cell in
                let width = columns == 0 ? widths.first : spanned(cell)
                return try subviews[cell.subview].sizeThatFits(LayoutProposal(width: width, height: offer)).height
            }.max() ?? 0
        }
        let heights = try StackPlan.sizes(
            count: rows.count, spacing: verticalSpacing, along: proposal.height,
            lengths: { (try tallest($0, 0), try tallest($0, .infinity)) },
            measure: { Size(width: 0, height: try tallest($0, $1)) }, axis: .vertical).map(\.height)
        return Arrangement(rows: rows, columnWidths: widths, rowHeights: heights)
    }

    public func sizeThatFits(_ proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws -> Size {
        let arrangement = try arrange(proposal, subviews)
        return Size(width: StackPlan.positions(arrangement.columnWidths.map { Size(width: $0, height: 0) },
                                               spacing: horizontalSpacing, axis: .horizontal).length,
                    height: StackPlan.positions(arrangement.rowHeights.map { Size(width: 0, height: $0) },
                                                spacing: verticalSpacing, axis: .vertical).length)
    }

    public func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [LayoutSubviewProxy]) throws {
        let arrangement = try arrange(proposal, subviews)
        let xs = StackPlan.positions(arrangement.columnWidths.map { Size(width: $0, height: 0) }, spacing: horizontalSpacing,
                                     axis: .horizontal).starts
        let ys = StackPlan.positions(arrangement.rowHeights.map { Size(width: 0, height: $0) }, spacing: verticalSpacing,
                                     axis: .vertical).starts
        // A column's alignment is the one any of its cells sets (Apple: usually the first row's).
        var columnAlignments = [Int: Double]()
        for cell in arrangement.rows.flatMap(\.cells) {
            if let set = subviews[cell.subview].layoutValues[GridColumnAlignment.key] as? GridColumnAlignment {
                columnAlignments[cell.column] = set.horizontal
            }
        }
        for (rowIndex, row) in arrangement.rows.enumerated() {
            for cell in row.cells {
                let last = min(cell.column + max(cell.span, 1), arrangement.columnWidths.count) - 1
                guard last >= cell.column else { continue }
                let width = xs[last] + arrangement.columnWidths[last] - xs[cell.column]
                let height = arrangement.rowHeights[rowIndex]
                let cellAnchor = subviews[cell.subview].layoutValues[GridCellAnchor.key] as? GridCellAnchor
                let anchor = cellAnchor?.anchor ?? Alignment(horizontal: columnAlignments[cell.column] ?? alignment.horizontal,
                                                             vertical: row.verticalAlignment ?? alignment.vertical)
                subviews[cell.subview].place(at: Point(x: bounds.minX + xs[cell.column] + width * anchor.horizontal,
                                                       y: bounds.minY + ys[rowIndex] + height * anchor.vertical),
                                             anchor: anchor, proposal: LayoutProposal(width: width, height: height))
            }
        }
    }
}

/// The layout value a `GridRow`'s views carry: one object per row, and the row's alignment.
public final class GridRowMarker {
    public static let key = "SwiftUI.GridRow"
    /// The row's vertical alignment, as a fraction of its height; nil for the grid's.
    let verticalAlignment: Double?
    public init(verticalAlignment: Double?) { self.verticalAlignment = verticalAlignment }
}

/// `gridCellColumns(_:)`: how many columns a cell spans.
public final class GridCellColumns {
    public static let key = "SwiftUI.gridCellColumns"
    /// The widest span taken: a grid is laid out column by column, so a count in the millions
    /// would be a loop and an allocation that long.
    public static let maximum = 1_000
    let count: Int
    public init(count: Int) { self.count = count }
}

/// `gridColumnAlignment(_:)`: where a column's cells sit across it, as a fraction of its width.
public final class GridColumnAlignment {
    public static let key = "SwiftUI.gridColumnAlignment"
    let horizontal: Double
    public init(horizontal: Double) { self.horizontal = horizontal }
}

/// `gridCellAnchor(_:)`: where a cell sits in its region, over its column's and row's alignment.
public final class GridCellAnchor {
    public static let key = "SwiftUI.gridCellAnchor"
    let anchor: Alignment
    public init(_ anchor: Alignment) { self.anchor = anchor }
}

/// `gridCellUnsizedAxes(_:)`: the axes on which a cell does not size its column or row.
public final class GridCellUnsizedAxes {
    public static let key = "SwiftUI.gridCellUnsizedAxes"
    let horizontal: Bool
    let vertical: Bool
    public init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
